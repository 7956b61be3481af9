// Finished matches of each game, played by the computer players from a seed, and their game records: what the
// replay viewer's tests show.
import { gameOf, type MatchRecordBase } from '../../../src/games';
import { recordOfMatch } from '../../../src/records/print';
import type { GameRecord } from '../../../src/records/types';
import { playedMatch as played } from '../../records/matches';

const NAMES = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'];

/** A match of `id` played to its end (or `maxRounds`) by easy players, the computers named. */
export function playedMatch(
  id: 'schwimmen' | 'schnapsen',
  { seed = 11, players = 3, maxRounds }: { seed?: number; players?: number; maxRounds?: number } = {},
): MatchRecordBase {
  return played(id, { seed, players, maxRounds, player: 'easy', level: 'easy', names: NAMES });
}

/** The game record of a played match. */
export function recordOf(id: 'schwimmen' | 'schnapsen', match: MatchRecordBase): GameRecord {
  return recordOfMatch(gameOf(id), match, { date: '2026-12-06' });
}
