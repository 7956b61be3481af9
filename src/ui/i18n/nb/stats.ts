// Norwegian texts of the statistics screen and the sound switch. Mirrors ../en/stats.ts.
import type { Catalog } from '../catalog';
import type { stats as enStats } from '../en/stats';

export const stats: Catalog<typeof enStats> = {
  menu: 'Statistikk',
  title: 'Statistikk',
  intro: 'Resultatene dine mot datamaskinen, etter spill og nivå. De lagres bare på denne enheten.',
  games: {
    schwimmen: 'Schwimmen',
    schnapsen: 'Schnapsen',
  },
  level: 'Nivå',
  columns: {
    schwimmen: {
      matchesPlayed: 'Spill spilt',
      matchesWon: 'Spill vunnet',
      roundsLost: 'Tapte liv',
      bestStreak: 'Lengste rekke',
      currentStreak: 'Rekke nå',
    },
    schnapsen: {
      matchesWon: 'Bummerler vunnet',
      matchesLost: 'Bummerler tapt',
      roundsLost: 'Tapte giv',
      bestStreak: 'Lengste rekke',
      currentStreak: 'Rekke nå',
    },
  },
  empty: {
    schwimmen: 'Ingen Schwimmen spilt ennå. Resultatene dine vises her etter den første runden.',
    schnapsen: 'Ingen Schnapsen spilt ennå. Resultatene dine vises her etter den første given.',
  },
  note: 'En rekke er spill vunnet på rad. Et Schwimmen-spill telles når du er ute eller har vunnet; et Schnapsen-spill er én Bummerl. Et spill du gir opp med «Nytt spill», telles ikke.',
  reset: {
    button: 'Nullstill statistikken',
    title: 'Nullstille statistikken?',
    text: 'Alle resultatene for begge spillene slettes fra denne enheten. Det kan ikke angres. Dagens giv du har spilt, beholdes, så hver dato teller bare én gang.',
    confirm: 'Nullstill',
    cancel: 'Behold dem',
    done: 'Statistikken er nullstilt.',
  },
  notices: {
    statsUnreadable:
      'Den lagrede statistikken din kunne ikke leses. Den ble lagt til side, og tellingen starter på nytt herfra.',
    statsNewer:
      'Statistikken din ble lagret av en nyere versjon av appen. Den ble lagt til side, og tellingen starter på nytt herfra.',
    dismiss: 'Lukk',
  },
  sound: {
    label: 'Lyd',
    hint: 'Korte lyder for utdeling, bytter, banking, stikk og resultater.',
  },
};
