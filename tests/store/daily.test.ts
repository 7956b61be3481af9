// The deal of the day in the store (issue 40): the date alone decides the deal, the seats and the computers'
// moves; the first play of today's date counts, anything else is practice; a future date or no date is refused
// with a notice; the match in progress waits, untouched, in its own save while the deal of the day is played
// in its own, and both come back after a reload.
import { describe, expect, it } from 'vitest';
import { botFor } from '../../src/bots';
import { gameIds, gameOf, schnapsenGame, schwimmenGame } from '../../src/games';
import { dailySeed, DAILY_NAMES } from '../../src/games/daily';
import { addDays, localDay, type Day } from '../../src/daily/date';
import { fingerprint } from '../../src/match/fairDeals';
import { HUMAN } from '../../src/match/human';
import { dailyScreen } from '../../src/store/route';
import { dailySlot, matchSlot } from '../../src/store/tables';
import { startStatsRecorder } from '../../src/store/statsRecorder';
import { createStatsStore } from '../../src/stats/store';
import { createDailyStore } from '../../src/stats/dailyStore';
import { startDailyRecorder } from '../../src/store/dailyRecorder';
import { savesOf } from '../../src/store';
import type { Level } from '../../src/match/levels';
import { GAME_KEYS, MemoryStorage, playSome, SharedStorage, sn, storeWith, sw } from './helpers';

const DAILY_KEYS = { schwimmen: 'kartenrunde:schwimmen:daily', schnapsen: 'kartenrunde:schnapsen:daily' };
/** The test stores' clock (testDeps) starts here: "today" for them. */
const TODAY = localDay(new Date(1_700_000_000_000)) as Day;

type Store = ReturnType<typeof storeWith>;

/** Plays the table of `game` on screen to the end of its round: the human's first legal action, the computers' own. */
function playRound(
  store: Store,
  game: string,
  human: (legal: { type: string }[]) => { type: string } = (l) => l[0],
) {
  const module = gameOf(game);
  for (let i = 0; i < 500; i++) {
    const s = store.getState();
    const { match, state } = s.games[game];
    if (module.roundOver(state) && module.roundNumber(state) > 0) return;
    const who = module.engine.actor(state);
    const legal = module.engine.legalActions(state) as { type: string }[];
    if (who === HUMAN) s.act(game, human(legal));
    else if (typeof who === 'number') {
      const level = module.levels(match)[who] as Level;
      const view = module.engine.view(state, who);
      const seed = module.decisionSeed(match, match.log.length);
      const action = botFor(game as 'schwimmen', level).decide(view as never, legal as never, seed);
      expect(s.computerMove(game, match.id, match.log.length, action as { type: string })).toBe(true);
    } else throw new Error(`nobody to move: ${String(who)}`);
  }
  throw new Error('the round did not end');
}

