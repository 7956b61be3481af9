// zustand's persist middleware over localStorage for the small stores of their own (the language, the sound
// switch): a write that fails never throws (it is reported to the save health, and written again once there
// is room), and an unreadable value is set aside under its own key's copies, never a game's, with the same
// notice as a game's part (and its text to download when no copy could be kept).
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { saveHealth, setAside, type SaveHealthApi } from './saves';

/**
 * A persist storage that never throws. `valid` checks a saved `state` field by field; a value it refuses is
 * set aside like one that is not JSON at all.
 */
export function safePersistStorage<S>(
  storage: () => Storage | undefined,
  now: () => number,
  health: SaveHealthApi = saveHealth(),
  valid: (state: unknown) => boolean = () => true,
): PersistStorage<S> {
  const get = () => {
    try {
      return storage();
    } catch {
      return undefined;
    }
  };
  /** The latest value of each key whose write failed, to write again (see SaveHealth). */
  const unsaved = new Map<string, string>();
  const write = (name: string, text: string) => {
    const s = get();
    try {
      if (!s) throw new Error('no storage');
      s.setItem(name, text);
      unsaved.delete(name);
      health.getState().report(name, true);
    } catch {
      // Storage full or unavailable: the choice lasts until the page closes, and the player is told.
      if (!unsaved.has(name))
        health.getState().register(name, () => {
          const latest = unsaved.get(name);
          if (latest !== undefined) write(name, latest);
        });
      unsaved.set(name, text);
      health.getState().report(name, false);
    }
  };
  return {
    getItem(name) {
      const s = get();
      let raw: string | null;
      try {
        raw = s?.getItem(name) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      let problem: 'unreadable' | 'empty' = 'unreadable';
      try {
        const env = JSON.parse(raw) as StorageValue<S> | null;
        if (env !== null && typeof env === 'object' && 'state' in env) {
          if (env.state === null || env.state === undefined) problem = 'empty';
          else if (valid(env.state)) return env;
        }
      } catch {
        // Set aside below.
      }
      const kept = setAside(s, name, raw, now());
      // The default takes its place, so the next visit reads it without a notice (and, when no copy could be
      // kept, the room it took is free again: the player has it to download).
      try {
        s?.removeItem(name);
      } catch {
        // The next visit sets it aside again.
      }
      health.getState().setAside({ key: name, problem, kept, raw });
      return null;
    },
    setItem(name, value) {
      write(name, JSON.stringify(value));
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
