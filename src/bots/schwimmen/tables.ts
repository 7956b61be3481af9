// Hand tables for the computer players: the value of every three-card hand by card indices, read in the hot
// loops of the policies and the rollouts.
import type { SchwimmenRules } from '../../engine/schwimmen';

/** Index of an ordered triple of card indices (0…31 each). */
export function tripleIndex(a: number, b: number, c: number): number {
  return (a << 10) | (b << 5) | c;
}

/**
 * The triple index of the hand each single swap makes, by swap code 3i + j (hand card i for middle card j);
 * the hand is `hand[at]`, `hand[at + 1]`, `hand[at + 2]`.
 */
export function swapTriples(hand: ArrayLike<number>, middle: ArrayLike<number>, at = 0): number[] {
  const out: number[] = [];
  for (let c = 0; c < 9; c++) {
    const i = (c / 3) | 0,
      m = middle[c % 3];
    out.push(tripleIndex(i === 0 ? m : hand[at], i === 1 ? m : hand[at + 1], i === 2 ? m : hand[at + 2]));
  }
  return out;
}

export interface HandTables {
  /** Twice the hand value (S4–S7), so 30.5 is an integer: 62 = Schnauz, 64 = Feuer. */
  readonly value2: Uint8Array;
  /**
   * What the showdown compares (S20): the value, or under the Skat tie rule the full order. Larger is better;
   * equal keys tie.
   */
  readonly key: Uint16Array;
  /**
   * The expected value of the hand after one more chance to swap in a random unseen card (or keep it):
   * how much the hand can still grow, in points. Used as the hand's potential. Filled on first use: read it
   * through reachOf.
   */
  readonly reach: Float32Array;
  /** The mean of `reach` over all hands: what an unseen packet is worth on average. */
  readonly meanReach: number;
  /** The mean value of all hands. */
  readonly meanValue: number;
}

const CACHE = new Map<string, HandTables>();

/** The tables for a set of rules (built once per combination of the options that change values). */
export function handTables(rules: SchwimmenRules): HandTables {
  const name = `${rules.feuer ? 1 : 0}${rules.threeOfAKind ? 1 : 0}${rules.tieBreak}`;
  let t = CACHE.get(name);
  if (!t) {
    t = buildTables(rules);
    CACHE.set(name, t);
  }
  return t;
}

const RANK_POINTS = [7, 8, 9, 10, 10, 10, 10, 11];
const ACE = 7;

/**
 * Twice the value of three distinct cards by index (S4–S7), and twice the order of the Skat tie rule (S20:
 * value × 16 plus the rank of a three of a kind or the rank of the suit, so that only equal values are
 * separated), as the engine's handStrength. The same rules as the engine's
 * handValue and handStrength, computed here because building the tables through them costs several times as
 * much on a cold start; tests/bots/schwimmen/tables.test.ts checks every hand against the engine.
 */
function valueAndKey(x: number, y: number, z: number, rules: SchwimmenRules): [number, number] {
  const rx = x & 7,
    ry = y & 7,
    rz = z & 7;
  if (rx === ry && ry === rz) {
    if (rx === ACE && rules.feuer) return [64, 2 * (32 * 16 + rx)];
    if (rules.threeOfAKind) return [61, 2 * (30.5 * 16 + rx)];
  }
  const px = RANK_POINTS[rx],
    py = RANK_POINTS[ry],
    pz = RANK_POINTS[rz];
  const sums = [0, 0, 0, 0];
  sums[x >> 3] += px;
  sums[y >> 3] += py;
  sums[z >> 3] += pz;
  let best = 0,
    suit = 0;
  // Clubs first: among equal sums the higher suit counts (S20, 'skat').
  for (let s = 0; s < 4; s++) {
    if (sums[s] > best) {
      best = sums[s];
      suit = s;
    }
  }
  return [2 * best, 2 * (best * 16 + 3 - suit)];
}

