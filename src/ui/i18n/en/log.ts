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
  refresh: 'Everybody passed: three new cards in the middle, {cards}',
  showdown: 'Showdown: {values}',
  showdownValue: '{name} {value}',
  /** Joins names: "Anna and Ben", "Anna, Ben and Clara". */
  list: { separator: ', ', last: '{first} and {last}' },
  cardSeparator: ' ',
  cards: {
    /** A card in words: "Ace of hearts", "Unter of bells". */
    name: '{rank} of {suit}',
    /** The corner index: "10", "K"; German faces: Unter "U", Ober "O". */
    index: {
      french: { '7': '7', '8': '8', '9': '9', T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' },
      german: { '7': '7', '8': '8', '9': '9', T: '10', J: 'U', Q: 'O', K: 'K', A: 'A' },
    },
    /** The same names as the table's cards (en/cards.ts), so a card is called alike everywhere. */
    ranks: {
      french: {
        '7': 'Seven',
        '8': 'Eight',
        '9': 'Nine',
        T: 'Ten',
        J: 'Jack',
        Q: 'Queen',
        K: 'King',
        A: 'Ace',
      },
      german: {
        '7': 'Seven',
        '8': 'Eight',
        '9': 'Nine',
        T: 'Ten',
        J: 'Unter',
        Q: 'Ober',
        K: 'King',
        A: 'Ace',
      },
    },
    /** Three of a rank: "three kings". */
    ranksPlural: {
      french: { '7': '7s', '8': '8s', '9': '9s', T: '10s', J: 'jacks', Q: 'queens', K: 'kings', A: 'aces' },
      german: { '7': '7s', '8': '8s', '9': '9s', T: '10s', J: 'Unters', Q: 'Obers', K: 'kings', A: 'aces' },
    },
    suits: {
      french: { c: 'clubs', s: 'spades', h: 'hearts', d: 'diamonds' },
      german: { c: 'acorns', s: 'leaves', h: 'hearts', d: 'bells' },
    },
    /** Short names in a line of text ("9♠"); German suits have no common symbol and are spelled out. */
    symbols: { c: '♣', s: '♠', h: '♥', d: '♦' },
  },
} as const;
