// Match records with their first deal made, as the store makes them, for the tests of checkable deals.
import { gameOf } from '../../../src/games';
import type { MatchRecordBase } from '../../../src/games/types';
import type { Dealing } from '../../../src/match/dealing';

/** A match's key, as 64 hex digits: never to be shown. */
export const KEY = 'c0ffee'.repeat(10) + 'beef';

/** A match of `game` dealt as `dealing` says (null: a match saved before deals were checkable). */
export function dealtMatch(game: string, dealing: Dealing | null = { key: KEY }): MatchRecordBase {
  const module = gameOf(game);
  const fresh = module.newRecord(module.settings.defaults, 7, `${game}-match`);
  const record = dealing ? { ...fresh, dealing } : fresh;
  return { ...record, log: [module.nextDeal(record, module.initialState(record))] };
}

/** `record` with two cards of its first dealt deck swapped, as a table that cheated would have dealt. */
export function tampered(record: MatchRecordBase): MatchRecordBase {
  const [deal, ...rest] = record.log as { type: string; deck: string[] }[];
  const deck = deal.deck.slice();
  [deck[0], deck[5]] = [deck[5], deck[0]];
  return { ...record, log: [{ ...deal, deck }, ...rest] };
}
