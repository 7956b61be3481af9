// Typed access to one game's part of the store: the shared slice holds every game alike, and a game's own
// code (its table, its tests) reads its part with the types of its module.
import type { CommonSettings } from '../games/settings';
import type { GameModule, MatchRecordBase, Table } from '../games/types';
import type { GameStore } from './index';
import type { Tally } from '../games/saves';

/** Matches the human has won and lost in a game (Schnapsen: Bummerls, N12). Practice matches do not count. */
export type { Tally };

/** The tally of a game with none yet. */
export const NO_TALLY: Tally = Object.freeze({ won: 0, lost: 0 });

/** The tally of the game with id `game` in the store (none yet: nothing won or lost). */
export function tallyOf(s: Pick<GameStore, 'tallies'>, game: string): Tally {
  return s.tallies[game] ?? NO_TALLY;
}

/** `game`'s match and engine state in the store. */
export function tableOf<
  S,
  A extends { type: string },
  V,
  Rec extends MatchRecordBase<A>,
  Set extends CommonSettings,
  H,
>(s: Pick<GameStore, 'games'>, game: GameModule<S, A, V, Rec, Set, H>): Table<Rec, S> {
  return s.games[game.id] as unknown as Table<Rec, S>;
}

/** `game`'s settings in the store. */
export function settingsOf<
  S,
  A extends { type: string },
  V,
  Rec extends MatchRecordBase<A>,
  Set extends CommonSettings,
  H,
>(s: Pick<GameStore, 'settings'>, game: GameModule<S, A, V, Rec, Set, H>): Set {
  return s.settings[game.id] as Set;
}

/**
 * A game's two tables: its match and its deal of the day. The one on screen is `games[id]`; the other waits in
 * `away[id]` (the match while the deal of the day is played, the last deal of the day while the match is).
 */
type Slots = Pick<GameStore, 'games' | 'away'>;

/** True when `game`'s deal of the day is the table on screen. */
export function dailyOnTable(s: Pick<GameStore, 'games'>, game: string): boolean {
  return s.games[game].match.daily !== undefined;
}

/** `game`'s match (on the table, or waiting while the deal of the day is played). */
export function matchSlot(s: Slots, game: string): Table<MatchRecordBase> {
  return dailyOnTable(s, game) ? (s.away[game] as Table<MatchRecordBase>) : s.games[game];
}

/** `game`'s deal of the day (on the table, or the last one played), if any. */
export function dailySlot(s: Slots, game: string): Table<MatchRecordBase> | undefined {
  return dailyOnTable(s, game) ? s.games[game] : s.away[game];
}

/** The store's fields with `table` as `game`'s match, wherever the match is. */
export function withMatchSlot(s: Slots, game: string, table: Table<MatchRecordBase>): Partial<Slots> {
  return dailyOnTable(s, game)
    ? { away: { ...s.away, [game]: table } }
    : { games: { ...s.games, [game]: table } };
}

/** The store's fields with `table` as `game`'s deal of the day, wherever it is. */
export function withDailySlot(s: Slots, game: string, table: Table<MatchRecordBase>): Partial<Slots> {
  return dailyOnTable(s, game)
    ? { games: { ...s.games, [game]: table } }
    : { away: { ...s.away, [game]: table } };
}
