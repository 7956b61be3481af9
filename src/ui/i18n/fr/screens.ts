// French dialogs and panels around the table. Mirrors ../en/screens.ts.
// {who} is a name, a list ("Camille et Bastien") or "Vous"; `more` serves both "vous" alone and several
// players, whose verbs differ in French ("vous perdez", "ils perdent"), so the `more` forms avoid a
// conjugated verb after {who}.
import type { Catalog } from '../catalog';
import type { screens as enScreens } from '../en/screens';

export const screens: Catalog<typeof enScreens> = {
  common: {
    close: 'Fermer',
    you: 'Vous',
    youInSentence: 'vous',
    on: 'Oui',
    off: 'Non',
    /** Opens the review of the round or deal just played (the coach). */
    review: 'Analyse',
  },

  settings: {
    title: 'Réglages',
    intro: 'Préparez votre table. Le style des cartes et la vitesse changent aussitôt.',
    groups: { table: 'Table', rules: 'Règles', look: 'Apparence et rythme' },
    opponents: {
      label: 'Adversaires',
      hint: 'Combien de joueurs ordinateur s’assoient avec vous (1 à 7).',
    },
    level: {
      label: 'Niveau de l’ordinateur',
      hint: 'La force des joueurs ordinateur. S’applique dès la prochaine partie.',
      unavailable: 'Pas encore disponible',
      options: {
        easy: { label: 'Facile', hint: 'Joue au feeling et commet des erreurs.' },
        normal: { label: 'Normal', hint: 'Un joueur régulier qui connaît les probabilités.' },
        hard: { label: 'Difficile', hint: 'Observe ce que chacun prend et laisse.' },
        expert: { label: 'Expert', hint: 'Anticipe les cartes encore invisibles.' },
      },
    },
    lives: {
      label: 'Vies',
      hint: 'Vies par joueur au départ. Sans vie, vous nagez ; la défaite suivante vous élimine.',
    },
    feuer: {
      label: 'Feu',
      hint: 'Trois as valent 32 et coûtent une vie à tous les autres.',
    },
    knockInFirstRound: {
      label: 'Frapper dès son premier tour',
      hint: 'Permet de frapper avant que chacun ait joué une fois.',
    },
    knockWithSwap: {
      label: 'Frapper après un échange',
      hint: 'Échanger une carte ou les trois, puis frapper dans le même tour.',
    },
    threeOfAKind: {
      label: 'Brelan',
      hint: 'Trois cartes de même rang valent 30½.',
    },
    tieBreak: {
      label: 'Plus faibles mains à égalité',
      hint: 'Qui perd quand les plus faibles mains ont la même valeur.',
      options: {
        none: {
          label: 'Tous perdent',
          hint: 'Chaque joueur qui a la plus faible main perd une vie (personne, si toutes sont égales).',
        },
        skat: {
          label: 'Ordre du Skat',
          hint: 'La couleur la plus basse perd ({order}) ; les brelans selon leur rang.',
        },
      },
    },
    faces: {
      label: 'Cartes',
      hint: 'Seule l’apparence change ; les cartes comptent pareil.',
      options: {
        french: { label: 'Françaises', hint: 'Trèfle, pique, cœur, carreau' },
        german: { label: 'Allemandes', hint: 'Glands, feuilles, cœurs, grelots' },
      },
    },
    speed: {
      label: 'Vitesse',
      hint: 'Le temps de réflexion des joueurs ordinateur avant chaque coup.',
      options: { slow: 'Lente', normal: 'Normale', fast: 'Rapide', instant: 'Immédiate' },
    },
    suitOrder: '{a} > {b} > {c} > {d}',
    newMatchNote: 'Enregistrer lance une nouvelle partie avec ces règles.',
    defaults: 'Par défaut',
    cancel: 'Annuler',
    save: 'Enregistrer',
    leave: {
      title: 'Abandonner vos modifications ?',
      text: 'Vos modifications des réglages n’ont pas été enregistrées.',
      discard: 'Abandonner les modifications',
      stay: 'Continuer à modifier',
    },
    confirm: {
      title: 'Commencer une nouvelle partie ?',
      text: 'Commencer une nouvelle partie avec ces règles ? La partie en cours sera perdue.',
      start: 'Nouvelle partie',
      keep: 'Continuer',
      keepHint: 'Vos autres changements sont gardés ; les règles restent telles quelles.',
    },
  },

  result: {
    title: 'Abattage',
    value: {
      schnauz: 'Schnauz',
      feuer: 'Feu',
      threeOfAKind: 'Brelan',
    },
    handLabel: '{name} : {cards}, valeur {value}',
    ending: {
      /** `more` is only ever "Vous": one player knocks. */
      knock: { one: '{who} a frappé.', more: '{who} avez frappé.' },
      knockUnknown: 'La manche s’est terminée après un coup frappé.',
      schnauz: { one: 'Schnauz ! {who} montre 31.', more: 'Schnauz ! {who} : 31.' },
      feuer: { one: '{who} montre trois as.', more: '{who} : trois as.' },
      stock: 'Tout le monde a passé et la pioche est épuisée.',
    },
    verdict: {
      feuer: 'Feu ! Tous les autres perdent une vie',
      nobody: 'Tout le monde a {value} : personne ne perd de vie',
      lowest: 'Plus faible main : {value}\u00a0— {outcome}',
      loseLife: { one: '{who} perd une vie', more: 'une vie en moins pour {who}' },
      putOut: { one: '{who} est hors jeu', more: 'fin de partie pour {who}' },
      both: '{first}, et {second}',
    },
    notes: {
      atDeal: {
        you: 'Montré aussitôt après la donne : aucun tour n’a été joué, et votre autre paquet reste face cachée.',
        other:
          'Montré aussitôt après la donne : aucun tour n’a été joué, et l’autre paquet de {name} reste face cachée.',
      },
      skatSuit: {
        one: '{who} perd selon l’ordre du Skat : {lower} sous {higher}',
        more: '{who} : défaite selon l’ordre du Skat, {lower} sous {higher}',
      },
      skatRank: {
        one: '{who} perd selon l’ordre du Skat : trois {lower} sous trois {higher}',
        more: '{who} : défaite selon l’ordre du Skat, trois {lower} sous trois {higher}',
      },
      swimming: {
        one: '{who} nage désormais : encore une défaite et c’est fini.',
        more: '{who} : à la nage désormais. Encore une défaite et c’est fini.',
      },
      out: {
        one: '{who} nageait et quitte la partie.',
        more: '{who} : hors jeu après avoir nagé.',
      },
    },
    badges: {
      packetUnseen: 'Autre paquet non vu',
      knocked: 'A frappé',
      shown: 'L’a montré',
      loses: '−1 vie',
      out: 'Hors jeu',
      swimming: 'À la nage',
      alreadyOut: 'Hors jeu',
    },
    livesLeft: {
      one: '{count} vie restante',
      many: '{count} vies restantes',
      other: '{count} vies restantes',
    },
    nextRound: 'Manche suivante',
    seeResult: 'Voir le résultat',
  },

  gameOver: {
    title: 'Partie terminée',
    youWin: 'Vous avez gagné !',
    wins: '{name} gagne !',
    draw: 'Match nul !',
    drawText: 'Les derniers joueurs sont sortis dans la même manche.',
    youWinText: 'Vous avez tenu plus longtemps que tous les joueurs ordinateur.',
    theyWinText: 'Il ne reste que {name} en jeu.',
    rounds: { one: '{count} manche jouée', many: '{count} manches jouées', other: '{count} manches jouées' },
    tableCaption: 'Le déroulement de la partie',
    columns: { player: 'Joueur', finish: 'Classement', livesLost: 'Vies perdues' },
    winner: 'Vainqueur',
    /** French ordinal categories: one (1er), other (2e, 3e…). */
    outOrdinal: { one: 'Sorti {count}er', other: 'Sorti {count}e' },
    stillIn: 'Encore en jeu',
    playAgain: 'Rejouer',
    settings: 'Modifier les réglages',
  },

  notice: {
    dismiss: 'Fermer',
  },

  humanOut: {
    text: 'Vous êtes hors jeu. Les joueurs ordinateur terminent la partie.',
    skip: 'Passer au résultat',
  },
};
