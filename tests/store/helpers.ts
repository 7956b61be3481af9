import { createGameStore, type StoreDeps } from '../../src/store';

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

export function testDeps(storage: Storage = new MemoryStorage(), seed = 1234): StoreDeps {
  let ids = 0;
  let seeds = seed;
  return {
    storage: () => storage,
    randomSeed: () => seeds++,
    newId: () => `match-${++ids}`,
    now: () => 1_700_000_000_000 + ids,
  };
}

export function storeWith(storage: Storage = new MemoryStorage(), seed = 1234) {
  return createGameStore(testDeps(storage, seed));
}
