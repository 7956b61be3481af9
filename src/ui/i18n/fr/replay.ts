import type { Catalog } from '../catalog';
import type { replay as english } from '../en/replay';

export const replay: Catalog<typeof english> = {
  button: 'Revoir',
  title: 'Revoir la partie',
  subtitle: '{game} : {players}. {result}',
  result: {
    wins: '{name} gagne',
    youWin: 'Vous gagnez',
    draw: 'Égalité',
    unfinished: 'Partie inachevée',
  },
  close: 'Fermer',
  start: 'Début',
  previous: 'Coup précédent',
  next: 'Coup suivant',
  end: 'Fin',
  step: 'coup {n} sur {count}',
  atStart: 'Avant la première donne',
  deal: '{word} {deal}',
  moves: 'Coups',
  controls: 'Parcourir les coups',
  show: 'Afficher',
  everyone: 'Toutes les mains',
  seatView: 'Ce que {name} voyait',
  yourView: 'Ce que vous voyiez',
  mark: 'Analyse : {verdict}',
  broken: 'Impossible de revoir cette partie : {reason}',
  noBoard: 'Les coups de ce jeu ne sont montrés qu’en mots.',
  schwimmen: {
    round: 'Manche',
    handValue: 'Valeur {value}',
  },
  schnapsen: {
    deal: 'Donne',
    trump: 'Atout',
    talon: {
      one: '{count} carte au talon',
      many: '{count} cartes au talon',
      other: '{count} cartes au talon',
    },
    closed: 'Talon fermé',
    trick: 'Levée',
    lastTrick: 'Dernière levée',
    points: '{points} points',
    tricks: { one: '{count} levée', many: '{count} levées', other: '{count} levées' },
    bummerl: {
      one: 'encore {count} point de partie',
      many: 'encore {count} points de partie',
      other: 'encore {count} points de partie',
    },
    moves: {
      deal: { you: 'Vous donnez, atout {suit}', other: '{name} donne, atout {suit}' },
      play: { you: 'Vous jouez {card}', other: '{name} joue {card}' },
      marry: {
        you: 'Vous annoncez un mariage à {suit} ({points})',
        other: '{name} annonce un mariage à {suit} ({points})',
      },
      exchange: {
        you: 'Vous échangez {card} contre la carte d’atout {trump}',
        other: '{name} échange {card} contre la carte d’atout {trump}',
      },
      close: { you: 'Vous fermez le talon', other: '{name} ferme le talon' },
      claim: { you: 'Vous dites « Assez ! » (66)', other: '{name} dit « Assez ! » (66)' },
      takes: {
        you: '{move} : vous remportez la levée',
        other: '{move} : {name} remporte la levée',
      },
    },
  },
};
