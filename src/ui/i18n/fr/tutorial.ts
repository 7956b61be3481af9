// La première partie guidée (« Comment jouer ») : le cadre, chaque étape des deux jeux et l’offre de la
// première visite. Reflète ../en/tutorial.ts.
import type { TutorialMessages } from '../en/tutorial';

export const tutorial: TutorialMessages = {
  title: {
    schwimmen: 'Comment jouer au Schwimmen',
    schnapsen: 'Comment jouer au Schnapsen',
  },
  stepOf: 'Étape {n} sur {total}',
  next: 'Suivant',
  skip: 'Passer',
  skipLong: 'Passer le tutoriel',
  yourMove: 'À vous : la carte ou le bouton en surbrillance.',
  wrong:
    'Presque ! Ce coup est permis dans une vraie partie, mais cette étape demande le coup en surbrillance.',
  done: {
    title: 'Bravo !',
    schwimmen:
      'Voilà le Schwimmen : réunir des points dans une couleur, échanger, passer ou frapper, et garder ses vies.',
    schnapsen:
      'Voilà le Schnapsen : faire des plis, annoncer des mariages, fermer quand on est fort et dire « Assez ! » à 66.',
    play: 'Jouer une vraie partie',
    home: 'Accueil',
  },
  offer: {
    text: 'Nouveau au {game} ? Jouez une première partie guidée.',
    no: 'Non, merci',
  },
  schwimmen: {
    values:
      'Voici vos cartes. {A} vaut 11 ; {K}, {Q}, {J} et {T} valent 10 ; 9, 8 et 7 leur chiffre. Seules les cartes d’une même couleur s’additionnent : votre main vaut {value}, sa meilleure couleur.',
    middle:
      'Anna a distribué et gardé ses cartes : son second paquet est donc ouvert au milieu. À votre tour, vous échangez avec le milieu, passez ou frappez. Le but : le plus de points possible dans une couleur, 31 au plus.',
    swap: 'Échangez une carte : touchez votre {give}, puis {take} au milieu. Avec {with}, cela fait 21 à {suit}.',
    swapAll:
      'Anna a pris votre {card} et laissé {left} : le milieu contient maintenant trois cartes à {suit}, 27 points. Prenez les trois d’un coup : touchez « {button} ».',
    pass: 'Vos 27 à {suit} sont bons, et le milieu n’a rien à {suit} pour vous. Touchez « {button} » : vous gardez vos cartes.',
    knock:
      'Anna a passé aussi : quand tous passent, trois nouvelles cartes arrivent au milieu. Toujours rien pour vous : touchez « {button} ». Les autres jouent alors une dernière fois, puis on compare.',
    schnauz:
      'Anna a pris {card} en dernier et tient {hand} : Schnauz ! Un as et deux cartes à dix d’une couleur, 31 : la manche s’arrête aussitôt. Trois as (Feuer) vaudraient 32 : tous les autres perdraient une vie.',
    lives:
      'La main la plus faible perd une vie : vos 27 contre 31. D’habitude on en a trois, ici une seule. Sans vie, vous nagez : vous jouez encore, mais la prochaine défaite vous élimine. Le dernier en jeu gagne.',
  },
  schnapsen: {
    values:
      'Le Schnapsen se joue avec 20 cartes : {A} 11, {T} 10, {K} 4, {Q} 3, {J} 2 — 120 points en tout. Le premier à 66 points gagne la donne.',
    trump:
      'La carte sous le talon, {card}, est la carte d’atout : {suit} est l’atout de cette donne. N’importe quel atout bat toute carte d’une autre couleur.',
    lead: 'Vous entamez le premier pli. Tant que le talon est ouvert, Anna peut répondre avec n’importe quelle carte : la plus forte de la couleur demandée l’emporte, ou un atout. Jouez {card}.',
    draw: 'Anna a répondu {answer} : le pli est à vous, {points} points. Le gagnant pioche d’abord la carte du dessus du talon, puis le perdant : vous avez de nouveau cinq cartes chacun.',
    marriage:
      'Vous avez {king} et {queen} d’une même couleur : un mariage, 20 points (40 à l’atout). Annoncez-le avant d’entamer : touchez « {button} ».',
    marriageLead:
      'Les 20 points comptent tout de suite, car vous avez déjà gagné un pli : vous avez {points} points. Entamez maintenant une carte du mariage : jouez {card}.',
    exchange:
      'Vous avez {jack}, {J} d’atout. Tant que le talon est ouvert, vous pouvez l’échanger contre la carte d’atout {trump}. Touchez « {button} ».',
    close:
      'Vous avez {points} points et de bonnes cartes : c’est le moment de fermer. Touchez « {button} ». On ne pioche plus — et vous devez atteindre 66 avec les cartes en main.',
    closedLead:
      'Talon fermé, Anna doit monter sur votre carte si elle le peut, sinon fournir, sinon couper. Jouez {card}.',
    closedLead2: 'Anna a dû lâcher {answer}. Jouez maintenant {card} : elle doit encore fournir à {suit}.',
    claim:
      'Vous avez {points} points : 66 ou plus. Dites-le : touchez « {button} ». La donne s’arrête aussitôt, et elle est à vous.',
    bummerl:
      'Vous gagnez 3 points de partie, car Anna n’avait aucun pli quand vous avez fermé (1 si elle a 33 ou plus, 2 sinon). Un Bummerl part de 7 et décompte : le premier à 0 le gagne.',
  },
};
