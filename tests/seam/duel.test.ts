// Issue 39, "prove the seam": a game the app has never heard of (the high-card duel of tests/fixtures/duel),
// registered by this file, goes through everything that loops over the game registry: the store's generic
// slice and its saves, the bot driver, the simulator and the statistics recorder. Nothing in src/ changes for
// it. (The engine and bot conformance suites run on it in ./duelConformance.test.ts.)
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../src/engine/cards';
import type { Seat } from '../../src/engine/game';
import { createRng } from '../../src/engine/rng';
import { gameIds, gameOf, isGameId } from '../../src/games';
import { knownGameIds } from '../../src/games/ids';
import { setAsideCopies } from '../../src/persist/saves';
import { GAMES, resolveBot, simGame, simGameIds, type AnyBot, type NoBot } from '../../src/sim/games';
import { main } from '../../src/sim/cli';
import { runSim, type SimResult } from '../../src/sim/run';
import { emptyStats, createStatsStore } from '../../src/stats';
import { NO_MARKS } from '../../src/stats/progress';
import { HUMAN, settingsOf, tableOf, type GameStore, type StoreDeps } from '../../src/store';
import { startBotDriver, type Decide } from '../../src/store/botDriver';
import { decideInApp, hintInApp } from '../../src/store/brains';
import { dailyScreen, screenFromAddress } from '../../src/store/route';
import { recordGames, startStatsRecorder } from '../../src/store/statsRecorder';
import { lineOf } from '../../src/store/takeBack';
import { duel, type DuelAction, type DuelState } from '../fixtures/duel/engine';
import {
  DEFAULT_DUEL_SETTINGS,
  DUEL_ID,
  duelDeck,
  duelDeckFor,
  duelGame,
  replayDuel,
  type DuelSettings,
} from '../fixtures/duel/module';
import { registerDuel, unregisterDuel } from '../fixtures/duel/register';
import { MemoryStorage, sn, storeWith, sw } from '../store/helpers';

type Store = ReturnType<typeof storeWith>;
type Chooser = (legal: DuelAction[], rng: { int(n: number): number }) => DuelAction;

/** The duel's table and settings in a store's state, typed by its module. */
const du = (s: Pick<GameStore, 'games'>) => tableOf(s, duelGame);
const duSettings = (s: Pick<GameStore, 'settings'>): DuelSettings => settingsOf(s, duelGame);

/**
 * A store on `storage` showing `screen`; its hints are the app's own (hintInApp: without a Worker, the
 * game's brains.hint in the page), so nothing in the deps knows the duel either.
 */
function duelStore(
  storage: Storage = new MemoryStorage(),
  seed = 1234,
  screen = 'home',
  overrides: Partial<StoreDeps> = {},
): Store {
  return storeWith(storage, seed, { hint: hintInApp, ...overrides }, screen);
}

const randomCard: Chooser = (legal, rng) => legal[rng.int(legal.length)];

/**
 * Plays the duel on the table: deals through nextDeal, the human's cards through act, the computer's through
 * computerMove, each chosen by `pick`; stops when `until` holds or the match is over.
 */
function playDuel(
  store: Store,
  seed: number,
  until: (s: DuelState) => boolean = () => false,
  pick = randomCard,
) {
  const rng = createRng(seed);
  for (let step = 0; step < 1000; step++) {
    const { state, match } = du(store.getState());
    if (until(state)) return;
    const who = duel.actor(state);
    if (who === 'none') return;
    if (who === 'chance') {
      store.getState().nextDeal(DUEL_ID);
      continue;
    }
    const action = pick(duel.legalActions(state), rng);
    if (who === HUMAN) expect(store.getState().act(DUEL_ID, action)).toBeNull();
    else expect(store.getState().computerMove(DUEL_ID, lineOf(match), match.log.length, action)).toBe(true);
  }
  throw new Error('the duel did not end');
}

/** A store whose duel has `who` to lead the first trick (the seat after the dealer). */
function storeWhereLeads(who: Seat, screen = 'home', overrides: Partial<StoreDeps> = {}): Store {
  const store = duelStore(new MemoryStorage(), 1234, screen, overrides);
  for (let seed = 1; seed < 100; seed++) {
    store.getState().newMatch(DUEL_ID, seed);
    if (duel.actor(du(store.getState()).state) === who) return store;
  }
  throw new Error(`no seed below 100 lets seat ${who} lead`);
}

