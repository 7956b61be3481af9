// The round's moves in words (the move log and the live region), card names, and lists of names.
// Sentences come as { you, other }: the human's own moves read "You pass", everybody else's "Anna passes".
export const log = {
  heading: 'Moves this round',
  empty: 'No moves yet.',
  deal: { you: 'You deal.', other: '{name} deals.' },
  keep: {
    you: 'You keep your first hand. In the middle: {cards}',
    other: '{name} keeps the first hand. In the middle: {cards}',
  },
  takeSecond: {
    you: 'You take the other hand. In the middle: {cards}',
    other: '{name} takes the other hand. In the middle: {cards}',
  },
  swap: { you: 'You take {take} and give {give}', other: '{name} takes {take} and gives {give}' },
  swapAll: {
    you: 'You swap all three and leave {cards} in the middle',
    other: '{name} swaps all three and leaves {cards} in the middle',
  },
  pass: { you: 'You pass', other: '{name} passes' },
  knock: { you: 'You knock', other: '{name} knocks' },
  /** An exchange that ended with a knock (S14b), told as one move. */
  swapKnock: {
    you: 'You swap and knock: you take {take} and give {give}',
    other: '{name} swaps and knocks: takes {take} and gives {give}',
  },
  swapAllKnock: {
    you: 'You swap all three and knock, leaving {cards} in the middle',
    other: '{name} swaps all three and knocks, leaving {cards} in the middle',
  },
  refresh: 'Everybody passed: three new cards in the middle, {cards}',
  showdown: 'Showdown: {values}',
  showdownValue: '{name} {value}',
  /** Joins names: "Anna and Ben", "Anna, Ben and Clara". */
  list: { separator: ', ', last: '{first} and {last}' },
  cardSeparator: ' ',
  /** Card names and signs come from the cards catalog (en/cards.ts); the log adds plurals of ranks. */
  cards: {
    /** Three of a rank: "three kings". */
    ranksPlural: {
      french: { '7': '7s', '8': '8s', '9': '9s', T: '10s', J: 'jacks', Q: 'queens', K: 'kings', A: 'aces' },
      german: { '7': '7s', '8': '8s', '9': '9s', T: '10s', J: 'Unters', Q: 'Obers', K: 'kings', A: 'aces' },
    },
  },
} as const;
