// Schwimmen's part of the shared store, with Schwimmen's types: its match and state, its settings, and the
// store's actions bound to the game.
import type { SchwimmenAction } from '../../engine/schwimmen';
import { schwimmenGame } from '../../games';
import type { SchwimmenSettings } from '../../games/schwimmen/settings';
import { gameStore, settingsOf, tableOf, useGame, type GameStore } from '../../store';

const ID = schwimmenGame.id;

/** Schwimmen's match and engine state in `s`. */
export const schwimmenTable = (s: Pick<GameStore, 'games'>) => tableOf(s, schwimmenGame);
/** Schwimmen's settings in `s`. */
export const schwimmenSettings = (s: Pick<GameStore, 'settings'>) => settingsOf(s, schwimmenGame);

/** React hooks: Schwimmen's table and settings. */
export const useSchwimmenTable = () => useGame(schwimmenTable);
export const useSchwimmenSettings = () => useGame(schwimmenSettings);

/** The store's actions for Schwimmen (they never change: read once, not subscribed to). */
export function schwimmenActions() {
  const s = gameStore().getState();
  return {
    act: (action: SchwimmenAction, aimedAt?: string) => s.act(ID, action, aimedAt),
    nextRound: (aimedAt?: string) => s.nextDeal(ID, aimedAt),
    newMatch: () => s.newMatch(ID),
    saveSettings: (next: SchwimmenSettings) => s.saveSettings(ID, next),
    skipToEnd: () => s.skipToEnd(ID),
    askHint: () => s.askHint(ID),
    takeBack: () => s.takeBack(ID),
    nameOpponents: (matchId: string, pool: readonly string[]) => s.nameOpponents(ID, matchId, pool),
  };
}
