// Everything that follows the store from outside: the computer players' turns and the statistics. Loaded
// by main.tsx right after the first page, with the store itself (which registers with store/shell.ts as it
// is made). None of them may keep the game from going on: what fails is reported and skipped.
import { gameStore, type GameStoreApi } from './store';
import { startBotDriver } from './store/botDriver';
import { startStatsRecorder } from './store/statsRecorder';

export function boot(): GameStoreApi {
  const store = gameStore();
  for (const start of [() => startBotDriver(store), () => startStatsRecorder(store)]) {
    try {
      start();
    } catch (error) {
      console.error('Could not start a part of the game', error);
    }
  }
  return store;
}
