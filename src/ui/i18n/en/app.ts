export const app = {
  title: 'Schwimmen & Schnapsen',
  tagline: 'Two classic card games, Schwimmen and Schnapsen, played against the computer in your browser.',
  schwimmen: 'Schwimmen',
  round: 'Round {round}',
  /** The computer players' names, seat 1 to 7. */
  names: ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'],
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
