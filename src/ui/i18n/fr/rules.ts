// French text of the Schwimmen rules page. Mirrors ../en/rules.ts, in the words of the user's French rules.
import type { Catalog } from '../catalog';
import type { rules as enRules } from '../en/rules';

export const rules: Catalog<typeof enRules> = {
  title: 'Comment jouer au Schwimmen',
  contents: 'Sommaire',
  intro:
    'Réunissez trois cartes qui valent le plus possible dans une seule couleur. À chaque manche, la plus faible main perd une vie ; le dernier joueur encore en jeu gagne.',
  yourTable: 'Votre table',
  changeHint: 'Vous pouvez modifier ces options dans les Réglages.',
  summary: {
    lives: { one: '{count} vie chacun', many: '{count} vies chacun', other: '{count} vies chacun' },
    feuer: { on: 'Feu activé', off: 'Feu désactivé' },
    threeOfAKind: { on: 'Brelan activé', off: 'Brelan désactivé' },
    knockInFirstRound: {
      on: 'On peut frapper dès son premier tour',
      off: 'On frappe une fois que chacun a joué',
    },
    knockWithSwap: { on: 'On peut frapper après un échange', off: 'Frapper est un tour à part' },
    tieBreak: { none: 'Plus faibles mains égales : toutes perdent', skat: 'Égalités selon l’ordre du Skat' },
  },
  example: 'vaut {value}',
  exampleNotes: {
    oneSuit: {
      french: 'Roi et 10 de pique ; l’as est seul à cœur',
      german: 'Roi et 10 de feuilles ; l’as est seul à cœur',
    },
    twoOfOne: '7 et 9 de cœur',
    noPair: 'Aucune couleur en double : la meilleure carte compte',
  },
  sections: {
    cards: {
      title: 'Cartes et valeurs',
      deck: {
        french: 'On joue avec 32 cartes : 7, 8, 9, 10, valet, dame, roi et as dans quatre couleurs.',
        german: 'On joue avec 32 cartes : 7, 8, 9, 10, Unter, Ober, roi et as dans quatre couleurs.',
      },
      points: {
        french:
          'L’as vaut 11, le roi, la dame, le valet et le 10 valent 10, et 9, 8 et 7 valent leur chiffre.',
        german: 'L’as vaut 11, le roi, l’Ober, l’Unter et le 10 valent 10, et 9, 8 et 7 valent leur chiffre.',
      },
      suit: 'Une seule couleur compte : votre main vaut le plus haut total de cartes que vous tenez dans une même couleur. Les cartes des autres couleurs n’ajoutent rien.',
      examplesTitle: 'Exemples',
      schnauz:
        'Le mieux qu’une couleur puisse donner est 31 : un as et deux cartes de valeur 10 de la même couleur. C’est un Schnauz.',
      threeOn: 'Le brelan est activé : trois cartes de même rang valent 30½, trois 7 autant que trois rois.',
      threeOff: 'Le brelan est désactivé : trois cartes de même rang comptent comme n’importe quelle main.',
    },
    deal: {
      title: 'La donne',
      deal: 'Chaque joueur reçoit trois cartes, une à la fois, en commençant à gauche du donneur. Le donneur reçoit aussi un second paquet de trois, face cachée. Les cartes restantes forment la pioche.',
      choice:
        'Le donneur ne regarde que le premier paquet, puis soit il le garde, et le second paquet va face visible au milieu, soit il prend le second sans le regarder, et le premier va au milieu.',
      atOnce:
        'Si quelqu’un reçoit 31 à la donne, la manche se termine avant que le donneur choisisse (voir Schnauz et Feu).',
      next: 'Après chaque manche, le joueur suivant à gauche donne.',
    },
    turn: {
      title: 'Votre tour',
      order:
        'Le jeu commence à gauche du donneur et tourne dans le sens des aiguilles d’une montre. À votre tour, vous faites exactement une chose :',
      swap: 'Échanger une carte : donnez une des vôtres et prenez-en une au milieu. Votre carte prend la place de celle que vous avez prise.',
      swapAll: 'Tout échanger : vos trois cartes et les trois du milieu changent de place.',
      pass: 'Passer : ne rien changer.',
      knock: 'Frapper : annoncer que votre main vous convient (voir plus bas).',
      never: 'On n’échange jamais exactement deux cartes, et personne ne pioche.',
    },
    knocking: {
      title: 'Frapper',
      text: 'Frapper met bientôt fin à la manche : chacun des autres joueurs a un dernier tour (échanger, tout échanger ou passer, mais pas frapper), puis toutes les mains sont montrées. Celui qui a frappé ne joue plus. Un seul joueur frappe par manche.',
      firstRoundOff:
        'Frapper dès son premier tour est désactivé : vous pouvez frapper une fois que chacun a joué.',
      firstRoundOn:
        'Frapper dès son premier tour est activé : vous pouvez frapper dès votre premier tour de la manche.',
      withSwapOn:
        'Frapper après un échange est activé : vous pouvez aussi finir un échange, ou l’échange des trois cartes, par un coup frappé, chaque fois que vous pourriez frapper. L’échange a lieu d’abord ; s’il vous donne 31, vous le montrez et la manche se termine aussitôt. Frapper sans échanger reste possible.',
      withSwapOff:
        'Frapper après un échange est désactivé : frapper est tout votre tour, vous ne pouvez pas échanger et frapper dans le même tour.',
    },
    allPass: {
      title: 'Tout le monde passe',
      text: 'Si tous les joueurs passent à la suite, le milieu est mis de côté et trois nouvelles cartes de la pioche sont posées face visible. Le joueur qui a passé le premier continue. S’il reste moins de trois cartes dans la pioche, la manche se termine à la place et les mains sont montrées.',
    },
    schnauz: {
      title: 'Schnauz et Feu',
      schnauz:
        'Qui a 31 le montre aussitôt, et la manche se termine sur-le-champ. En cours de jeu, c’est juste après l’échange qui l’a donné, même pendant les derniers tours après un coup frappé.',
      atDeal:
        'Juste après la donne, un 31 est montré avant que le donneur choisisse, et personne ne joue : le donneur garde son premier paquet, et le second reste face cachée, sans être vu. Il en va de même si le premier paquet du donneur fait 31 ; un donneur qui obtient 31 en prenant le second paquet le montre aussitôt lui aussi.',
      feuerOn:
        'Le Feu est activé : trois as valent 32. Ils sont montrés aussitôt eux aussi, et chacun des autres joueurs perd une vie.',
      feuerOffThree: 'Le Feu est désactivé : trois as sont un simple brelan, qui vaut 30½.',
      feuerOffPlain: 'Le Feu est désactivé : trois as comptent comme n’importe quelle main, 11.',
    },
    showdown: {
      title: 'Abattage et égalités',
      text: 'À la fin d’une manche, toutes les mains encore en jeu sont montrées. La plus faible main perd une vie.',
      tieNone:
        'Plus faibles mains égales, toutes perdent : chaque joueur qui a la plus faible valeur perd une vie. Si toutes les mains valent autant, personne ne perd.',
      tieSkat:
        'Égalités selon l’ordre du Skat : la valeur la plus faible perd comme toujours, et seules les mains de même valeur sont départagées : un brelan plus haut bat un brelan plus bas (l’as en tête), et les totaux égaux se départagent par la couleur ({order}). Une main dont le total tient dans deux couleurs compte la plus haute. Les joueurs à égalité dans la même couleur perdent tous, même si c’est tout le monde.',
      suitOrder: '{a}, puis {b}, {c} et {d}',
    },
    lives: {
      title: 'Vies et nage',
      start: {
        one: 'Chacun commence avec {count} vie.',
        many: 'Chacun commence avec {count} vies.',
        other: 'Chacun commence avec {count} vies.',
      },
      swim: 'Un joueur qui a perdu toutes ses vies nage : il continue de jouer, mais la prochaine manche perdue l’élimine de la partie.',
    },
    winning: {
      title: 'Gagner',
      text: 'Le dernier joueur encore en jeu gagne. Un Schnauz termine une manche, jamais la partie.',
      drawSkat:
        'Avec les égalités selon l’ordre du Skat, les derniers joueurs peuvent sortir dans la même manche : la partie est alors nulle, sans gagnant.',
      noDraw:
        'Il y a toujours un gagnant : la meilleure main d’une manche ne perd jamais de vie (si toutes se valent, personne n’en perd).',
    },
  },
};