describe('issue 40: the deal of the day depends on the game and the date alone', () => {
  it('two devices deal the same cards, seat the same players at the same levels, with the same dealer', () => {
    for (const game of gameIds()) {
      const a = storeWith(new MemoryStorage(), 1, {}, dailyScreen(game, '2023-11-06'));
      const b = storeWith(
        new MemoryStorage(),
        999,
        { randomKey: () => 'f'.repeat(64) },
        dailyScreen(game, '2023-11-06'),
      );
      const ta = a.getState().games[game].match;
      const tb = b.getState().games[game].match;
      expect(ta.daily).toEqual({ date: '2023-11-06', counts: false });
      const { id: _a, ...sameA } = ta;
      const { id: _b, ...sameB } = tb;
      expect(sameA).toEqual(sameB);
      expect(ta.seed).toBe(dailySeed(game, '2023-11-06'));
      expect(ta.dealing).toEqual({ key: `daily:${game}:2023-11-06` });
      // Another date deals another deal.
      const c = storeWith(new MemoryStorage(), 1, {}, dailyScreen(game, '2023-11-05'));
      expect(c.getState().games[game].match.log[0]).not.toEqual(ta.log[0]);
    }
  });

  it('the fixed conditions: Schwimmen four seats, three at hard, three lives; Schnapsen one deal against the expert', () => {
    const s = storeWith(new MemoryStorage(), 1, {}, dailyScreen('schwimmen', '2023-11-06'));
    const { match, state } = sw(s.getState());
    expect(match.players).toBe(4);
    expect(match.levels).toEqual([null, 'hard', 'hard', 'hard']);
    expect(match.rules.lives).toBe(3);
    expect(new Set(match.names?.slice(1)).size).toBe(3);
    expect(match.names?.slice(1).every((n) => (DAILY_NAMES as readonly (string | null)[]).includes(n))).toBe(
      true,
    );
    expect(state.round).toBe(1);
    const t = storeWith(new MemoryStorage(), 1, {}, dailyScreen('schnapsen', '2023-11-06'));
    const sch = sn(t.getState()).match;
    expect(sch.level).toBe('expert');
    expect(DAILY_NAMES).toContain(sch.opponentName);
    // The deal's seed is public: anyone works out its fingerprint from the game and the date.
    expect(schnapsenGame.dealSeed(sch, 1)).not.toBeNull();
    expect(fingerprint(schnapsenGame.dealSeed(sch, 1) as string)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the computers make the same moves for the same moves of the player, on every device', () => {
    for (const game of gameIds()) {
      const logs = [1, 2].map((n) => {
        const store = storeWith(new MemoryStorage(), n * 77, {}, dailyScreen(game, '2023-10-30'));
        playRound(store, game, (legal) => legal[legal.length - 1]);
        return store.getState().games[game].match.log;
      });
      expect(logs[0]).toEqual(logs[1]);
      expect(logs[0].length).toBeGreaterThan(1);
    }
  });
});

describe('issue 40: the first play of today counts; the rest is practice', () => {
  it('today’s first play counts, a second play after it is practice, a past date is practice', () => {
    const storage = new MemoryStorage();
    const history = new Set<string>();
    const dailyStart = (game: string, day: string) =>
      !history.has(`${game}:${day}`) && !!history.add(`${game}:${day}`);
    const a = storeWith(storage, 1, { dailyStart }, dailyScreen('schwimmen', TODAY));
    expect(sw(a.getState()).match.daily).toEqual({ date: TODAY, counts: true });
    // Leaving and coming back resumes the same deal.
    playSome(a, 2);
    const played = sw(a.getState()).match;
    a.getState().setScreen('schwimmen');
    a.getState().setScreen(dailyScreen('schwimmen', TODAY));
    expect(sw(a.getState()).match).toBe(played);
    // A past date replaces it, as practice; today's again is then practice too: it was played.
    a.getState().setScreen(dailyScreen('schwimmen', addDays(TODAY, -3)));
    expect(sw(a.getState()).match.daily).toEqual({ date: addDays(TODAY, -3), counts: false });
    a.getState().setScreen(dailyScreen('schwimmen', TODAY));
    expect(sw(a.getState()).match.daily).toEqual({ date: TODAY, counts: false });
    expect(sw(a.getState()).match.log).toHaveLength(1);
  });

  it('a future date or no date is refused with a notice, and today’s deal is on the table instead', () => {
    for (const [asked, problem] of [
      [addDays(TODAY, 1), 'future'],
      ['2026-02-30', 'invalid'],
      ['tomorrow', 'invalid'],
    ] as const) {
      const store = storeWith(new MemoryStorage(), 1, {}, dailyScreen('schnapsen', asked));
      expect(store.getState().dailyNotice).toEqual({ game: 'schnapsen', problem });
      expect(store.getState().screen).toBe(dailyScreen('schnapsen', TODAY));
      expect(sn(store.getState()).match.daily?.date).toBe(TODAY);
      store.getState().dismissDailyNotice();
      expect(store.getState().dailyNotice).toBeNull();
    }
  });

  it('a deal of the day has one round: no next deal after it, and no Bummerl or statistics count it', () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage, 1, {}, dailyScreen('schnapsen', TODAY));
    const stats = createStatsStore({ storage: () => storage, now: () => 1 });
    startStatsRecorder(store, stats);
    playRound(store, 'schnapsen');
    const before = sn(store.getState()).match.log.length;
    store.getState().nextDeal('schnapsen');
    expect(sn(store.getState()).match.log).toHaveLength(before);
    expect(stats.getState().stats).toEqual(
      createStatsStore({ storage: () => new MemoryStorage(), now: () => 1 }).getState().stats,
    );
    expect(store.getState().tallies.schnapsen ?? { won: 0, lost: 0 }).toEqual({ won: 0, lost: 0 });
  });
});

