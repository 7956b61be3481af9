// The skill store: its own key and version, a damaged or newer save set aside with a notice, each round
// rated once across tabs, and a storage that refuses writes reported.
import { describe, expect, it } from 'vitest';
import { emptySkill, recordSkillRound, type SkillRound } from '../../src/stats/skill';
import { createSkillStore, SKILL_KEY, SKILL_VERSION } from '../../src/stats/skillStore';
import { STATS_KEY } from '../../src/stats';
import { createSaveHealth } from '../../src/persist/saves';
import { MemoryStorage, QuotaStorage, SharedStorage } from '../store/helpers';

const deps = (storage: Storage, now = 1_700_000_000_000) => ({ storage: () => storage, now: () => now });
const setAsideKeys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).filter((k) =>
    k.includes('set-aside'),
  );
const round = (n: number, over: Partial<SkillRound> = {}): SkillRound => ({
  matchId: 'm1',
  round: n,
  averageCost: 2,
  decisions: 6,
  result: -1,
  expertResult: 0,
  when: 1_700_000_000_000 + n,
  ...over,
});

describe('the skill store', () => {
  it('saves under its own key, versioned, and reads the record back after a reload', () => {
    const storage = new MemoryStorage();
    const store = createSkillStore(deps(storage));
    expect(store.getState().recordRound('schwimmen', round(1))).toBe(true);
    const saved = JSON.parse(storage.getItem(SKILL_KEY) as string);
    expect(saved.version).toBe(SKILL_VERSION);
    expect(Object.keys(saved.state).sort()).toEqual(['games', 'marks']);
    expect(storage.getItem(STATS_KEY)).toBeNull();

    const again = createSkillStore(deps(storage)).getState();
    expect(again.record).toEqual(recordSkillRound(emptySkill(), 'schwimmen', round(1)));
    expect(again.notice).toBeNull();
  });

  it('rates a round once, after a reload too, and never a practice match', () => {
    const storage = new MemoryStorage();
    const store = createSkillStore(deps(storage));
    store.getState().recordRound('schnapsen', round(2));
    expect(store.getState().recordRound('schnapsen', round(2))).toBe(false);
    expect(createSkillStore(deps(storage)).getState().recordRound('schnapsen', round(2))).toBe(false);
    expect(store.getState().recordRound('schnapsen', round(3, { practice: true }))).toBe(false);
    expect(createSkillStore(deps(storage)).getState().record.games.schnapsen!.rounds).toBe(1);
  });

  it('reset starts at 1500 again and keeps the marks', () => {
    const storage = new MemoryStorage();
    const store = createSkillStore(deps(storage));
    store.getState().recordRound('schwimmen', round(1));
    store.getState().reset();
    expect(store.getState().record.games).toEqual(emptySkill().games);
    expect(store.getState().recordRound('schwimmen', round(1))).toBe(false);
    expect(createSkillStore(deps(storage)).getState().record.games).toEqual(emptySkill().games);
  });

  it('a save that is not JSON is set aside with a notice, and the rating starts again', () => {
    const storage = new MemoryStorage();
    storage.setItem(SKILL_KEY, '{"state": {"games": tru');
    const store = createSkillStore(deps(storage));
    expect(store.getState().notice).toBe('skillUnreadable');
    expect(store.getState().problem).toMatchObject({ key: SKILL_KEY, problem: 'unreadable', kept: true });
    expect(store.getState().record).toEqual(emptySkill());
    expect(setAsideKeys(storage).map((k) => storage.getItem(k))).toEqual(['{"state": {"games": tru']);
    // The fresh record is written over the damaged one: the next visit reads it without a notice.
    expect(createSkillStore(deps(storage)).getState().notice).toBeNull();
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });

  it('a damaged record (a rating out of bounds) is set aside with a notice', () => {
    const storage = new MemoryStorage();
    const bad = { games: { schwimmen: { rating: 9000, rounds: 1, best: 9000, history: [] } }, marks: {} };
    storage.setItem(SKILL_KEY, JSON.stringify({ version: SKILL_VERSION, rev: 3, state: bad }));
    const store = createSkillStore(deps(storage));
    expect(store.getState().notice).toBe('skillUnreadable');
    const [key] = setAsideKeys(storage);
    expect(JSON.parse(storage.getItem(key) as string).state).toEqual(bad);
  });

  it('a save from a newer version of the app is kept aside, not misread', () => {
    const storage = new MemoryStorage();
    storage.setItem(SKILL_KEY, JSON.stringify({ version: SKILL_VERSION + 1, rev: 1, state: { games: 1 } }));
    const store = createSkillStore(deps(storage));
    expect(store.getState().notice).toBe('skillNewer');
    expect(store.getState().record).toEqual(emptySkill());
    expect(setAsideKeys(storage)).toHaveLength(1);
  });

  it('with no room for the copy, the damaged save is handed back for download', () => {
    const raw = '{"version":1,"state":{"games":"x"},"pad":"' + 'x'.repeat(400) + '"}';
    const storage = new QuotaStorage(SKILL_KEY.length + raw.length + 10);
    storage.setItem(SKILL_KEY, raw);
    const store = createSkillStore(deps(storage));
    expect(store.getState().problem).toMatchObject({ kept: false, raw });
  });

  it('two tabs rate each round once, whichever shows it, and both hold the same record', () => {
    const shared = new SharedStorage();
    const tabA = shared.tab();
    const tabB = shared.tab();
    const a = createSkillStore({ ...tabA, now: () => 1 });
    const b = createSkillStore({ ...tabB, now: () => 1 });
    for (let n = 1; n <= 20; n++) {
      // Both tabs show the end of round n and both ask to rate it, in either order.
      const [first, second] = n % 2 ? [a, b] : [b, a];
      first.getState().recordRound('schwimmen', round(n));
      second.getState().recordRound('schwimmen', round(n));
    }
    const saved = JSON.parse(shared.storage.getItem(SKILL_KEY) as string).state;
    expect(saved.games.schwimmen.rounds).toBe(20);
    expect(a.getState().record).toEqual(b.getState().record);
    let expected = emptySkill();
    for (let n = 1; n <= 20; n++) expected = recordSkillRound(expected, 'schwimmen', round(n));
    expect(a.getState().record).toEqual(expected);
  });

  it('a tab that heard nothing of the other’s save still rates onto the newer record', () => {
    const shared = new SharedStorage(false); // the other tab hears of a save only when delivered
    const a = createSkillStore({ ...shared.tab(), now: () => 1 });
    const b = createSkillStore({ ...shared.tab(), now: () => 1 });
    a.getState().recordRound('schnapsen', round(1));
    b.getState().recordRound('schnapsen', round(1));
    b.getState().recordRound('schnapsen', round(2));
    const saved = JSON.parse(shared.storage.getItem(SKILL_KEY) as string).state;
    expect(saved.games.schnapsen.rounds).toBe(2);
    expect(b.getState().record.games.schnapsen!.rounds).toBe(2);
  });

  it('a full storage is reported to the save health; the rating goes on in this tab', () => {
    const storage = new QuotaStorage(100);
    const health = createSaveHealth();
    const store = createSkillStore({ ...deps(storage), health });
    expect(store.getState().recordRound('schwimmen', round(1))).toBe(true);
    expect(health.getState().unsaved).toEqual([SKILL_KEY]);
    expect(store.getState().record.games.schwimmen!.rounds).toBe(1);
    storage.limit = 1_000_000;
    store.getState().recordRound('schwimmen', round(2));
    expect(health.getState().unsaved).toEqual([]);
    expect(createSkillStore(deps(storage)).getState().record.games.schwimmen!.rounds).toBe(2);
  });

  it('works without any storage (private mode, storage blocked)', () => {
    const health = createSaveHealth();
    const store = createSkillStore({
      storage: () => {
        throw new Error('SecurityError');
      },
      now: () => 0,
      health,
    });
    store.getState().recordRound('schwimmen', round(1));
    expect(store.getState().record.games.schwimmen!.rounds).toBe(1);
    expect(health.getState().unsaved).toEqual([SKILL_KEY]);
  });
});
