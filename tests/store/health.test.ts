// Issue 38: a save that stops is said until it works again. The save health is kept per part (a small part
// saved fine never clears the notice of a part that still does not fit), every unsaved part is written again
// at each move and as soon as any write succeeds, a broken save's newest copy is kept whatever the clock
// says, the language and the sound switch get the notices of any other part, and match ids are made where
// `crypto.randomUUID` does not exist (plain http).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRng } from '../../src/engine/rng';
import { browserDeps, HUMAN } from '../../src/store';
import { randomId } from '../../src/persist/ids';
import { createSaveHealth, setAside, setAsideCopies, setAsidePrefix } from '../../src/persist/saves';
import { createStatsStore, emptyStats, STATS_KEY } from '../../src/stats';
import { startStatsRecorder } from '../../src/store/statsRecorder';
import { recordRound } from '../../src/stats/stats';
import { NO_MARKS } from '../../src/stats/progress';
import { createSkillStore, SKILL_KEY } from '../../src/stats/skillStore';
import { createLanguageStore, LANGUAGE_KEY } from '../../src/ui/i18n/language';
import { createSoundSetting, SOUND_KEY } from '../../src/ui/sound/setting';
import {
  GAME_KEYS,
  MemoryStorage,
  playRandomly,
  playSchnapsen,
  playSome,
  QuotaStorage,
  RefusingStorage,
  SizeLimitStorage,
  sn,
  storeWith,
  sw,
  swSettings,
} from './helpers';

const MATCH = GAME_KEYS.schwimmenMatch;
const SETTINGS = GAME_KEYS.schwimmenSettings;
const RECORD = GAME_KEYS.schnapsenRecord;

const stateOf = (storage: Storage, key: string) =>
  (JSON.parse(storage.getItem(key) as string) as { state: Record<string, unknown> }).state;

const used = (storage: Storage) => {
  let n = 0;
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i) as string;
    n += k.length + (storage.getItem(k) as string).length;
  }
  return n;
};

