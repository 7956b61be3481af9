// zustand's persist middleware over localStorage for the small stores of their own (the language, the sound
// switch): a write that fails never throws (it is reported to the save health), and an unreadable value is
// set aside under its own key's copies, never a game's.
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { saveHealth, setAside, type SaveHealthApi } from './saves';

export function safePersistStorage<S>(
  storage: () => Storage | undefined,
  now: () => number,
  health: SaveHealthApi = saveHealth(),
): PersistStorage<S> {
  const get = () => {
    try {
      return storage();
    } catch {
      return undefined;
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
      try {
        const env = JSON.parse(raw) as StorageValue<S> | null;
        if (env !== null && typeof env === 'object' && 'state' in env) return env;
      } catch {
        // Set aside below.
      }
      setAside(s, name, raw, now());
      return null;
    },
    setItem(name, value) {
      const s = get();
      try {
        if (!s) throw new Error('no storage');
        s.setItem(name, JSON.stringify(value));
        health.getState().report(true);
      } catch {
        // Storage full or unavailable: the choice lasts until the page closes, and the player is told.
        health.getState().report(false);
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
