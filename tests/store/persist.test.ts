// Issue 12: nothing a player does is ever lost. Each game's match, settings and Bummerl record are saved under
// keys of their own, with a revision; every field of a saved match is checked before it is replayed.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';
import type { SchwimmenSettings } from '../../src/games/schwimmen/settings';
import { HUMAN } from '../../src/store';
import { LEGACY_KEY } from '../../src/store/gameSaves';
import {
  GAME_KEYS,
  MemoryStorage,
  playSchnapsen,
  playSome,
  QuotaStorage,
  sn,
  snSettings,
  storeWith,
  sw,
  swSettings,
} from './helpers';

const envelope = (storage: Storage, key: string) =>
  JSON.parse(storage.getItem(key) as string) as {
    version: number;
    rev: number;
    state: Record<string, unknown>;
  };

const setAsideKeys = (storage: Storage, key?: string) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i) as string).filter((k) =>
    k.startsWith(`${key ?? ''}`) ? k.includes(':set-aside:') : false,
  );

/** Writes `state` under `key` as the app would (an envelope with a version and a revision). */
const put = (storage: Storage, key: string, state: unknown, rev = 5) =>
  storage.setItem(key, JSON.stringify({ version: 1, rev, state }));

describe('issue 12: one save per game', () => {
  it('a reload in the middle of a round brings back exactly the same tables', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    playSome(a, 9);
    playSchnapsen(a, 5);
    const b = storeWith(storage, 999);
    expect(sw(b.getState()).match).toEqual(sw(a.getState()).match);
    expect(sw(b.getState()).state).toEqual(sw(a.getState()).state);
    expect(sn(b.getState()).match).toEqual(sn(a.getState()).match);
    expect(b.getState().saveProblems).toEqual([]);
  });

  it('each part has its own key with a version and a revision; nothing derived is saved', () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    expect(Object.values(GAME_KEYS).every((key) => storage.getItem(key) !== null)).toBe(true);
    const match = envelope(storage, GAME_KEYS.schwimmenMatch);
    expect(match.version).toBe(1);
    expect(match.rev).toBe(1);
    expect(Object.keys(match.state).sort()).toEqual([
      'dealing',
      'firstDealer',
      'id',
      'levels',
      'log',
      'players',
      'rules',
      'seed',
    ]);
    playSome(store, 1);
    expect(envelope(storage, GAME_KEYS.schwimmenMatch).rev).toBe(2);
    // A part that did not change is not written again.
    expect(envelope(storage, GAME_KEYS.schnapsenMatch).rev).toBe(1);
    expect(envelope(storage, GAME_KEYS.schnapsenRecord).state).toEqual({ won: 0, lost: 0 });
  });

  it('settings survive a reload, and a fresh match is dealt with them', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    const settings: SchwimmenSettings = {
      ...swSettings(a.getState()),
      opponents: 6,
      faces: 'german',
      speed: 'slow',
    };
    a.getState().saveSettings('schwimmen', settings);
    storage.removeItem(GAME_KEYS.schwimmenMatch);
    const b = storeWith(storage);
    expect(swSettings(b.getState()).faces).toBe('german');
    expect(swSettings(b.getState()).speed).toBe('slow');
    expect(sw(b.getState()).match.players).toBe(7);
  });

  it('an unreadable settings key costs only the settings: the Schnapsen match and the Bummerl record stay', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    playSchnapsen(a, 6);
    put(storage, GAME_KEYS.schnapsenRecord, { won: 3, lost: 4 });
    storage.setItem(GAME_KEYS.schwimmenSettings, '{"version":1,"rev":3,"state":{"opp');
    storage.setItem(GAME_KEYS.schnapsenSettings, 'not json at all');
    const b = storeWith(storage, 321);
    expect(sn(b.getState()).match).toEqual(sn(a.getState()).match);
    expect(b.getState().tallies.schnapsen ?? { won: 0, lost: 0 }).toEqual({ won: 3, lost: 4 });
    expect(sw(b.getState()).match).toEqual(sw(a.getState()).match);
    expect(b.getState().saveProblems.map((p) => [p.key, p.problem, p.kept])).toEqual([
      [GAME_KEYS.schwimmenSettings, 'unreadable', true],
      [GAME_KEYS.schnapsenSettings, 'unreadable', true],
    ]);
    expect(storage.getItem(setAsideKeys(storage, GAME_KEYS.schnapsenSettings)[0])).toBe('not json at all');
    // The fresh settings are written over the broken ones: the next visit reads them without a notice.
    expect(storeWith(storage).getState().saveProblems).toEqual([]);
  });

  it('a broken Schnapsen match is set aside on its own; Schwimmen and the record are kept', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    playSome(a, 4);
    playSchnapsen(a, 4);
    const saved = envelope(storage, GAME_KEYS.schnapsenMatch);
    (saved.state.log as unknown[]).push({ type: 'play', card: 'Ah' }, { type: 'play', card: 'Ah' });
    storage.setItem(GAME_KEYS.schnapsenMatch, JSON.stringify(saved));
    const b = storeWith(storage, 321);
    expect(b.getState().saveProblems.map((p) => p.key)).toEqual([GAME_KEYS.schnapsenMatch]);
    expect(sw(b.getState()).match).toEqual(sw(a.getState()).match);
    expect(sn(b.getState()).match.log).toHaveLength(1);
    expect(setAsideKeys(storage)).toHaveLength(1);
  });

  it('a version 2 save (one key for everything) moves to the new keys, every part intact', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    playSome(a, 7);
    playSchnapsen(a, 5);
    const { match } = sw(a.getState());
    const settings = swSettings(a.getState());
    const { match: schnapsenMatch } = sn(a.getState());
    const schnapsenSettings = snSettings(a.getState());
    const v2 = {
      version: 2,
      state: {
        settings: { ...settings, faces: 'german' },
        match,
        schnapsen: {
          settings: { ...schnapsenSettings, showPoints: false },
          match: schnapsenMatch,
          record: { won: 3, lost: 4 },
        },
      },
    };
    storage.clear();
    storage.setItem(LEGACY_KEY, JSON.stringify(v2));
    const b = storeWith(storage, 777);
    expect(b.getState().saveProblems).toEqual([]);
    expect(sw(b.getState()).match).toEqual(match);
    expect(sw(b.getState()).state).toEqual(sw(a.getState()).state);
    expect(swSettings(b.getState()).faces).toBe('german');
    expect(sn(b.getState()).match).toEqual(schnapsenMatch);
    expect(snSettings(b.getState()).showPoints).toBe(false);
    expect(b.getState().tallies.schnapsen ?? { won: 0, lost: 0 }).toEqual({ won: 3, lost: 4 });
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
    expect(envelope(storage, GAME_KEYS.schnapsenRecord).state).toEqual({ won: 3, lost: 4 });
  });

  it('a version 1 save (Schwimmen alone) is migrated: the Schwimmen match survives, Schnapsen starts fresh', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    playSome(a, 3);
    const v1 = { version: 1, state: { settings: swSettings(a.getState()), match: sw(a.getState()).match } };
    storage.clear();
    storage.setItem(LEGACY_KEY, JSON.stringify(v1));
    const b = storeWith(storage, 777);
    expect(b.getState().saveProblems).toEqual([]);
    expect(sw(b.getState()).match).toEqual(sw(a.getState()).match);
    expect(sn(b.getState()).match.seed).toBe(778);
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
  });

  it('an old save the storage has no room to move keeps its key, to be moved on a later visit', () => {
    const storage = new QuotaStorage(1_000_000);
    const a = storeWith(storage);
    playSome(a, 3);
    const legacy = JSON.stringify({
      version: 2,
      state: { settings: swSettings(a.getState()), match: sw(a.getState()).match },
    });
    storage.clear();
    storage.setItem(LEGACY_KEY, legacy);
    storage.limit = legacy.length + LEGACY_KEY.length + 10;
    storeWith(storage);
    expect(storage.getItem(LEGACY_KEY)).toBe(legacy);
  });

  it('an unreadable version 2 save is set aside with a notice', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_KEY, '{"state": {"match": tru');
    const store = storeWith(storage);
    expect(store.getState().saveProblems.map((p) => [p.key, p.problem, p.kept])).toEqual([
      [LEGACY_KEY, 'unreadable', true],
    ]);
    expect(storage.getItem(setAsideKeys(storage, LEGACY_KEY)[0])).toBe('{"state": {"match": tru');
    expect(storage.getItem(LEGACY_KEY)).toBeNull();
    store.getState().dismissSaveProblems();
    expect(store.getState().saveProblems).toEqual([]);
  });

  it('keeps only the last three set-aside copies of a key', () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < 5; i++) {
      storage.setItem(GAME_KEYS.schwimmenMatch, `broken ${i}`);
      storeWith(storage, 1, { now: () => 1000 + i });
    }
    expect(setAsideKeys(storage, GAME_KEYS.schwimmenMatch)).toHaveLength(3);
  });
});

