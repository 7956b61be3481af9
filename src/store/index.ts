// The one zustand store: the games slice (each registered game's match, settings and tally), the table (ui)
// and the coach. Each game's match, its settings and its tally are saved under keys of their own (gameSaves.ts:
// seed + action log + settings; the engine state is derived again on load). No rule logic here: every decision
// is the engine's.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { createGamesSlice, type GamesSlice } from './slices/games';
import { createUiSlice, type UiSlice } from './slices/ui';
import { createCoachSlice, type CoachSlice } from './slices/coach';
import { hintInApp, type AskHint, type AskReview } from './brains';
import { startGameSaves, type GameSaves } from './gameSaves';
import { randomId } from '../persist/ids';
import {
  addressFor,
  dropSeedFromAddress,
  gameOfScreen,
  isGame,
  screenFromAddress,
  type Game,
  type Screen,
} from './route';
import { listenToOtherTabs, saveHealth, type OtherTabListener, type SaveHealthApi } from '../persist/saves';
import { registerCore } from './shell';
import { dailyStore } from '../stats/dailyStore';
import type { Day } from '../daily/date';
import { SPEEDS, type Speed } from '../games/settings';
import { gameOf } from '../games';

export type GameStore = GamesSlice & UiSlice & CoachSlice;
export type GameStoreApi = StoreApi<GameStore>;

/** What the store needs from the outside world; tests pass their own. */
export interface StoreDeps {
  storage: () => Storage | undefined;
  /** A fresh random seed for a new match. */
  randomSeed: () => number;
  /** A random key for a new match's deals (src/match/dealing.ts); crypto.getRandomValues unless given. */
  randomKey?: () => string;
  /**
   * Marks `game`'s deal of the day of `day` as played; true when it was not before (its first play, which
   * counts). The daily history's (src/stats/dailyStore.ts) unless given; tests without one count in memory.
   */
  dailyStart?: (game: string, day: string) => boolean;
  /** Unique ids for matches. */
  newId: () => string;
  now: () => number;
  /** The expert's hint for the human in a game (in a Web Worker in the app). */
  hint: AskHint;
  /** The review of a finished round or deal (in the Web Worker in the app; the app's own unless given). */
  review?: AskReview;
  /** Where failed writes are reported (the app's own unless given). */
  health?: SaveHealthApi;
  /**
   * Calls `listener` whenever another tab of the game saves a key (the `storage` event in a browser);
   * returns the function that stops listening.
   */
  onOtherTab?: (listener: OtherTabListener) => () => void;
}

export const browserDeps: StoreDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  randomSeed: () => crypto.getRandomValues(new Uint32Array(1))[0],
  newId: () => randomId(),
  now: () => Date.now(),
  hint: hintInApp,
  onOtherTab: listenToOtherTabs,
  dailyStart: (game, day) =>
    dailyStore()
      .getState()
      .start(game, day as Day),
};

const saversOf = new WeakMap<GameStoreApi, GameSaves>();

export function createGameStore(deps: StoreDeps = browserDeps): GameStoreApi {
  const store = createStore<GameStore>()((...a) => ({
    ...createUiSlice(...a),
    ...createGamesSlice(deps)(...a),
    ...createCoachSlice(deps.review)(...a),
  }));
  const saves = startGameSaves(store, {
    storage: deps.storage,
    now: deps.now,
    health: deps.health ?? saveHealth(),
  });
  saversOf.set(store, saves);
  deps.onOtherTab?.((key, raw) => saves.takeOver(key, raw));
  return store;
}

/** The saves of a store made by createGameStore (for tests that play two tabs). */
export function savesOf(store: GameStoreApi): GameSaves | undefined {
  return saversOf.get(store);
}

/** The pace of `game` now: the address's `?speed=` for this visit, or else the saved setting. */
export function speedOf(s: GameStore, game: Game): Speed {
  return s.visitSpeed ?? s.settings[game].speed;
}

/** True when the match of `game` has moves the player would lose to a new one (dealt, played, not over). */
export function matchInProgress(s: GameStore, game: Game): boolean {
  const { match, state } = matchSlot(s, game);
  return !gameOf(game).matchOver(state) && match.log.length > 1;
}

