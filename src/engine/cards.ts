// Cards shared by every game: codes are rank + suit ('Ah', 'Tc'), as in the rules pages (S2, N1).
// The decks are not frozen: V8 copies a frozen array several times slower, and a deck is copied per deal.

/** Suits in Skat order, highest first: clubs, spades, hearts, diamonds. */
export const SUITS = ['c', 's', 'h', 'd'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from lowest to highest in Skat order. */
export const RANKS = ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];

export type Card = `${Rank}${Suit}`;

/**
 * The 32-card Skat deck (Schwimmen), suit by suit. Written out: string literals are interned, so two
 * different cards compare unequal at a glance, where strings built at run time compare character by character.
 */
// prettier-ignore
export const DECK_32: readonly Card[] = [
  '7c', '8c', '9c', 'Tc', 'Jc', 'Qc', 'Kc', 'Ac',
  '7s', '8s', '9s', 'Ts', 'Js', 'Qs', 'Ks', 'As',
  '7h', '8h', '9h', 'Th', 'Jh', 'Qh', 'Kh', 'Ah',
  '7d', '8d', '9d', 'Td', 'Jd', 'Qd', 'Kd', 'Ad',
];

/** The 20-card Schnapsen deck: J, Q, K, 10, A of each suit. */
export const DECK_20: readonly Card[] = SUITS.flatMap((_, si) =>
  (['J', 'Q', 'K', 'T', 'A'] as const).map((r) => DECK_32[si * 8 + RANKS.indexOf(r)]),
);

// Lookup tables indexed by character code keep the hot paths free of string work.
const RANK_INDEX = new Int8Array(128).fill(-1);
const SUIT_INDEX = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_INDEX[r.charCodeAt(0)] = i));
SUITS.forEach((s, i) => (SUIT_INDEX[s.charCodeAt(0)] = i));

/** 0 (7) … 7 (A). */
export function rankIndex(card: Card): number {
  return RANK_INDEX[card.charCodeAt(0)];
}

/** 0 (clubs) … 3 (diamonds): lower is higher in Skat order. */
export function suitIndex(card: Card): number {
  return SUIT_INDEX[card.charCodeAt(1)];
}

export function rankOf(card: Card): Rank {
  return card[0] as Rank;
}

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

/** A number 0…31 unique to each card (suit-major), for bit sets and tables. */
export function cardIndex(card: Card): number {
  return INDEX_BY_CODES[(card.charCodeAt(0) << 7) | card.charCodeAt(1)];
}
const INDEX_BY_CODES = new Int8Array(128 * 128).fill(-1);
SUITS.forEach((s, si) =>
  RANKS.forEach((r, ri) => (INDEX_BY_CODES[(r.charCodeAt(0) << 7) | s.charCodeAt(0)] = si * 8 + ri)),
);

export function isCard(value: unknown): value is Card {
  return (
    typeof value === 'string' &&
    value.length === 2 &&
    value.charCodeAt(0) < 128 &&
    value.charCodeAt(1) < 128 &&
    RANK_INDEX[value.charCodeAt(0)] >= 0 &&
    SUIT_INDEX[value.charCodeAt(1)] >= 0
  );
}

/**
 * A check that a value holds exactly the cards of `full` (distinct cards), each once, in any order.
 * Made once per deck: a deal is checked on every deal, so the wanted set is computed ahead.
 */
export function permutationCheck(full: readonly Card[]): (deck: unknown) => deck is Card[] {
  let wanted = 0;
  for (let i = 0; i < full.length; i++) wanted |= 1 << cardIndex(full[i]);
  const size = full.length;
  return (deck: unknown): deck is Card[] => {
    if (!Array.isArray(deck) || deck.length !== size) return false;
    let seen = 0;
    for (let i = 0; i < size; i++) {
      const c: unknown = deck[i];
      if (typeof c !== 'string' || c.length !== 2) return false;
      const second = c.charCodeAt(1);
      if (second >= 128) return false;
      // One table read: a first character code out of range reads undefined, which fails the test below.
      const index = INDEX_BY_CODES[(c.charCodeAt(0) << 7) | second];
      if (!(index >= 0)) return false;
      const bit = 1 << index;
      if ((seen & bit) !== 0 || (wanted & bit) === 0) return false;
      seen |= bit;
    }
    return seen === wanted;
  };
}

/** True when `deck` holds exactly the cards of `full`, each once, in any order. */
export function isPermutationOf(deck: unknown, full: readonly Card[]): deck is Card[] {
  return permutationCheck(full)(deck);
}

export const isDeck32 = permutationCheck(DECK_32);
export const isDeck20 = permutationCheck(DECK_20);