describe('issue 12: no save can blank the page', () => {
  /** A saved Schwimmen match with a round lost by the human on the table. */
  function lostRoundSaved() {
    const storage = new MemoryStorage();
    const a = storeWith(storage, 3);
    const rng = createRng(8);
    for (let i = 0; i < 5000 && !(sw(a.getState()).state.roundResult?.losers ?? []).includes(HUMAN); i++) {
      const { state, match } = sw(a.getState());
      const who = schwimmen.actor(state);
      const legal = who === 'chance' || who === 'none' ? [] : schwimmen.legalActions(state);
      if (who === 'none') a.getState().newMatch('schwimmen');
      else if (who === 'chance') a.getState().nextDeal('schwimmen');
      else if (who === HUMAN) a.getState().act('schwimmen', legal[rng.int(legal.length)]);
      else a.getState().computerMove('schwimmen', match.id, match.log.length, legal[rng.int(legal.length)]);
    }
    expect(sw(a.getState()).state.roundResult?.losers).toContain(HUMAN);
    return { storage, saved: envelope(storage, GAME_KEYS.schwimmenMatch) };
  }

  const broken: [string, (state: Record<string, unknown>) => void][] = [
    ['an unknown computer level', (m) => ((m.levels as unknown[])[1] = 'godlike')],
    ['a level for the human seat', (m) => ((m.levels as unknown[])[0] = 'easy')],
    ['too many players', (m) => (m.players = 9)],
    ['levels that do not match the players', (m) => (m.levels = [null, 'easy'])],
    ['a negative seed', (m) => (m.seed = -4)],
    ['a seed that is not a number', (m) => (m.seed = '5')],
    ['rules with a wrong value', (m) => (m.rules = { ...(m.rules as object), lives: 9 })],
    ['rules that are not an object', (m) => (m.rules = 'default')],
    ['a dealer outside the table', (m) => (m.firstDealer = 11)],
    ['an empty log', (m) => (m.log = [])],
    ['a log that is not a list', (m) => (m.log = { 0: 'deal' })],
    ['an action without a type', (m) => (m.log as unknown[]).push({ give: 'Ah' })],
    ['a deal not from the seed', (m) => (m.log as { deck: string[] }[])[0].deck.reverse()],
    ['an id that is not a string', (m) => (m.id = 7)],
  ];

  for (const [what, spoil] of broken) {
    it(`a saved match with ${what} is set aside, and a playable match is dealt`, () => {
      const { storage, saved } = lostRoundSaved();
      spoil(saved.state);
      storage.setItem(GAME_KEYS.schwimmenMatch, JSON.stringify(saved));
      const b = storeWith(storage, 42);
      expect(b.getState().saveProblems.map((p) => p.key)).toEqual([GAME_KEYS.schwimmenMatch]);
      const { match, state } = sw(b.getState());
      expect(match.levels.slice(1).every((l) => l === 'normal')).toBe(true);
      expect(schwimmen.legalActions(state).length).toBeGreaterThan(0);
    });
  }

  it('a saved Schnapsen match with an unknown level or a bad Bummerl size is set aside', () => {
    for (const spoil of [
      (m: Record<string, unknown>) => (m.level = 'godlike'),
      (m: Record<string, unknown>) => (m.rules = { bummerl: 9 }),
      (m: Record<string, unknown>) => (m.firstDealer = 2),
    ]) {
      const storage = new MemoryStorage();
      const a = storeWith(storage);
      playSchnapsen(a, 3);
      const saved = envelope(storage, GAME_KEYS.schnapsenMatch);
      spoil(saved.state);
      storage.setItem(GAME_KEYS.schnapsenMatch, JSON.stringify(saved));
      const b = storeWith(storage);
      expect(b.getState().saveProblems.map((p) => p.key)).toEqual([GAME_KEYS.schnapsenMatch]);
      expect(schnapsen.legalActions(sn(b.getState()).state).length).toBeGreaterThan(0);
    }
  });

  it('a save of {"state":null} gets a notice too, not a silent reset', () => {
    const storage = new MemoryStorage();
    storage.setItem(GAME_KEYS.schwimmenMatch, '{"state":null,"version":1}');
    const store = storeWith(storage);
    expect(store.getState().saveProblems.map((p) => [p.key, p.problem])).toEqual([
      [GAME_KEYS.schwimmenMatch, 'empty'],
    ]);
  });

  it('a save from a newer version of the app is set aside, not misread', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      GAME_KEYS.schnapsenMatch,
      JSON.stringify({ state: { future: true }, version: 99, rev: 1 }),
    );
    const store = storeWith(storage);
    expect(store.getState().saveProblems.map((p) => [p.key, p.problem])).toEqual([
      [GAME_KEYS.schnapsenMatch, 'newerVersion'],
    ]);
    expect(setAsideKeys(storage, GAME_KEYS.schnapsenMatch)).toHaveLength(1);
  });

  it('settings out of range fall back to the defaults', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    put(storage, GAME_KEYS.schwimmenSettings, {
      opponents: 40,
      level: 'godlike',
      rules: { lives: 0, feuer: 'yes' },
      faces: 'german',
    });
    const b = storeWith(storage);
    expect(swSettings(b.getState())).toEqual({ ...swSettings(a.getState()), faces: 'german' });
  });
});

describe('issue 12: "set aside" tells the truth', () => {
  it('when the copy cannot be stored (quota), the notice says so and keeps the text to download', () => {
    const storage = new QuotaStorage(100_000);
    storeWith(storage);
    const raw = `{"version":1,"rev":2,"state":{"broken":${'9'.repeat(30_000)}`;
    storage.setItem(GAME_KEYS.schwimmenMatch, raw);
    storage.limit = 45_000;
    const store = storeWith(storage);
    const [problem] = store.getState().saveProblems;
    expect(problem).toEqual({ key: GAME_KEYS.schwimmenMatch, problem: 'unreadable', kept: false, raw });
    expect(setAsideKeys(storage)).toEqual([]);
  });
});
