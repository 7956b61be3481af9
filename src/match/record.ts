// What every game's match record shares: seeds mixed from the match's seed, and the check that a logged deal
// is the deck that seed deals.

/** A deal of the day's match (see src/daily): its date, and whether it is the first play that counts. */
export interface DailyTag {
  /** The deal's date, 'YYYY-MM-DD' (the player's local date when it was first opened). */
  date: string;
  /** The first play of today's deal: its result goes to the daily history. Else it is practice. */
  counts: boolean;
}

/** Mixes two integers into a well-spread 32-bit seed (a step of the murmur3 finaliser). */
export function mixSeed(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** True when a saved deck is exactly the deck the seed deals. */
export function sameDeck(saved: unknown, expected: readonly string[]): boolean {
  return (
    Array.isArray(saved) && saved.length === expected.length && saved.every((card, i) => card === expected[i])
  );
}
