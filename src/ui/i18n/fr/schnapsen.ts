// French texts of the Schnapsen table. Mirrors ../en/schnapsen.ts. Vocabulary of the user's French rules:
// donne, levée, talon, atout, mariage, entamer, fournir, monter, couper, fermer, « Assez ! » (the claim),
// points de partie. {who} may be "Vous", whose verb differs from a name's, so sentences about {who} are
// written without a conjugated verb after it.
import type { Catalog } from '../catalog';
import type { schnapsen as enSchnapsen } from '../en/schnapsen';

export const schnapsen: Catalog<typeof enSchnapsen> = {
  title: 'Schnapsen',

  words: {
    /** The article comes with the rank: "le dix de cœur", "l’as de glands". */
    card: '{rank} de {suit}',
    ranks: {
      french: { J: 'le valet', Q: 'la dame', K: 'le roi', T: 'le dix', A: 'l’as' },
      german: { J: 'l’Unter', Q: 'l’Ober', K: 'le roi', T: 'le dix', A: 'l’as' },
    },
    suitTitles: {
      french: { c: 'Trèfle', s: 'Pique', h: 'Cœur', d: 'Carreau' },
      german: { c: 'Glands', s: 'Feuilles', h: 'Cœurs', d: 'Grelots' },
    },
    /** With its article: "jouez un cœur", "une feuille". */
    suitOne: {
      french: { c: 'un trèfle', s: 'un pique', h: 'un cœur', d: 'un carreau' },
      german: { c: 'un gland', s: 'une feuille', h: 'un cœur', d: 'un grelot' },
    },
  },

  table: {
    opponentHand: 'Cartes de {name}',
    cardsHeld: { one: '{count} carte', many: '{count} cartes', other: '{count} cartes' },
    knownCard: 'Montrée face visible',
    talon: 'Talon',
    talonCount: {
      one: '{count} carte au talon',
      many: '{count} cartes au talon',
      other: '{count} cartes au talon',
    },
    talonCountClosed: {
      one: '{count} carte au talon fermé',
      many: '{count} cartes au talon fermé',
      other: '{count} cartes au talon fermé',
    },
    talonEmpty: 'Talon épuisé',
    trumpCard: 'Carte d’atout : {card}',
    trumpFaceDown: 'Carte d’atout retournée : le talon est fermé',
    trumps: 'Atout',
    trumpSuit: 'Atout : {suit}',
    trick: 'Levée',
    tookTrick: 'Levée : {who}',
    lastTrick: 'Dernière levée',
    lastTrickNone: 'Aucune levée pour l’instant',
    lastTrickTitle: 'La dernière levée',
    lastTrickLed: 'Entamée par {who}',
  },

  seats: {
    yourTurn: 'À vous',
    playing: 'Joue',
    thinking: 'Réfléchit',
    points: { one: '{count} point', many: '{count} points', other: '{count} points' },
    pending: '+{count} en attente',
    pendingLong: '{count} points de mariage, comptés dès la première levée gagnée',
    tricks: { one: '{count} levée', many: '{count} levées', other: '{count} levées' },
    bummerl: 'Bummerl',
    bummerlLeft: {
      one: 'Bummerl : encore {count} point de partie',
      many: 'Bummerl : encore {count} points de partie',
      other: 'Bummerl : encore {count} points de partie',
    },
    toGo: { one: 'à faire', many: 'à faire', other: 'à faire' },
    won: 'Gagné',
    bummerlWon: 'Bummerl : gagné',
    marriage: 'Mariage à {suit} ({points})',
    closed: 'Fermé',
    closedLong: 'A fermé le talon',
    exchanged: 'Échange',
    exchangedLong: {
      french: 'A échangé le valet d’atout contre {card}',
      german: 'A échangé l’Unter d’atout contre {card}',
    },
    announcements: 'Annonces',
  },

  actions: {
    marry: 'Mariage',
    exchangeTrump: {
      french: 'Échanger l’atout',
      german: 'Échanger l’atout',
    },
    close: 'Fermer le talon',
    claim: 'Assez ! (66)',
    chooseSuit: 'Quel mariage ?',
    marriageOption: '{suit} ({points})',
  },

  claimConfirm: {
    title: 'Dire « Assez ! » ?',
    text: {
      one: 'Vous avez {count} point. Dire « Assez ! » quand même ? Vous perdrez cette donne.',
      many: 'Vous avez {count} points. Dire « Assez ! » quand même ? Vous perdrez cette donne.',
      other: 'Vous avez {count} points. Dire « Assez ! » quand même ? Vous perdrez cette donne.',
    },
    confirm: '« Assez ! » quand même',
    textUncounted: 'Dire « Assez ! » avec moins de 66 points fait perdre cette donne. Le dire maintenant ?',
    confirmUncounted: 'Dire « Assez ! »',
    cancel: 'Continuer à jouer',
  },

  closeConfirm: {
    title: 'Fermer le talon ?',
    text: {
      one: 'Plus personne ne pioche, et il faut désormais fournir à la couleur demandée. Vous devez atteindre 66 avec les cartes en main ; sinon, {name} marque {count} point de partie.',
      many: 'Plus personne ne pioche, et il faut désormais fournir à la couleur demandée. Vous devez atteindre 66 avec les cartes en main ; sinon, {name} marque {count} points de partie.',
      other:
        'Plus personne ne pioche, et il faut désormais fournir à la couleur demandée. Vous devez atteindre 66 avec les cartes en main ; sinon, {name} marque {count} points de partie.',
    },
    confirm: 'Fermer le talon',
    cancel: 'Le laisser ouvert',
  },

  refusals: {
    notYourTurn: 'Ce n’est pas votre tour',
    notOnLead: 'Seulement pour le joueur qui a la main',
    marriageAnnounced: 'Pas après l’annonce d’un mariage',
    noMarriage: {
      french: 'Il faut le roi et la dame d’une même couleur',
      german: 'Il faut le roi et l’Ober d’une même couleur',
    },
    talonClosed: 'Le talon est fermé',
    talonEmpty: 'Le talon est épuisé',
    talonTooSmall: 'Seulement s’il reste au moins 2 cartes au talon',
    talonTooSmallOne: 'Seulement s’il reste une carte au talon',
    noTrumpJack: 'Il faut {card}',
    leadMarriageCard: {
      french: 'Entamez le roi ou la dame de {suit}, ou dites « Assez ! »',
      german: 'Entamez le roi ou l’Ober de {suit}, ou dites « Assez ! »',
    },
    mustHead: 'Vous devez monter : jouez {suit} qui prend la levée',
    mustFollow: 'Vous devez fournir la couleur demandée ({suit})',
    mustTrump: 'Vous devez couper',
    notPlayable: 'Impossible de jouer cette carte maintenant',
  },

  status: {
    lead: 'À vous d’entamer : jouez une carte',
    follow: 'À vous : répondez à la carte de {name}',
    followClosed: 'À vous : fournissez si vous le pouvez',
    marriageLead: {
      french: 'Entamez le roi ou la dame de {suit}, ou dites « Assez ! »',
      german: 'Entamez le roi ou l’Ober de {suit}, ou dites « Assez ! »',
    },
    thinking: '{name} réfléchit',
    playing: '{name} joue',
    waitingForDeal: 'En attente de la donne',
    dealOver: 'La donne est terminée',
    matchOver: 'Le Bummerl est terminé',
    claimNow: 'Vous avez {points} : dites « Assez ! »',
  },

  announce: {
    newDeal: 'Nouvelle donne : {name} donne, atout {suit}',
    plays: '{name} joue {card}',
    marriage: '{name} annonce un mariage à {suit} ({points})',
    exchange: {
      french: '{name} échange le valet d’atout contre {card}',
      german: '{name} échange l’Unter d’atout contre {card}',
    },
    close: '{name} ferme le talon',
    claim: '{name} dit « Assez ! » (66)',
    youTakeTrick: 'Vous remportez la levée',
    theyTakeTrick: '{name} remporte la levée',
    yourTurn: 'À vous',
  },

  result: {
    title: 'Donne {deal}',
    youWin: 'Vous gagnez la donne',
    theyWin: '{name} gagne la donne',
    reasons: {
      claim: '{who} : « Assez ! » avec {points} points.',
      falseClaim: '{who} : « Assez ! » avec seulement {points} points, à tort.',
      closedClaim: '{who} : talon fermé, puis « Assez ! » avec {points} points.',
      closedLastTrick: '{who} : talon fermé et dernière levée remportée, avec {points} points.',
      closedFalseClaim: '{who} : talon fermé, mais « Assez ! » avec seulement {points} points.',
      closedBeaten: '{who} : 66 atteint en premier, après la fermeture du talon par {closer}.',
      closedRunOut: '{who} : talon fermé, mais 66 jamais atteint.',
      closedNoClaim:
        '{who} : talon fermé et 66 atteint, mais dernière levée perdue sans avoir dit « Assez ! ».',
      lastTrick: '{who} : dernière levée remportée.',
      lastTrickWith: '{who} : dernière levée remportée, avec {points} points.',
    },
    worth: {
      one: '1 point de partie : 33 points ou plus pour {who}.',
      two: '2 points de partie : moins de 33 points pour {who} (Schneider).',
      three: '3 points de partie : aucune levée pour {who} (Schwarz).',
      oneClosed: '1 point de partie : 33 points ou plus pour {who} à la fermeture du talon.',
      twoClosed: '2 points de partie : moins de 33 points pour {who} à la fermeture du talon.',
      threeClosed: '3 points de partie : aucune levée pour {who} à la fermeture du talon.',
      falseClaimTwo: '2 points de partie pour un « Assez ! » erroné.',
      falseClaimThree: '3 points de partie pour un « Assez ! » erroné : encore aucune levée pour {who}.',
      closedFailedTwo: '2 points de partie pour une fermeture ratée.',
      closedFailedThree:
        '3 points de partie pour une fermeture ratée : aucune levée pour {who} à la fermeture.',
      lastTrickOnly: '1 point de partie pour la dernière levée, sans 66.',
    },
    gamePoints: {
      one: '+{count} point de partie',
      many: '+{count} points de partie',
      other: '+{count} points de partie',
    },
    columns: { player: 'Joueur', points: 'Points', tricks: 'Levées', bummerl: 'Bummerl' },
    tableCaption: 'Points, levées et Bummerl après cette donne',
    bummerlChange: '{before} → {after}',
    bummerlChangeLabel: 'Bummerl : {after} à faire, {before} avant',
    bummerlWonLabel: 'Bummerl gagné : de {before} à 0',
    lostMarriage: '{who} : {count} points de mariage annoncés, mais aucune levée, donc perdus.',
    nextDeal: 'Donne suivante',
    seeResult: 'Voir le résultat',
  },

  matchOver: {
    eyebrow: 'Bummerl terminé',
    youWin: 'Vous gagnez le Bummerl !',
    theyWin: '{name} gagne le Bummerl',
    youWinText: '{name} prend un Bummerl.',
    theyWinText: 'Vous prenez un Bummerl. Vous ferez mieux au prochain !',
    deals: { one: '{count} donne jouée', many: '{count} donnes jouées', other: '{count} donnes jouées' },
    lastDeal: 'Dernière donne : {story}',
    record: 'Bummerls : vous {won}, {name} {lost}',
    playAgain: 'Rejouer',
    settings: 'Modifier les réglages',
  },

  settings: {
    title: 'Réglages du Schnapsen',
    intro:
      'Préparez votre table de Schnapsen. Le style des cartes, les points et la vitesse changent aussitôt.',
    groups: { opponent: 'Adversaire', rules: 'Règles', play: 'Jeu', look: 'Apparence et rythme' },
    level: {
      label: 'Niveau de l’ordinateur',
      hint: 'La force de l’ordinateur. S’applique dès la prochaine partie.',
      options: {
        easy: { label: 'Facile', hint: 'Joue au feeling et commet des erreurs.' },
        normal: { label: 'Normal', hint: 'Un joueur régulier qui compte les points.' },
        hard: { label: 'Difficile', hint: 'Retient chaque carte et devine vos mariages.' },
        expert: { label: 'Expert', hint: 'Anticipe les cartes encore invisibles.' },
      },
    },
    bummerl: {
      label: 'Bummerl',
      hint: 'Points de partie pour gagner un Bummerl.',
      option: '{count} points',
    },
    exchangeWithOneLeft: {
      label: 'Échange avec une seule carte au talon',
      hint: 'Permet d’échanger l’atout quand il ne reste qu’une carte face cachée au talon.',
    },
    autoClaim: {
      label: '« Assez ! » automatique',
      hint: 'Dit « Assez ! » pour vous dès que vous avez 66.',
    },
    showPoints: {
      label: 'Afficher mes points',
      hint: 'Non : comptez vos points de tête, comme à une vraie table ; chaque « Assez ! » demande confirmation.',
    },
    faces: {
      label: 'Cartes',
      hint: 'Seule l’apparence change ; les cartes comptent pareil.',
      options: {
        german: { label: 'Allemandes', hint: 'Cœurs, grelots, glands, feuilles, avec Unter et Ober' },
        french: { label: 'Françaises', hint: 'Cœur, carreau, trèfle, pique' },
      },
    },
  },
};