/** What applyAddress did with a seed in the address. */
export type SeedOutcome = 'none' | 'started' | 'resumed' | 'asked';

/**
 * Applies the address once the saved games are back: it chooses the screen (see route.ts); `?speed=instant`
 * (or slow, normal, fast) sets the pace for this visit only. `?seed=N` deals that game's match with that
 * seed, unless that very match is already on the table (resumed); when another match is in progress, the
 * player is asked first (`sharedDeal`). The caller takes the seed out of the address unless asked.
 */
export function applyAddress(store: GameStoreApi, search: string, pathname = '/'): SeedOutcome {
  const screen = screenFromAddress(search, pathname);
  store.getState().setScreen(screen);
  // The home screen and a tutorial deal nothing from the address; a deal of the day takes its pace.
  const params = new URLSearchParams(search);
  const speedText = params.get('speed');
  if (gameOfScreen(screen) !== null && speedText !== null && SPEEDS.includes(speedText as Speed))
    store.setState({ visitSpeed: speedText as Speed });
  if (!isGame(screen)) return 'none';
  const seedText = params.get('seed');
  const seed =
    seedText !== null && /^\d{1,10}$/.test(seedText) && Number(seedText) <= 0xffffffff
      ? Number(seedText)
      : null;
  if (seed === null) return 'none';
  const s = store.getState();
  const current = s.games[screen].match.seed;
  const inProgress = matchInProgress(s, screen);
  if (current === seed && inProgress) return 'resumed';
  if (inProgress) {
    store.setState({ sharedDeal: { game: screen, seed } });
    return 'asked';
  }
  startShared(store, screen, seed);
  return 'started';
}

/** Puts `screen`'s address in place of the page's (no new history entry, no reload). */
function replaceAddress(screen: Screen): void {
  if (typeof history === 'undefined' || typeof location === 'undefined') return;
  const speed = new URLSearchParams(location.search).get('speed');
  const address = addressFor(screen);
  try {
    history.replaceState(history.state, '', speed ? `${address}&speed=${speed}` : address);
  } catch {
    // An address the browser will not rewrite: the screen shown is right all the same.
  }
}

function startShared(store: GameStoreApi, game: Game, seed: number) {
  store.getState().newMatch(game, seed);
}

/** The player's answer to "Start the shared deal?": the seeded match, or the match in progress kept. */
export function answerSharedDeal(store: GameStoreApi, start: boolean): void {
  const pending = store.getState().sharedDeal;
  if (!pending) return;
  store.setState({ sharedDeal: null });
  if (start) startShared(store, pending.game, pending.seed);
}

let appStore: GameStoreApi | null = null;

/** The app's store, made on first use. */
export function gameStore(): GameStoreApi {
  if (!appStore) {
    appStore = createGameStore();
    if (typeof location !== 'undefined') {
      const outcome = applyAddress(appStore, location.search, location.pathname);
      // Used once: a reload or a later visit never deals the shared match over the one on the table.
      if (outcome === 'started' || outcome === 'resumed') dropSeedFromAddress();
      // A deal of the day refused (a future date, no date): the address names the one shown instead.
      const shown = appStore.getState().screen;
      if (shown !== screenFromAddress(location.search, location.pathname)) replaceAddress(shown);
    }
    const store = appStore;
    registerCore({ store, abandonMatch: (game) => savesOf(store)?.abandonMatch(game) });
  }
  return appStore;
}

/** React hook: one value from the app's store. */
export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore(), selector);
}

export { HUMAN } from '../match/human';
export { positionKey, type ShownHint } from './slices/hint';
export { reviewKey, type ReviewEntry } from './slices/coach';
export type { Speed, Faces, CommonSettings } from '../games/settings';
export { BOT_DELAY_MS } from '../games/settings';
export { tableOf, settingsOf, tallyOf, type Tally } from './tables';
import { matchSlot } from './tables';
export {
  addressFor,
  dailyOf,
  dailyScreen,
  gameOfScreen,
  dropSeedFromAddress,
  screenFromAddress,
  tutorialOf,
  tutorialScreen,
  type Game,
  type Screen,
} from './route';
export { saveHealth } from '../persist/saves';
export type { SetAsideReport } from '../persist/saves';
