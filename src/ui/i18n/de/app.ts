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
    schwimmenWon: 'Letztes Spiel: Du hast nach {rounds} gewonnen.',
    schwimmenLost: 'Letztes Spiel: {name} hat nach {rounds} gewonnen.',
    schwimmenDraw: 'Letztes Spiel: unentschieden nach {rounds}.',
    rounds: { one: '{count} Runde', other: '{count} Runden' },
    lives: { one: '{count} Leben', other: '{count} Leben' },
    schnapsenInProgress: 'Bummerl läuft: Spiel {deal}, du brauchst noch {mine}, {name} noch {theirs}.',
    schnapsenWon: {
      one: 'Letztes Bummerl: Du hast gewonnen, {name} fehlte noch {count} Punkt.',
      other: 'Letztes Bummerl: Du hast gewonnen, {name} fehlten noch {count} Punkte.',
    },
    schnapsenLost: {
      one: 'Letztes Bummerl: {name} hat gewonnen, dir fehlte noch {count} Punkt.',
      other: 'Letztes Bummerl: {name} hat gewonnen, dir fehlten noch {count} Punkte.',
    },
    record: 'Bummerl gewonnen: {won}, verloren: {lost}',
    /** The button that opens a game's guided first game (its name carries the game's). */
    howToPlay: 'So spielt man {game}',
    daily: 'Spiel des Tages: {game}',
    openRecord: 'Spielprotokoll öffnen',
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
    record: 'Spielprotokoll',
    log: 'Züge',
  },
  confirmNewMatch: {
    title: 'Neues Spiel beginnen?',
    text: 'Das laufende Spiel geht verloren.',
    confirm: 'Neues Spiel beginnen',
    cancel: 'Weiterspielen',
  },
  notices: {
    notSaved:
      'Wird auf diesem Gerät nicht gespeichert: {what}. Der Speicher ist voll oder abgeschaltet. Spiel ruhig weiter: Sobald wieder Platz ist, wird alles gespeichert; lädst du die Seite vorher neu, gehen die Änderungen verloren.',
    notSavedShort: 'Nicht auf diesem Gerät gespeichert',
    fold: 'Diesen Hinweis verkleinern',
    unfold: 'Warum?',
    tookOver: 'Diese Partie ging in einem anderen Tab weiter. Sie wird hier so gezeigt, wie sie jetzt steht.',
    parts: {
      'kartenrunde:schwimmen:match': 'deine Schwimmen-Partie',
      'kartenrunde:schwimmen:settings': 'deine Schwimmen-Einstellungen',
      'kartenrunde:schnapsen:match': 'deine Schnapsen-Partie',
      'kartenrunde:schnapsen:settings': 'deine Schnapsen-Einstellungen',
      'kartenrunde:schnapsen:bummerls': 'deine Bummerl-Bilanz',
      'kartenrunde:schwimmen:daily': 'dein Schwimmen-Spiel des Tages',
      'kartenrunde:schnapsen:daily': 'dein Schnapsen-Spiel des Tages',
      'kartenrunde:daily': 'deine Spiele des Tages',
      'kartenrunde:schwimmen': 'deine gespeicherten Spiele',
      'kartenrunde:stats': 'deine Statistik',
      'kartenrunde:skill': 'deine Spielstärke-Wertung',
      'kartenrunde:language': 'deine Sprachwahl',
      'kartenrunde:sound': 'deine Ton-Einstellung',
    },
    unreadable:
      'Gespeicherte Daten ließen sich nicht lesen: {what}. Sie wurden auf diesem Gerät beiseitegelegt, und dieser Teil beginnt neu.',
    newerVersion:
      'Gespeicherte Daten stammen aus einer neueren Version der App: {what}. Sie wurden auf diesem Gerät beiseitegelegt, und dieser Teil beginnt neu.',
    empty: 'Gespeicherte Daten waren leer: {what}. Dieser Teil beginnt neu.',
    notKept:
      'Auf diesem Gerät ist kein Platz für eine Kopie. Lade sie herunter, wenn du sie behalten willst.',
    download: 'Unlesbaren Spielstand herunterladen',
    crash: {
      title: 'An diesem Tisch ist etwas schiefgelaufen',
      text: 'Das Spiel ist auf einen Fehler gestoßen, über den es nicht hinwegkommt. Deine gespeicherte Partie wird beiseitegelegt, wenn du neu beginnst.',
      restart: 'Neues Spiel beginnen',
      home: 'Start',
    },
    sharedDeal: {
      title: 'Das geteilte Spiel beginnen?',
      text: 'Deine laufende Partie geht dabei verloren.',
      start: 'Geteiltes Spiel beginnen',
      keep: 'Meine Partie behalten',
    },
  },
  refusals: {
    notYourTurn: 'Du bist nicht am Zug',
  },
};
