// L’analyse d’une manche ou d’une donne (l’entraîneur).
import type { CoachMessages } from '../en/coach';

export const coach: CoachMessages = {
  title: {
    schwimmen: 'Analyse de la manche {round}',
    schnapsen: 'Analyse de la donne {round}',
  },
  intro:
    'Chacun de vos choix, jugé uniquement sur ce que vous pouviez voir à ce moment-là, comparé au choix de l’expert. Les cartes cachées ne comptent jamais contre vous.',
  loading: 'Calcul de l’analyse…',
  failed: 'L’analyse n’a pas pu être calculée. Fermez-la et réessayez.',
  none: 'Vous n’aviez aucun vrai choix dans cette manche : rien à analyser.',
  summary: {
    one: '1 décision, coût moyen {cost}.',
    many: '{count} décisions, coût moyen {cost}.',
    other: '{count} décisions, coût moyen {cost}.',
  },
  decision: 'Décision {n}',
  verdicts: {
    best: 'Meilleur coup',
    good: 'Bon',
    inaccuracy: 'Imprécision',
    mistake: 'Erreur',
    blunder: 'Gaffe',
  },
  costliest: 'Le plus coûteux',
  yourMove: 'Vous avez joué',
  expertMove: 'L’expert',
  sameMove: 'la même chose',
  costLabel: 'Coût',
  cost: {
    schwimmen: '{cost} points de risque en plus de perdre une vie',
    schnapsen: '{cost} points de partie perdus en moyenne',
  },
  costShort: {
    schwimmen: '{cost} points de risque',
    schnapsen: '{cost} points de partie',
  },
  schwimmen: {
    hand: 'Votre main',
    middle: 'Milieu',
    packet: 'Premier paquet',
    risk: 'Risque de perdre une vie : {played} % avec votre choix, {expert} % avec celui de l’expert.',
    actions: {
      swap: 'échanger {give} contre {take}',
      swapAll: 'échanger les trois',
      pass: 'passer',
      knock: 'frapper',
      keep: 'garder le premier paquet',
      takeSecond: 'prendre le second paquet',
      swapKnock: 'échanger {give} contre {take} et frapper',
      swapAllKnock: 'échanger les trois et frapper',
    },
    explain:
      '{played} ({playedWorth}) coûtait une vie dans {playedRisk} % des parties ; {expert} ({expertWorth}) dans {expertRisk} %.',
    worth: {
      suit: '{value} à {suit}',
      threeOfAKind: 'brelan, 30½',
      feuer: 'Feu',
    },
  },
  schnapsen: {
    hand: 'Votre main',
    led: 'Carte jouée vers vous',
    trump: 'Atout : {suit}',
    score: 'Points : vous {mine}, {name} {theirs}',
    talon: {
      one: '1 carte dans le talon',
      many: '{count} cartes dans le talon',
      other: '{count} cartes dans le talon',
    },
    closed: 'Talon fermé',
    worth: 'Attendu : {played} points de partie avec votre choix, {expert} avec celui de l’expert.',
    actions: {
      lead: 'entamer {card}',
      follow: 'répondre avec {card}',
      marry: 'annoncer le mariage à {suit}',
      exchangeTrump: 'échanger le {jack} d’atout',
      close: 'fermer le talon',
      claim: 'annoncer 66',
    },
    explain:
      '{played} vaut {playedValue} points de partie en moyenne et gagne la donne avec {playedWin} % des mains que {name} peut tenir ; {expert} : {expertValue} et {expertWin} %.',
  },
  schnapsenHint: {
    leadSafe: 'Entamez {card} : il remporte la levée, quoi que {name} ait en main',
    leadRarelyBeaten: 'Entamez {card} : seules {percent} % des mains possibles de {name} peuvent le prendre',
    leadCheapest: 'Entamez {card} : c’est lui qui risque le moins de points',
    leadBest: 'Entamez {card} : la meilleure entame contre les mains possibles de {name}',
    take: 'Prenez la levée avec {card} : +{points} points',
    takeMarriage: 'Prenez la levée avec {card} : +{points}, et vos {marriage} points de mariage comptent',
    takeClaim: 'Prenez la levée avec {card} : cela fait {total}, puis dites « Assez ! »',
    throwLost: 'Défaussez {card} : la levée est perdue de toute façon',
    throwSaveTrump: 'Défaussez {card} : gardez vos atouts pour plus tard',
    throwCheap: 'Défaussez {card} : cette levée ne vaut pas une meilleure carte',
    marryPending: 'Annoncez {points} à {suit} : ils comptent dès que vous gagnez une levée',
    marryCounted: 'Annoncez {points} à {suit} : cela fait {total}',
    marryClaim: 'Annoncez {points} à {suit} : cela fait {total}, puis dites « Assez ! »',
    exchange: {
      french: 'Échangez le valet d’atout : prenez {card}',
      german: 'Échangez l’Unter d’atout : prenez {card}',
    },
    close: 'Fermez maintenant : vous atteignez 66 dans {percent} % des mains possibles de {name}',
    closeAlmostSure:
      'Fermez maintenant : vous atteignez 66 dans presque toutes les mains possibles de {name}',
    closeSure: 'Fermez maintenant : vous atteignez 66, quoi que {name} ait en main',
    claim: 'Dites « Assez ! » : vous avez {points}',
    claimWins: {
      one: 'Vous gagnez la donne, pour {count} point de partie',
      many: 'Vous gagnez la donne, pour {count} points de partie',
      other: 'Vous gagnez la donne, pour {count} points de partie',
    },
    claimLoses: 'Dire « Assez ! » maintenant perd la donne',
  },
};
