import type { Catalog } from '../catalog';
import type { app as english } from '../en/app';

export const app: Catalog<typeof english> = {
  title: 'Schwimmen & Schnapsen',
  tagline: 'Zwei Kartenspiel-Klassiker, Schwimmen und Schnapsen, gegen den Computer im Browser.',
  schwimmen: 'Schwimmen',
  schnapsen: 'Schnapsen',
  round: 'Runde {round}',
  deal: 'Spiel {deal}',
  loading: 'Die Karten werden gemischt …',
  home: 'Start',
  start: {
    intro: 'Wähl ein Spiel und spiel gegen den Computer – auf dem Handy oder am Computer, auch offline.',
    gamesLabel: 'Spiele',
    schwimmen: {
      players: '2–8 Spieler',
      blurb: 'Tausch Karten mit der Mitte und sammle 31 in einer Farbe, bevor jemand klopft.',
    },
    schnapsen: {
      players: '2 Spieler',
      blurb: 'Das Wiener Stichspiel zu zweit: Zwanziger und Vierziger, Zudrehen und das Rennen auf 66.',
    },
    play: 'Spielen',
    resume: 'Weiterspielen',
    schwimmenInProgress: 'Spiel läuft: Runde {round}, du hast {lives}.',
    schwimmenOver: 'Dein letztes Spiel ist vorbei.',
    lives: { one: '{count} Leben', other: '{count} Leben' },
    schnapsenInProgress: 'Bummerl läuft: Spiel {deal}, du brauchst noch {mine}, {name} noch {theirs}.',
    schnapsenOver: 'Dein letztes Bummerl ist vorbei.',
    record: 'Bummerl gewonnen: {won}, verloren: {lost}',
  },
  names: ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'],
  language: {
    label: 'Sprache',
    hint: 'Für alle Texte, die Regeln und die Kartennamen. Gilt sofort.',
  },
  menu: {
    label: 'Spielmenü',
    rules: 'Regeln',
    settings: 'Einstellungen',
    newMatch: 'Neues Spiel',
    log: 'Züge',
  },
  confirmNewMatch: {
    title: 'Neues Spiel beginnen?',
    text: 'Das laufende Spiel geht verloren.',
    confirm: 'Neues Spiel beginnen',
    cancel: 'Weiterspielen',
  },
  notices: {
    saveNewer:
      'Dein gespeichertes Spiel stammt aus einer neueren Version der App. Es wurde beiseitegelegt, und ein neues Spiel hat begonnen.',
  },
  refusals: {
    notYourTurn: 'Du bist nicht am Zug',
  },
};
