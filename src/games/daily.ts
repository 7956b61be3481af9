// What every game's deal of the day shares: its number, its public key and its computer players' names, all
// from the game and the date alone, so that every device deals the same cards and seats the same players.
import { createRng } from '../engine/rng';
import type { Dealing } from '../match/dealing';
import { sha256, utf8 } from '../match/sha256';

/**
 * The names the deals of the day give their computer players: the same on every device and in every language
 * (a player's face comes from the name, see src/ui/shared/table/avatar.ts).
 */
export const DAILY_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
  'Lena',
  'Max',
  'Nora',
  'Oskar',
  'Paula',
  'Theo',
] as const;

/** The public key of `game`'s deal of `day`: anyone can work out its deals (src/match/dealing.ts). */
export function dailyDealing(game: string, day: string): Dealing {
  return { key: `daily:${game}:${day}` };
}

/** The match number of `game`'s deal of `day`: the first 32 bits of the SHA-256 of its key. */
export function dailySeed(game: string, day: string): number {
  const digest = sha256(utf8(`daily:${game}:${day}`));
  return new DataView(digest.buffer).getUint32(0);
}

/** `count` different names for the computer players of the deal with this number. */
export function dailyNames(seed: number, count: number): string[] {
  const rng = createRng(seed ^ 0x2545f491);
  const pool: string[] = [...DAILY_NAMES];
  return Array.from({ length: count }, () => pool.splice(rng.int(pool.length), 1)[0]);
}
