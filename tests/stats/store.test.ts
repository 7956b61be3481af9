import { describe, expect, it } from 'vitest';
import { createStatsStore, emptyStats, recordMatch, STATS_KEY, STATS_VERSION } from '../../src/stats';
import { MemoryStorage } from '../store/helpers';

const deps = (storage: Storage, now = 1_700_000_000_000) => ({ storage: () => storage, now: () => now });
const setAsideKeys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).filter((k) =>
    k.includes('set-aside'),
  );

const someStats = () => recordMatch(emptyStats(), { game: 'schnapsen', level: 'hard', won: true });
const someMarks = { schwimmen: [], schnapsen: [{ match: 'b1', seed: 3, round: 4, finished: true }] };

describe('the statistics store', () => {
  it('saves under its own key, versioned, and reads the record back after a reload', () => {
    const storage = new MemoryStorage();
    createStatsStore(deps(storage)).getState().save({ stats: someStats(), marks: someMarks });
    const saved = JSON.parse(storage.getItem(STATS_KEY) as string);
    expect(saved.version).toBe(STATS_VERSION);
    expect(Object.keys(saved.state).sort()).toEqual(['marks', 'stats']);

    const again = createStatsStore(deps(storage)).getState();
    expect(again.stats).toEqual(someStats());
    expect(again.marks).toEqual(someMarks);
    expect(again.notice).toBeNull();
  });

  it('reset clears the record but keeps the marks, so a result on the table is not counted again', () => {
    const storage = new MemoryStorage();
    const store = createStatsStore(deps(storage));
    store.getState().save({ stats: someStats(), marks: someMarks });
    store.getState().reset();
    expect(store.getState().stats).toEqual(emptyStats());
    expect(store.getState().marks).toEqual(someMarks);
    expect(createStatsStore(deps(storage)).getState().stats).toEqual(emptyStats());
  });

  it('a save that is not JSON is set aside with a notice, and counting starts again', () => {
    const storage = new MemoryStorage();
    storage.setItem(STATS_KEY, '{"state": {"stats": tru');
    const store = createStatsStore(deps(storage));
    expect(store.getState().notice).toBe('statsUnreadable');
    expect(store.getState().stats).toEqual(emptyStats());
    expect(setAsideKeys(storage).map((k) => storage.getItem(k))).toEqual(['{"state": {"stats": tru']);
    // The fresh record is written over the damaged one: the next visit reads it without a notice.
    expect(createStatsStore(deps(storage)).getState().notice).toBeNull();
  });

  it('a damaged record (more wins than matches) is set aside with a notice', () => {
    const storage = new MemoryStorage();
    const bad = { stats: { schwimmen: { easy: { matchesPlayed: 1, matchesWon: 5 } } }, marks: someMarks };
    storage.setItem(STATS_KEY, JSON.stringify({ state: bad, version: STATS_VERSION }));
    const store = createStatsStore(deps(storage));
    expect(store.getState().notice).toBe('statsUnreadable');
    expect(store.getState().stats).toEqual(emptyStats());
    const [key] = setAsideKeys(storage);
    expect(JSON.parse(storage.getItem(key) as string).state).toEqual(bad);
  });

  it('a save from a newer version of the app is kept aside, not misread', () => {
    const storage = new MemoryStorage();
    const future = { state: { stats: { whatever: true } }, version: STATS_VERSION + 1 };
    storage.setItem(STATS_KEY, JSON.stringify(future));
    const store = createStatsStore(deps(storage));
    expect(store.getState().notice).toBe('statsNewer');
    expect(setAsideKeys(storage)).toHaveLength(1);
  });

  it('damaged marks are forgotten without losing the record', () => {
    const storage = new MemoryStorage();
    const state = { stats: someStats(), marks: { schwimmen: 'x', schnapsen: { match: 1 } } };
    storage.setItem(STATS_KEY, JSON.stringify({ state, version: STATS_VERSION }));
    const store = createStatsStore(deps(storage)).getState();
    expect(store.stats).toEqual(someStats());
    expect(store.marks).toEqual({ schwimmen: [], schnapsen: [] });
    expect(store.notice).toBeNull();
  });

  it('a version 1 record (one mark per game) is read into version 2 (a few marks per game)', () => {
    const storage = new MemoryStorage();
    const mark = { match: 'b1', seed: 3, round: 4, finished: true };
    const v1 = { stats: someStats(), marks: { schwimmen: null, schnapsen: mark } };
    storage.setItem(STATS_KEY, JSON.stringify({ state: v1, version: 1 }));
    const store = createStatsStore(deps(storage)).getState();
    expect(store.stats).toEqual(someStats());
    expect(store.marks).toEqual({ schwimmen: [], schnapsen: [mark] });
    expect(store.notice).toBeNull();
  });

  it('works without any storage (private mode, storage blocked)', () => {
    const store = createStatsStore({
      storage: () => {
        throw new Error('SecurityError');
      },
      now: () => 0,
    });
    store.getState().save({ stats: someStats(), marks: someMarks });
    expect(store.getState().stats).toEqual(someStats());
  });
});
