// The skill rating's own small store, saved under a key of its own (`kartenrunde:skill`), like the
// statistics: a damaged rating costs only itself, and a damaged match or statistics record never costs the
// rating. Every change starts from the newest saved record (another tab may have rated a round meanwhile),
// and the marks say what was rated, so a round is rated once however many tabs show it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { sharedRecord } from './sharedRecord';
import {
  listenToOtherTabs,
  type OtherTabListener,
  type SaveHealthApi,
  type SetAsideReport,
} from '../persist/saves';
import {
  emptySkill,
  parseSkill,
  recordSkillRound,
  resetSkill,
  type SkillRecord,
  type SkillRound,
} from './skill';
import type { StatGame } from './stats';

export const SKILL_KEY = 'kartenrunde:skill';
export const SKILL_VERSION = 1;

/** Why the saved rating was not used (it starts again at 1500, the old one is kept aside). */
export type SkillNotice = 'skillUnreadable' | 'skillNewer';

export interface SkillState {
  record: SkillRecord;
  notice: SkillNotice | null;
  /** The unusable save behind the notice: where it was kept, or its text to download when it could not be. */
  problem: SetAsideReport | null;
  /**
   * Rates a finished round or deal of `game` onto the newest record and saves it. False when there was
   * nothing to rate: a practice match, or a round this or another tab rated already.
   */
  recordRound(game: StatGame, round: SkillRound): boolean;
  /** Starts both ratings again at 1500. The marks stay, so a round on the table is not rated again. */
  reset(): void;
  /** Reads the record again if another tab saved a newer one. */
  sync(): void;
  dismissNotice(): void;
}

export type SkillStoreApi = StoreApi<SkillState>;

export interface SkillDeps {
  storage: () => Storage | undefined;
  now: () => number;
  health?: SaveHealthApi;
  /** As in the game store's deps: another tab saved a key. */
  onOtherTab?: (listener: OtherTabListener) => () => void;
}

export const browserSkillDeps: SkillDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
  onOtherTab: listenToOtherTabs,
};

export function createSkillStore(deps: SkillDeps = browserSkillDeps): SkillStoreApi {
  const saved = sharedRecord(
    { key: SKILL_KEY, version: SKILL_VERSION, read: parseSkill, empty: emptySkill() },
    deps,
  );
  const store = createStore<SkillState>()((set, get) => {
    /** Applies `change` to the newest record and saves the result; false when it changes nothing. */
    const update = (change: (record: SkillRecord) => SkillRecord): boolean => {
      // Nothing new against this tab's record is nothing new against a newer one (marks only grow), so
      // storage is read again only when there is something to record.
      const held = get().record;
      if (change(held) === held) return false;
      const next = saved.update(() => {
        get().sync();
        return get().record;
      }, change);
      if (next === null) return false;
      set({ record: next });
      return true;
    };
    return {
      record: saved.initial,
      notice: saved.problem
        ? saved.problem.problem === 'newerVersion'
          ? 'skillNewer'
          : 'skillUnreadable'
        : null,
      problem: saved.problem,
      recordRound: (game, round) => update((record) => recordSkillRound(record, game, round)),
      reset: () => void update(resetSkill),
      sync: () => {
        const newer = saved.newer();
        if (newer) set({ record: newer });
      },
      dismissNotice: () => set({ notice: null }),
    };
  });
  saved.start(
    () => store.getState().record,
    (record) => store.setState({ record }),
  );
  return store;
}

let appSkillStore: SkillStoreApi | null = null;

/** The app's skill ratings, made on first use. */
export function skillStore(): SkillStoreApi {
  appSkillStore ??= createSkillStore();
  return appSkillStore;
}
