import type { Catalog } from '../catalog';
import type { daily as english } from '../en/daily';

export const daily: Catalog<typeof english> = {
  stats: {
    title: 'Donne du jour',
    empty: 'Aucune donne du jour jouée pour l’instant.',
    emptyHint:
      'Chaque jour apporte une nouvelle donne par jeu, la même pour tout le monde. Jouez-la depuis l’écran d’accueil : la première partie de chaque date compte ici.',
    daysPlayed: 'Jours joués',
    currentStreak: 'Série en cours',
    bestStreak: 'Meilleure série',
    days: { one: '{count} jour', many: '{count} jours', other: '{count} jours' },
    calendar: {
      caption: '{game} : donnes du jour, {month}',
      previous: 'Mois précédent',
      next: 'Mois suivant',
      day: '{date} : {outcome}',
      dayVsExpert: '{date} : {outcome}, {expert}',
      won: 'gagnée',
      lost: 'perdue',
      unfinished: 'pas terminée',
      better: 'mieux que l’expert',
      same: 'aussi bien que l’expert',
      worse: 'moins bien que l’expert',
      legend: 'Légende',
      hint: 'Choisissez un jour joué pour rejouer sa donne en entraînement.',
    },
  },
  share: {
    title: '{game} · Donne du jour · {date}',
    outcome: {
      schwimmen: { won: 'J’ai gardé ma vie.', lost: 'J’ai perdu une vie.' },
      schnapsen: {
        won: {
          one: 'J’ai gagné la donne : {count} point de partie.',
          many: 'J’ai gagné la donne : {count} points de partie.',
          other: 'J’ai gagné la donne : {count} points de partie.',
        },
        lost: {
          one: 'J’ai perdu la donne : {count} point de partie.',
          many: 'J’ai perdu la donne : {count} points de partie.',
          other: 'J’ai perdu la donne : {count} points de partie.',
        },
      },
    },
    vsExpert: {
      better: 'Mieux que l’expert à ma place !',
      same: 'Aussi bien que l’expert à ma place.',
      worse: 'L’expert à ma place a fait mieux.',
    },
  },
  notices: {
    dailyUnreadable:
      'Vos donnes du jour enregistrées étaient illisibles. Elles ont été mises de côté, et le décompte repart d’ici.',
    dailyNewer:
      'Vos donnes du jour ont été enregistrées par une version plus récente de l’application. Elles ont été mises de côté, et le décompte repart d’ici.',
  },
};
