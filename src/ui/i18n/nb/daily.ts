import type { Catalog } from '../catalog';
import type { daily as english } from '../en/daily';

export const daily: Catalog<typeof english> = {
  stats: {
    title: 'Dagens giv',
    empty: 'Ingen dagens giv spilt ennå.',
    emptyHint:
      'Hver dag kommer det én ny giv per spill, den samme for alle. Spill den fra startskjermen: det første spillet av hver dato teller her.',
    daysPlayed: 'Dager spilt',
    currentStreak: 'Nåværende rekke',
    bestStreak: 'Beste rekke',
    days: { one: '{count} dag', other: '{count} dager' },
    calendar: {
      caption: '{game}: dagens giv, {month}',
      previous: 'Forrige måned',
      next: 'Neste måned',
      day: '{date}: {outcome}',
      dayVsExpert: '{date}: {outcome}, {expert}',
      won: 'vunnet',
      lost: 'tapt',
      unfinished: 'ikke fullført',
      better: 'bedre enn eksperten',
      same: 'like godt som eksperten',
      worse: 'dårligere enn eksperten',
      legend: 'Tegnforklaring',
      hint: 'Velg en spilt dag for å spille given på nytt som øving.',
    },
  },
  share: {
    title: '{game} · Dagens giv · {date}',
    outcome: {
      schwimmen: { won: 'Jeg beholdt livet mitt.', lost: 'Jeg mistet et liv.' },
      schnapsen: {
        won: { one: 'Jeg vant given: {count} spillpoeng.', other: 'Jeg vant given: {count} spillpoeng.' },
        lost: { one: 'Jeg tapte given: {count} spillpoeng.', other: 'Jeg tapte given: {count} spillpoeng.' },
      },
    },
    vsExpert: {
      better: 'Bedre enn eksperten på min plass!',
      same: 'Like godt som eksperten på min plass.',
      worse: 'Eksperten på min plass gjorde det bedre.',
    },
  },
  notices: {
    dailyUnreadable:
      'De lagrede dagens giv-resultatene dine kunne ikke leses. De ble lagt til side, og tellingen starter på nytt herfra.',
    dailyNewer:
      'Dagens giv-resultatene dine ble lagret av en nyere versjon av appen. De ble lagt til side, og tellingen starter på nytt herfra.',
  },
};
