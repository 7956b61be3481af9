// Matches of each game played by the computer players from a seed, as the app keeps them (the game's match
// record), for the tests of game records, their dialogs and the replay viewer.
import { schnapsenBots } from '../../src/bots/schnapsen';
import { schwimmenBots } from '../../src/bots/schwimmen';
import { gameOf, type MatchRecordBase } from '../../src/games';
import type { Level } from '../../src/match/levels';
import { playRecord } from '../../src/sim/records';

export interface PlayOptions {
  seed: number;
  /** Seats at the table (Schnapsen always has two). */
  players?: number;
  /** The level of seat 0 and of every other seat ('normal' unless given). */
  player?: Level;
  level?: Level;
  /** Stop before the deal of round `maxRounds + 1`. */
  maxRounds?: number;
  rules?: object;
  /** The match's deal key (its deals from seeds); without it, the older shuffle (an older save's decks). */
  key?: string;
  /** The computer players' names; unnamed without them. */
  names?: readonly string[];
  /** Actions taken off the end of the log (a deal left in the middle). */
  cut?: number;
}

/** A match of `id` played by the computer players as `opts` says. */
export function playedMatch(
  id: 'schwimmen' | 'schnapsen',
  {
    seed,
    players = 3,
    player = 'normal',
    level = 'normal',
    maxRounds,
    rules,
    key,
    names,
    cut = 0,
  }: PlayOptions,
): MatchRecordBase {
  const game = gameOf(id);
  const bots = id === 'schwimmen' ? schwimmenBots : schnapsenBots;
  const { record } = playRecord<MatchRecordBase>(game, bots as never, {
    seed,
    player,
    level,
    players,
    maxRounds,
    rules,
    ...(key !== undefined && { dealing: { key } }),
  });
  const named = names ? game.named(record, names) : record;
  return cut > 0 ? { ...named, log: named.log.slice(0, named.log.length - cut) } : named;
}
