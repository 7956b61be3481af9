// Schnapsen's part of the shared store, with Schnapsen's types: its match and state, its settings, its
// Bummerl tally, and the store's actions bound to the game.
import type { SchnapsenAction } from '../../engine/schnapsen';
import { schnapsenGame } from '../../games';
import type { SchnapsenSettings } from '../../games/schnapsen/settings';
import { gameStore, settingsOf, tableOf, tallyOf, useGame, type GameStore, type Tally } from '../../store';

const ID = schnapsenGame.id;

/** Schnapsen's match and engine state in `s`. */
export const schnapsenTable = (s: Pick<GameStore, 'games'>) => tableOf(s, schnapsenGame);
/** Schnapsen's settings in `s`. */
export const schnapsenSettings = (s: Pick<GameStore, 'settings'>) => settingsOf(s, schnapsenGame);
/** The Bummerls won and lost (N12). */
export const bummerls = (s: Pick<GameStore, 'tallies'>): Tally => tallyOf(s, ID);

/** React hooks: Schnapsen's table and settings. */
export const useSchnapsenTable = () => useGame(schnapsenTable);
export const useSchnapsenSettings = () => useGame(schnapsenSettings);

/** The store's actions for Schnapsen (they never change: read once, not subscribed to). */
export function schnapsenActions() {
  const s = gameStore().getState();
  return {
    act: (action: SchnapsenAction, aimedAt?: string) => s.act(ID, action, aimedAt),
    nextDeal: (aimedAt?: string) => s.nextDeal(ID, aimedAt),
    newMatch: () => s.newMatch(ID),
    saveSettings: (next: SchnapsenSettings) => s.saveSettings(ID, next),
    askHint: () => s.askHint(ID),
    takeBack: () => s.takeBack(ID),
    nameOpponent: (matchId: string, name: string) => s.nameOpponents(ID, matchId, [name]),
  };
}
