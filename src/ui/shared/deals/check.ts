// What the fingerprint in the bar and "Check this deal" work out from a match record (issue 40): a deal's
// seed and fingerprint as the game's module gives them, the deck the table dealt, and SHA-256 worked out again
// by the browser's own Web Crypto, or by the app's where a page has none (not served over a secure connection).
import { gameOf } from '../../../games';
import type { MatchRecordBase } from '../../../games/types';
import { fingerprint } from '../../../match/fairDeals';

/** One deal of a match: the game's id, the match's record and the deal's number (1-based). */
export interface DealRef {
  game: string;
  record: MatchRecordBase;
  deal: number;
}

/** The seed text of a deal, or null for a deal of a match saved before deals were checkable. */
export function seedOfDeal({ game, record, deal }: DealRef): string | null {
  return gameOf(game).dealSeed(record, deal);
}

// A deal's fingerprint is drawn with every move: worked out once per deal.
const prints = new Map<string, string | null>();

/** The fingerprint shown before a deal; null when the deal has none. */
export function fingerprintOfDeal(ref: DealRef): string | null {
  const { game, record, deal } = ref;
  const key = JSON.stringify([game, record.id, record.seed, record.dealing ?? null, deal]);
  let print = prints.get(key);
  if (print === undefined) {
    const seed = seedOfDeal(ref);
    print = seed === null ? null : fingerprint(seed);
    if (prints.size >= 32) prints.clear();
    prints.set(key, print);
  }
  return print;
}

/** The deck the table dealt for deal `deal` (the deal-th deal in the log), or null when there is none. */
export function dealtDeck(record: MatchRecordBase, deal: number): string[] | null {
  let n = 0;
  for (const action of record.log as readonly { type: string; deck?: unknown }[]) {
    if (action.type !== 'deal' || ++n < deal) continue;
    return Array.isArray(action.deck) ? action.deck.map(String) : null;
  }
  return null;
}

/** The places (0-based) where two decks differ, a missing card counting as a difference. */
export function differences(a: readonly string[], b: readonly string[]): number[] {
  const places: number[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) places.push(i);
  return places;
}

/** SHA-256 of a text's UTF-8 bytes, lowercase hex, and who worked it out. */
export interface Hashed {
  hex: string;
  by: 'browser' | 'app';
}

/** SHA-256 by Web Crypto (crypto.subtle), or by the app's own where the page has none or it refuses. */
export async function sha256Text(text: string): Promise<Hashed> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (subtle !== undefined && typeof subtle.digest === 'function') {
    try {
      const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
      const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
      return { hex, by: 'browser' };
    } catch {
      // Refused (it should not be): the app's own, and the dialog says so.
    }
  }
  return { hex: fingerprint(text), by: 'app' };
}

/** The command that checks a deal outside the app (scripts/verifyDeal.ts). */
export function verifyCommand(game: string, seed: string): string {
  return `npm run verify-deal -- --game ${game} --seed ${seed} --json`;
}
