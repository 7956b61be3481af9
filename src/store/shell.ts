// What the first page knows of the store before the store is there. The store (its slices, the saved games
// and both games' rules) is a chunk of its own, loaded at once but after the home screen's code, so the home
// screen is drawn without the rules on board. Until the store arrives, this module holds the screen the
// address asked for; once it has registered itself (see gameStore in ./index.ts), the store's screen is the
// one on show and every read and write goes to the store.
//
// Nothing here may import the store's code: only its types.
import { useSyncExternalStore } from 'react';
import type { GameStore, GameStoreApi } from './index';
import { screenFromAddress, type Game, type Screen } from './route';
import { KEY_PREFIX } from '../persist/saves';

/** The app's store and what the shell may ask of it. */
export interface Core {
  store: GameStoreApi;
  /** Sets the match of `game` aside and deals a new one (a screen broke on it). */
  abandonMatch(game: Game): void;
}

let core: Core | null = null;
let screen: Screen =
  typeof location === 'undefined' ? 'home' : screenFromAddress(location.search, location.pathname);
const listeners = new Set<() => void>();
let loading: Promise<Core> | null = null;

function changed() {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once by the store when it is made: from then on it is the one on show. */
export function registerCore(made: Core): void {
  core = made;
  changed();
}

/** The store, or null while its chunk is on its way. */
export function currentCore(): Core | null {
  return core;
}

/** The store, loading it first when it is not there yet (the same promise for every caller). */
export function loadCore(): Promise<Core> {
  if (core) return Promise.resolve(core);
  loading ??= import('./index').then(({ gameStore }) => {
    gameStore();
    if (!core) throw new Error('The store did not register itself');
    return core;
  });
  return loading;
}

/** The screen on show: the store's once it is there, the address's before. */
export function screenNow(): Screen {
  return core ? core.store.getState().screen : screen;
}

/** Shows `screen` (the caller keeps the address in step). */
export function showScreen(next: Screen): void {
  if (core) {
    core.store.getState().setScreen(next);
    return;
  }
  if (screen === next) return;
  screen = next;
  changed();
}

/**
 * True for a saved key that makes the home screen show a line of its own: a game's part other than its settings
 * (its match, its tally; see GameModule.saveKeys: `kartenrunde:<game>:<part>`). Read without the games' code,
 * which the first paint does not wait for.
 */
function homeKey(key: string | null): boolean {
  if (key === null || !key.startsWith(KEY_PREFIX)) return false;
  const parts = key.slice(KEY_PREFIX.length).split(':');
  return parts.length === 2 && parts[1] !== 'settings';
}

/**
 * True when this browser holds a match or record the home screen speaks of: the first paint then waits a
 * moment for the store (see main.tsx), so a returning player's lines never pop in. A first visit waits for
 * nothing.
 */
export function homeHasLines(storage: () => Storage | undefined): boolean {
  try {
    const s = storage();
    if (s === undefined) return false;
    for (let i = 0; i < s.length; i++) if (homeKey(s.key(i))) return true;
    return false;
  } catch {
    return false;
  }
}

const noStore = () => () => {};

/**
 * React hook: one value from the store, or `fallback` while it is not there yet. `select` should return a
 * plain value (a number, a string): it is compared with `Object.is` on every change of the store.
 */
export function useCore<T>(select: (s: GameStore) => T, fallback: T): T {
  const made = useSyncExternalStore(subscribe, currentCore, currentCore);
  return useSyncExternalStore(
    made ? made.store.subscribe : noStore,
    () => (made ? select(made.store.getState()) : fallback),
    () => fallback,
  );
}

/** React hook: the screen on show. */
export function useScreen(): Screen {
  const before = useSyncExternalStore(
    subscribe,
    () => screen,
    () => screen,
  );
  return useCore((s) => s.screen, before);
}
