// What a game's saved parts share beyond its own record and settings (src/store/gameSaves.ts writes them,
// src/backup reads them back): the version of their envelope, and the matches' tally a game may keep.
import { isInt, isObject } from '../persist/check';

/** The version of every game part's envelope (`{ version, rev, state }`). */
export const GAME_PART_VERSION = 1;

/** Matches won and lost (Schnapsen's Bummerls). */
export interface Tally {
  won: number;
  lost: number;
}

/** A saved tally, checked; null when it is none. */
export function readTally(raw: unknown): Tally | null {
  if (!isObject(raw) || !isInt(raw.won, 0, 1e9) || !isInt(raw.lost, 0, 1e9)) return null;
  return { won: raw.won, lost: raw.lost };
}
