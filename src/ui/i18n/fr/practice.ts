// L'entraînement, dans les deux jeux : le réglage, le badge d'une partie d'entraînement, Annuler le coup et
// les cartes visibles.
import type { Catalog } from '../catalog';
import type { practice as english } from '../en/practice';

export const practice: Catalog<typeof english> = {
  badge: 'Entraînement',
  badgeTitle: "Une partie d'entraînement : elle ne compte ni dans les statistiques ni dans le classement.",
  settings: {
    group: 'Entraînement',
    practice: {
      label: 'Entraînement',
      hint: "Une partie d'entraînement ne compte ni dans les statistiques ni dans le classement, et « Annuler le coup » défait votre dernier coup. Activé, il fait de la partie en cours une partie d'entraînement pour de bon ; désactivé, il s'applique à partir de la partie suivante.",
    },
    showCards: {
      label: "Montrer les cartes de l'ordinateur",
      hint: "Les mains des joueurs de l'ordinateur sont posées face visible. Ils ne voient toujours que leurs propres cartes.",
      unavailable: "Seulement à l'entraînement : activez d'abord l'entraînement.",
    },
  },
  takeBack: {
    button: 'Annuler le coup',
    nothingRound: "Rien à annuler : vous n'avez pas encore joué dans cette manche.",
    nothingDeal: "Rien à annuler : vous n'avez pas encore joué dans cette donne.",
    done: 'Vous avez annulé votre dernier coup. À vous de jouer.',
  },
  openHand: 'Cartes de {name}',
};
