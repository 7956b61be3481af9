// Watches the game store and records every round, deal and match the human finishes, each exactly once (the
// marks in the statistics store remember what has been counted, across reloads too). Practice matches and deals
// of the day are not counted.
import type { GameStore, GameStoreApi } from './index';
import { recordProgress, type Recorded } from '../stats/progress';
import { games } from '../games';
import { statsStore, type StatsStoreApi } from '../stats/store';

/**
 * Everything new in `game` recorded onto `recorded` (the same object when nothing is new). A practice match
 * is never recorded: none of its rounds, deals or results.
 */
export function recordGames(recorded: Recorded, store: GameStore): Recorded {
  return games().reduce((sofar, game) => {
    const table = store.games[game.id];
    // A deal of the day counts in its own history only (dailyRecorder.ts).
    if (!table || table.match.practice || table.match.daily) return sofar;
    return recordProgress(sofar, game.progress(table.match, table.state));
  }, recorded);
}

/** Starts recording; returns the function that stops it. */
export function startStatsRecorder(gameStore: GameStoreApi, stats: StatsStoreApi = statsStore()): () => void {
  const look = (game: GameStore) => {
    try {
      stats.getState().update((recorded) => recordGames(recorded, game));
    } catch (error) {
      // The statistics must never stop the game: the round is simply not counted.
      console.error('The statistics could not record this round', error);
    }
  };
  // Whatever happened while nobody was watching (a result on the table at load) counts too, once.
  look(gameStore.getState());
  return gameStore.subscribe((game, previous) => {
    if (game.games !== previous.games) look(game);
  });
}
