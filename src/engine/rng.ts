// Seeded randomness for everything outside the rules: shuffling a deck, drawing the first dealer,
// random play in simulations. The rules themselves never draw: a deal arrives as an action.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export interface Rng {
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** An independent copy that continues from the same point. */
  clone(): Rng;
}

class PureRandRng implements Rng {
  constructor(private readonly gen: RandomGenerator) {}
  int(n: number): number {
    if (!(n >= 1 && n <= 0x80000000) || !Number.isInteger(n)) {
      throw new RangeError(`Rng.int needs an integer from 1 to 2^31, got ${n}`);
    }
    // Unbiased: draw under the next power of two and retry above n (fewer than two draws on average).
    // Integer operations only, several times faster than a division per draw in a shuffle.
    const mask = n === 1 ? 0 : 0xffffffff >>> Math.clz32(n - 1);
    let x = this.gen.next() & mask;
    while (x >= n) x = this.gen.next() & mask;
    return x;
  }
  clone(): Rng {
    return new PureRandRng(this.gen.clone());
  }
}

/** A generator for `seed` (any integer; only its low 32 bits matter). */
export function createRng(seed: number): Rng {
  return new PureRandRng(xoroshiro128plus(seed | 0));
}

/** A shuffled copy of `items` (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  return shuffleInPlace(items.slice(), rng);
}

/** Shuffles `items` itself (Fisher–Yates) and returns it. */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

/** A fresh 32-bit seed drawn from `rng` (for deriving per-deal or per-bot seeds). */
export function nextSeed(rng: Rng): number {
  return rng.int(0x7fffffff);
}
