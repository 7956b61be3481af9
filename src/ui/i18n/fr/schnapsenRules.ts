// French text of the Schnapsen rules page. Mirrors ../en/schnapsenRules.ts, in the words of the user's
// French rules (donne, levée, talon, atout, mariage, fermer, « Assez ! », points de partie).
import type { Catalog } from '../catalog';
import type { schnapsenRules as enSchnapsenRules } from '../en/schnapsenRules';

export const schnapsenRules: Catalog<typeof enSchnapsenRules> = {
  title: 'Comment jouer au Schnapsen',
  contents: 'Sommaire',
  intro:
    'Deux joueurs, vingt cartes. Remportez des levées et annoncez des mariages jusqu’à pouvoir dire que vous avez 66 points. Chaque donne gagnée vous rapproche du gain du Bummerl.',
  yourTable: 'Votre table',
  changeHint: 'Vous pouvez modifier ces options dans les Réglages.',
  summary: {
    bummerl: 'Bummerl en {count}',
    exchangeWithOneLeft: {
      on: 'Échange avec une seule carte au talon',
      off: 'Échange s’il reste au moins 2 cartes',
    },
    autoClaim: { on: '« Assez ! » automatique', off: '« Assez ! » à dire vous-même' },
  },
  worth: '{points}',
  sections: {
    cards: {
      title: 'Cartes et points',
      deck: {
        french:
          'On joue avec 20 cartes : as, dix, roi, dame et valet dans quatre couleurs. Avec le jeu allemand, la dame est l’Ober et le valet l’Unter, et les couleurs sont cœurs, grelots, glands et feuilles.',
        german:
          'On joue avec 20 cartes : as, dix, roi, Ober et Unter dans quatre couleurs : cœurs, grelots, glands et feuilles. Avec le jeu français, l’Ober est la dame et l’Unter le valet.',
      },
      points: {
        french:
          'Les cartes valent des points : as 11, dix 10, roi 4, dame 3, valet 2, soit 120 en tout. Dans une levée, elles se rangent dans le même ordre : as, dix, roi, dame, valet.',
        german:
          'Les cartes valent des points : as 11, dix 10, roi 4, Ober 3, Unter 2, soit 120 en tout. Dans une levée, elles se rangent dans le même ordre : as, dix, roi, Ober, Unter.',
      },
    },
    deal: {
      title: 'La donne',
      deal: 'Chaque joueur reçoit cinq cartes : trois, puis deux. Entre les deux, une carte est retournée face visible : c’est la carte d’atout, et sa couleur est l’atout pour toute la donne.',
      talon:
        'Les neuf autres cartes forment le talon, face cachée. La carte d’atout est posée en travers dessous et c’est la dernière carte piochée.',
      lead: 'Le joueur qui n’a pas donné entame la première levée. La donne alterne.',
    },
    tricks: {
      title: 'Les levées tant que le talon est ouvert',
      play: 'L’entameur joue n’importe quelle carte, et l’autre joueur aussi : pas encore d’obligation de fournir.',
      win: 'La plus forte carte de la couleur demandée remporte la levée ; un atout bat toute autre couleur. Le gagnant entame ensuite.',
      draw: 'Après chaque levée, le gagnant prend la carte du dessus du talon, puis l’autre joueur la suivante. Celui qui pioche en dernier prend la carte d’atout.',
    },
    closed: {
      title: 'Une fois le talon fermé ou épuisé',
      text: 'Personne ne pioche plus, et les règles se durcissent. Le second joueur doit, dans cet ordre :',
      head: 'monter : prendre la levée avec une carte plus forte de la couleur demandée, s’il le peut ;',
      follow: 'sinon fournir une carte plus faible de cette couleur ;',
      trump: 'sinon couper avec un atout ;',
      any: 'et seulement s’il n’a rien de tout cela, jouer n’importe quelle carte.',
    },
    marriage: {
      title: 'Mariages',
      text: {
        french:
          'Le joueur qui a la main et tient le roi et la dame d’une même couleur peut les montrer en mariage : 20 points, ou 40 à l’atout. Il entame ensuite le roi ou la dame — ou dit « Assez ! » tout de suite si le mariage l’amène à 66.',
        german:
          'Le joueur qui a la main et tient le roi et l’Ober d’une même couleur peut les montrer en mariage : 20 points, ou 40 à l’atout. Il entame ensuite le roi ou l’Ober — ou dit « Assez ! » tout de suite si le mariage l’amène à 66.',
      },
      pending:
        'Les points de mariage ne comptent qu’une fois une levée remportée. Jusque-là ils attendent, et ils sont perdus si vous n’en remportez jamais. On peut annoncer des mariages jusqu’à la dernière levée.',
    },
    exchange: {
      title: 'Échanger l’atout',
      text: {
        french:
          'Le joueur qui a la main et tient le valet d’atout peut l’échanger contre la carte d’atout sous le talon, avant d’entamer.',
        german:
          'Le joueur qui a la main et tient l’Unter d’atout peut l’échanger contre la carte d’atout sous le talon, avant d’entamer.',
      },
      optionOff: 'C’est permis tant que le talon est ouvert et qu’il reste au moins deux cartes face cachée.',
      optionOn: 'C’est permis tant que le talon est ouvert et qu’il reste au moins une carte face cachée.',
    },
    closing: {
      title: 'Fermer le talon',
      text: 'Le joueur qui a la main peut fermer le talon en retournant la carte d’atout face cachée, tant qu’il reste une carte face cachée. Dès lors personne ne pioche, et les règles strictes s’appliquent.',
      risk: 'Celui qui a fermé doit alors atteindre 66. S’il y parvient, les points de partie dépendent des points de l’autre joueur au moment de la fermeture. S’il échoue, l’autre joueur gagne 2 points de partie, ou 3 s’il n’avait aucune levée quand le talon a été fermé.',
    },
    claiming: {
      title: 'Dire « Assez ! » (66)',
      text: 'Le joueur qui a la main — aussi juste après un échange, une fermeture ou un mariage — peut dire qu’il a 66 points ou plus. La donne s’arrête aussitôt et on compte.',
      wrong:
        'Un « Assez ! » erroné coûte cher : l’autre joueur gagne 2 points de partie, ou 3 s’il n’a encore aucune levée.',
      autoOff:
        'À cette table, vous dites « Assez ! » vous-même avec le bouton « Assez ! (66) » : comptez vos points au fil du jeu.',
      autoOn: 'À cette table, « Assez ! » est dit pour vous dès que vous avez 66.',
      lastTrick:
        'Si personne ne dit « Assez ! » et que les cartes s’épuisent, le gagnant de la dernière levée gagne la donne : selon les points ci-dessous s’il a 66 ou plus, sinon 1 point de partie. La dernière levée ne rapporte pas de points en plus.',
    },
    scoring: {
      title: 'Points de partie',
      intro: 'Le gagnant d’une donne marque des points de partie selon le résultat de l’autre joueur :',
      one: '1 point de partie si l’autre joueur a 33 points ou plus ;',
      two: '2 points de partie s’il a moins de 33 (Schneider) mais au moins une levée ;',
      three: '3 points de partie s’il n’a remporté aucune levée (Schwarz).',
    },
    bummerl: {
      title: 'Le Bummerl',
      start: 'Les deux joueurs partent de {count} et décomptent les points de partie qu’ils gagnent.',
      end: 'Le premier à atteindre 0 gagne le Bummerl ; l’autre « prend un Bummerl ».',
    },
  },
};
