// Watches the game store and records every round, deal and match the human finishes, each exactly once (the
// marks in the statistics store remember what has been counted, across reloads too). Practice matches are not
// counted.
import type { GameStore, GameStoreApi } from './index';
import { recordProgress, schnapsenProgress, schwimmenProgress, type Recorded } from '../stats/progress';
import { statsStore, type StatsStoreApi } from '../stats/store';

/**
 * Everything new in `game` recorded onto `recorded` (the same object when nothing is new). A practice match
 * is never recorded: none of its rounds, deals or results.
 */
export function recordGames(recorded: Recorded, game: GameStore): Recorded {
  const { match, state, schnapsenMatch, schnapsenState } = game;
  const afterSchwimmen = match.practice
    ? recorded
    : recordProgress(recorded, schwimmenProgress(match, state));
  return schnapsenMatch.practice
    ? afterSchwimmen
    : recordProgress(afterSchwimmen, schnapsenProgress(schnapsenMatch, schnapsenState));
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
    if (
      game.state !== previous.state ||
      game.match !== previous.match ||
      game.schnapsenState !== previous.schnapsenState ||
      game.schnapsenMatch !== previous.schnapsenMatch
    )
      look(game);
  });
}
