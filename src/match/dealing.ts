// How a match's deals are drawn (issue 40), for every game: which seed each deal comes from, and the deck.
//
// - A match started in the app holds a random key (32 bytes from crypto.getRandomValues, as 64 hex digits):
//   deal n comes from the seed HMAC-SHA-256(key, "<game>:<n>") and the deck that seed gives (fairDeals.ts).
//   The key is never shown; a deal's seed is shown once the deal is over, and tells nothing of the next one.
// - A deal of the day holds a public key, "daily:<game>:<day>": anyone can work out its deals.
// - A shared link (`?seed=N`) deals as the app always dealt from a number: the seed text of its deal n is
//   "link:<game>:<N>:<n>", and its deck comes from the app's older shuffle (xoroshiro128+ seeded by mixing N
//   and n; see ./record.ts and ../engine/rng.ts). Public by design, checkable all the same.
// - A match saved before deals were checkable has no `dealing`: its deals so far keep the older shuffle and
//   have no fingerprint; from its next deal on it is given a key (`from`: the first deal under it).
import { dealSeed, deckFromSeed, fingerprint } from './fairDeals';
import { utf8 } from './sha256';

export type Dealing = { key: string; from?: number } | { link: true };

/** What a record needs for its deals: the match's number and how it deals. */
export interface Dealt {
  seed: number;
  dealing?: Dealing;
}

/** The seed of deal `deal` (1-based) of `game` in `record`, as text; null when the deal has none (older save). */
export function dealSeedOf(game: string, record: Dealt, deal: number): string | null {
  const dealing = record.dealing;
  if (!dealing) return null;
  if ('link' in dealing) return `link:${game}:${record.seed}:${deal}`;
  if (deal < (dealing.from ?? 1)) return null;
  return dealSeed(utf8(dealing.key), game, deal);
}

/** The fingerprint shown before deal `deal`; null when the deal has none. */
export function dealFingerprintOf(game: string, record: Dealt, deal: number): string | null {
  const seed = dealSeedOf(game, record, deal);
  return seed === null ? null : fingerprint(seed);
}

/** The parts of a link's seed text, or null when `seed` is not one. */
export function linkSeedParts(seed: string): { game: string; number: number; deal: number } | null {
  const m = /^link:([a-z]+):(\d{1,10}):(\d{1,6})$/.exec(seed);
  if (!m) return null;
  const number = Number(m[2]);
  const deal = Number(m[3]);
  return number <= 0xffffffff && deal >= 1 ? { game: m[1], number, deal } : null;
}

/**
 * The deck of deal `deal` of `record`: from its seed, or from the older shuffle (`older(seed, deal)`) for a
 * link's deals and an older save's.
 */
export function deckOf<C>(
  game: string,
  record: Dealt,
  deal: number,
  cards: readonly C[],
  older: (seed: number, deal: number) => C[],
): C[] {
  const seed = dealSeedOf(game, record, deal);
  return seed === null || seed.startsWith('link:') ? older(record.seed, deal) : deckFromSeed(seed, cards);
}

/** The deck a seed text gives in `game` (a link's seed by the older shuffle): what verify-deal prints. */
export function deckOfSeed<C>(
  game: string,
  seed: string,
  cards: readonly C[],
  older: (seed: number, deal: number) => C[],
): C[] {
  const link = linkSeedParts(seed);
  if (link && link.game === game) return older(link.number, link.deal);
  return deckFromSeed(seed, cards);
}

/** A fresh random key: 32 bytes from crypto.getRandomValues, as 64 lowercase hex digits. */
export function randomDealKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
