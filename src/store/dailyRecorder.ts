// Watches the game store and writes the result of each deal of the day that counts (the first play of its date)
// into the daily history (src/stats/dailyStore.ts), once: the review of its one round or deal (the coach slice's
// reviewOf, worked out in the Worker) gives the expert's result in the player's seat and a mark per decision.
// A review that cannot be worked out leaves the comparison out; the result is written all the same. Loaded
// after the first page, with the skill rating.
import type { GameStoreApi } from './index';
import { dailyStore, type DailyStoreApi } from '../stats/dailyStore';
import { dailyResultOf } from '../daily/outcome';
import type { Day } from '../daily/date';
import { gameIds, gameOf } from '../games';

export function startDailyRecorder(gameStore: GameStoreApi, daily: DailyStoreApi = dailyStore()): () => void {
  const asked = new Set<string>();
  const look = () => {
    const s = gameStore.getState();
    for (const id of gameIds()) {
      const { match, state } = s.games[id];
      const tag = match.daily;
      const game = gameOf(id);
      if (!tag?.counts || !game.roundOver(state) || game.roundNumber(state) < 1) continue;
      const day = tag.date as Day;
      const key = `${id}:${day}:${match.id}`;
      if (asked.has(key)) continue;
      asked.add(key);
      if (daily.getState().history[id]?.[day]?.result) continue;
      const measure = game.daily.measure(state);
      void s
        .reviewOf(id, 1)
        .catch(() => null)
        .then((review) => {
          try {
            daily.getState().finish(id, day, dailyResultOf(measure, review));
          } catch (error) {
            // The history must never stop the game: the day stays "not finished".
            console.error('The deal of the day could not be recorded', error);
          }
        });
    }
  };
  look();
  return gameStore.subscribe((next, previous) => {
    if (next.games !== previous.games) look();
  });
}
