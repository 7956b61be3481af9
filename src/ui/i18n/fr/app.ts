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
    schwimmenOver: 'Votre dernière partie est terminée.',
    lives: { one: '{count} vie', many: '{count} vies', other: '{count} vies' },
    schnapsenInProgress:
      'Partie en cours : donne {deal} ; points de partie restants : vous {mine}, {name} {theirs}.',
    schnapsenOver: 'Votre dernier Bummerl est terminé.',
    record: 'Bummerls gagnés : {won}, perdus : {lost}',
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
    log: 'Coups',
  },
  confirmNewMatch: {
    title: 'Commencer une nouvelle partie ?',
    text: 'La partie en cours sera perdue.',
    confirm: 'Nouvelle partie',
    cancel: 'Continuer',
  },
  notices: {
    saveNewer:
      'Votre partie enregistrée vient d’une version plus récente de l’application : elle a été mise de côté et une nouvelle partie a commencé.',
  },
  refusals: {
    notYourTurn: 'Ce n’est pas votre tour',
  },
};