const envelope = (storage: Storage, key: string) =>
  JSON.parse(storage.getItem(key) as string) as {
    version: number;
    rev: number;
    state: Record<string, unknown>;
  };

beforeAll(registerDuel);
afterAll(unregisterDuel);

describe('the duel on the registry', () => {
  it('registerGame puts it after the app’s games, in the registry and in the ids the first page reads', () => {
    expect(gameIds()).toEqual(['schwimmen', 'schnapsen', DUEL_ID]);
    expect(knownGameIds()).toEqual(gameIds());
    expect(gameOf(DUEL_ID)).toBe(duelGame);
    // The address opens its table like any game's.
    expect(screenFromAddress('?game=duel')).toBe(DUEL_ID);
  });

  it('(1) its module deals from the seed, replays its log and reads its rounds', () => {
    const record = duelGame.newRecord(DEFAULT_DUEL_SETTINGS, 77, 'm');
    const start = duelGame.initialState(record);
    expect(duel.actor(start)).toBe('chance');
    const deal = duelGame.nextDeal(record, start);
    expect(deal).toEqual({ type: 'deal', deck: duelDeckFor(77, 1) });
    const s = duel.apply(start, deal);
    // The seat after the dealer leads, two cards each, the other four face down.
    expect(duel.actor(s)).toBe(1 - record.firstDealer);
    expect(s.hands.map((h) => h.length)).toEqual([2, 2]);
    expect(s.stock).toHaveLength(4);
    expect(duel.view(s, 0).hand).toEqual(s.hands[0]);
    expect(JSON.stringify(duel.view(s, 0))).not.toContain(s.hands[1][0]);
    expect(duelGame.roundNumber(s)).toBe(1);
    expect(duelGame.roundOver(s)).toBe(false);
    expect(replayDuel({ ...record, log: [deal] })).toEqual(s);
  });

  it('(1) rules: the higher card takes the trick and leads the next; fewer tricks lose a life, shared tricks none', () => {
    const base = duel.init({ firstDealer: 0, lives: 2 });
    // Seat 1 (after the dealer) holds 7c Ac, seat 0 holds 8c 9c: one trick each.
    const tie = duel.apply(base, { type: 'deal', deck: ['7c', 'Ac', '8c', '9c', 'Tc', 'Jc', 'Qc', 'Kc'] });
    let s = duel.apply(tie, { type: 'play', card: 'Ac' });
    s = duel.apply(s, { type: 'play', card: '8c' });
    expect(s.tricks).toEqual([0, 1]);
    expect(duel.actor(s)).toBe(1);
    s = duel.apply(s, { type: 'play', card: '7c' });
    s = duel.apply(s, { type: 'play', card: '9c' });
    expect(s.result).toEqual({ tricks: [1, 1], loser: null });
    expect(s.lives).toEqual([2, 2]);
    // The dealer passes: seat 1 deals, seat 0 leads.
    expect(s.dealer).toBe(1);
    expect(duel.actor(s)).toBe('chance');
    const s2 = duel.apply(s, { type: 'deal', deck: ['7c', '8c', 'Ac', 'Kc', 'Tc', 'Jc', 'Qc', '9c'] });
    expect(duel.actor(s2)).toBe(0);
    let t = s2;
    for (const card of ['8c', 'Kc', 'Ac', '7c'] as const) t = duel.apply(t, { type: 'play', card });
    expect(t.result).toEqual({ tricks: [0, 2], loser: 0 });
    expect(t.lives).toEqual([1, 2]);
    expect(duelGame.progress({ ...duelGame.newRecord(DEFAULT_DUEL_SETTINGS, 1, 'x') }, t)).toMatchObject({
      finishedRound: 2,
      roundLost: true,
      finished: false,
    });
  });
});

