// The statistics' own small store, saved apart from the games (key `kartenrunde:stats`), so that a damaged or
// reset record never touches a match in progress, and a damaged match never costs the record.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { isBrokenSave, safeStorage, setAside, type BrokenSave } from '../store/persist';
import { NO_MARKS, parseMark, type Marks } from './progress';
import { emptyStats, parseStats, type Stats } from './stats';

export const STATS_KEY = 'kartenrunde:stats';
export const STATS_VERSION = 1;

/** Why the saved statistics were not used (the record starts again, the old one is kept aside). */
export type StatsNotice = 'statsUnreadable' | 'statsNewer';

export interface StatsState {
  stats: Stats;
  /** What has been recorded of each game's latest match (see progress.ts). */
  marks: Marks;
  notice: StatsNotice | null;
  /** Saves a new record and marks together (the recorder's one way in). */
  save(next: { stats: Stats; marks: Marks }): void;
  /** Clears the record. The marks stay, so a result still on the table is not counted again. */
  reset(): void;
  dismissNotice(): void;
}

export type StatsStoreApi = StoreApi<StatsState>;

export interface StatsDeps {
  storage: () => Storage | undefined;
  now: () => number;
}

export const browserStatsDeps: StatsDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
};

/** Version 1 of the save. */
interface Persisted {
  stats: Stats;
  marks: Marks;
}

/** Brings an older save up to this version; a save from a newer version of the app is not understood. */
export function migrateStats(persisted: unknown, version: number): unknown {
  if (version > STATS_VERSION) return { brokenSave: 'newerVersion' } satisfies BrokenSave;
  return persisted;
}

export function createStatsStore(deps: StatsDeps = browserStatsDeps): StatsStoreApi {
  const store = createStore<StatsState>()(
    persist(
      (set) => ({
        stats: emptyStats(),
        marks: NO_MARKS,
        notice: null,
        save: ({ stats, marks }) => set({ stats, marks }),
        reset: () => set({ stats: emptyStats() }),
        dismissNotice: () => set({ notice: null }),
      }),
      {
        name: STATS_KEY,
        version: STATS_VERSION,
        storage: safeStorage<Persisted>(deps.storage, deps.now),
        partialize: (s): Persisted => ({ stats: s.stats, marks: s.marks }),
        migrate: (persisted, version) => {
          // safeStorage reports a save it could not read as a BrokenSave of its own (game) version.
          if (isBrokenSave(persisted)) return persisted as unknown as Persisted;
          const migrated = migrateStats(persisted, version);
          if (isBrokenSave(migrated)) keepAside(deps, persisted, version);
          return migrated as Persisted;
        },
        merge: (saved, current) => mergeSaved(saved as Persisted | BrokenSave | undefined, current, deps),
      },
    ),
  );
  // The damaged save is aside now: write the fresh record over it, so the next visit does not warn again.
  if (store.getState().notice) store.setState({});
  return store;
}

function keepAside(deps: StatsDeps, state: unknown, version: number) {
  const storage = deps.storage();
  if (storage) setAside(storage, JSON.stringify({ state, version, key: STATS_KEY }), deps.now());
}

function mergeSaved(saved: Persisted | BrokenSave | undefined, current: StatsState, deps: StatsDeps) {
  if (saved === undefined) return current;
  if (isBrokenSave(saved))
    return {
      ...current,
      notice: saved.brokenSave === 'newerVersion' ? 'statsNewer' : 'statsUnreadable',
    } as const;
  const stats = parseStats((saved as Partial<Persisted> | null)?.stats);
  if (!stats) {
    keepAside(deps, saved, STATS_VERSION);
    return { ...current, notice: 'statsUnreadable' } as const;
  }
  const marks = (saved as Partial<Persisted>).marks as Partial<Record<keyof Marks, unknown>> | undefined;
  return {
    ...current,
    stats,
    marks: { schwimmen: parseMark(marks?.schwimmen), schnapsen: parseMark(marks?.schnapsen) },
  };
}

let appStatsStore: StatsStoreApi | null = null;

/** The app's statistics, made on first use. */
export function statsStore(): StatsStoreApi {
  appStatsStore ??= createStatsStore();
  return appStatsStore;
}
