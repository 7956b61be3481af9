// French texts of the Schwimmen table. Mirrors ../en/table.ts. The player is addressed as "vous".
import type { Catalog } from '../catalog';
import type { table as enTable } from '../en/table';

export const table: Catalog<typeof enTable> = {
  seats: {
    opponents: 'Adversaires',
    dealer: 'Donneur',
    dealerChip: 'D',
    lives: { one: '{count} vie', many: '{count} vies', other: '{count} vies' },
    swimming: 'À la nage',
    out: 'Hors jeu',
    knocked: 'A frappé',
    playing: 'Joue',
    thinking: 'Réfléchit',
    cardsHeld: { one: '{count} carte', many: '{count} cartes', other: '{count} cartes' },
    secondPacket: 'Autre paquet, face cachée',
  },
  centre: {
    middle: 'Milieu',
    stock: 'Pioche',
    stockCount: {
      one: '{count} carte dans la pioche',
      many: '{count} cartes dans la pioche',
      other: '{count} cartes dans la pioche',
    },
  },
  me: {
    region: 'Votre place',
    hand: 'Vos cartes',
    handValue: 'Votre main : {value}',
    yourTurn: 'À vous',
  },
  lastAction: {
    keep: 'A gardé son paquet',
    takeSecond: 'A pris l’autre paquet',
    swap: 'A pris {take} contre {give}',
    swapAll: 'A tout échangé',
    pass: 'A passé',
    knock: 'A frappé',
  },
  actions: {
    keep: 'Garder',
    takeSecond: 'Prendre l’autre paquet',
    swapAll: 'Tout échanger',
    pass: 'Passer',
    knock: 'Frapper',
  },
  knockRefusals: {
    knockFirstRound: 'On ne peut pas frapper au premier tour',
    alreadyKnocked: 'Quelqu’un a déjà frappé',
  },
  status: {
    playing: '{name} joue',
    waitingForDeal: 'En attente de la donne',
    gameOver: 'La partie est terminée',
    youAreOut: 'Vous êtes hors jeu. Les autres continuent.',
    choose: 'Gardez ces cartes, ou prenez l’autre paquet sans le voir',
    pickBoth: 'Choisissez une carte de votre main et une du milieu pour les échanger',
    pickMiddle: 'Choisissez maintenant la carte du milieu que vous voulez',
    pickHand: 'Choisissez maintenant la carte de votre main à donner',
    lastTurn: '{name} a frappé : c’est votre dernier tour',
  },
  hint: {
    button: 'Conseil',
    pending: 'Réflexion sur vos cartes…',
    take: 'Prenez {card} : {worth}',
    swapAll: 'Échangez les trois : {worth}',
    knock: 'Frappez : votre {value} devrait suffire',
    pass: 'Passez : rien au milieu ne vous aide',
    passAnyway: 'Passez : aucun échange n’en vaut la peine ce tour-ci',
    keep: 'Gardez : {worth}, c’est un bon départ',
    takeSecond: 'Prenez l’autre paquet : {worth}, c’est trop faible',
    worth: {
      suit: '{value} à {suit}',
      threeOfAKind: 'brelan, {value}',
      feuer: 'Feu, trois as',
    },
    loseChance: 'Si vous frappez maintenant : environ {percent} % de risque de perdre une vie',
    loseChanceNone: 'Si vous frappez maintenant : presque aucun risque de perdre une vie',
    loseChanceSure: 'Si vous frappez maintenant : vous perdriez presque sûrement une vie',
  },
  announce: {
    event: '{name} : {action}',
    refresh: 'Tout le monde a passé : trois nouvelles cartes au milieu',
    yourTurn: 'À vous de jouer',
  },
};