describe('(2) the generic store slice', () => {
  it('a store made with the duel registered deals it a table, gives it its default settings and no tally', () => {
    const store = duelStore();
    const { match, state } = du(store.getState());
    expect(match.log).toHaveLength(1);
    // A match made in the app deals from its own random key (src/match/dealing.ts).
    expect(match.dealing).toMatchObject({ key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(match.log[0]).toEqual({ type: 'deal', deck: duelDeck(match, 1) });
    expect(duelGame.deckOfSeed(duelGame.dealSeed(match, 1) as string)).toEqual(duelDeck(match, 1));
    expect(state).toEqual(replayDuel(match));
    expect(duSettings(store.getState())).toEqual(DEFAULT_DUEL_SETTINGS);
    expect(store.getState().tallies[DUEL_ID]).toBeUndefined();
  });

  it('play: the human’s card through act, the computer’s through computerMove; a refused move changes nothing', () => {
    const store = storeWhereLeads(HUMAN);
    const { state, match } = du(store.getState());
    const missing = duel.cards.find((c) => !state.hands[HUMAN].includes(c)) as Card;
    const notHeld: DuelAction = { type: 'play', card: missing };
    const before = store.getState().games;
    expect(store.getState().act(DUEL_ID, notHeld)).toMatchObject({
      code: 'cardNotInHand',
    });
    expect(store.getState().act(DUEL_ID, { type: 'deal' })).toMatchObject({ code: 'alreadyDealt' });
    expect(store.getState().act(DUEL_ID, duel.legalActions(state)[0], 'another position')).toMatchObject({
      code: 'stalePosition',
    });
    // The computer is not to act: its move is dropped.
    expect(
      store.getState().computerMove(DUEL_ID, match.id, match.log.length, duel.legalActions(state)[0]),
    ).toBe(false);
    expect(store.getState().games).toBe(before);

    expect(store.getState().act(DUEL_ID, duel.legalActions(state)[0])).toBeNull();
    const after = du(store.getState());
    expect(after.match.log).toHaveLength(2);
    expect(duel.actor(after.state)).toBe(1);
    expect(store.getState().act(DUEL_ID, duel.legalActions(after.state)[0])).toMatchObject({
      code: 'notYourTurn',
    });
    const reply = duel.legalActions(after.state)[0];
    expect(store.getState().computerMove(DUEL_ID, after.match.id, after.match.log.length, reply)).toBe(true);
    expect(du(store.getState()).match.log).toHaveLength(3);
    // The other games' tables are untouched.
    expect(sw(store.getState()).match.log).toHaveLength(1);
    expect(sn(store.getState()).match.log).toHaveLength(1);
  });

  it('a whole match: the next deal waits for the human, the tally counts the match once, and is saved', () => {
    for (const seed of [1, 2, 3, 4]) {
      const storage = new MemoryStorage();
      const store = duelStore(storage, seed);
      playDuel(store, seed, (s) => duelGame.roundOver(s));
      // A result stands: the human asks for the next deal (computersDeal is false).
      expect(duel.actor(du(store.getState()).state)).toBe(
        duelGame.matchOver(du(store.getState()).state) ? 'none' : 'chance',
      );
      playDuel(store, seed);
      const { state } = du(store.getState());
      expect(duelGame.matchOver(state)).toBe(true);
      const won = duelGame.winner(state) === HUMAN;
      const tally = { won: won ? 1 : 0, lost: won ? 0 : 1 };
      expect(store.getState().tallies[DUEL_ID]).toEqual(tally);
      expect(envelope(storage, duelGame.saveKeys.tally as string).state).toEqual(tally);
      // Nothing more to deal or play; the tally stays.
      store.getState().nextDeal(DUEL_ID);
      expect(du(store.getState()).state).toBe(state);
      store.getState().newMatch(DUEL_ID);
      expect(store.getState().tallies[DUEL_ID]).toEqual(tally);
    }
  });

  it('save and reload: a second store on the same storage shows the same table, settings and tally', () => {
    const storage = new MemoryStorage();
    const a = duelStore(storage, 5);
    playDuel(a, 5, (s) => s.deals === 2 && s.trick.length === 1);
    a.getState().saveSettings(DUEL_ID, { ...duSettings(a.getState()), speed: 'fast', faces: 'german' });
    a.getState().nameOpponents(DUEL_ID, du(a.getState()).match.id, ['Vera']);
    const saved = envelope(storage, duelGame.saveKeys.match);
    expect(saved.version).toBe(1);
    expect(Object.keys(saved.state).sort()).toEqual([
      'dealing',
      'firstDealer',
      'id',
      'level',
      'log',
      'opponentName',
      'rules',
      'seed',
    ]);
    expect(envelope(storage, duelGame.saveKeys.settings).state).toMatchObject({
      speed: 'fast',
      faces: 'german',
    });

    const b = duelStore(storage, 999);
    expect(b.getState().saveProblems).toEqual([]);
    expect(du(b.getState()).match).toEqual(du(a.getState()).match);
    expect(du(b.getState()).state).toEqual(du(a.getState()).state);
    expect(du(b.getState()).match.opponentName).toBe('Vera');
    expect(duSettings(b.getState())).toEqual(duSettings(a.getState()));
    // The reloaded table plays on.
    playDuel(b, 6);
    expect(duelGame.matchOver(du(b.getState()).state)).toBe(true);
    expect(b.getState().tallies[DUEL_ID]).toBeDefined();
  });

  it('a settings change that changes the match (lives) deals a new one with it; one that does not, keeps it', () => {
    const storage = new MemoryStorage();
    const store = duelStore(storage);
    playDuel(store, 3, (s) => s.trick.length === 1);
    const before = du(store.getState()).match;
    store.getState().saveSettings(DUEL_ID, { ...duSettings(store.getState()), level: 'easy' });
    expect(du(store.getState()).match).toBe(before);
    const fourLives: DuelSettings = { ...duSettings(store.getState()), rules: { lives: 4 } };
    store.getState().saveSettings(DUEL_ID, fourLives);
    const { match, state } = du(store.getState());
    expect(match.id).not.toBe(before.id);
    expect(match.level).toBe('easy');
    expect(state.lives).toEqual([4, 4]);
    // Settings read back are checked: a value out of range takes its default.
    const raw = envelope(storage, duelGame.saveKeys.settings);
    storage.setItem(
      duelGame.saveKeys.settings,
      JSON.stringify({ ...raw, state: { ...raw.state, rules: { lives: 99 }, speed: 'warp' } }),
    );
    const again = duelStore(storage);
    expect(duSettings(again.getState())).toEqual({ ...DEFAULT_DUEL_SETTINGS, level: 'easy' });
  });

  const broken: [string, (state: Record<string, unknown>) => void][] = [
    ['a deal not from the seed', (m) => (m.log as { deck: string[] }[])[0].deck.reverse()],
    ['a card the seat does not hold', (m) => (m.log as unknown[]).push({ type: 'play', card: 'Zz' })],
    ['an unknown computer level', (m) => (m.level = 'godlike')],
    ['lives out of range', (m) => (m.rules = { lives: 0 })],
    ['a dealer outside the table', (m) => (m.firstDealer = 2)],
    ['an empty log', (m) => (m.log = [])],
  ];
  for (const [what, spoil] of broken) {
    it(`a saved duel with ${what} is set aside (reported, a copy kept) and a fresh duel is dealt; the other games are kept`, () => {
      const storage = new MemoryStorage();
      const a = duelStore(storage, 8);
      playDuel(a, 8, (s) => s.deals === 1 && s.trick.length === 1);
      const saved = envelope(storage, duelGame.saveKeys.match);
      spoil(saved.state);
      const raw = JSON.stringify(saved);
      storage.setItem(duelGame.saveKeys.match, raw);

      const b = duelStore(storage, 42);
      expect(b.getState().saveProblems.map((p) => [p.key, p.problem, p.kept])).toEqual([
        [duelGame.saveKeys.match, 'unreadable', true],
      ]);
      const copies = setAsideCopies(storage, duelGame.saveKeys.match);
      expect(copies).toHaveLength(1);
      expect(storage.getItem(copies[0])).toBe(raw);
      const { match, state } = du(b.getState());
      expect(match.id).not.toBe(du(a.getState()).match.id);
      expect(match.log).toHaveLength(1);
      expect(duel.legalActions(state).length).toBeGreaterThan(0);
      expect(sw(b.getState()).match).toEqual(sw(a.getState()).match);
      expect(sn(b.getState()).match).toEqual(sn(a.getState()).match);
      // The fresh duel was written over the broken one: the next visit reads it without a notice.
      const c = duelStore(storage, 43);
      expect(c.getState().saveProblems).toEqual([]);
      expect(du(c.getState()).match).toEqual(match);
    });
  }

  it('a save that is not JSON at all is set aside too', () => {
    const storage = new MemoryStorage();
    duelStore(storage);
    storage.setItem(duelGame.saveKeys.match, '{"version":1,"rev":2,"state":{"lo');
    const b = duelStore(storage, 7);
    expect(b.getState().saveProblems.map((p) => p.key)).toEqual([duelGame.saveKeys.match]);
    expect(du(b.getState()).match.log).toHaveLength(1);
  });

  it('practice: Take back goes back to before the human’s last card, never across a deal', () => {
    const store = storeWhereLeads(HUMAN);
    store.getState().saveSettings(DUEL_ID, { ...duSettings(store.getState()), practice: true });
    expect(du(store.getState()).match.practice).toBe(true);
    const start = du(store.getState());
    expect(store.getState().takeBack(DUEL_ID)).toBe(false);
    playDuel(store, 1, (s) => s.trick.length === 0 && s.tricks[0] + s.tricks[1] === 1);
    expect(store.getState().takeBack(DUEL_ID)).toBe(true);
    expect(du(store.getState()).match.log).toEqual(start.match.log);
    expect(du(store.getState()).state).toEqual(start.state);
    expect(store.getState().tookBack).toMatchObject({ game: DUEL_ID, undone: 2 });
  });

  it('the hint and the review come from the duel’s brains through the app’s own paths (no worker here)', async () => {
    const store = storeWhereLeads(HUMAN);
    await store.getState().askHint(DUEL_ID);
    const { state } = du(store.getState());
    const highest = duel.legalActions(state).at(-1);
    expect(store.getState().hint).toMatchObject({ game: DUEL_ID, hint: highest });
    // The human plays the lowest card: the review counts the ranks it gave away.
    playDuel(
      store,
      2,
      (s) => duelGame.roundOver(s),
      (legal) => legal[0],
    );
    const review = await store.getState().reviewOf(DUEL_ID, 1);
    expect(review).not.toBeNull();
    expect(review?.decisions.length).toBeGreaterThan(0);
    expect(review?.decisions.every((d) => (d.played as DuelAction).type === 'play')).toBe(true);
    expect(review?.duplicate).toBeNull();
  });
});

describe('(3) the bot driver', () => {
  afterEach(() => vi.useRealTimers());

  it('the computer seat moves by itself when the duel is on screen, with the app’s own players, and never for the human', async () => {
    vi.useFakeTimers();
    const store = storeWhereLeads(1, DUEL_ID);
    const length = du(store.getState()).match.log.length;
    // The app's own decide: the duel's quick players (brains.quick), loaded in the page.
    const stop = startBotDriver(store, { decide: decideInApp, prepare: () => {} });
    expect(store.getState().thinking).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    const { match, state } = du(store.getState());
    expect(match.log).toHaveLength(length + 1);
    // Normal plays its highest card.
    const before = replayDuel({ ...match, log: match.log.slice(0, length) });
    expect(match.log[length]).toEqual(duel.legalActions(before).at(-1));
    expect(duel.actor(state)).toBe(HUMAN);
    expect(store.getState().thinking).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(du(store.getState()).match.log).toHaveLength(length + 1);
    stop();
  });

  it('plays a whole match with the human at instant speed, and waits while another screen is shown', async () => {
    vi.useFakeTimers();
    const store = storeWhereLeads(1, 'home');
    store
      .getState()
      .saveSettings(DUEL_ID, { ...duSettings(store.getState()), speed: 'instant', level: 'easy' });
    const decide = vi.fn<Decide>((game, level, view, legal, seed) =>
      decideInApp(game, level, view, legal, seed),
    );
    const prepare = vi.fn();
    // The level applies from the next match: the same seed, so the computer leads again.
    store.getState().newMatch(DUEL_ID, du(store.getState()).match.seed);
    expect(duel.actor(du(store.getState()).state)).toBe(1);
    const stop = startBotDriver(store, { decide, prepare });
    await vi.runAllTimersAsync();
    expect(decide).not.toHaveBeenCalled();
    store.getState().setScreen(DUEL_ID);
    expect(prepare).toHaveBeenCalledWith(DUEL_ID, [null, 'easy']);
    for (let step = 0; step < 200; step++) {
      await vi.runAllTimersAsync();
      const { state } = du(store.getState());
      const who = duel.actor(state);
      if (who === 'none') break;
      if (who === 'chance') store.getState().nextDeal(DUEL_ID);
      else {
        expect(who).toBe(HUMAN);
        store.getState().act(DUEL_ID, duel.legalActions(state)[0]);
      }
    }
    expect(duelGame.matchOver(du(store.getState()).state)).toBe(true);
    expect(decide.mock.calls.length).toBeGreaterThan(0);
    for (const [game, level, view] of decide.mock.calls) {
      expect(game).toBe(DUEL_ID);
      expect(level).toBe('easy');
      expect((view as { seat: number }).seat).toBe(1);
    }
    stop();
  });

  it('a late answer, after a new match, is dropped', async () => {
    vi.useFakeTimers();
    const store = storeWhereLeads(1, DUEL_ID);
    let answer: (a: DuelAction) => void = () => {};
    const slow: Decide = () => new Promise<DuelAction>((resolve) => (answer = resolve));
    const stop = startBotDriver(store, { decide: slow, prepare: () => {} });
    await vi.advanceTimersByTimeAsync(5_000);
    const legal = duel.legalActions(du(store.getState()).state);
    // A new match on the same seed: the same cards, another id.
    const seed = du(store.getState()).match.seed;
    store.getState().newMatch(DUEL_ID, seed);
    const fresh = du(store.getState()).match;
    answer(legal[0]);
    await vi.advanceTimersByTimeAsync(0);
    expect(du(store.getState()).match.id).toBe(fresh.id);
    // The old answer did not land; the new match's own question is pending (its answer is never given).
    expect(du(store.getState()).match.log).toEqual(fresh.log);
    stop();
  });
});

describe('(4) the simulator (npm run sim’s machinery)', () => {
  const figures = (r: SimResult) => ({ ...r, decisionMs: undefined, seconds: undefined });

  it('simGame reads the duel from the registry', () => {
    const game = simGame(DUEL_ID);
    expect(game.name).toBe(DUEL_ID);
    expect(game.module).toBe(duelGame);
    expect([game.minPlayers, game.maxPlayers, game.dealWinRate]).toEqual([2, 2, false]);
    expect(game.defaultRules).toEqual({ lives: 2 });
    expect(simGameIds()).toContain(DUEL_ID);
    expect(GAMES[DUEL_ID]).toBe(game);
    expect(() => game.checkRules({ lives: 3 })).not.toThrow();
    expect(() => game.checkRules({ lives: 0 })).toThrow(RangeError);
    expect(() => game.checkRules({ lives: 'two' })).toThrow(TypeError);
  });

  it('resolveBot finds its levels, its oracle, and says what is unknown', async () => {
    const game = simGame(DUEL_ID);
    expect(((await resolveBot(game, 'easy')) as AnyBot).id).toBe('duel:easy');
    expect(((await resolveBot(game, 'expert')) as AnyBot).id).toBe('duel:expert');
    const oracle = (await resolveBot(game, 'oracle')) as AnyBot;
    expect(oracle.id).toBe('duel:oracle');
    expect(() => oracle.decide({}, [], 1)).toThrow(/full state/);
    expect((await resolveBot(game, 'godlike')) as NoBot).toMatchObject({ unknownLevel: true });
  });

  it('runSim plays seeded matches: the same seed gives the same figures, another seed others', async () => {
    const game = simGame(DUEL_ID);
    const bots = [(await resolveBot(game, 'easy')) as AnyBot, (await resolveBot(game, 'normal')) as AnyBot];
    const config = { game, players: 2, bots, matches: 200, seed: 11, duplicate: true };
    const a = runSim(config);
    const b = runSim(config);
    expect(figures(b)).toEqual(figures(a));
    expect(a.game).toBe(DUEL_ID);
    expect(a.matches).toBe(400);
    expect(a.wins[0] + a.wins[1] + a.draws).toBe(400);
    // A deal has at most one loser, and a match needs at least two deals (two lives each) to lose both lives.
    expect(a.roundLossRate.every((r) => r > 0 && r < 1)).toBe(true);
    expect(a.dealWinRate).toBeUndefined();
    expect(Object.keys(a.decisionMs).sort()).toEqual(['duel:easy', 'duel:normal']);
    expect(figures(runSim({ ...config, seed: 12 }))).not.toEqual(figures(a));
  });

  it('runSim takes the duel’s rules and its oracle', async () => {
    const game = simGame(DUEL_ID);
    const bots = [(await resolveBot(game, 'oracle')) as AnyBot, (await resolveBot(game, 'normal')) as AnyBot];
    const one = runSim({
      game,
      players: 2,
      bots,
      matches: 100,
      seed: 3,
      duplicate: true,
      rules: { lives: 1 },
    });
    const five = runSim({
      game,
      players: 2,
      bots,
      matches: 100,
      seed: 3,
      duplicate: true,
      rules: { lives: 5 },
    });
    expect(one.rules).toEqual({ lives: 1 });
    expect(
      figures(
        runSim({ game, players: 2, bots, matches: 100, seed: 3, duplicate: true, rules: { lives: 1 } }),
      ),
    ).toEqual(figures(one));
    // No draws: a match ends when a seat loses its last life. The oracle answers the card led with the
    // lowest that wins it, which the highest-card player cannot: the more deals, the surer its lead.
    expect(one.draws + five.draws).toBe(0);
    expect(one.winRate[0]).toBeGreaterThan(one.winRate[1]);
    expect(five.winRate[0]).toBeGreaterThan(one.winRate[0]);
  });
  it('the command line (src/sim/cli.ts main, what `npm run sim` runs) plays the duel and prints the same figures', async () => {
    const printed: unknown[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(line));
    const args = [
      '--game',
      DUEL_ID,
      '--bots',
      'easy,oracle',
      '--matches',
      '20',
      '--seed',
      '5',
      '--json',
      '--quiet',
    ];
    try {
      expect(await main(args)).toBe(0);
      expect(await main(args)).toBe(0);
    } finally {
      log.mockRestore();
    }
    const [table, json, , again] = printed as string[];
    expect(table).toMatch(/^duel, 2 players, 20 matches/);
    const game = simGame(DUEL_ID);
    const bots = [(await resolveBot(game, 'easy')) as AnyBot, (await resolveBot(game, 'oracle')) as AnyBot];
    const direct = runSim({ game, players: 2, bots, matches: 20, seed: 5, duplicate: false, rules: {} });
    expect(figures(JSON.parse(json) as SimResult)).toEqual(figures(direct));
    expect(figures(JSON.parse(again) as SimResult)).toEqual(figures(direct));
  });
});

describe('(5) the statistics recorder', () => {
  const statsDeps = (storage: Storage) => ({ storage: () => storage, now: () => 1 });

  it('a finished deal and a finished match of the duel are recorded once, across a reload', () => {
    for (const seed of [1, 2, 3]) {
      const storage = new MemoryStorage();
      const statsStorage = new MemoryStorage();
      const game = duelStore(storage, seed);
      const stats = createStatsStore(statsDeps(statsStorage));
      const stop = startStatsRecorder(game, stats);
      const level = du(game.getState()).match.level;
      playDuel(game, seed, (s) => duelGame.roundOver(s));
      const first = du(game.getState()).state;
      const lostFirst = first.result?.loser === HUMAN ? 1 : 0;
      expect(stats.getState().stats[DUEL_ID][level].roundsLost).toBe(lostFirst);
      expect(stats.getState().marks[DUEL_ID]?.[0]).toMatchObject({ round: 1, finished: false });
      // Seen again, nothing new is recorded.
      const recorded = { stats: stats.getState().stats, marks: stats.getState().marks };
      expect(recordGames(recorded, game.getState())).toBe(recorded);

      playDuel(game, seed);
      stop();
      const { state } = du(game.getState());
      const entry = stats.getState().stats[DUEL_ID][level];
      expect(entry.roundsLost).toBe(DEFAULT_DUEL_SETTINGS.rules.lives - state.lives[HUMAN]);
      expect(entry.matchesPlayed).toBe(1);
      expect(entry.matchesWon).toBe(state.winner === HUMAN ? 1 : 0);

      // A reload with the finished match on the table records nothing more.
      const again = duelStore(storage, seed + 100);
      const statsAgain = createStatsStore(statsDeps(statsStorage));
      expect(statsAgain.getState().stats[DUEL_ID][level]).toEqual(entry);
      startStatsRecorder(again, statsAgain)();
      expect(statsAgain.getState().stats[DUEL_ID][level]).toEqual(entry);
      // The other games' records are untouched.
      expect(statsAgain.getState().stats.schwimmen).toEqual(emptyStats().schwimmen);
    }
  });

  it('a practice match of the duel is not recorded at all', () => {
    const game = duelStore(new MemoryStorage(), 9);
    game.getState().saveSettings(DUEL_ID, { ...duSettings(game.getState()), practice: true });
    const stats = createStatsStore(statsDeps(new MemoryStorage()));
    const stop = startStatsRecorder(game, stats);
    playDuel(game, 9);
    stop();
    expect(du(game.getState()).match.practice).toBe(true);
    expect(duelGame.matchOver(du(game.getState()).state)).toBe(true);
    expect(stats.getState().stats[DUEL_ID]).toEqual(emptyStats()[DUEL_ID]);
    expect(stats.getState().marks[DUEL_ID] ?? []).toEqual([]);
    expect(
      recordGames({ stats: emptyStats(), marks: NO_MARKS }, game.getState()).marks[DUEL_ID],
    ).toBeUndefined();
    // Nor counted in the tally.
    expect(game.getState().tallies[DUEL_ID]).toBeUndefined();
  });
});

describe('(6) the deal of the day and checkable deals (issue 40), through the same seam', () => {
  it('the duel’s deal of the day comes to its table, saves under its own key, and the match waits for it', () => {
    const storage = new MemoryStorage();
    const store = duelStore(storage, 3, DUEL_ID);
    playDuel(store, 3, (s) => s.deals >= 1 && s.trick.length === 0 && s.phase === 'play');
    const match = du(store.getState()).match;
    store.getState().setScreen(dailyScreen(DUEL_ID, '2023-11-01'));
    const daily = du(store.getState()).match;
    expect(daily.daily).toEqual({ date: '2023-11-01', counts: false });
    expect(daily.dealing).toEqual({ key: `daily:${DUEL_ID}:2023-11-01` });
    expect(daily.log[0]).toEqual({
      type: 'deal',
      deck: duelGame.deckOfSeed(duelGame.dealSeed(daily, 1) as string),
    });
    expect(JSON.parse(storage.getItem(duelGame.saveKeys.daily) as string).state.id).toBe(daily.id);
    expect(JSON.parse(storage.getItem(duelGame.saveKeys.match) as string).state.id).toBe(match.id);
    store.getState().setScreen(DUEL_ID);
    expect(du(store.getState()).match).toBe(match);
    // Another device deals the same deal of the day.
    const other = duelStore(new MemoryStorage(), 99, dailyScreen(DUEL_ID, '2023-11-01'));
    expect(du(other.getState()).match.log).toEqual(daily.log);
  });
});

describe('unregistering', () => {
  it('takes the duel off the registry and the ids again (afterAll does, for the files that run after this one)', () => {
    unregisterDuel();
    try {
      expect(isGameId(DUEL_ID)).toBe(false);
      expect(knownGameIds()).toEqual(['schwimmen', 'schnapsen']);
      expect(() => gameOf(DUEL_ID)).toThrow(RangeError);
    } finally {
      registerDuel();
    }
  });
});
