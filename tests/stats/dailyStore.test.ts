import { describe, expect, it } from 'vitest';
import type { DailyResult } from '../../src/daily/history';
import { createSaveHealth } from '../../src/persist/saves';
import { createDailyStore, DAILY_KEY, DAILY_VERSION } from '../../src/stats/dailyStore';
import { MemoryStorage } from '../store/helpers';

const deps = (storage: Storage, now = 1_700_000_000_000) => ({
  storage: () => storage,
  now: () => now,
  health: createSaveHealth(),
});
const setAsideKeys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).filter((k) =>
    k.includes('set-aside'),
  );

const won: DailyResult = { won: true, result: 2, expertResult: 1, marks: ['best', 'good'], costliest: null };
const lost: DailyResult = { won: false, result: -1, expertResult: 0, marks: ['blunder'], costliest: 1 };

describe('the deal of the day’s store', () => {
  it('saves under its own one-part key, versioned, and reads the history back after a reload', () => {
    const storage = new MemoryStorage();
    const store = createDailyStore(deps(storage));
    expect(store.getState().start('schnapsen', '2026-12-06')).toBe(true);
    expect(store.getState().finish('schnapsen', '2026-12-06', won)).toBe(true);
    const saved = JSON.parse(storage.getItem(DAILY_KEY) as string);
    expect(DAILY_KEY).toBe('kartenrunde:daily');
    expect(saved.version).toBe(DAILY_VERSION);
    expect(saved.state).toEqual({ schnapsen: { '2026-12-06': { result: won } } });

    const again = createDailyStore(deps(storage)).getState();
    expect(again.history).toEqual({ schnapsen: { '2026-12-06': { result: won } } });
    expect(again.notice).toBeNull();
  });

  it('start counts a day once: a second start is practice', () => {
    const store = createDailyStore(deps(new MemoryStorage()));
    expect(store.getState().start('schwimmen', '2026-12-06')).toBe(true);
    expect(store.getState().start('schwimmen', '2026-12-06')).toBe(false);
    expect(store.getState().start('schnapsen', '2026-12-06')).toBe(true);
    expect(store.getState().history.schwimmen).toEqual({ '2026-12-06': { result: null } });
  });

  it('finish does not write over a finished day', () => {
    const storage = new MemoryStorage();
    const store = createDailyStore(deps(storage));
    store.getState().start('schwimmen', '2026-12-06');
    expect(store.getState().finish('schwimmen', '2026-12-06', lost)).toBe(true);
    expect(store.getState().finish('schwimmen', '2026-12-06', won)).toBe(false);
    expect(createDailyStore(deps(storage)).getState().history.schwimmen['2026-12-06']).toEqual({
      result: lost,
    });
  });

  it('two tabs on one storage count a day once, and keep both games’ days', () => {
    const storage = new MemoryStorage();
    const one = createDailyStore(deps(storage));
    const two = createDailyStore(deps(storage));
    expect(one.getState().start('schwimmen', '2026-12-06')).toBe(true);
    // The second tab has not heard of it yet; it reads the newest history before it changes anything.
    expect(two.getState().start('schwimmen', '2026-12-06')).toBe(false);
    expect(two.getState().start('schnapsen', '2026-12-06')).toBe(true);
    expect(one.getState().finish('schnapsen', '2026-12-06', won)).toBe(true);
    expect(two.getState().finish('schnapsen', '2026-12-06', lost)).toBe(false);
    const reloaded = createDailyStore(deps(storage)).getState().history;
    expect(reloaded).toEqual({
      schwimmen: { '2026-12-06': { result: null } },
      schnapsen: { '2026-12-06': { result: won } },
    });
    two.getState().sync();
    expect(two.getState().history).toEqual(reloaded);
  });

  it('hears another tab’s save through the storage event', () => {
    const storage = new MemoryStorage();
    let listener: ((key: string, raw: string | null) => void) | null = null;
    const listening = createDailyStore({
      ...deps(storage),
      onOtherTab: (l) => {
        listener = l;
        return () => {};
      },
    });
    createDailyStore(deps(storage)).getState().start('schwimmen', '2026-12-05');
    (listener as unknown as (key: string, raw: string | null) => void)(DAILY_KEY, storage.getItem(DAILY_KEY));
    expect(listening.getState().history).toEqual({ schwimmen: { '2026-12-05': { result: null } } });
  });

  it('a save that is not JSON is set aside with a notice, never a crash, and the history starts again', () => {
    const storage = new MemoryStorage();
    storage.setItem(DAILY_KEY, '{"state": {"schwim');
    const store = createDailyStore(deps(storage));
    expect(store.getState().notice).toBe('dailyUnreadable');
    expect(store.getState().problem).toMatchObject({ key: DAILY_KEY, problem: 'unreadable', kept: true });
    expect(store.getState().history).toEqual({});
    expect(setAsideKeys(storage).map((k) => storage.getItem(k))).toEqual(['{"state": {"schwim']);
    // The fresh history is written over the damaged one: the next visit reads it without a notice.
    expect(createDailyStore(deps(storage)).getState().notice).toBeNull();
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });

  it('a history with a bad field (a date that does not exist) is set aside whole', () => {
    const storage = new MemoryStorage();
    const bad = { schwimmen: { '2026-12-05': { result: null }, '2026-02-30': { result: null } } };
    storage.setItem(DAILY_KEY, JSON.stringify({ version: DAILY_VERSION, rev: 3, state: bad }));
    const store = createDailyStore(deps(storage));
    expect(store.getState().notice).toBe('dailyUnreadable');
    expect(store.getState().history).toEqual({});
    const [key] = setAsideKeys(storage);
    expect(JSON.parse(storage.getItem(key) as string).state).toEqual(bad);
  });

  it('a save from a newer version of the app is kept aside, not misread', () => {
    const storage = new MemoryStorage();
    storage.setItem(DAILY_KEY, JSON.stringify({ version: DAILY_VERSION + 1, rev: 1, state: { x: 1 } }));
    const store = createDailyStore(deps(storage));
    expect(store.getState().notice).toBe('dailyNewer');
    expect(setAsideKeys(storage)).toHaveLength(1);
  });

  it('works without any storage (private mode, storage blocked), and with a full one', () => {
    const blocked = createDailyStore({
      storage: () => {
        throw new Error('SecurityError');
      },
      now: () => 0,
      health: createSaveHealth(),
    });
    expect(blocked.getState().start('schwimmen', '2026-12-06')).toBe(true);
    expect(blocked.getState().history.schwimmen).toEqual({ '2026-12-06': { result: null } });

    const full = new MemoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const health = createSaveHealth();
    const store = createDailyStore({ storage: () => full, now: () => 0, health });
    expect(store.getState().start('schnapsen', '2026-12-06')).toBe(true);
    expect(health.getState().unsaved).toEqual([DAILY_KEY]);
  });
});
