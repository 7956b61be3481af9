// Worlds consistent with a view: the opponent's unknown cards and the face-down talon order.
import { shuffleInPlace, type Rng } from '../../engine/rng';
import { cardsOf, popcount } from './cards';
import type { Knowledge } from './knowledge';

export interface Hidden {
  /** The opponent's whole hand (its known cards included). */
  oppHand: number;
  /** The face-down talon, front first. */
  talon: number[];
  weight: number;
}

/**
 * `count` random worlds: the opponent's unknown cards drawn uniformly from the unseen cards outside
 * `excluded` (cards it cannot hold, e.g. a suit it showed void in), the rest shuffled into the talon.
 * With `weight` (the likelihood of the opponent's play given a hand, at most 1) hands are accepted with
 * that probability; after `count` × 20 tries the rest keep their likelihood as an importance weight.
 */
export function sampleWorlds(
  k: Knowledge,
  count: number,
  rng: Rng,
  excluded = 0,
  weight: ((hand: number) => number) | null = null,
): Hidden[] {
  let allowed = k.unseen & ~excluded;
  if (popcount(allowed) < k.oppUnknown) allowed = k.unseen;
  const free = cardsOf(allowed);
  const forced = cardsOf(k.unseen & ~allowed);
  const out: Hidden[] = [];
  let tries = 0;
  while (out.length < count) {
    shuffleInPlace(free, rng);
    let hand = k.known;
    for (let j = 0; j < k.oppUnknown; j++) hand |= 1 << free[j];
    let w = 1;
    if (weight !== null) {
      w = weight(hand);
      tries++;
      if (tries <= count * 20) {
        // Rejection: accept with probability w (a uniform draw in thousandths).
        if (rng.int(1000) >= w * 1000) continue;
        w = 1;
      }
    }
    const talon = shuffleInPlace(free.slice(k.oppUnknown).concat(forced), rng);
    out.push({ oppHand: hand, talon, weight: w });
  }
  return out;
}

/** The number of ways to choose `r` of `n`. */
function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let c = 1;
  for (let i = 1; i <= r; i++) c = (c * (n - r + i)) / i;
  return Math.round(c);
}

/**
 * Every possible opponent hand (the talon order does not matter once it is closed or empty), with the
 * cards of `excluded` kept out of the hand when that leaves enough cards.
 */
export function allHands(
  k: Knowledge,
  excluded = 0,
  weight: ((hand: number) => number) | null = null,
): Hidden[] {
  let allowed = k.unseen & ~excluded;
  if (popcount(allowed) < k.oppUnknown) allowed = k.unseen;
  const free = cardsOf(allowed);
  const out: Hidden[] = [];
  const pick = (from: number, left: number, hand: number) => {
    if (left === 0) {
      const w = weight === null ? 1 : weight(hand);
      if (w > 0) out.push({ oppHand: hand, talon: cardsOf(k.unseen & ~hand), weight: w });
      return;
    }
    for (let i = from; i <= free.length - left; i++) pick(i + 1, left - 1, hand | (1 << free[i]));
  };
  pick(0, k.oppUnknown, k.known);
  return out;
}

/** How many opponent hands `allHands` would list. */
export function handCount(k: Knowledge, excluded = 0): number {
  let allowed = k.unseen & ~excluded;
  if (popcount(allowed) < k.oppUnknown) allowed = k.unseen;
  return choose(popcount(allowed), k.oppUnknown);
}
