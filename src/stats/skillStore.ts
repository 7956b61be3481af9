// The skill rating's own small store, saved under a key of its own (`kartenrunde:skill`), like the
// statistics: a damaged rating costs only itself, and a damaged match or statistics record never costs the
// rating. Every change starts from the newest saved record (another tab may have rated a round meanwhile),
// and the marks say what was rated, so a round is rated once however many tabs show it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  createSlot,
  listenToOtherTabs,
  saveHealth,
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
/** How often a change is tried again on a newer record another tab saved meanwhile. */
const STALE_TRIES = 3;

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
  const health = deps.health ?? saveHealth();
  const slot = createSlot<SkillRecord>(
    { key: SKILL_KEY, version: SKILL_VERSION, read: (state) => parseSkill(state) },
    { storage: deps.storage, now: deps.now, health },
  );
  const loaded = slot.load();

  const store = createStore<SkillState>()((set, get) => {
    /**
     * Applies `change` to the newest record and saves the result; false when it changes nothing. A save
     * found stale (another tab saved in between) starts again from that tab's record.
     */
    const update = (change: (record: SkillRecord) => SkillRecord): boolean => {
      // Nothing new against this tab's record is nothing new against a newer one (marks only grow), so
      // storage is read again only when there is something to record.
      const held = get().record;
      if (change(held) === held) return false;
      for (let attempt = 0; attempt < STALE_TRIES; attempt++) {
        get().sync();
        const before = get().record;
        const next = change(before);
        if (next === before) return false;
        const saved = slot.save(next);
        if (saved === 'stale' && attempt + 1 < STALE_TRIES) continue;
        // Saved, or refused by the storage (reported to the save health): this tab goes on with it.
        set({ record: next });
        return true;
      }
      return false;
    };
    return {
      record: loaded.kind === 'ok' ? loaded.value : emptySkill(),
      notice:
        loaded.kind === 'broken'
          ? loaded.report.problem === 'newerVersion'
            ? 'skillNewer'
            : 'skillUnreadable'
          : null,
      problem: loaded.kind === 'broken' ? loaded.report : null,
      recordRound: (game, round) => update((record) => recordSkillRound(record, game, round)),
      reset: () => void update(resetSkill),
      sync: () => {
        const held = slot.rev();
        const newest = slot.load();
        if (newest.kind === 'ok' && newest.rev > held) set({ record: newest.value });
      },
      dismissNotice: () => set({ notice: null }),
    };
  });
  // The damaged save is aside now: write the fresh record over it, so the next visit does not warn again.
  if (loaded.kind === 'broken') slot.save(emptySkill());
  // A rating whose write failed is written again once there is room (see SaveHealth); it was rated on top of
  // the newest record this tab read, so it goes over another tab's save made meanwhile.
  health.getState().register(SKILL_KEY, () => {
    const { record } = store.getState();
    if (slot.save(record) !== 'stale') return;
    slot.load();
    slot.save(record);
  });
  deps.onOtherTab?.((key, raw) => {
    if (key !== SKILL_KEY) return;
    const newer = slot.newer(raw);
    if (newer) store.setState({ record: newer.value });
  });
  return store;
}

let appSkillStore: SkillStoreApi | null = null;

/** The app's skill ratings, made on first use. */
export function skillStore(): SkillStoreApi {
  appSkillStore ??= createSkillStore();
  return appSkillStore;
}
