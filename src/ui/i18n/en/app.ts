export const app = {
  title: 'Schwimmen & Schnapsen',
  tagline: 'Two classic card games, Schwimmen and Schnapsen, played against the computer in your browser.',
  schwimmen: 'Schwimmen',
  schnapsen: 'Schnapsen',
  round: 'Round {round}',
  deal: 'Deal {deal}',
  loading: 'Shuffling the cards…',
  /** The way back to the home screen, in each game's menu bar. */
  home: 'Home',
  /** The home screen: pick a game, or go back to a match in progress. */
  start: {
    intro: 'Pick a game and play against the computer — on your phone or your desktop, even offline.',
    gamesLabel: 'Games',
    schwimmen: {
      players: '2–8 players',
      blurb: 'Swap cards with the middle and collect 31 in one suit before somebody knocks.',
    },
    schnapsen: {
      players: '2 players',
      blurb: 'The Viennese trick-taking duel: marriages, closing the talon and the race to 66.',
    },
    play: 'Play',
    resume: 'Resume',
    schwimmenInProgress: 'Match in progress: round {round}, you have {lives}.',
    /** A finished match: who won (you, a computer player by {name}, or nobody), and after how many rounds. */
    schwimmenWon: 'Last match: you won after {rounds}.',
    schwimmenLost: 'Last match: {name} won after {rounds}.',
    schwimmenDraw: 'Last match: a draw after {rounds}.',
    rounds: { one: '{count} round', other: '{count} rounds' },
    lives: { one: '{count} life', other: '{count} lives' },
    schnapsenInProgress: 'Match in progress: deal {deal}; game points to go: you {mine}, {name} {theirs}.',
    /** A finished Bummerl: who won, and how many game points the other player still needed. */
    schnapsenWon: {
      one: 'Last Bummerl: you won; {name} was {count} game point short.',
      other: 'Last Bummerl: you won; {name} was {count} game points short.',
    },
    schnapsenLost: {
      one: 'Last Bummerl: {name} won; you were {count} game point short.',
      other: 'Last Bummerl: {name} won; you were {count} game points short.',
    },
    record: 'Bummerls won {won}, lost {lost}',
    /** The button that opens a game's guided first game (its name carries the game's). */
    howToPlay: 'How to play {game}',
    /** The home card's way to the deal of the day (the same for everyone, one per day). */
    daily: 'Deal of the day: {game}',
    /** Opens the dialog that takes a game record (pasted or a file) into the replay viewer. */
    openRecord: 'Open a game record',
  },
  /** The computer players' names, seat 1 to 7. */
  names: ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'],
  /** The language menu in settings; the languages are listed in their own words (i18n/languages.ts). */
  language: {
    label: 'Language',
    hint: 'For every text, the rules and the card names. Changes at once.',
  },
  menu: {
    label: 'Game menu',
    rules: 'Rules',
    settings: 'Settings',
    newMatch: 'New match',
    /** The game record of the match on the table (a dialog with its text, Download and Copy). */
    record: 'Game record',
    log: 'Moves',
  },
  confirmNewMatch: {
    title: 'Start a new match?',
    text: 'The current match will be lost.',
    confirm: 'Start new match',
    cancel: 'Keep playing',
  },
  notices: {
    /** A lasting notice while writes of a part fail; {what} lists the parts, from `parts`. */
    notSaved:
      'Not being saved on this device: {what}. Its storage is full or switched off. Play on: everything is saved as soon as there is room again, but a reload before then would lose the changes.',
    /** The lasting notice folded away to a small button, and the names of the buttons that fold and open it. */
    notSavedShort: 'Not saved on this device',
    fold: 'Make this notice small',
    unfold: 'Show why',
    tookOver: 'This match went on in another tab. It is shown here as it stands now.',
    /** What a saved part holds, in "Saved data could not be read: {what}". */
    parts: {
      'kartenrunde:schwimmen:match': 'your Schwimmen match',
      'kartenrunde:schwimmen:settings': 'your Schwimmen settings',
      'kartenrunde:schnapsen:match': 'your Schnapsen match',
      'kartenrunde:schnapsen:settings': 'your Schnapsen settings',
      'kartenrunde:schnapsen:bummerls': 'your Bummerl record',
      'kartenrunde:schwimmen:daily': 'your Schwimmen deal of the day',
      'kartenrunde:schnapsen:daily': 'your Schnapsen deal of the day',
      'kartenrunde:daily': 'your deals of the day',
      'kartenrunde:schwimmen': 'your saved games',
      'kartenrunde:stats': 'your statistics',
      'kartenrunde:skill': 'your skill rating',
      'kartenrunde:language': 'your choice of language',
      'kartenrunde:sound': 'your sound setting',
    },
    unreadable:
      'Saved data could not be read: {what}. It was set aside on this device, and that part starts afresh.',
    newerVersion:
      'Saved data comes from a newer version of the app: {what}. It was set aside on this device, and that part starts afresh.',
    empty: 'Saved data was empty: {what}. That part starts afresh.',
    notKept: 'This device has no room to keep a copy of it. Download it if you want to keep it.',
    download: 'Download the unreadable save',
    crash: {
      title: 'Something went wrong at this table',
      text: 'The game ran into an error it could not get past. Your saved match is set aside when you start again.',
      restart: 'Start a new game',
      home: 'Home',
    },
    sharedDeal: {
      title: 'Start the shared deal?',
      text: 'Your match in progress will be lost.',
      start: 'Start the shared deal',
      keep: 'Keep my match',
    },
  },
  refusals: {
    notYourTurn: "It isn't your turn",
  },
} as const;
