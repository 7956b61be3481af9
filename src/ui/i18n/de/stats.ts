import type { Catalog } from '../catalog';
import type { stats as english } from '../en/stats';

export const stats: Catalog<typeof english> = {
  menu: 'Statistik',
  title: 'Statistik',
  intro: 'Deine Ergebnisse gegen den Computer, nach Spiel und Spielstärke. Sie bleiben nur auf diesem Gerät.',
  games: {
    schwimmen: 'Schwimmen',
    schnapsen: 'Schnapsen',
  },
  level: 'Spielstärke',
  columns: {
    schwimmen: {
      matchesPlayed: 'Spiele',
      matchesWon: 'Gewonnen',
      roundsLost: 'Verlorene Leben',
      bestStreak: 'Beste Serie',
      currentStreak: 'Aktuelle Serie',
    },
    schnapsen: {
      matchesWon: 'Bummerl gewonnen',
      matchesLost: 'Bummerl verloren',
      roundsLost: 'Verlorene Spiele',
      bestStreak: 'Beste Serie',
      currentStreak: 'Aktuelle Serie',
    },
  },
  empty: {
    schwimmen: 'Noch kein Schwimmen gespielt. Deine Ergebnisse erscheinen hier nach deiner ersten Runde.',
    schnapsen: 'Noch kein Schnapsen gespielt. Deine Ergebnisse erscheinen hier nach deinem ersten Spiel.',
  },
  note: 'Eine Serie sind Siege hintereinander. Ein Schwimmen-Spiel zählt, sobald du raus bist oder gewonnen hast; ein Schnapsen-Spiel ist ein Bummerl. Ein mit „Neues Spiel“ abgebrochenes Spiel zählt nicht.',
  reset: {
    button: 'Statistik zurücksetzen',
    title: 'Statistik zurücksetzen?',
    text: 'Alle Ergebnisse beider Spiele werden von diesem Gerät gelöscht. Das lässt sich nicht rückgängig machen. Die gespielten Spiele des Tages bleiben erhalten, damit jedes Datum nur einmal zählt.',
    confirm: 'Zurücksetzen',
    cancel: 'Behalten',
    done: 'Statistik zurückgesetzt.',
  },
  notices: {
    statsUnreadable:
      'Deine gespeicherte Statistik ließ sich nicht lesen. Sie wurde beiseitegelegt, und es wird ab jetzt neu gezählt.',
    statsNewer:
      'Deine Statistik stammt aus einer neueren Version der App. Sie wurde beiseitegelegt, und es wird ab jetzt neu gezählt.',
    dismiss: 'Schließen',
  },
  sound: {
    label: 'Ton',
    hint: 'Kurze Töne beim Geben, Tauschen, Klopfen, bei Stichen und Ergebnissen.',
  },
};
