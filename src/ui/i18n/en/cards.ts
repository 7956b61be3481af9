// Card names and the marks printed on the faces. Keys are the engine's rank and suit letters (S2).
// German faces use the same English names with their own suits and court cards (S1: J = Unter, Q = Ober).
export const cards = {
  /** A card's accessible name: 'Ace of hearts', 'Unter of bells'. */
  name: '{rank} of {suit}',
  french: {
    ranks: {
      '7': 'Seven',
      '8': 'Eight',
      '9': 'Nine',
      T: 'Ten',
      J: 'Jack',
      Q: 'Queen',
      K: 'King',
      A: 'Ace',
    },
    suits: { c: 'clubs', s: 'spades', h: 'hearts', d: 'diamonds' },
    /** The big corner index. */
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' },
    /** Suit signs used in running text ('Took 9♠'). */
    symbols: { c: '♣', s: '♠', h: '♥', d: '♦' },
  },
  german: {
    ranks: {
      '7': 'Seven',
      '8': 'Eight',
      '9': 'Nine',
      T: 'Ten',
      J: 'Unter',
      Q: 'Ober',
      K: 'King',
      A: 'Ace',
    },
    suits: { c: 'acorns', s: 'leaves', h: 'hearts', d: 'bells' },
    indices: { '7': '7', '8': '8', '9': '9', T: '10', J: 'U', Q: 'O', K: 'K', A: 'A' },
  },
} as const;
