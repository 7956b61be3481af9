// The deal of the day's history, saved under a key of its own (`kartenrunde:daily`, one part, so no home
// line counts it as a game's save), like the statistics and the skill rating: a damaged history costs only
// itself. Every change starts from the newest saved history (another tab may have played the day
// meanwhile), so a day is counted once however many tabs show it, and its first finish is the one kept.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { sharedRecord } from './sharedRecord';
import type { Day } from '../daily/date';
import { finishDay, readDailyHistory, startDay, type DailyHistory, type DailyResult } from '../daily/history';
import {
  listenToOtherTabs,
  type OtherTabListener,
  type SaveHealthApi,
  type SetAsideReport,
} from '../persist/saves';

export const DAILY_KEY = 'kartenrunde:daily';
export const DAILY_VERSION = 1;
/** How often a change is tried again on a newer history another tab saved meanwhile. */

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
  const saved = sharedRecord(
    { key: DAILY_KEY, version: DAILY_VERSION, read: readDailyHistory, empty: EMPTY },
    deps,
  );
  const store = createStore<DailyState>()((set, get) => {
    /** Applies `change` to the newest history and saves the result; false when it changes nothing. */
    const update = (change: (history: DailyHistory) => DailyHistory): boolean => {
      const next = saved.update(() => {
        get().sync();
        return get().history;
      }, change);
      if (next === null) return false;
      set({ history: next });
      return true;
    };
    return {
      history: saved.initial,
      notice: saved.problem
        ? saved.problem.problem === 'newerVersion'
          ? 'dailyNewer'
          : 'dailyUnreadable'
        : null,
      problem: saved.problem,
      start: (game, day) => update((history) => startDay(history, game, day)),
      finish: (game, day, result) => update((history) => finishDay(history, game, day, result)),
      sync: () => {
        const newer = saved.newer();
        if (newer) set({ history: newer });
      },
      dismissNotice: () => set({ notice: null }),
    };
  });
  saved.start(
    () => store.getState().history,
    (history) => store.setState({ history }),
  );
  return store;
}

let appDailyStore: DailyStoreApi | null = null;

/** The app's deal-of-the-day history, made on first use. */
export function dailyStore(): DailyStoreApi {
  appDailyStore ??= createDailyStore();
  return appDailyStore;
}
