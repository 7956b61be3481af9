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
  result: {
    title: 'Dagens giv',
    counts: 'Teller',
    practice: 'Øving – denne teller ingen steder',
    outcome: {
      schwimmen: { won: 'Du beholdt livet ditt.', lost: 'Du mistet et liv.' },
      schnapsen: {
        won: {
          one: 'Du vant given med {count} spillpoeng.',
          other: 'Du vant given med {count} spillpoeng.',
        },
        lost: {
          one: 'Du tapte given, verdt {count} spillpoeng.',
          other: 'Du tapte given, verdt {count} spillpoeng.',
        },
      },
    },
    expert: {
      schwimmen: {
        won: {
          better: 'Eksperten på din plass ville også ha beholdt det.',
          same: 'Eksperten på din plass ville også ha beholdt det.',
          worse: 'Eksperten på din plass ville ha beholdt det.',
        },
        lost: {
          better: 'Eksperten på din plass ville ha mistet et liv: du gjorde det bedre.',
          same: 'Eksperten på din plass ville også ha mistet et liv.',
          worse: 'Eksperten på din plass ville også ha mistet et liv.',
        },
      },
      schnapsen: {
        won: {
          better: {
            one: 'Eksperten på din plass vant bare {count} spillpoeng: du gjorde det bedre.',
            other: 'Eksperten på din plass vant bare {count} spillpoeng: du gjorde det bedre.',
          },
          same: {
            one: 'Eksperten på din plass vant også {count} spillpoeng.',
            other: 'Eksperten på din plass vant også {count} spillpoeng.',
          },
          worse: {
            one: 'Eksperten på din plass vant {count} spillpoeng.',
            other: 'Eksperten på din plass vant {count} spillpoeng.',
          },
        },
        lost: {
          better: {
            one: 'Eksperten på din plass tapte given ({count} spillpoeng): du gjorde det bedre.',
            other: 'Eksperten på din plass tapte given ({count} spillpoeng): du gjorde det bedre.',
          },
          same: {
            one: 'Eksperten på din plass tapte den også ({count} spillpoeng).',
            other: 'Eksperten på din plass tapte den også ({count} spillpoeng).',
          },
          worse: {
            one: 'Eksperten på din plass tapte bare {count} spillpoeng.',
            other: 'Eksperten på din plass tapte bare {count} spillpoeng.',
          },
        },
      },
    },
    won: 'Du vant.',
    lost: 'Du tapte.',
    vsExpert: {
      better: 'Du gjorde det bedre enn eksperten på din plass.',
      same: 'Eksperten på din plass gjorde det like godt.',
      worse: 'Eksperten på din plass gjorde det bedre.',
    },
    costliest: 'Den dyreste avgjørelsen din var den {nth}.',
    nth: ['første', 'andre', 'tredje', 'fjerde', 'femte', 'sjette', 'sjuende', 'åttende', 'niende', 'tiende'],
    nthOrdinal: { other: '{count}.' },
    noCost: 'Ingen av avgjørelsene dine kostet noe.',
    noDecisions: 'Du hadde ingen avgjørelser å ta.',
    pending: 'Regner ut hvordan eksperten ville ha spilt …',
    failed: 'Det lot seg ikke regne ut hvordan eksperten ville ha spilt.',
    marks: 'Avgjørelsene dine',
    mark: 'Avgjørelse {n}: {mark}',
    markNames: {
      best: 'beste trekk',
      good: 'bra',
      inaccuracy: 'unøyaktighet',
      mistake: 'feil',
      blunder: 'tabbe',
    },
    shareText: 'Til deling',
    share: 'Del',
    copy: 'Kopier',
    copied: 'Kopiert.',
    copyFailed: 'Kopiering er ikke tillatt her: merk teksten og kopier den.',
    shareFailed: 'Deling virket ikke: kopier teksten i stedet.',
    back: 'Tilbake til partiet mitt',
    again: 'Spill igjen',
  },
  banner: {
    title: 'Dagens giv · {date}',
    counts: 'teller',
    practice: 'øving',
    future: 'Den given er ikke ute ennå: her er dagens.',
    invalid: 'Den adressen nevner ingen dato: her er dagens giv.',
  },
  notices: {
    dailyUnreadable:
      'De lagrede dagens giv-resultatene dine kunne ikke leses. De ble lagt til side, og tellingen starter på nytt herfra.',
    dailyNewer:
      'Dagens giv-resultatene dine ble lagret av en nyere versjon av appen. De ble lagt til side, og tellingen starter på nytt herfra.',
  },
};
