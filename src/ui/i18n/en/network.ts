// What the player reads when a part of the app cannot load. Until the app is installed its parts are fetched
// when first needed, so they need the network: each notice says what is missing, with Try again, and the part
// loads by itself once the browser is back online. `offline` while the browser has no network, `failed`
// when it has one but the part did not arrive.
export const network = {
  table: {
    offline: 'Can’t load the table: you are offline.',
    failed: 'Can’t load the table. Check your connection and try again.',
  },
  tutorial: {
    offline: 'Can’t load How to play: you are offline.',
    failed: 'Can’t load How to play. Check your connection and try again.',
  },
  review: {
    offline: 'Can’t load the review: you are offline.',
    failed: 'Can’t load the review. Check your connection and try again.',
  },
  statistics: {
    offline: 'Can’t load the statistics: you are offline.',
    failed: 'Can’t load the statistics. Check your connection and try again.',
  },
  rules: {
    offline: 'Can’t load the rules: you are offline.',
    failed: 'Can’t load the rules. Check your connection and try again.',
  },
  settings: {
    offline: 'Can’t load the settings: you are offline.',
    failed: 'Can’t load the settings. Check your connection and try again.',
  },
  sharedDeal: {
    offline: 'Can’t load the shared deal: you are offline.',
    failed: 'Can’t load the shared deal. Check your connection and try again.',
  },
  records: {
    offline: 'Can’t load the game record: you are offline.',
    failed: 'Can’t load the game record. Check your connection and try again.',
  },
  replay: {
    offline: 'Can’t load the replay: you are offline.',
    failed: 'Can’t load the replay. Check your connection and try again.',
  },
  hint: {
    offline: 'Can’t work out the hint: you are offline.',
    failed: 'Can’t work out the hint. Check your connection and try again.',
  },
  /** No computer player can move: their code has not been loaded yet. */
  computers: {
    offline: 'The computer players can’t load: you are offline.',
    failed: 'The computer players can’t load. Check your connection and try again.',
  },
  /** The hard and expert players' code cannot load, so they decide at the normal level (it runs in the page). */
  standIn: {
    offline:
      'You are offline: the hard and expert computer players play at the normal level until you are back online.',
    failed: 'The hard and expert computer players can’t load: they play at the normal level for now.',
  },
  /** Under a notice while offline: the part, and whatever waits for it, comes once the network is back. */
  whenBack: 'Everything goes on by itself as soon as you are back online.',
  retry: 'Try again',
  close: 'Close',
};
