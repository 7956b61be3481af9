import { schwimmenHint } from '../../src/bots/schwimmen/hint';
import { createGameStore, type Screen, type StoreDeps } from '../../src/store';

/** An in-memory Storage, so each test has its own saved games. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Deps for a store in a test; the hint is worked out on the spot (no worker) unless replaced. */
export function testDeps(
  storage: Storage = new MemoryStorage(),
  seed = 1234,
  overrides: Partial<StoreDeps> = {},
): StoreDeps {
  let ids = 0;
  let seeds = seed;
  return {
    storage: () => storage,
    randomSeed: () => seeds++,
    newId: () => `match-${++ids}`,
    now: () => 1_700_000_000_000 + ids,
    hint: async (view, legal, decisionSeed) => schwimmenHint(view, legal, decisionSeed),
    ...overrides,
  };
}

/** A store showing `screen` (Schwimmen unless told: the bot driver plays the game on screen only). */
export function storeWith(
  storage: Storage = new MemoryStorage(),
  seed = 1234,
  overrides: Partial<StoreDeps> = {},
  screen: Screen = 'schwimmen',
) {
  const store = createGameStore(testDeps(storage, seed, overrides));
  store.getState().setScreen(screen);
  return store;
}
