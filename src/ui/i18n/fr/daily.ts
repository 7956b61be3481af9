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
  result: {
    title: 'Donne du jour',
    counts: 'Compte',
    practice: 'Entraînement — celle-ci ne compte nulle part',
    outcome: {
      schwimmen: { won: 'Vous avez gardé votre vie.', lost: 'Vous avez perdu une vie.' },
      schnapsen: {
        won: {
          one: 'Vous avez gagné la donne avec {count} point de partie.',
          many: 'Vous avez gagné la donne avec {count} points de partie.',
          other: 'Vous avez gagné la donne avec {count} points de partie.',
        },
        lost: {
          one: 'Vous avez perdu la donne, qui valait {count} point de partie.',
          many: 'Vous avez perdu la donne, qui valait {count} points de partie.',
          other: 'Vous avez perdu la donne, qui valait {count} points de partie.',
        },
      },
    },
    expert: {
      schwimmen: {
        won: {
          better: 'L’expert à votre place l’aurait gardée aussi.',
          same: 'L’expert à votre place l’aurait gardée aussi.',
          worse: 'L’expert à votre place l’aurait gardée.',
        },
        lost: {
          better: 'L’expert à votre place aurait perdu une vie : vous avez fait mieux.',
          same: 'L’expert à votre place aurait perdu une vie aussi.',
          worse: 'L’expert à votre place aurait perdu une vie aussi.',
        },
      },
      schnapsen: {
        won: {
          better: {
            one: 'L’expert à votre place n’a gagné que {count} point de partie : vous avez fait mieux.',
            many: 'L’expert à votre place n’a gagné que {count} points de partie : vous avez fait mieux.',
            other: 'L’expert à votre place n’a gagné que {count} points de partie : vous avez fait mieux.',
          },
          same: {
            one: 'L’expert à votre place a gagné {count} point de partie lui aussi.',
            many: 'L’expert à votre place a gagné {count} points de partie lui aussi.',
            other: 'L’expert à votre place a gagné {count} points de partie lui aussi.',
          },
          worse: {
            one: 'L’expert à votre place a gagné {count} point de partie.',
            many: 'L’expert à votre place a gagné {count} points de partie.',
            other: 'L’expert à votre place a gagné {count} points de partie.',
          },
        },
        lost: {
          better: {
            one: 'L’expert à votre place a perdu la donne ({count} point de partie) : vous avez fait mieux.',
            many: 'L’expert à votre place a perdu la donne ({count} points de partie) : vous avez fait mieux.',
            other:
              'L’expert à votre place a perdu la donne ({count} points de partie) : vous avez fait mieux.',
          },
          same: {
            one: 'L’expert à votre place l’a perdue aussi ({count} point de partie).',
            many: 'L’expert à votre place l’a perdue aussi ({count} points de partie).',
            other: 'L’expert à votre place l’a perdue aussi ({count} points de partie).',
          },
          worse: {
            one: 'L’expert à votre place n’a perdu que {count} point de partie.',
            many: 'L’expert à votre place n’a perdu que {count} points de partie.',
            other: 'L’expert à votre place n’a perdu que {count} points de partie.',
          },
        },
      },
    },
    won: 'Vous avez gagné.',
    lost: 'Vous avez perdu.',
    vsExpert: {
      better: 'Vous avez fait mieux que l’expert à votre place.',
      same: 'L’expert à votre place a fait aussi bien.',
      worse: 'L’expert à votre place a fait mieux.',
    },
    costliest: 'Votre décision la plus coûteuse a été la {nth}.',
    nth: [
      'première',
      'deuxième',
      'troisième',
      'quatrième',
      'cinquième',
      'sixième',
      'septième',
      'huitième',
      'neuvième',
      'dixième',
    ],
    nthOrdinal: { one: '{count}re', other: '{count}e' },
    noCost: 'Aucune de vos décisions n’a rien coûté.',
    noDecisions: 'Vous n’aviez aucune décision à prendre.',
    pending: 'Calcul de ce qu’aurait joué l’expert…',
    failed: 'Impossible de calculer ce qu’aurait joué l’expert.',
    marks: 'Vos décisions',
    mark: 'Décision {n} : {mark}',
    markNames: {
      best: 'meilleur coup',
      good: 'bon',
      inaccuracy: 'imprécision',
      mistake: 'erreur',
      blunder: 'gaffe',
    },
    shareText: 'À partager',
    share: 'Partager',
    copy: 'Copier',
    copied: 'Copié.',
    copyFailed: 'La copie n’est pas permise ici : sélectionnez le texte et copiez-le.',
    shareFailed: 'Le partage n’a pas marché : copiez plutôt le texte.',
    back: 'Retour à ma partie',
    again: 'Rejouer',
  },
  banner: {
    title: 'Donne du jour · {date}',
    counts: 'compte',
    practice: 'entraînement',
    future: 'Cette donne n’est pas encore sortie : voici celle d’aujourd’hui.',
    invalid: 'Cette adresse ne donne aucune date : voici la donne d’aujourd’hui.',
  },
  notices: {
    dailyUnreadable:
      'Vos donnes du jour enregistrées étaient illisibles. Elles ont été mises de côté, et le décompte repart d’ici.',
    dailyNewer:
      'Vos donnes du jour ont été enregistrées par une version plus récente de l’application. Elles ont été mises de côté, et le décompte repart d’ici.',
  },
};
