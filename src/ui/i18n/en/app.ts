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
    schwimmenOver: 'Your last match is over.',
    lives: { one: '{count} life', other: '{count} lives' },
    schnapsenInProgress: 'Match in progress: deal {deal}; game points to go: you {mine}, {name} {theirs}.',
    schnapsenOver: 'Your last Bummerl is over.',
    record: 'Bummerls won {won}, lost {lost}',
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
    log: 'Moves',
  },
  confirmNewMatch: {
    title: 'Start a new match?',
    text: 'The current match will be lost.',
    confirm: 'Start new match',
    cancel: 'Keep playing',
  },
  notices: {
    saveNewer:
      'Your saved game comes from a newer version of the app, so it was set aside and a new game started.',
  },
  refusals: {
    notYourTurn: "It isn't your turn",
  },
} as const;
