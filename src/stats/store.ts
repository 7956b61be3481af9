// The statistics' own small store, saved apart from the games (key `kartenrunde:stats`), so that a damaged or
// reset record never touches a match in progress, and a damaged match never costs the record. Every change
// starts from the newest saved record (another tab may have counted a round meanwhile), so a round is
// counted once however many tabs show it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isObject } from '../persist/check';
import {
  createSlot,
  listenToOtherTabs,
  saveHealth,
  type OtherTabListener,
  type SaveHealthApi,
  type SetAsideReport,
} from '../persist/saves';
import { NO_MARKS, parseMarks, type Recorded } from './progress';
import { emptyStats, parseStats, statGames } from './stats';

export const STATS_KEY = 'kartenrunde:stats';
/** Version 2 keeps a few marks per game (version 1 kept one). */
export const STATS_VERSION = 2;

/** Why the saved statistics were not used (the record starts again, the old one is kept aside). */
export type StatsNotice = 'statsUnreadable' | 'statsNewer';

export interface StatsState extends Recorded {
  notice: StatsNotice | null;
  /** The unusable save behind the notice: where it was kept, or its text to download when it could not be. */
  problem: SetAsideReport | null;
  /** Saves a new record and marks together. */
  save(next: Recorded): void;
  /**
   * Applies `change` to the newest record (read again from storage first) and saves the result; the
   * recorder's way in. `change` returns its argument itself when there is nothing new.
   */
  update(change: (recorded: Recorded) => Recorded): void;
  /** Clears the record. The marks stay, so a result still on the table is not counted again. */
  reset(): void;
  /** Reads the record again if another tab saved a newer one. */
  sync(): void;
  dismissNotice(): void;
}

export type StatsStoreApi = StoreApi<StatsState>;

export interface StatsDeps {
  storage: () => Storage | undefined;
  now: () => number;
  health?: SaveHealthApi;
  /** As in the game store's deps: another tab saved a key. */
  onOtherTab?: (listener: OtherTabListener) => () => void;
}

export const browserStatsDeps: StatsDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
  onOtherTab: listenToOtherTabs,
};

/** A saved record, checked; marks that cannot be read are forgotten, a record that cannot be read is not. */
export function readRecorded(raw: unknown): Recorded | null {
  if (!isObject(raw)) return null;
  const stats = parseStats(raw.stats);
  if (!stats) return null;
  const marks = isObject(raw.marks) ? raw.marks : {};
  return { stats, marks: Object.fromEntries(statGames().map((game) => [game, parseMarks(marks[game])])) };
}

export function createStatsStore(deps: StatsDeps = browserStatsDeps): StatsStoreApi {
  const health = deps.health ?? saveHealth();
  const slot = createSlot<Recorded>(
    { key: STATS_KEY, version: STATS_VERSION, read: readRecorded },
    { storage: deps.storage, now: deps.now, health },
  );
  const loaded = slot.load();

  const store = createStore<StatsState>()((set, get) => {
    const write = (next: Recorded) => {
      set({ stats: next.stats, marks: next.marks });
      if (slot.save(next) !== 'stale') return;
      // Another tab saved in between: start again from its record.
      get().update(() => next);
    };
    return {
      stats: loaded.kind === 'ok' ? loaded.value.stats : emptyStats(),
      marks: loaded.kind === 'ok' ? loaded.value.marks : NO_MARKS,
      notice:
        loaded.kind === 'broken'
          ? loaded.report.problem === 'newerVersion'
            ? 'statsNewer'
            : 'statsUnreadable'
          : null,
      problem: loaded.kind === 'broken' ? loaded.report : null,
      save: write,
      update: (change) => {
        const recorded = () => ({ stats: get().stats, marks: get().marks });
        // Nothing new against this tab's record is nothing new against a newer one (marks only advance), so
        // storage is read again only when there is something to record.
        const held = recorded();
        if (change(held) === held) return;
        get().sync();
        const before = recorded();
        const next = change(before);
        if (next !== before) write(next);
      },
      reset: () => write({ stats: emptyStats(), marks: get().marks }),
      sync: () => {
        const held = slot.rev();
        const newest = slot.load();
        if (newest.kind === 'ok' && newest.rev > held)
          set({ stats: newest.value.stats, marks: newest.value.marks });
      },
      dismissNotice: () => set({ notice: null }),
    };
  });
  // The damaged save is aside now: write the fresh record over it, so the next visit does not warn again.
  if (loaded.kind === 'broken') slot.save({ stats: emptyStats(), marks: NO_MARKS });
  // A record whose write failed is written again once there is room (see SaveHealth); this tab's record,
  // counted on top of the newest one it read, goes over another tab's save made meanwhile, as `write` does.
  health.getState().register(STATS_KEY, () => {
    const { stats, marks } = store.getState();
    if (slot.save({ stats, marks }) !== 'stale') return;
    slot.load();
    slot.save({ stats, marks });
  });
  deps.onOtherTab?.((key, raw) => {
    if (key !== STATS_KEY) return;
    const newer = slot.newer(raw);
    if (newer) store.setState({ stats: newer.value.stats, marks: newer.value.marks });
  });
  return store;
}

let appStatsStore: StatsStoreApi | null = null;

/** The app's statistics, made on first use. */
export function statsStore(): StatsStoreApi {
  appStatsStore ??= createStatsStore();
  return appStatsStore;
}
