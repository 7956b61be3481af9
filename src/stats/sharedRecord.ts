// A record of the player's saved under one key of its own that every open tab may change (the skill rating,
// the deal of the day's history): read once at start (a broken save set aside and reported), every change made
// on the newest saved record and tried again when another tab saved in between, a failed write written again
// once there is room (SaveHealth), and another tab's save taken over as it happens.
import {
  createSlot,
  saveHealth,
  type OtherTabListener,
  type SaveHealthApi,
  type SetAsideReport,
} from '../persist/saves';

/** How often a change is tried again on a newer record another tab saved meanwhile. */
const STALE_TRIES = 3;

export interface SharedRecordDeps {
  storage: () => Storage | undefined;
  now: () => number;
  health?: SaveHealthApi;
  /** As in the game store's deps: another tab saved a key. */
  onOtherTab?: (listener: OtherTabListener) => () => void;
}

export interface SharedRecord<T> {
  /** The record at start: the saved one, or `empty` when there was none or it could not be used. */
  initial: T;
  /** The save that could not be used (set aside), or null. */
  problem: SetAsideReport | null;
  /** The newest saved record when another tab saved one since this tab last read or wrote, else null. */
  newer(): T | null;
  /**
   * Applies `change` to the newest record (`newest()` syncs the store first and gives its value) and saves the
   * result; the record saved, or null when `change` changed nothing. A save found stale starts again from
   * the other tab's record; one the storage refused is kept all the same (the save health writes it again).
   */
  update(newest: () => T, change: (record: T) => T): T | null;
  /**
   * From now on: a failed write is written again with `current()`, and another tab's save is handed to
   * `take`. A broken save is written over with the fresh record, so that the next visit does not warn again.
   */
  start(current: () => T, take: (record: T) => void): void;
}

export function sharedRecord<T>(
  spec: { key: string; version: number; read: (state: unknown) => T | null; empty: T },
  deps: SharedRecordDeps,
): SharedRecord<T> {
  const health = deps.health ?? saveHealth();
  const slot = createSlot<T>(
    { key: spec.key, version: spec.version, read: spec.read },
    { storage: deps.storage, now: deps.now, health },
  );
  const loaded = slot.load();
  return {
    initial: loaded.kind === 'ok' ? loaded.value : spec.empty,
    problem: loaded.kind === 'broken' ? loaded.report : null,
    newer() {
      const held = slot.rev();
      const newest = slot.load();
      return newest.kind === 'ok' && newest.rev > held ? newest.value : null;
    },
    update(newest, change) {
      for (let attempt = 0; attempt < STALE_TRIES; attempt++) {
        const before = newest();
        const next = change(before);
        if (next === before) return null;
        if (slot.save(next) === 'stale' && attempt + 1 < STALE_TRIES) continue;
        return next;
      }
      return null;
    },
    start(current, take) {
      if (loaded.kind === 'broken') slot.save(spec.empty);
      // Changed on top of the newest record this tab read, so it goes over another tab's save made meanwhile.
      health.getState().register(spec.key, () => {
        const record = current();
        if (slot.save(record) !== 'stale') return;
        slot.load();
        slot.save(record);
      });
      deps.onOtherTab?.((key, raw) => {
        if (key !== spec.key) return;
        const newer = slot.newer(raw);
        if (newer) take(newer.value);
      });
    },
  };
}
