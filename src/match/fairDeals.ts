// Deals anyone can check (issue 40): how a deal's seed is derived, fingerprinted and turned into a deck, with
// nothing but SHA-256, so that a player can redo every step outside the app (`npm run verify-deal`).
//
// - A deal's seed is a text of 64 lowercase hex digits: HMAC-SHA-256 under the match's key of
//   "<game>:<deal number>". The key is a random secret for an ordinary match (one deal's seed tells nothing of
//   the next one's), or a public text for a shared link or a deal of the day.
// - Its fingerprint is the SHA-256 of that text (its UTF-8 bytes), in lowercase hex: shown before the deal,
//   checked against the seed once the deal is over.
// - Its deck is the game's cards in their fixed order, shuffled by Fisher–Yates (from the last place down,
//   each place swapped with one drawn from it and the places before it), the random numbers read from
//   SHA-256 in counter mode: block k is the SHA-256 of "<seed>:<k>", read as 32-bit big-endian words, a word
//   that would favour some numbers (above the largest multiple of n) skipped.
import { hex, hmacSha256, sha256, utf8 } from './sha256';

/** The seed of deal `deal` (1-based) of `game` under the match's `key`. */
export function dealSeed(key: Uint8Array, game: string, deal: number): string {
  return hex(hmacSha256(key, utf8(`${game}:${deal}`)));
}

/** The fingerprint of a deal's seed: SHA-256 of the seed's text, lowercase hex. */
export function fingerprint(seed: string): string {
  return hex(sha256(utf8(seed)));
}

/** Uniform whole numbers below n, read from SHA-256 of "<seed>:<k>" for k = 0, 1, 2, … */
export function seedNumbers(seed: string): { below(n: number): number } {
  let block = 0;
  let words: DataView | null = null;
  let at = 8;
  const word = () => {
    if (words === null || at === 8) {
      words = new DataView(sha256(utf8(`${seed}:${block++}`)).buffer);
      at = 0;
    }
    return words.getUint32(4 * at++);
  };
  return {
    below(n) {
      if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`no numbers below ${n}`);
      const limit = Math.floor(0x100000000 / n) * n;
      for (;;) {
        const w = word();
        if (w < limit) return w % n;
      }
    },
  };
}

/** The deck a seed gives: `cards` (the game's fixed order) shuffled by Fisher–Yates with seedNumbers. */
export function deckFromSeed<C>(seed: string, cards: readonly C[]): C[] {
  const deck = cards.slice();
  const numbers = seedNumbers(seed);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = numbers.below(i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}
