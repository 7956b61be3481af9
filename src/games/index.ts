// The games the app plays, in the order the home screen shows them: one list, read by the store, the saves,
// the bot driver, the worker, the statistics, the coach and the simulator (the screens have their own list,
// src/ui/games.tsx). A game joins by adding its module here and its id to ./ids.ts; see docs/adding-a-game.md.
import { schnapsenGame } from './schnapsen';
import { schwimmenGame } from './schwimmen';
import { addGameId, dropGameId, knownGameIds } from './ids';
import type { AnyGame } from './types';

const registered: AnyGame[] = [schwimmenGame, schnapsenGame];

// The ids the first page knows (./ids.ts) and the modules here name the same games, in the same order.
if (registered.map((g) => g.id).join() !== knownGameIds().join())
  throw new Error('src/games/ids.ts and src/games/index.ts list different games');

/** Every registered game, in order. */
export function games(): readonly AnyGame[] {
  return registered;
}

/** The ids of every registered game, in order. */
export function gameIds(): string[] {
  return registered.map((g) => g.id);
}

export function isGameId(x: unknown): x is string {
  return typeof x === 'string' && registered.some((g) => g.id === x);
}

/** The game with this id; a RangeError for an id no game has. */
export function gameOf(id: string): AnyGame {
  const game = registered.find((g) => g.id === id);
  if (!game) throw new RangeError(`No game is called ${JSON.stringify(id)}`);
  return game;
}

/**
 * Adds a game to the list (for a game written for the tests: the app's own are listed above). Registering the
 * same id again replaces it.
 */
export function registerGame(game: AnyGame): void {
  const at = registered.findIndex((g) => g.id === game.id);
  if (at >= 0) registered[at] = game;
  else registered.push(game);
  addGameId(game.id);
}

/** Takes a game registered by a test off the list again. */
export function unregisterGame(id: string): void {
  const at = registered.findIndex((g) => g.id === id);
  if (at >= 0) registered.splice(at, 1);
  dropGameId(id);
}

export { schnapsenGame, schwimmenGame };
export type { AnyGame, GameModule, MatchRecordBase, Progress, Table } from './types';
