// The bots' private fast form of the 20 cards: an index 0…19 (suit × 5 + rank) and 20-bit masks.
// Codes like 'Ah' appear only at the edges (views in, actions out).
import { SUITS, type Card, type Suit } from '../../engine/cards';

/** Ranks from lowest to highest (N2): J Q K 10 A. */
const RANK_CODES = ['J', 'Q', 'K', 'T', 'A'] as const;
export const JACK = 0;
export const QUEEN = 1;
export const KING = 2;
export const TEN = 3;
export const ACE = 4;

/** Card points by rank (N2). */
const RANK_POINTS = [2, 3, 4, 10, 11] as const;

export const ALL_CARDS = (1 << 20) - 1;
/** Cards in a hand while the talon is open, and face down in the talon when the first trick is led (N3). */
export const HAND = 5;
export const FACE_DOWN = 9;

/** Every card, as codes, by index. */
export const CODES: readonly Card[] = SUITS.flatMap((s) => RANK_CODES.map((r) => `${r}${s}` as Card));

/** Card points by card index. */
export const POINTS: Int8Array = Int8Array.from(CODES, (_c, i) => RANK_POINTS[i % 5]);

const INDEX = new Map<string, number>(CODES.map((c, i) => [c, i]));

export function idx(card: Card): number {
  const i = INDEX.get(card);
  if (i === undefined) throw new RangeError(`not a Schnapsen card: ${card}`);
  return i;
}

export function suitIdx(suit: Suit): number {
  return SUITS.indexOf(suit);
}

export const SUIT_CODES: readonly Suit[] = SUITS;

/** The five cards of suit `s`. */
export function suitMask(s: number): number {
  return 0x1f << (5 * s);
}

export function maskOf(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << idx(c);
  return m;
}

export function cardsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  return out;
}

export function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The lowest card index in a non-empty mask. */
export function lowest(m: number): number {
  return 31 - Math.clz32(m & -m);
}

/** The highest card index in a non-empty mask. */
export function highest(m: number): number {
  return 31 - Math.clz32(m);
}

/** N5: true when `follow` takes the trick that `lead` opened, with trump suit `trump`. */
export function beats(lead: number, follow: number, trump: number): boolean {
  const ls = (lead / 5) | 0;
  const fs = (follow / 5) | 0;
  if (ls === fs) return follow > lead;
  return fs === trump;
}

/**
 * N6: the cards of `hand` the follower may play to `lead` once the talon is closed or exhausted: a higher
 * card of the led suit, else a lower one, else a trump, else any.
 */
export function dutyCards(hand: number, lead: number, trump: number): number {
  const suit = suitMask((lead / 5) | 0);
  const inSuit = hand & suit;
  if (inSuit !== 0) {
    const higher = inSuit & ~((2 << lead) - 1);
    return higher !== 0 ? higher : inSuit;
  }
  const trumps = hand & suitMask(trump);
  return trumps !== 0 ? trumps : hand;
}
