// French texts of the statistics screen and the sound switch. Mirrors ../en/stats.ts.
import type { Catalog } from '../catalog';
import type { stats as enStats } from '../en/stats';

export const stats: Catalog<typeof enStats> = {
  menu: 'Statistiques',
  title: 'Statistiques',
  intro: 'Vos résultats contre l’ordinateur, par jeu et par niveau. Ils ne sont gardés que sur cet appareil.',
  games: {
    schwimmen: 'Schwimmen',
    schnapsen: 'Schnapsen',
  },
  level: 'Niveau',
  columns: {
    schwimmen: {
      matchesPlayed: 'Parties jouées',
      matchesWon: 'Parties gagnées',
      roundsLost: 'Vies perdues',
      bestStreak: 'Meilleure série',
      currentStreak: 'Série en cours',
    },
    schnapsen: {
      matchesWon: 'Bummerls gagnés',
      matchesLost: 'Bummerls perdus',
      roundsLost: 'Donnes perdues',
      bestStreak: 'Meilleure série',
      currentStreak: 'Série en cours',
    },
  },
  empty: {
    schwimmen: 'Pas encore de Schwimmen joué. Vos résultats apparaîtront ici après votre première manche.',
    schnapsen: 'Pas encore de Schnapsen joué. Vos résultats apparaîtront ici après votre première donne.',
  },
  note: 'Une série, ce sont des parties gagnées d’affilée. Une partie de Schwimmen compte dès que vous êtes hors jeu ou que vous avez gagné ; une partie de Schnapsen est un Bummerl. Une partie abandonnée avec « Nouvelle partie » ne compte pas.',
  reset: {
    button: 'Réinitialiser les statistiques',
    title: 'Réinitialiser les statistiques ?',
    text: 'Tous les résultats des deux jeux seront effacés de cet appareil. C’est irréversible. Les donnes du jour déjà jouées sont gardées : chaque date ne compte qu’une fois.',
    confirm: 'Réinitialiser',
    cancel: 'Les garder',
    done: 'Statistiques réinitialisées.',
  },
  notices: {
    statsUnreadable:
      'Vos statistiques enregistrées étaient illisibles. Elles ont été mises de côté, et le décompte repart d’ici.',
    statsNewer:
      'Vos statistiques ont été enregistrées par une version plus récente de l’application. Elles ont été mises de côté, et le décompte repart d’ici.',
    dismiss: 'Fermer',
  },
  sound: {
    label: 'Son',
    hint: 'De courts sons pour la donne, les échanges, les coups frappés, les levées et les résultats.',
  },
};
