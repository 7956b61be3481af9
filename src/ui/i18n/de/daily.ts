import type { Catalog } from '../catalog';
import type { daily as english } from '../en/daily';

export const daily: Catalog<typeof english> = {
  stats: {
    title: 'Spiel des Tages',
    empty: 'Noch kein Spiel des Tages gespielt.',
    emptyHint:
      'Jeden Tag gibt es pro Spiel ein neues Blatt, für alle gleich. Spiel es vom Startbildschirm aus: Das erste Spiel eines Datums zählt hier.',
    daysPlayed: 'Gespielte Tage',
    currentStreak: 'Aktuelle Serie',
    bestStreak: 'Beste Serie',
    days: { one: '{count} Tag', other: '{count} Tage' },
    calendar: {
      caption: '{game}: Spiele des Tages, {month}',
      previous: 'Voriger Monat',
      next: 'Nächster Monat',
      day: '{date}: {outcome}',
      dayVsExpert: '{date}: {outcome}, {expert}',
      won: 'gewonnen',
      lost: 'verloren',
      unfinished: 'nicht beendet',
      better: 'besser als der Experte',
      same: 'so gut wie der Experte',
      worse: 'schlechter als der Experte',
      legend: 'Zeichen',
      hint: 'Wähle einen gespielten Tag, um sein Blatt noch einmal zur Übung zu spielen.',
    },
  },
  share: {
    title: '{game} · Spiel des Tages · {date}',
    outcome: {
      schwimmen: { won: 'Ich habe mein Leben behalten.', lost: 'Ich habe ein Leben verloren.' },
      schnapsen: {
        won: {
          one: 'Ich habe das Spiel gewonnen: {count} Spielpunkt.',
          other: 'Ich habe das Spiel gewonnen: {count} Spielpunkte.',
        },
        lost: {
          one: 'Ich habe das Spiel verloren: {count} Spielpunkt.',
          other: 'Ich habe das Spiel verloren: {count} Spielpunkte.',
        },
      },
    },
    vsExpert: {
      better: 'Besser als der Experte auf meinem Platz!',
      same: 'So gut wie der Experte auf meinem Platz.',
      worse: 'Der Experte auf meinem Platz war besser.',
    },
  },
  result: {
    title: 'Spiel des Tages',
    counts: 'Zählt',
    practice: 'Übung – dieses Spiel zählt nirgends',
    outcome: {
      schwimmen: { won: 'Du hast dein Leben behalten.', lost: 'Du hast ein Leben verloren.' },
      schnapsen: {
        won: {
          one: 'Du hast das Spiel mit {count} Spielpunkt gewonnen.',
          other: 'Du hast das Spiel mit {count} Spielpunkten gewonnen.',
        },
        lost: {
          one: 'Du hast das Spiel verloren; es war {count} Spielpunkt wert.',
          other: 'Du hast das Spiel verloren; es war {count} Spielpunkte wert.',
        },
      },
    },
    expert: {
      schwimmen: {
        won: {
          better: 'Der Experte auf deinem Platz hätte es auch behalten.',
          same: 'Der Experte auf deinem Platz hätte es auch behalten.',
          worse: 'Der Experte auf deinem Platz hätte es behalten.',
        },
        lost: {
          better: 'Der Experte auf deinem Platz hätte ein Leben verloren: Du warst besser.',
          same: 'Der Experte auf deinem Platz hätte auch ein Leben verloren.',
          worse: 'Der Experte auf deinem Platz hätte auch ein Leben verloren.',
        },
      },
      schnapsen: {
        won: {
          better: {
            one: 'Der Experte auf deinem Platz gewann nur {count} Spielpunkt: Du warst besser.',
            other: 'Der Experte auf deinem Platz gewann nur {count} Spielpunkte: Du warst besser.',
          },
          same: {
            one: 'Der Experte auf deinem Platz gewann auch {count} Spielpunkt.',
            other: 'Der Experte auf deinem Platz gewann auch {count} Spielpunkte.',
          },
          worse: {
            one: 'Der Experte auf deinem Platz gewann {count} Spielpunkt.',
            other: 'Der Experte auf deinem Platz gewann {count} Spielpunkte.',
          },
        },
        lost: {
          better: {
            one: 'Der Experte auf deinem Platz verlor das Spiel ({count} Spielpunkt): Du warst besser.',
            other: 'Der Experte auf deinem Platz verlor das Spiel ({count} Spielpunkte): Du warst besser.',
          },
          same: {
            one: 'Der Experte auf deinem Platz verlor es auch ({count} Spielpunkt).',
            other: 'Der Experte auf deinem Platz verlor es auch ({count} Spielpunkte).',
          },
          worse: {
            one: 'Der Experte auf deinem Platz verlor nur {count} Spielpunkt.',
            other: 'Der Experte auf deinem Platz verlor nur {count} Spielpunkte.',
          },
        },
      },
    },
    won: 'Du hast gewonnen.',
    lost: 'Du hast verloren.',
    vsExpert: {
      better: 'Du warst besser als der Experte auf deinem Platz.',
      same: 'Der Experte auf deinem Platz war genauso gut.',
      worse: 'Der Experte auf deinem Platz war besser.',
    },
    costliest: 'Deine teuerste Entscheidung war die {nth}.',
    nth: ['erste', 'zweite', 'dritte', 'vierte', 'fünfte', 'sechste', 'siebte', 'achte', 'neunte', 'zehnte'],
    nthOrdinal: { other: '{count}.' },
    noCost: 'Keine deiner Entscheidungen hat etwas gekostet.',
    noDecisions: 'Du hattest nichts zu entscheiden.',
    pending: 'Es wird ausgerechnet, wie der Experte gespielt hätte …',
    failed: 'Wie der Experte gespielt hätte, ließ sich nicht ausrechnen.',
    marks: 'Deine Entscheidungen',
    mark: 'Entscheidung {n}: {mark}',
    markNames: {
      best: 'bester Zug',
      good: 'gut',
      inaccuracy: 'Ungenauigkeit',
      mistake: 'Fehler',
      blunder: 'grober Fehler',
    },
    shareText: 'Zum Teilen',
    share: 'Teilen',
    copy: 'Kopieren',
    copied: 'Kopiert.',
    copyFailed: 'Kopieren ist hier nicht erlaubt: Markiere den Text und kopiere ihn.',
    shareFailed: 'Teilen hat nicht geklappt: Kopiere stattdessen den Text.',
    back: 'Zurück zu meiner Partie',
    again: 'Nochmal spielen',
  },
  banner: {
    title: 'Spiel des Tages · {date}',
    counts: 'zählt',
    practice: 'Übung',
    future: 'Dieses Spiel gibt es noch nicht: Hier ist das von heute.',
    invalid: 'Diese Adresse nennt kein Datum: Hier ist das Spiel von heute.',
  },
  notices: {
    dailyUnreadable:
      'Deine gespeicherten Spiele des Tages ließen sich nicht lesen. Sie wurden beiseitegelegt, und es wird ab jetzt neu gezählt.',
    dailyNewer:
      'Deine Spiele des Tages stammen aus einer neueren Version der App. Sie wurden beiseitegelegt, und es wird ab jetzt neu gezählt.',
  },
};
