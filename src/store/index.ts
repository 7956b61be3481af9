// The one zustand store: match, settings and table (ui) slices, persisted together (seed + action log +
// settings; the engine state is derived again on load). No rule logic here: every decision is the engine's.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { useStore } from 'zustand';
import { isBrokenSave, safeStorage, SAVE_KEY, SAVE_VERSION, setAside, type BrokenSave } from './persist';
import { createMatchSlice, type MatchSlice } from './slices/match';
import { createSettingsSlice, type SettingsSlice } from './slices/settings';
import { createSchnapsenSlice, type BummerlRecord, type SchnapsenSlice } from './slices/schnapsen';
import { createUiSlice, type UiSlice } from './slices/ui';
import { hintInApp, type AskHint } from './brains';
import { parseMatchRecord, replayMatch, type MatchRecord } from './match';
import { parseSchnapsenRecord, replaySchnapsen, type SchnapsenMatchRecord } from './schnapsenMatch';
import { sanitizeSchnapsenSettings, type SchnapsenSettings } from './schnapsenSettings';
import { screenFromAddress } from './route';
import { sanitizeSettings, SPEEDS, type SchwimmenSettings, type Speed } from './settings';

export type GameStore = MatchSlice & SettingsSlice & SchnapsenSlice & UiSlice;
export type GameStoreApi = StoreApi<GameStore>;

/** What the store needs from the outside world; tests pass their own. */
export interface StoreDeps {
  storage: () => Storage | undefined;
  /** A fresh random seed for a new match. */
  randomSeed: () => number;
  /** Unique ids for matches. */
  newId: () => string;
  now: () => number;
  /** The expert's hint for the human (in a Web Worker in the app). */
  hint: AskHint;
}

export const browserDeps: StoreDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  randomSeed: () => crypto.getRandomValues(new Uint32Array(1))[0],
  newId: () => crypto.randomUUID(),
  now: () => Date.now(),
  hint: hintInApp,
};

/** Version 2 of the save: Schwimmen's settings and match where version 1 had them, Schnapsen's beside. */
interface Persisted {
  settings: SchwimmenSettings;
  match: MatchRecord;
  schnapsen?: { settings: SchnapsenSettings; match: SchnapsenMatchRecord; record: BummerlRecord };
}

/** Brings a save of an older version up to this one (unknown shapes are left to the merge to reject). */
export function migrateSave(persisted: unknown, version: number): unknown {
  if (version === 1 && persisted !== null && typeof persisted === 'object') {
    // Version 1 held Schwimmen alone, in the same fields as version 2: Schnapsen starts fresh.
    const { settings, match } = persisted as Record<string, unknown>;
    return { settings, match };
  }
  return persisted;
}

export function createGameStore(deps: StoreDeps = browserDeps): GameStoreApi {
  const store = createStore<GameStore>()(
    persist(
      (...a) => ({
        ...createSettingsSlice(...a),
        ...createUiSlice(...a),
        ...createMatchSlice(deps)(...a),
        ...createSchnapsenSlice(deps)(...a),
      }),
      {
        name: SAVE_KEY,
        version: SAVE_VERSION,
        storage: safeStorage<Persisted>(deps.storage, deps.now),
        partialize: (s): Persisted => ({
          settings: s.settings,
          match: s.match,
          schnapsen: { settings: s.schnapsenSettings, match: s.schnapsenMatch, record: s.schnapsenRecord },
        }),
        migrate: (persisted, version) => migrateSave(persisted, version) as Persisted,
        merge: (persisted, current) =>
          mergeSaved(persisted as Persisted | BrokenSave | undefined, current, deps),
      },
    ),
  );
  // Save at once, so that a reload before the first move brings back the same deal.
  store.setState({});
  return store;
}

/**
 * Puts the saved games back on their tables. A game whose record does not replay is set aside (the whole
 * save, under a key of its own) with a notice, and that game starts fresh; the other game is kept.
 */
