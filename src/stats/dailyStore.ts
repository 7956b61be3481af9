// The deal of the day's history, saved under a key of its own (`kartenrunde:daily`, one part, so no home
// line counts it as a game's save), like the statistics and the skill rating: a damaged history costs only
// itself. Every change starts from the newest saved history (another tab may have played the day
// meanwhile), so a day is counted once however many tabs show it, and its first finish is the one kept.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Day } from '../daily/date';
import { finishDay, readDailyHistory, startDay, type DailyHistory, type DailyResult } from '../daily/history';
import {
  createSlot,
  listenToOtherTabs,
  saveHealth,
  type OtherTabListener,
  type SaveHealthApi,
  type SetAsideReport,
} from '../persist/saves';

export const DAILY_KEY = 'kartenrunde:daily';
export const DAILY_VERSION = 1;
/** How often a change is tried again on a newer history another tab saved meanwhile. */
const STALE_TRIES = 3;

/** Why the saved history was not used (it starts again empty, the old one is kept aside). */
export type DailyNotice = 'dailyUnreadable' | 'dailyNewer';

export interface DailyState {
  history: DailyHistory;
  notice: DailyNotice | null;
  /** The unusable save behind the notice: where it was kept, or its text to download when it could not be. */
  problem: SetAsideReport | null;
  /**
   * Marks `day` of `game` as played. True when this is its first play (it counts); false when this or
   * another tab played it already (practice).
   */
  start(game: string, day: Day): boolean;
  /** Records the result of `day`; false when it has one already (the first finish is the one kept). */
  finish(game: string, day: Day, result: DailyResult): boolean;
  /** Reads the history again if another tab saved a newer one. */
  sync(): void;
  dismissNotice(): void;
}

export type DailyStoreApi = StoreApi<DailyState>;

export interface DailyDeps {
  storage: () => Storage | undefined;
  now: () => number;
  health?: SaveHealthApi;
  /** As in the game store's deps: another tab saved a key. */
  onOtherTab?: (listener: OtherTabListener) => () => void;
}

export const browserDailyDeps: DailyDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
  onOtherTab: listenToOtherTabs,
};

const EMPTY: DailyHistory = {};

export function createDailyStore(deps: DailyDeps = browserDailyDeps): DailyStoreApi {
  const health = deps.health ?? saveHealth();
  const slot = createSlot<DailyHistory>(
    { key: DAILY_KEY, version: DAILY_VERSION, read: (state) => readDailyHistory(state) },
    { storage: deps.storage, now: deps.now, health },
  );
  const loaded = slot.load();

  const store = createStore<DailyState>()((set, get) => {
    /**
     * Applies `change` to the newest history and saves the result; false when it changes nothing. A save
     * found stale (another tab saved in between) starts again from that tab's history.
     */
    const update = (change: (history: DailyHistory) => DailyHistory): boolean => {
      for (let attempt = 0; attempt < STALE_TRIES; attempt++) {
        get().sync();
        const before = get().history;
        const next = change(before);
        if (next === before) return false;
        const saved = slot.save(next);
        if (saved === 'stale' && attempt + 1 < STALE_TRIES) continue;
        // Saved, or refused by the storage (reported to the save health): this tab goes on with it.
        set({ history: next });
        return true;
      }
      return false;
    };
    return {
      history: loaded.kind === 'ok' ? loaded.value : EMPTY,
      notice:
        loaded.kind === 'broken'
          ? loaded.report.problem === 'newerVersion'
            ? 'dailyNewer'
            : 'dailyUnreadable'
          : null,
      problem: loaded.kind === 'broken' ? loaded.report : null,
      start: (game, day) => update((history) => startDay(history, game, day)),
      finish: (game, day, result) => update((history) => finishDay(history, game, day, result)),
      sync: () => {
        const held = slot.rev();
        const newest = slot.load();
        if (newest.kind === 'ok' && newest.rev > held) set({ history: newest.value });
      },
      dismissNotice: () => set({ notice: null }),
    };
  });
  // The damaged save is aside now: write the fresh history over it, so the next visit does not warn again.
  if (loaded.kind === 'broken') slot.save(EMPTY);
  // A history whose write failed is written again once there is room (see SaveHealth); it was changed on top
  // of the newest one this tab read, so it goes over another tab's save made meanwhile.
  health.getState().register(DAILY_KEY, () => {
    const { history } = store.getState();
    if (slot.save(history) !== 'stale') return;
    slot.load();
    slot.save(history);
  });
  deps.onOtherTab?.((key, raw) => {
    if (key !== DAILY_KEY) return;
    const newer = slot.newer(raw);
    if (newer) store.setState({ history: newer.value });
  });
  return store;
}

let appDailyStore: DailyStoreApi | null = null;

/** The app's deal-of-the-day history, made on first use. */
export function dailyStore(): DailyStoreApi {
  appDailyStore ??= createDailyStore();
  return appDailyStore;
}