describe('issue 38: a save that stops is said until it works again', () => {
  it('the repro: the match stops fitting at move 32 while small writes still fit; said, and tried, at every move', () => {
    const storage = new SizeLimitStorage();
    const health = createSaveHealth();
    const store = storeWith(storage, 1, { health });
    const stats = createStatsStore({ storage: () => storage, now: () => 1, health });
    startStatsRecorder(store, stats);
    const rng = createRng(38);
    while (sw(store.getState()).match.log.length < 32) playRandomly(store, rng);
    expect(stateOf(storage, MATCH).log).toHaveLength(32);
    // Room for no action more (the shortest, a pass or a keep, is 15 characters).
    storage.maxWrite = MATCH.length + (storage.getItem(MATCH) as string).length + 5;
    const writes = vi.spyOn(storage, 'setItem');
    for (let move = 0; move < 54 && sw(store.getState()).state.phase !== 'gameOver'; move++) {
      writes.mockClear();
      playRandomly(store, rng);
      expect(health.getState().unsaved, `move ${move}`).toEqual([MATCH]);
      expect(writes.mock.calls.some(([key]) => key === MATCH)).toBe(true);
      // A small part saved meanwhile is saved, and clears nothing.
      if (move === 10) {
        store.getState().saveSettings('schwimmen', { ...swSettings(store.getState()), speed: 'slow' });
        expect(stateOf(storage, SETTINGS).speed).toBe('slow');
        expect(health.getState().unsaved).toEqual([MATCH]);
      }
    }
    expect(stateOf(storage, MATCH).log).toHaveLength(32);
    const played = sw(store.getState()).match.log.length;
    expect(played).toBeGreaterThan(60);

    storage.maxWrite = Infinity;
    playRandomly(store, rng);
    expect(health.getState().unsaved).toEqual([]);
    const reloaded = storeWith(storage, 999);
    expect(sw(reloaded.getState()).match).toEqual(sw(store.getState()).match);
    expect(sw(reloaded.getState()).match.log.length).toBeGreaterThan(played - 1);
  });

  it('a setting changed while the storage is full is written at the next move once there is room', () => {
    const storage = new RefusingStorage();
    storage.refusing = false;
    const health = createSaveHealth();
    const store = storeWith(storage, 1, { health });
    playSome(store, 3);
    storage.refusing = true;
    store.getState().saveSettings('schwimmen', { ...swSettings(store.getState()), speed: 'slow' });
    expect(health.getState().unsaved).toEqual([SETTINGS]);
    expect(stateOf(storage, SETTINGS).speed).toBe('normal');
    storage.refusing = false;
    playSome(store, 1);
    expect(health.getState().unsaved).toEqual([]);
    expect(swSettings(storeWith(storage, 5).getState()).speed).toBe('slow');
  });

  it('a part that failed is written as soon as any other write succeeds, before any move', async () => {
    const storage = new RefusingStorage();
    storage.refusing = false;
    const health = createSaveHealth();
    const store = storeWith(storage, 1, { health });
    const language = createLanguageStore({ storage: () => storage, preferred: () => ['en'], health });
    storage.refusing = true;
    store.getState().saveSettings('schwimmen', { ...swSettings(store.getState()), speed: 'fast' });
    await language.getState().choose('en');
    expect(health.getState().unsaved).toEqual([SETTINGS, LANGUAGE_KEY]);
    storage.refusing = false;
    // The sound switch is written (another small store): everything unsaved goes with it.
    createSoundSetting({ storage: () => storage, now: () => 1, health })
      .getState()
      .setOn(false);
    expect(health.getState().unsaved).toEqual([]);
    expect(stateOf(storage, SETTINGS).speed).toBe('fast');
    expect(stateOf(storage, LANGUAGE_KEY)).toEqual({ chosen: 'en' });
  });

  it('a Bummerl finished while the storage was full is written once room returns (the 9–9 record)', () => {
    const storage = new QuotaStorage(1_000_000);
    storeWith(storage, 1);
    storage.setItem(RECORD, JSON.stringify({ version: 1, rev: 3, state: { won: 9, lost: 9 } }));
    const health = createSaveHealth();
    const store = storeWith(storage, 7, { health }, 'schnapsen');
    expect(store.getState().tallies.schnapsen ?? { won: 0, lost: 0 }).toEqual({ won: 9, lost: 9 });
    storage.limit = used(storage);
    playSchnapsen(store, 5000);
    expect(sn(store.getState()).state.phase).toBe('matchOver');
    const record = store.getState().tallies.schnapsen ?? { won: 0, lost: 0 };
    expect(record.won + record.lost).toBe(19);
    expect(stateOf(storage, RECORD)).toEqual({ won: 9, lost: 9 });
    expect(health.getState().unsaved).toContain(RECORD);

    storage.limit = 1_000_000;
    store.getState().newMatch('schnapsen');
    expect(health.getState().unsaved).toEqual([]);
    expect(
      storeWith(storage, 8, {}, 'schnapsen').getState().tallies.schnapsen ?? { won: 0, lost: 0 },
    ).toEqual(record);
  });

  it('the statistics and the skill rating counted while the storage was full are written once room returns', () => {
    const storage = new RefusingStorage();
    storage.refusing = false;
    const health = createSaveHealth();
    const store = storeWith(storage, 1, { health });
    const stats = createStatsStore({ storage: () => storage, now: () => 1, health });
    const skill = createSkillStore({ storage: () => storage, now: () => 1, health });
    storage.refusing = true;
    const lost = recordRound(emptyStats(), { game: 'schwimmen', level: 'normal', lost: true });
    stats.getState().save({ stats: lost, marks: NO_MARKS });
    skill.getState().recordRound('schwimmen', {
      matchId: 'm1',
      round: 1,
      averageCost: 2,
      decisions: 6,
      result: -1,
      expertResult: 0,
      when: 1,
    });
    expect(health.getState().unsaved).toEqual([STATS_KEY, SKILL_KEY]);
    storage.refusing = false;
    playSome(store, 1);
    expect(health.getState().unsaved).toEqual([]);
    const deps = { storage: () => storage, now: () => 2, health: createSaveHealth() };
    expect(createStatsStore(deps).getState().stats.schwimmen.normal.roundsLost).toBe(1);
    expect(createSkillStore(deps).getState().record.games.schwimmen?.rounds).toBe(1);
  });

  it('a storage with no room at all: every part is said, and the human still plays', () => {
    const storage = new RefusingStorage();
    const health = createSaveHealth();
    const store = storeWith(storage, 1, { health });
    expect(health.getState().unsaved).toEqual(Object.values(GAME_KEYS));
    playSome(store, 4);
    expect(sw(store.getState()).match.log.length).toBeGreaterThan(1);
    expect(sw(store.getState()).state.lives[HUMAN]).toBeGreaterThan(0);
  });
});

describe('issue 38: a broken save’s newest copy is kept, whatever the clock says', () => {
  const key = MATCH;
  const prefix = setAsidePrefix(key);

  it('older copies with later times (a clock set back): the new copy is kept and named after them', () => {
    const storage = new MemoryStorage();
    for (const t of [2_000_000_000_000, 2_000_000_000_001, 2_000_000_000_002])
      storage.setItem(`${prefix}${t}`, `old ${t}`);
    storage.setItem(key, 'broken now');
    const store = storeWith(storage, 1, { now: () => 1_700_000_000_000 });
    expect(store.getState().saveProblems.map((p) => [p.key, p.kept])).toEqual([[key, true]]);
    const copies = setAsideCopies(storage, key);
    expect(copies).toHaveLength(3);
    expect(storage.getItem(copies[2])).toBe('broken now');
    expect(copies.map((k) => storage.getItem(k))).toEqual([
      'old 2000000000001',
      'old 2000000000002',
      'broken now',
    ]);
  });

  it('copies whose names are not numbers count as the oldest', () => {
    const storage = new MemoryStorage();
    for (const name of ['abc', '1e3', 'later']) storage.setItem(`${prefix}${name}`, `odd ${name}`);
    storage.setItem(key, 'broken now');
    const store = storeWith(storage, 1, { now: () => 1_700_000_000_000 });
    expect(store.getState().saveProblems[0].kept).toBe(true);
    const copies = setAsideCopies(storage, key);
    expect(copies).toHaveLength(3);
    expect(storage.getItem(copies[2])).toBe('broken now');
  });

  it('copies made with a clock going back and forth keep the order they were written in', () => {
    const storage = new MemoryStorage();
    const times = [500, 300, 900, 100, 100, 0];
    times.forEach((t, i) => expect(setAside(storage, key, `copy ${i}`, t)).toBe(true));
    expect(setAsideCopies(storage, key).map((k) => storage.getItem(k))).toEqual([
      'copy 3',
      'copy 4',
      'copy 5',
    ]);
  });

  it('a full storage drops the copies that go anyway to make room for the new one', () => {
    const storage = new QuotaStorage(1_000_000);
    for (let i = 0; i < 3; i++) setAside(storage, key, 'x'.repeat(1000), 10 + i);
    storage.limit = used(storage) + 200;
    expect(setAside(storage, key, 'y'.repeat(1000), 20)).toBe(true);
    expect(setAsideCopies(storage, key).map((k) => storage.getItem(k)?.[0])).toEqual(['x', 'x', 'y']);
  });
});

