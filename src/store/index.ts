// The one zustand store: match, settings and table (ui) slices, persisted together (seed + action log +
// settings; the engine state is derived again on load). No rule logic here: every decision is the engine's.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { useStore } from 'zustand';
import { isBrokenSave, safeStorage, SAVE_KEY, SAVE_VERSION, setAside, type BrokenSave } from './persist';
import { createMatchSlice, type MatchSlice } from './slices/match';
import { createSettingsSlice, type SettingsSlice } from './slices/settings';
import { createUiSlice, type UiSlice } from './slices/ui';
import { parseMatchRecord, replayMatch, type MatchRecord } from './match';
import { sanitizeSettings, SPEEDS, type SchwimmenSettings, type Speed } from './settings';

export type GameStore = MatchSlice & SettingsSlice & UiSlice;
export type GameStoreApi = StoreApi<GameStore>;

/** What the store needs from the outside world; tests pass their own. */
export interface StoreDeps {
  storage: () => Storage | undefined;
  /** A fresh random seed for a new match. */
  randomSeed: () => number;
  /** Unique ids for matches. */
  newId: () => string;
  now: () => number;
}

export const browserDeps: StoreDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  randomSeed: () => crypto.getRandomValues(new Uint32Array(1))[0],
  newId: () => crypto.randomUUID(),
  now: () => Date.now(),
};

interface Persisted {
  settings: SchwimmenSettings;
  match: MatchRecord;
}

export function createGameStore(deps: StoreDeps = browserDeps): GameStoreApi {
  const store = createStore<GameStore>()(
    persist(
      (...a) => ({
        ...createSettingsSlice(...a),
        ...createUiSlice(...a),
        ...createMatchSlice(deps)(...a),
      }),
      {
        name: SAVE_KEY,
        version: SAVE_VERSION,
        storage: safeStorage<Persisted>(deps.storage, deps.now),
        partialize: (s) => ({ settings: s.settings, match: s.match }) as Persisted,
        migrate: (persisted) => persisted as Persisted, // version 1 is the first: nothing older exists
        merge: (persisted, current) =>
          mergeSaved(persisted as Persisted | BrokenSave | undefined, current, deps),
      },
    ),
  );
  // Save at once, so that a reload before the first move brings back the same deal.
  store.setState({});
  return store;
}

/** Puts a saved game back on the table, or sets it aside with a notice when it does not replay. */
function mergeSaved(
  saved: Persisted | BrokenSave | undefined,
  current: GameStore,
  deps: StoreDeps,
): GameStore {
  if (saved === undefined) return current;
  if (isBrokenSave(saved))
    return { ...current, notice: saved.brokenSave === 'newerVersion' ? 'saveNewer' : 'saveUnreadable' };
  const settings = sanitizeSettings(saved.settings);
  const match = parseMatchRecord(saved.match);
  if (match) {
    try {
      return { ...current, settings, match, state: replayMatch(match) };
    } catch {
      // Falls through: the log does not replay.
    }
  }
  const storage = deps.storage();
  if (storage) setAside(storage, JSON.stringify({ state: saved, version: SAVE_VERSION }), deps.now());
  return { ...current, settings, notice: 'saveUnreadable' };
}

/**
 * Applies the address's options once the saved game is back: `?seed=N` starts (or resumes) the match with
 * that seed, `?speed=instant` (or slow, normal, fast) sets the speed.
 */
export function applyAddress(store: GameStoreApi, search: string): void {
  const params = new URLSearchParams(search);
  const speed = params.get('speed');
  if (speed !== null && SPEEDS.includes(speed as Speed)) {
    const s = store.getState();
    if (s.settings.speed !== speed) s.saveSettings({ ...s.settings, speed: speed as Speed });
  }
  const seedText = params.get('seed');
  if (seedText !== null && /^\d{1,10}$/.test(seedText) && Number(seedText) <= 0xffffffff) {
    const seed = Number(seedText);
    if (store.getState().match.seed !== seed) store.getState().newMatch(seed);
  }
}

let appStore: GameStoreApi | null = null;

/** The app's store, made on first use. */
export function gameStore(): GameStoreApi {
  if (!appStore) {
    appStore = createGameStore();
    if (typeof location !== 'undefined') applyAddress(appStore, location.search);
  }
  return appStore;
}

/** React hook: one value from the app's store. */
export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore(), selector);
}

export { HUMAN } from './match';
export type { MatchRecord } from './match';
export type { SchwimmenSettings, Speed, Faces } from './settings';
export { DEFAULT_SCHWIMMEN_SETTINGS, BOT_DELAY_MS } from './settings';
