// French texts of the app frame: title, menu, notices. Mirrors ../en/app.ts.
import type { Catalog } from '../catalog';
import type { app as enApp } from '../en/app';

export const app: Catalog<typeof enApp> = {
  title: 'Schwimmen & Schnapsen',
  tagline:
    'Deux jeux de cartes classiques, le Schwimmen (trente-et-un) et le Schnapsen, contre l’ordinateur dans votre navigateur.',
  schwimmen: 'Schwimmen',
  schnapsen: 'Schnapsen',
  round: 'Manche {round}',
  deal: 'Donne {deal}',
  loading: 'On mélange les cartes…',
  home: 'Accueil',
  start: {
    intro:
      'Choisissez un jeu et jouez contre l’ordinateur, sur votre téléphone ou votre ordinateur, même hors ligne.',
    gamesLabel: 'Jeux',
    schwimmen: {
      players: '2 à 8 joueurs',
      blurb:
        'Échangez des cartes avec le milieu et réunissez 31 dans une couleur avant que quelqu’un ne frappe.',
    },
    schnapsen: {
      players: '2 joueurs',
      blurb: 'Le duel viennois à levées : mariages, talon fermé et course aux 66 points.',
    },
    play: 'Jouer',
    resume: 'Reprendre',
    schwimmenInProgress: 'Partie en cours : manche {round}, il vous reste {lives}.',
    schwimmenWon: 'Dernière partie : vous avez gagné en {rounds}.',
    schwimmenLost: 'Dernière partie : {name} a gagné en {rounds}.',
    schwimmenDraw: 'Dernière partie : égalité après {rounds}.',
    rounds: { one: '{count} manche', many: '{count} manches', other: '{count} manches' },
    lives: { one: '{count} vie', many: '{count} vies', other: '{count} vies' },
    schnapsenInProgress:
      'Partie en cours : donne {deal} ; points de partie restants : vous {mine}, {name} {theirs}.',
    schnapsenWon: {
      one: 'Dernier Bummerl : vous avez gagné ; il manquait {count} point de partie à {name}.',
      many: 'Dernier Bummerl : vous avez gagné ; il manquait {count} points de partie à {name}.',
      other: 'Dernier Bummerl : vous avez gagné ; il manquait {count} points de partie à {name}.',
    },
    schnapsenLost: {
      one: 'Dernier Bummerl : {name} a gagné ; il vous manquait {count} point de partie.',
      many: 'Dernier Bummerl : {name} a gagné ; il vous manquait {count} points de partie.',
      other: 'Dernier Bummerl : {name} a gagné ; il vous manquait {count} points de partie.',
    },
    record: 'Bummerls gagnés : {won}, perdus : {lost}',
    /** The button that opens a game's guided first game (its name carries the game's). */
    howToPlay: 'Comment jouer au {game}',
    daily: 'Donne du jour : {game}',
    openRecord: 'Ouvrir un relevé de partie',
  },
  /** Names starting with a consonant, so "de {name}" never needs an elision. */
  names: ['Camille', 'Bastien', 'Claire', 'Damien', 'Manon', 'Félix', 'Juliette'],
  language: {
    label: 'Langue',
    hint: 'Pour tous les textes, les règles et les noms des cartes. Change aussitôt.',
  },
  menu: {
    label: 'Menu du jeu',
    rules: 'Règles',
    settings: 'Réglages',
    newMatch: 'Nouvelle partie',
    record: 'Relevé de partie',
    log: 'Coups',
  },
  confirmNewMatch: {
    title: 'Commencer une nouvelle partie ?',
    text: 'La partie en cours sera perdue.',
    confirm: 'Nouvelle partie',
    cancel: 'Continuer',
  },
  notices: {
    notSaved:
      'Enregistrement impossible sur cet appareil : {what}. Son stockage est plein ou désactivé. Vous pouvez continuer : tout sera enregistré dès qu’il y aura de nouveau de la place, mais un rechargement d’ici là ferait perdre les changements.',
    notSavedShort: 'Pas enregistré sur cet appareil',
    fold: 'Réduire cet avis',
    unfold: 'Pourquoi ?',
    tookOver:
      'Cette partie a continué dans un autre onglet. Elle est affichée ici telle qu’elle est maintenant.',
    parts: {
      'kartenrunde:schwimmen:match': 'votre partie de Schwimmen',
      'kartenrunde:schwimmen:settings': 'vos réglages de Schwimmen',
      'kartenrunde:schnapsen:match': 'votre partie de Schnapsen',
      'kartenrunde:schnapsen:settings': 'vos réglages de Schnapsen',
      'kartenrunde:schnapsen:bummerls': 'votre bilan de Bummerls',
      'kartenrunde:schwimmen:daily': 'votre donne du jour au Schwimmen',
      'kartenrunde:schnapsen:daily': 'votre donne du jour au Schnapsen',
      'kartenrunde:daily': 'vos donnes du jour',
      'kartenrunde:schwimmen': 'vos parties enregistrées',
      'kartenrunde:stats': 'vos statistiques',
      'kartenrunde:skill': 'votre classement de niveau',
      'kartenrunde:language': 'votre choix de langue',
      'kartenrunde:sound': 'votre réglage du son',
    },
    unreadable:
      'Des données enregistrées étaient illisibles : {what}. Elles ont été mises de côté sur cet appareil, et cette partie repart de zéro.',
    newerVersion:
      'Des données enregistrées viennent d’une version plus récente de l’application : {what}. Elles ont été mises de côté sur cet appareil, et cette partie repart de zéro.',
    empty: 'Des données enregistrées étaient vides : {what}. Cette partie repart de zéro.',
    notKept:
      'Cet appareil n’a plus de place pour en garder une copie. Téléchargez-la si vous voulez la garder.',
    download: 'Télécharger la sauvegarde illisible',
    crash: {
      title: 'Un problème est survenu à cette table',
      text: 'Le jeu a rencontré une erreur qu’il ne peut pas surmonter. Votre partie enregistrée sera mise de côté quand vous recommencerez.',
      restart: 'Commencer une nouvelle partie',
      home: 'Accueil',
    },
    sharedDeal: {
      title: 'Commencer la donne partagée ?',
      text: 'Votre partie en cours sera perdue.',
      start: 'Commencer la donne partagée',
      keep: 'Garder ma partie',
    },
  },
  refusals: {
    notYourTurn: 'Ce n’est pas votre tour',
  },
};
