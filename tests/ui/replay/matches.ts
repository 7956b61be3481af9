// Finished matches of each game, played by the computer players from a seed, and their game records: what the
// replay viewer's tests show.
import { schnapsenBots } from '../../../src/bots/schnapsen';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { gameOf, type MatchRecordBase } from '../../../src/games';
import { recordOfMatch } from '../../../src/records/print';
import type { GameRecord } from '../../../src/records/types';
import { playRecord } from '../../../src/sim/records';

const NAMES = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'];

/** A match of `id` played to its end (or `maxRounds`) by easy players, the computers named. */
export function playedMatch(
  id: 'schwimmen' | 'schnapsen',
  { seed = 11, players = 3, maxRounds }: { seed?: number; players?: number; maxRounds?: number } = {},
): MatchRecordBase {
  const game = gameOf(id);
  const bots = id === 'schwimmen' ? schwimmenBots : schnapsenBots;
  const { record } = playRecord<MatchRecordBase>(game, bots as never, {
    seed,
    player: 'easy',
    level: 'easy',
    players,
    maxRounds,
  });
  return game.named(record, NAMES);
}

/** The game record of a played match. */
export function recordOf(id: 'schwimmen' | 'schnapsen', match: MatchRecordBase): GameRecord {
  return recordOfMatch(gameOf(id), match, { date: '2026-12-06' });
}
