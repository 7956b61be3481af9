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
  notices: {
    dailyUnreadable:
      'Deine gespeicherten Spiele des Tages ließen sich nicht lesen. Sie wurden beiseitegelegt, und es wird ab jetzt neu gezählt.',
    dailyNewer:
      'Deine Spiele des Tages stammen aus einer neueren Version der App. Sie wurden beiseitegelegt, und es wird ab jetzt neu gezählt.',
  },
};
