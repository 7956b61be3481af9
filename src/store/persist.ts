// Saving to localStorage: a versioned envelope, and a saved game that cannot be read is set aside under a
// key of its own (nothing is thrown away) while the player gets a notice and a fresh game.
import type { PersistStorage, StorageValue } from 'zustand/middleware';

export const SAVE_KEY = 'kartenrunde:schwimmen';
export const SAVE_VERSION = 2;
const SET_ASIDE_PREFIX = `${SAVE_KEY}:set-aside:`;
const KEEP_SET_ASIDE = 3;

/** What hydration found wrong with a saved game, for the notice. */
export type SaveProblem = 'unreadable' | 'newerVersion';

/** Stands in for the saved state when the save could not be used. */
export interface BrokenSave {
  brokenSave: SaveProblem;
}

export function isBrokenSave(x: unknown): x is BrokenSave {
  return typeof x === 'object' && x !== null && 'brokenSave' in x;
}

/** Moves a raw saved value out of the way under a new key, keeping the few most recent ones. */
export function setAside(storage: Storage, raw: string, when: number): void {
  try {
    storage.setItem(`${SET_ASIDE_PREFIX}${when}`, raw);
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k?.startsWith(SET_ASIDE_PREFIX)) keys.push(k);
    }
    keys.sort((a, b) => Number(a.slice(SET_ASIDE_PREFIX.length)) - Number(b.slice(SET_ASIDE_PREFIX.length)));
    for (const k of keys.slice(0, Math.max(0, keys.length - KEEP_SET_ASIDE))) storage.removeItem(k);
  } catch {
    // Storage full or unavailable: the game goes on without the copy.
  }
}

/**
 * A zustand PersistStorage over `storage` that never throws: an unreadable or unknown save is set aside and
 * reported to the store's merge as a BrokenSave.
 */
export function safeStorage<S>(
  storage: () => Storage | undefined,
  now: () => number,
): PersistStorage<S | BrokenSave> {
  const get = () => {
    try {
      return storage();
    } catch {
      return undefined;
    }
  };
  const broken = (problem: SaveProblem): StorageValue<BrokenSave> => ({
    state: { brokenSave: problem },
    version: SAVE_VERSION,
  });
  return {
    getItem(name) {
      const s = get();
      if (!s) return null;
      let raw: string | null;
      try {
        raw = s.getItem(name);
      } catch {
        return null;
      }
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        setAside(s, raw, now());
        return broken('unreadable');
      }
      const env = parsed as Partial<StorageValue<unknown>> | null;
      if (env === null || typeof env !== 'object' || typeof env.version !== 'number' || !('state' in env)) {
        setAside(s, raw, now());
        return broken('unreadable');
      }
      if (env.version > SAVE_VERSION) {
        setAside(s, raw, now());
        return broken('newerVersion');
      }
      return env as StorageValue<S>;
    },
    setItem(name, value) {
      try {
        get()?.setItem(name, JSON.stringify(value));
      } catch {
        // Storage full or unavailable: play on; the next save tries again.
      }
    },
    removeItem(name) {
      try {
        get()?.removeItem(name);
      } catch {
        // Nothing to do.
      }
    },
  };
}