describe('issue 40: the match in progress never pays for a deal of the day', () => {
  it('it waits untouched (in the store and in its save) and is back when the player goes back', () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    playSome(store, 5);
    const match = sw(store.getState()).match;
    const savedMatch = storage.getItem(GAME_KEYS.schwimmenMatch);
    store.getState().setScreen(dailyScreen('schwimmen', TODAY));
    expect(matchSlot(store.getState(), 'schwimmen').match).toBe(match);
    playRound(store, 'schwimmen');
    // New match and settings from the daily's screen go to the match, never to the deal of the day.
    expect(storage.getItem(GAME_KEYS.schwimmenMatch)).toBe(savedMatch);
    expect(JSON.parse(storage.getItem(DAILY_KEYS.schwimmen) as string).state.daily.date).toBe(TODAY);
    store.getState().setScreen('schwimmen');
    expect(sw(store.getState()).match).toBe(match);
    expect(dailySlot(store.getState(), 'schwimmen')?.match.daily?.date).toBe(TODAY);
    // Going home brings the match back too (the home screen speaks of the match).
    store.getState().setScreen(dailyScreen('schwimmen', TODAY));
    store.getState().setScreen('home');
    expect(sw(store.getState()).match).toBe(match);
  });

  it('after a reload both come back: the match on its screen, the deal of the day on its own', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage, 1, {}, 'schnapsen');
    playRound(a, 'schnapsen');
    const match = sn(a.getState()).match;
    a.getState().setScreen(dailyScreen('schnapsen', TODAY));
    playSome(a, 0);
    const daily = sn(a.getState()).match;
    const b = storeWith(storage, 5, {}, dailyScreen('schnapsen', TODAY));
    expect(b.getState().saveProblems).toEqual([]);
    expect(sn(b.getState()).match).toEqual(daily);
    expect(matchSlot(b.getState(), 'schnapsen').match).toEqual(match);
    const c = storeWith(storage, 9, {}, 'schnapsen');
    expect(sn(c.getState()).match).toEqual(match);
  });

  it('a new match asked for while the deal of the day is on the table replaces the match, not the deal', () => {
    const store = storeWith(new MemoryStorage(), 1, {}, dailyScreen('schwimmen', TODAY));
    const daily = sw(store.getState()).match;
    const old = matchSlot(store.getState(), 'schwimmen').match;
    store.getState().newMatch('schwimmen');
    expect(sw(store.getState()).match).toBe(daily);
    expect(matchSlot(store.getState(), 'schwimmen').match.id).not.toBe(old.id);
    store.getState().saveSettings('schwimmen', { ...store.getState().settings.schwimmen, practice: true });
    expect(sw(store.getState()).match.practice).toBeUndefined();
    expect(matchSlot(store.getState(), 'schwimmen').match.practice).toBe(true);
  });

  it('a broken deal of the day is set aside with a notice; the match loads as ever', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    playSome(a, 3);
    const match = sw(a.getState()).match;
    storage.setItem(
      DAILY_KEYS.schwimmen,
      JSON.stringify({ version: 1, rev: 1, state: { daily: 'nonsense' } }),
    );
    const b = storeWith(storage, 2, {}, dailyScreen('schwimmen', TODAY));
    expect(b.getState().saveProblems.map((p) => p.key)).toEqual([DAILY_KEYS.schwimmen]);
    expect(sw(b.getState()).match.daily?.date).toBe(TODAY);
    expect(matchSlot(b.getState(), 'schwimmen').match).toEqual(match);
    // A match saved under the deal's key is no deal of the day, and a deal under the match's key is no match.
    storage.setItem(DAILY_KEYS.schwimmen, storage.getItem(GAME_KEYS.schwimmenMatch) as string);
    const c = storeWith(storage, 3, {}, 'schwimmen');
    expect(c.getState().saveProblems.map((p) => p.key)).toEqual([DAILY_KEYS.schwimmen]);
  });

  it('two tabs: the other tab’s match lands in the waiting match, without a notice; its deal of the day on the table', () => {
    const shared = new SharedStorage();
    const a = storeWith(shared.storage, 1, shared.tab());
    const b = storeWith(shared.storage, 1, shared.tab(), dailyScreen('schwimmen', TODAY));
    const daily = sw(b.getState()).match;
    playSome(a, 4);
    expect(sw(b.getState()).match).toBe(daily);
    expect(matchSlot(b.getState(), 'schwimmen').match).toEqual(sw(a.getState()).match);
    expect(b.getState().tookOver).toBeNull();
    // And B's moves on the deal of the day reach A's waiting deal.
    playSome(b, 1);
    expect(dailySlot(a.getState(), 'schwimmen')?.match).toEqual(sw(b.getState()).match);
    expect(savesOf(a)).toBeDefined();
  });
});

describe('issue 40: the history records the first play of a date, once', () => {
  it('the result of today’s counting deal is written with the expert’s result and a mark per decision', async () => {
    const storage = new MemoryStorage();
    const daily = createDailyStore({ storage: () => storage, now: () => 1 });
    const store = storeWith(
      storage,
      1,
      { dailyStart: (game, day) => daily.getState().start(game, day as Day) },
      dailyScreen('schnapsen', TODAY),
    );
    startDailyRecorder(store, daily);
    expect(daily.getState().history.schnapsen?.[TODAY]).toEqual({ result: null });
    playRound(store, 'schnapsen');
    await expect
      .poll(() => daily.getState().history.schnapsen?.[TODAY]?.result, { timeout: 20_000 })
      .not.toBeNull();
    const result = daily.getState().history.schnapsen?.[TODAY]?.result;
    const measure = schnapsenGame.daily.measure(sn(store.getState()).state);
    expect(result).toMatchObject({ won: measure.won, result: measure.result });
    expect(result?.expertResult).not.toBeNull();
    expect(result?.marks.length).toBeGreaterThan(0);
    // Practice on the same date afterwards writes nothing.
    store.getState().setScreen(dailyScreen('schnapsen', addDays(TODAY, -1)));
    playRound(store, 'schnapsen');
    await new Promise((done) => setTimeout(done, 50));
    expect(daily.getState().history.schnapsen?.[addDays(TODAY, -1)]).toBeUndefined();
    expect(schwimmenGame.daily.measure).toBeTypeOf('function');
  });
});
