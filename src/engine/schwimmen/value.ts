// Hand values (S3–S7) and the order of equal hands under the Skat tie rule (S20).
import { RANKS, SUITS, cardIndex, type Card } from '../cards';
import type { SchwimmenRules } from './rules';

// Indexed by character code: rank index 0 (7) … 7 (A), suit index 0 (clubs) … 3 (diamonds), card points.
const RANK_AT = new Int8Array(128).fill(-1);
const SUIT_AT = new Int8Array(128).fill(-1);
const POINTS_AT = new Int8Array(128);
const RANK_POINTS = [7, 8, 9, 10, 10, 10, 10, 11];
RANKS.forEach((r, i) => {
  RANK_AT[r.charCodeAt(0)] = i;
  POINTS_AT[r.charCodeAt(0)] = RANK_POINTS[i];
});
SUITS.forEach((s, i) => (SUIT_AT[s.charCodeAt(0)] = i));
const ACE = 7;

/** S3: A = 11; K, Q, J, 10 = 10; 9, 8, 7 = face value. */
export function cardPoints(card: Card): number {
  return POINTS_AT[card.charCodeAt(0)];
}

export const SCHNAUZ = 31;
export const FEUER = 32;
export const THREE_OF_A_KIND = 30.5;

/**
 * The value of a hand: the best sum in one suit (S4, at most 31 = Schnauz, S5), 30.5 for three of a kind
 * (S6, option `threeOfAKind`), 32 for three aces (S7, option `feuer`). Options default to DEFAULT_RULES.
 */
export function handValue(hand: readonly Card[], rules?: Partial<SchwimmenRules>): number {
  if (hand.length !== 3) return bestSuitSum(hand);
  const a = hand[0],
    b = hand[1],
    c = hand[2];
  const variant =
    rules === undefined ? 0 : (rules.feuer === false ? 1 : 0) | (rules.threeOfAKind === false ? 2 : 0);
  const table = TABLES[variant] ?? buildTable(variant);
  return table[(cardIndex(a) << 10) | (cardIndex(b) << 5) | cardIndex(c)] * 0.5;
}

// The hot path reads a precomputed table: twice the value of every ordered triple of card indices
// (cardIndex: suit * 8 + rank), one table per combination of the two options that change values. Reading it is about
// twice as fast as computing, and building one takes well under a millisecond.
const TABLES: (Uint8Array | undefined)[] = [undefined, undefined, undefined, undefined];

function buildTable(variant: number): Uint8Array {
  const feuer = (variant & 1) === 0;
  const trips = (variant & 2) === 0;
  const table = new Uint8Array(32 * 32 * 32);
  for (let x = 0; x < 32; x++) {
    for (let y = 0; y < 32; y++) {
      for (let z = 0; z < 32; z++) table[(x << 10) | (y << 5) | z] = 2 * tripleValue(x, y, z, feuer, trips);
    }
  }
  TABLES[variant] = table;
  return table;
}

function tripleValue(x: number, y: number, z: number, feuer: boolean, trips: boolean): number {
  const rx = x & 7,
    ry = y & 7,
    rz = z & 7;
  if (rx === ry && ry === rz) {
    if (rx === ACE && feuer) return FEUER;
    if (trips) return THREE_OF_A_KIND;
  }
  const px = RANK_POINTS[rx],
    py = RANK_POINTS[ry],
    pz = RANK_POINTS[rz];
  const sx = x >> 3,
    sy = y >> 3,
    sz = z >> 3;
  let best = Math.max(px, py, pz);
  if (sx === sy) best = Math.max(best, sy === sz ? px + py + pz : px + py);
  if (sx === sz) best = Math.max(best, px + pz);
  if (sy === sz) best = Math.max(best, py + pz);
  return best;
}

function bestSuitSum(hand: readonly Card[]): number {
  let best = 0;
  for (let s = 0; s < 4; s++) {
    const sum = suitSum(hand, s);
    if (sum > best) best = sum;
  }
  return best;
}

function suitSum(hand: readonly Card[], suit: number): number {
  let sum = 0;
  for (let i = 0; i < hand.length; i++) {
    if (SUIT_AT[hand[i].charCodeAt(1)] === suit) sum += POINTS_AT[hand[i].charCodeAt(0)];
  }
  return sum;
}

/** Which suit a hand's value stands in (the higher one when two suits tie), or null for three of a kind. */
export function bestSuitIndex(hand: readonly Card[], rules?: Partial<SchwimmenRules>): number | null {
  const v = handValue(hand, rules);
  if (v === FEUER || v === THREE_OF_A_KIND) return null;
  for (let s = 0; s < 4; s++) if (suitSum(hand, s) === v) return s;
  return null;
}

/**
 * A number that orders hands as the Skat tie rule does (S20, `tieBreak: 'skat'`): first by value; only among
 * equal values, three of a kind by rank (A high), then the suit the value stands in (clubs > spades > hearts >
 * diamonds).
 * Equal numbers mean equal hands ("tied in the same suit").
 */
export function handStrength(hand: readonly Card[], rules?: Partial<SchwimmenRules>): number {
  const v = handValue(hand, rules);
  const suit = bestSuitIndex(hand, rules);
  const sub = suit === null ? RANK_AT[hand[0].charCodeAt(0)] : 3 - suit;
  // Values come in steps of one half: twice the value is a whole number, and sixteen times it leaves room
  // for the eight ranks below the next half point, so the tie-breaks order only hands of equal value.
  return v * 16 + sub;
}