function buildTables(rules: SchwimmenRules): HandTables {
  const value2 = new Uint8Array(32 * 32 * 32);
  const key = new Uint16Array(32 * 32 * 32);
  const skat = rules.tieBreak === 'skat';
  let valueSum = 0;
  for (let a = 0; a < 32; a++) {
    for (let b = a + 1; b < 32; b++) {
      for (let c = b + 1; c < 32; c++) {
        const [v2, k] = valueAndKey(a, b, c, rules);
        for (const x of orders(a, b, c)) {
          value2[x] = v2;
          key[x] = skat ? k : v2;
        }
        valueSum += v2 / 2;
      }
    }
  }
  const reach = new Float32Array(32 * 32 * 32).fill(-1);
  return {
    value2,
    key,
    reach,
    meanReach: MEAN_REACH[(rules.feuer ? 2 : 0) + (rules.threeOfAKind ? 1 : 0)],
    meanValue: valueSum / 4960,
  };
}

/**
 * The potential of hand `x` (a triple index), worked out on first use: filling all 32,768 entries up front
 * would cost a cold start some 40 ms, a long pause on the main thread of a phone.
 */
export function reachOf(t: HandTables, x: number): number {
  const known = t.reach[x];
  if (known >= 0) return known;
  const r = Math.fround(bestAfterOneCard(t.value2, x) / 29 / 2);
  for (const y of orders(x >> 10, (x >> 5) & 31, x & 31)) t.reach[y] = r;
  return r;
}

/** Summed over the 29 other cards: twice the best value of hand `x` after swapping that card in, or not. */
function bestAfterOneCard(value2: Uint8Array, x: number): number {
  const a = x >> 10,
    b = (x >> 5) & 31,
    c = x & 31;
  const v2 = value2[x];
  let total = 0;
  for (let d = 0; d < 32; d++) {
    if (d === a || d === b || d === c) continue;
    let best = v2;
    const p = value2[tripleIndex(d, b, c)],
      q = value2[tripleIndex(a, d, c)],
      r = value2[tripleIndex(a, b, d)];
    if (p > best) best = p;
    if (q > best) best = q;
    if (r > best) best = r;
    total += best;
  }
  return total;
}

/**
 * The mean potential of all 4,960 hands, for each setting of feuer and threeOfAKind (index: feuer × 2 +
 * threeOfAKind); meanReach() below works it out, and a test checks these against it.
 */
const MEAN_REACH = [19.401640711901706, 19.752947719688333, 19.44627363737443, 19.757661290322392];

/** The mean potential of all hands, worked out in full. */
export function meanReach(t: HandTables): number {
  let sum = 0;
  for (let a = 0; a < 32; a++) {
    for (let b = a + 1; b < 32; b++) {
      for (let c = b + 1; c < 32; c++) sum += bestAfterOneCard(t.value2, tripleIndex(a, b, c)) / 29 / 2;
    }
  }
  return sum / 4960;
}

const ORDERS = new Int32Array(6);

/** The six triple indices of one hand. */
function orders(a: number, b: number, c: number): Int32Array {
  ORDERS[0] = tripleIndex(a, b, c);
  ORDERS[1] = tripleIndex(a, c, b);
  ORDERS[2] = tripleIndex(b, a, c);
  ORDERS[3] = tripleIndex(b, c, a);
  ORDERS[4] = tripleIndex(c, a, b);
  ORDERS[5] = tripleIndex(c, b, a);
  return ORDERS;
}

/** Points of a card index (S3). */
const POINTS = new Int8Array(32);
for (let i = 0; i < 32; i++) POINTS[i] = [7, 8, 9, 10, 10, 10, 10, 11][i & 7];

/**
 * A lower bound of a hand's value from some of its cards (a bit mask): the best suit sum of the known cards.
 * The unknown cards can only add to it.
 */
export function knownFloor(mask: number): number {
  let c = 0,
    s = 0,
    h = 0,
    d = 0;
  for (let m = mask; m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    const p = POINTS[i];
    switch (i >> 3) {
      case 0:
        c += p;
        break;
      case 1:
        s += p;
        break;
      case 2:
        h += p;
        break;
      default:
        d += p;
    }
  }
  return Math.max(c, s, h, d);
}

export function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