function mergeSaved(
  saved: Persisted | BrokenSave | undefined,
  current: GameStore,
  deps: StoreDeps,
): GameStore {
  if (saved === undefined) return current;
  if (isBrokenSave(saved))
    return { ...current, notice: saved.brokenSave === 'newerVersion' ? 'saveNewer' : 'saveUnreadable' };
  let next: GameStore = { ...current, settings: sanitizeSettings(saved.settings) };
  let broken = false;

  const match = parseMatchRecord(saved.match);
  try {
    if (!match) throw new Error('no Schwimmen match');
    next = { ...next, match, state: replayMatch(match) };
  } catch {
    broken = true;
  }

  if (saved.schnapsen !== undefined) {
    const part = (saved.schnapsen ?? {}) as Partial<NonNullable<Persisted['schnapsen']>>;
    next = { ...next, schnapsenSettings: sanitizeSchnapsenSettings(part.settings) };
    const record = part.record;
    if (record && Number.isInteger(record.won) && Number.isInteger(record.lost))
      next = { ...next, schnapsenRecord: { won: record.won, lost: record.lost } };
    const sn = parseSchnapsenRecord(part.match);
    try {
      if (!sn) throw new Error('no Schnapsen match');
      next = { ...next, schnapsenMatch: sn, schnapsenState: replaySchnapsen(sn) };
    } catch {
      broken = true;
    }
  }

  if (!broken) return next;
  const storage = deps.storage();
  if (storage) setAside(storage, JSON.stringify({ state: saved, version: SAVE_VERSION }), deps.now());
  return { ...next, notice: 'saveUnreadable' };
}

/**
 * Applies the address once the saved games are back: it chooses the screen (see route.ts), `?seed=N` starts
 * (or resumes) that game's match with that seed, `?speed=instant` (or slow, normal, fast) sets its speed.
 */
export function applyAddress(store: GameStoreApi, search: string, pathname = '/'): void {
  const screen = screenFromAddress(search, pathname);
  store.getState().setScreen(screen);
  if (screen === 'home') return;
  const params = new URLSearchParams(search);
  const speedText = params.get('speed');
  const speed = speedText !== null && SPEEDS.includes(speedText as Speed) ? (speedText as Speed) : null;
  const seedText = params.get('seed');
  const seed =
    seedText !== null && /^\d{1,10}$/.test(seedText) && Number(seedText) <= 0xffffffff
      ? Number(seedText)
      : null;
  const s = store.getState();
  if (screen === 'schwimmen') {
    if (speed !== null && s.settings.speed !== speed) s.saveSettings({ ...s.settings, speed });
    if (seed !== null && store.getState().match.seed !== seed) store.getState().newMatch(seed);
  } else {
    if (speed !== null && s.schnapsenSettings.speed !== speed)
      s.saveSchnapsenSettings({ ...s.schnapsenSettings, speed });
    if (seed !== null && store.getState().schnapsenMatch.seed !== seed)
      store.getState().newSchnapsenMatch(seed);
  }
}

let appStore: GameStoreApi | null = null;

/** The app's store, made on first use. */
export function gameStore(): GameStoreApi {
  if (!appStore) {
    appStore = createGameStore();
    if (typeof location !== 'undefined') applyAddress(appStore, location.search, location.pathname);
  }
  return appStore;
}

/** React hook: one value from the app's store. */
export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore(), selector);
}

export { HUMAN } from './match';
export type { MatchRecord } from './match';
export type { Hint, HintReason, HandWorth } from '../bots/schwimmen/hint';
export { positionKey } from './slices/match';
export type { SchwimmenSettings, Speed, Faces } from './settings';
export { DEFAULT_SCHWIMMEN_SETTINGS, BOT_DELAY_MS } from './settings';
export type { SchnapsenMatchRecord } from './schnapsenMatch';
export type { SchnapsenSettings } from './schnapsenSettings';
export type { BummerlRecord } from './slices/schnapsen';
export { addressFor, screenFromAddress, type Game, type Screen } from './route';