describe('issue 38: the language and the sound switch say when their save is set aside', () => {
  const languageWith = (storage: Storage, health = createSaveHealth()) => ({
    health,
    store: createLanguageStore({ storage: () => storage, preferred: () => ['en'], health }),
  });

  it('an unreadable language is set aside with a notice, and the default is written over it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LANGUAGE_KEY, '{"state": {"chosen": de');
    const { health, store } = languageWith(storage);
    expect(health.getState().problems).toEqual([
      { key: LANGUAGE_KEY, problem: 'unreadable', kept: true, raw: '{"state": {"chosen": de' },
    ]);
    expect(store.getState().chosen).toBeNull();
    expect(storage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(storage.getItem(setAsideCopies(storage, LANGUAGE_KEY)[0])).toBe('{"state": {"chosen": de');
    // The next visit reads nothing wrong.
    expect(languageWith(storage).health.getState().problems).toEqual([]);
    await store.getState().choose('en');
    expect(stateOf(storage, LANGUAGE_KEY)).toEqual({ chosen: 'en' });
  });

  it('a language the app does not have is set aside too; a good one is read back', () => {
    const storage = new MemoryStorage();
    storage.setItem(LANGUAGE_KEY, JSON.stringify({ state: { chosen: 'tlh' }, version: 1 }));
    expect(
      languageWith(storage)
        .health.getState()
        .problems.map((p) => p.problem),
    ).toEqual(['unreadable']);
    storage.setItem(LANGUAGE_KEY, JSON.stringify({ state: { chosen: 'fr' }, version: 1 }));
    const { health, store } = languageWith(storage);
    expect(health.getState().problems).toEqual([]);
    expect(store.getState().chosen).toBe('fr');
  });

  it('a sound switch that is neither on nor off, or empty, is set aside with a notice', () => {
    for (const [raw, problem] of [
      ['{"state":{"on":"yes"},"version":1}', 'unreadable'],
      ['{"state":null,"version":1}', 'empty'],
      ['garbage', 'unreadable'],
    ] as const) {
      const storage = new MemoryStorage();
      storage.setItem(SOUND_KEY, raw);
      const health = createSaveHealth();
      const sound = createSoundSetting({ storage: () => storage, now: () => 5, health });
      expect(sound.getState().on).toBe(true);
      expect(health.getState().problems).toEqual([{ key: SOUND_KEY, problem, kept: true, raw }]);
    }
  });

  it('a 5 MB value with no room for a copy is offered to download, and its room is freed', () => {
    const huge = `{"state":{"on":"${'x'.repeat(5_000_000)}"},"version":1}`;
    const storage = new QuotaStorage(5_200_000);
    storage.setItem(SOUND_KEY, huge);
    const health = createSaveHealth();
    const sound = createSoundSetting({ storage: () => storage, now: () => 5, health });
    expect(health.getState().problems).toHaveLength(1);
    const [report] = health.getState().problems;
    expect(report).toMatchObject({ key: SOUND_KEY, problem: 'unreadable', kept: false });
    expect(report.raw).toBe(huge);
    expect(storage.length).toBe(0);
    sound.getState().setOn(false);
    expect(health.getState().unsaved).toEqual([]);
    expect(stateOf(storage, SOUND_KEY)).toEqual({ on: false });
    health.getState().dismissProblems();
    expect(health.getState().problems).toEqual([]);
  });
});

describe('issue 38: match ids over plain http', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are UUIDs made with crypto.getRandomValues, which every context has', () => {
    const id = randomId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomId()).not.toBe(id);
    expect(randomId((b) => b.fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomId((b) => b.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('the app makes them without crypto.randomUUID (an insecure context)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    expect('randomUUID' in crypto).toBe(false);
    expect(browserDeps.newId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const store = storeWith(new MemoryStorage(), 1, { newId: browserDeps.newId });
    expect(sw(store.getState()).match.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
