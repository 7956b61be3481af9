// Practice: the setting, Take back (the match replayed from its log to just before the human's last move, the
// seeded computers answering the same move the same way), the practice flag in the saves, and practice kept
// out of the statistics, the skill rating and the Bummerl record.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { botFor } from '../../src/bots';
import { reviewSchnapsenDeal, reviewSchwimmenRound } from '../../src/coach/review';
import { createRng } from '../../src/engine/rng';
import { schnapsen, type SchnapsenAction, type SchnapsenView } from '../../src/engine/schnapsen';
import { schwimmen, type SchwimmenAction, type SchwimmenView } from '../../src/engine/schwimmen';
import type { SchnapsenSettings } from '../../src/games/schnapsen/settings';
import { HUMAN } from '../../src/store';
import type { AskReview } from '../../src/store/brains';
import { startBotDriver, type Decide } from '../../src/store/botDriver';
import { replaySchwimmen, type SchwimmenMatchRecord } from '../../src/match/schwimmen';
import { replaySchnapsen, type SchnapsenMatchRecord } from '../../src/match/schnapsen';
import { lineOf } from '../../src/store/takeBack';
import { createStatsStore } from '../../src/stats';
import { startStatsRecorder } from '../../src/store/statsRecorder';
import { startSkillRecorder } from '../../src/store/skillRecorder';
import { createSkillStore } from '../../src/stats/skillStore';
import { GAME_KEYS, MemoryStorage, sn, snSettings, storeWith, sw, swSettings, withTable } from './helpers';

type Store = ReturnType<typeof storeWith>;

/** The app's computer players, deciding in the page. */
const decide: Decide = (game, level, view, legal, seed) =>
  game === 'schnapsen'
    ? botFor('schnapsen', level).decide(view as SchnapsenView, legal as SchnapsenAction[], seed)
    : botFor('schwimmen', level).decide(view as SchwimmenView, legal as SchwimmenAction[], seed);

function practiceStore(
  seed: number,
  game: 'schwimmen' | 'schnapsen' = 'schwimmen',
  storage = new MemoryStorage(),
) {
  const store = storeWith(storage, seed, {}, game);
  const s = store.getState();
  s.saveSettings('schwimmen', { ...swSettings(s), practice: true, speed: 'instant' });
  s.saveSettings('schnapsen', { ...snSettings(s), practice: true, speed: 'instant' });
  return store;
}

/** Lets the bot driver play the computers' turns until the human is to act (or a deal is due). */
async function computersPlay() {
  await vi.runAllTimersAsync();
}

const schwimmenSnapshot = (store: Store) => {
  const { state, match } = sw(store.getState());
  return { state, view: schwimmen.view(state, HUMAN), log: match.log };
};

const schnapsenSnapshot = (store: Store) => {
  const { state, match } = sn(store.getState());
  return { state, view: schnapsen.view(state, HUMAN), log: match.log };
};

/** The human's move in Schwimmen: `pick` chooses among the legal ones (not a knock, so the round goes on). */
function humanMove(store: Store, pick = 0): SchwimmenAction {
  const legal = schwimmen.legalActions(sw(store.getState()).state).filter((a) => a.type !== 'knock');
  const action = legal[pick % legal.length];
  expect(store.getState().act('schwimmen', action)).toBeNull();
  return action;
}

describe('practice: the setting', () => {
  it('is off by default; switched on, it makes the match on the table a practice match, the same match', () => {
    const store = storeWith(new MemoryStorage(), 5);
    const s = store.getState();
    expect(swSettings(s).practice).toBe(false);
    expect(swSettings(s).showCards).toBe(false);
    expect(snSettings(s).practice).toBe(false);
    expect(sw(s).match.practice).toBeFalsy();
    const before = sw(s).match;
    s.saveSettings('schwimmen', { ...swSettings(s), practice: true });
    expect(sw(store.getState()).match).toEqual({ ...before, practice: true });
    expect(sw(store.getState()).state).toBe(sw(s).state);
    s.saveSettings('schnapsen', { ...snSettings(s), practice: true });
    expect(sn(store.getState()).match.practice).toBe(true);
  });

  it("switched off, it applies from the next match; the computers' cards go off with it", () => {
    const store = practiceStore(6);
    const s = store.getState();
    s.saveSettings('schwimmen', { ...swSettings(store.getState()), showCards: true });
    expect(swSettings(store.getState()).showCards).toBe(true);
    store
      .getState()
      .saveSettings('schwimmen', { ...swSettings(store.getState()), practice: false, showCards: true });
    expect(swSettings(store.getState())).toMatchObject({ practice: false, showCards: false });
    expect(sw(store.getState()).match.practice).toBe(true);
    store.getState().newMatch('schwimmen');
    expect(sw(store.getState()).match.practice).toBeFalsy();
    store.getState().saveSettings('schnapsen', { ...snSettings(store.getState()), practice: false });
    expect(sn(store.getState()).match.practice).toBe(true);
    store.getState().newMatch('schnapsen');
    expect(sn(store.getState()).match.practice).toBeFalsy();
  });
});

describe('practice: Take back in Schwimmen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restores the exact table before the move; the same move gets the same answers; another goes on', async () => {
    let tested = 0;
    for (const seed of [3, 11, 29]) {
      const store = practiceStore(seed);
      const stop = startBotDriver(store, { decide });
      await computersPlay();
      expect(schwimmen.actor(sw(store.getState()).state)).toBe(HUMAN);
      // A move or two in, so that there is history before the move taken back.
      humanMove(store);
      await computersPlay();
      if (schwimmen.actor(sw(store.getState()).state) !== HUMAN) {
        stop();
        continue;
      }
      const before = schwimmenSnapshot(store);
      const move = humanMove(store, 1);
      await computersPlay();
      const answered = sw(store.getState()).match.log;
      expect(answered.length).toBeGreaterThan(before.log.length + 1);

      expect(store.getState().takeBack('schwimmen')).toBe(true);
      const after = schwimmenSnapshot(store);
      expect(after.state).toEqual(before.state);
      expect(after.view).toEqual(before.view);
      expect(after.log).toEqual(before.log);
      expect(schwimmen.actor(after.state)).toBe(HUMAN);
      expect(store.getState().tookBack).toMatchObject({
        game: 'schwimmen',
        undone: answered.length - before.log.length,
      });
      await computersPlay();
      expect(sw(store.getState()).match.log).toEqual(before.log); // nothing moves until the human does

      // The same move again: the seeded computers answer exactly as before.
      expect(store.getState().act('schwimmen', move)).toBeNull();
      expect(store.getState().tookBack).toBe(null);
      await computersPlay();
      expect(sw(store.getState()).match.log).toEqual(answered);

      // Another move: the game goes on from it, the state the replay of its log.
      expect(store.getState().takeBack('schwimmen')).toBe(true);
      const other = humanMove(store, 2);
      await computersPlay();
      const { match, state } = sw(store.getState());
      expect(match.log.slice(0, before.log.length + 1)).toEqual([...before.log, other]);
      expect(state).toEqual(replaySchwimmen(match));
      expect(match.takeBacks).toBe(2);
      stop();
      tested++;
    }
    expect(tested).toBeGreaterThan(1);
  });

  it('there is nothing to take back before the human has moved, nor in a match that is not practice', async () => {
    const store = practiceStore(8);
    const stop = startBotDriver(store, { decide });
    await computersPlay();
    const log = sw(store.getState()).match.log;
    expect(store.getState().takeBack('schwimmen')).toBe(false);
    expect(sw(store.getState()).match.log).toBe(log);
    stop();

    const plain = storeWith(new MemoryStorage(), 8);
    plain.getState().saveSettings('schwimmen', { ...swSettings(plain.getState()), speed: 'instant' });
    const stopPlain = startBotDriver(plain, { decide });
    await computersPlay();
    humanMove(plain);
    const played = sw(plain.getState()).match.log;
    expect(plain.getState().takeBack('schwimmen')).toBe(false);
    expect(sw(plain.getState()).match.log).toBe(played);
    stopPlain();
  });

  it('from the round result it takes back the move that ended the round; a new round starts afresh', async () => {
    const store = practiceStore(17);
    const stop = startBotDriver(store, { decide });
    let before = schwimmenSnapshot(store);
    for (let i = 0; i < 200 && sw(store.getState()).state.phase !== 'roundOver'; i++) {
      await computersPlay();
      const { state } = sw(store.getState());
      if (schwimmen.actor(state) !== HUMAN) continue;
      before = schwimmenSnapshot(store);
      const legal = schwimmen.legalActions(state);
      store.getState().act('schwimmen', legal.find((a) => a.type === 'knock') ?? legal[0]);
    }
    await computersPlay();
    expect(sw(store.getState()).state.phase).toBe('roundOver');
    const ended = sw(store.getState()).match.log;

    expect(store.getState().takeBack('schwimmen')).toBe(true);
    expect(schwimmenSnapshot(store)).toEqual(before);
    expect(sw(store.getState()).state.roundResult).toBe(null);

    // Played again the same way, the round ends the same way.
    const legal = schwimmen.legalActions(sw(store.getState()).state);
    store.getState().act('schwimmen', legal.find((a) => a.type === 'knock') ?? legal[0]);
    await computersPlay();
    expect(sw(store.getState()).match.log).toEqual(ended);

    // Once the next round is dealt, the last round's moves stay played until the human moves again.
    store.getState().nextDeal('schwimmen');
    await computersPlay();
    const dealt = sw(store.getState()).match.log;
    expect(store.getState().takeBack('schwimmen')).toBe(false);
    expect(sw(store.getState()).match.log).toBe(dealt);
    stop();
  });

  it('cancels a computer move still to come, drops a late answer and the hint of the undone line', async () => {
    const store = practiceStore(21);
    const fast = startBotDriver(store, { decide });
    await computersPlay();
    fast();
    expect(schwimmen.actor(sw(store.getState()).state)).toBe(HUMAN);
    store.getState().saveSettings('schwimmen', { ...swSettings(store.getState()), speed: 'normal' });
    const asked: { resolve(a: SchwimmenAction): void; answer: SchwimmenAction }[] = [];
    const slow: Decide = (_game, level, view, legal, seed) =>
      new Promise((resolve) =>
        asked.push({
          resolve,
          answer: botFor('schwimmen', level).decide(view as SchwimmenView, legal as SchwimmenAction[], seed),
        }),
      );
    const stop = startBotDriver(store, { decide: slow });
    await store.getState().askHint('schwimmen');
    expect(store.getState().hint).not.toBe(null);
    const before = schwimmenSnapshot(store);

    // A move, and a computer thinking about its answer: the take back leaves it unheard.
    humanMove(store);
    expect(store.getState().thinking).not.toBe(null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toHaveLength(1);
    const late = asked.shift() as (typeof asked)[number];
    expect(store.getState().takeBack('schwimmen')).toBe(true);
    expect(store.getState().thinking).toBe(null);
    expect(store.getState().hint).toBe(null);
    expect(schwimmenSnapshot(store)).toEqual(before);

    // Another move, as long a log as before, and the old answer arrives: it is dropped.
    humanMove(store, 1);
    late.resolve(late.answer);
    await vi.advanceTimersByTimeAsync(0);
    expect(sw(store.getState()).match.log).toHaveLength(before.log.length + 1);
    // The computer is asked about the position on the table, and its answer lands.
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toHaveLength(1);
    const fresh = asked.shift() as (typeof asked)[number];
    fresh.resolve(fresh.answer);
    await vi.advanceTimersByTimeAsync(0);
    const { match, state } = sw(store.getState());
    expect(match.log).toHaveLength(before.log.length + 2);
    expect(match.log.at(-1)).toEqual(fresh.answer);
    expect(state).toEqual(replaySchwimmen(match));
    stop();
  });

  it('a review of the round taken back is closed and never shown for the round played anew', async () => {
    const review = vi.fn<AskReview>(async (ask) =>
      ask.game === 'schwimmen'
        ? reviewSchwimmenRound(ask.record as SchwimmenMatchRecord, ask.round, ask.seat)
        : reviewSchnapsenDeal(ask.record as SchnapsenMatchRecord, ask.round, ask.seat),
    );
    const store = storeWith(new MemoryStorage(), 17, { review });
    store
      .getState()
      .saveSettings('schwimmen', { ...swSettings(store.getState()), practice: true, speed: 'instant' });
    const stop = startBotDriver(store, { decide });
    for (let i = 0; i < 200 && sw(store.getState()).state.phase !== 'roundOver'; i++) {
      await computersPlay();
      const { state } = sw(store.getState());
      if (schwimmen.actor(state) !== HUMAN) continue;
      const legal = schwimmen.legalActions(state);
      store.getState().act('schwimmen', legal.find((a) => a.type === 'knock') ?? legal[0]);
    }
    await computersPlay();
    store.getState().openReview('schwimmen');
    const first = store.getState().reviewing;
    expect(first).not.toBe(null);
    expect(store.getState().takeBack('schwimmen')).toBe(true);
    expect(store.getState().reviewing).toBe(null);
    const legal = schwimmen.legalActions(sw(store.getState()).state);
    store.getState().act('schwimmen', legal.find((a) => a.type === 'knock') ?? legal[0]);
    await computersPlay();
    store.getState().openReview('schwimmen');
    expect(store.getState().reviewing?.key).not.toBe(first?.key);
    expect(store.getState().reviewing?.key).toContain(lineOf(sw(store.getState()).match));
    stop();
  });
});

describe("practice: the computers' cards shown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('change nothing the computers see: each decides from its own view of the table', async () => {
    const store = practiceStore(19);
    store.getState().saveSettings('schwimmen', { ...swSettings(store.getState()), showCards: true });
    expect(swSettings(store.getState()).showCards).toBe(true);
    const seen: boolean[] = [];
    const watching: Decide = (game, level, view, legal, seed) => {
      const { state } = sw(store.getState());
      seen.push(JSON.stringify(view) === JSON.stringify(schwimmen.view(state, (view as SchwimmenView).seat)));
      return decide(game, level, view, legal, seed);
    };
    const stop = startBotDriver(store, { decide: watching });
    await computersPlay();
    humanMove(store);
    await computersPlay();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every(Boolean)).toBe(true);
    stop();
  });
});

describe('practice: Take back in Schnapsen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The first card the human may play. */
  const play = (store: Store, pick = 0): SchnapsenAction => {
    const legal = schnapsen.legalActions(sn(store.getState()).state).filter((a) => a.type === 'play');
    const action = legal[pick % legal.length];
    expect(store.getState().act('schnapsen', action)).toBeNull();
    return action;
  };

  it('restores the exact table before the move; the same card gets the same answer; another goes on', async () => {
    for (const seed of [2, 9]) {
      const store = practiceStore(seed, 'schnapsen');
      const s = store.getState();
      s.saveSettings('schnapsen', { ...snSettings(s), level: 'expert' });
      store.getState().newMatch('schnapsen', seed);
      expect(sn(store.getState()).match.practice).toBe(true);
      const stop = startBotDriver(store, { decide });
      await computersPlay();
      play(store);
      await computersPlay();
      const before = schnapsenSnapshot(store);
      const card = play(store, 1);
      await computersPlay();
      const answered = sn(store.getState()).match.log;
      expect(answered.length).toBeGreaterThan(before.log.length);

      expect(store.getState().takeBack('schnapsen')).toBe(true);
      expect(schnapsenSnapshot(store)).toEqual(before);
      expect(schnapsen.actor(sn(store.getState()).state)).toBe(HUMAN);

      expect(store.getState().act('schnapsen', card)).toBeNull();
      await computersPlay();
      expect(sn(store.getState()).match.log).toEqual(answered);

      expect(store.getState().takeBack('schnapsen')).toBe(true);
      play(store, 2);
      await computersPlay();
      const { match, state } = sn(store.getState());
      expect(state).toEqual(replaySchnapsen(match));
      stop();
    }
  });

  it('from the deal result it takes back the last card of the deal; after the next deal, nothing', async () => {
    const store = practiceStore(4, 'schnapsen');
    const stop = startBotDriver(store, { decide });
    let before = schnapsenSnapshot(store);
    for (let i = 0; i < 60 && sn(store.getState()).state.phase === 'play'; i++) {
      await computersPlay();
      if (schnapsen.actor(sn(store.getState()).state) !== HUMAN) continue;
      before = schnapsenSnapshot(store);
      play(store);
    }
    await computersPlay();
    expect(sn(store.getState()).state.phase).toBe('dealOver');
    expect(store.getState().takeBack('schnapsen')).toBe(true);
    expect(schnapsenSnapshot(store)).toEqual(before);
    expect(sn(store.getState()).state.dealResult).toBe(null);

    for (let i = 0; i < 60 && sn(store.getState()).state.phase === 'play'; i++) {
      await computersPlay();
      if (schnapsen.actor(sn(store.getState()).state) === HUMAN) play(store);
    }
    await computersPlay();
    store.getState().nextDeal('schnapsen');
    await computersPlay();
    expect(store.getState().takeBack('schnapsen')).toBe(false);
    stop();
  });
});

describe('practice: Take back with the automatic claim', () => {
  it('takes the automatic claim back with the move that led to it, never to a position it would end', () => {
    let found = 0;
    for (let seed = 1; seed <= 60 && found < 3; seed++) {
      const store = practiceStore(seed, 'schnapsen');
      const autoClaim: SchnapsenSettings = { ...snSettings(store.getState()), autoClaim: true };
      store.getState().saveSettings('schnapsen', autoClaim);
      const rng = createRng(seed);
      for (let step = 0; step < 60 && sn(store.getState()).state.phase === 'play'; step++) {
        const { state, match } = sn(store.getState());
        const who = schnapsen.actor(state);
        const legal = schnapsen.legalActions(state).filter((a) => a.type !== 'claim' && a.type !== 'close');
        const action = legal[rng.int(legal.length)];
        if (who === HUMAN) store.getState().act('schnapsen', action);
        else store.getState().computerMove('schnapsen', lineOf(match), match.log.length, action);
      }
      const { match, state } = sn(store.getState());
      // The deal ended by the automatic claim (the human never claimed here).
      if (state.dealResult?.winner !== HUMAN || match.log.at(-1)?.type !== 'claim') continue;
      found++;
      expect(store.getState().takeBack('schnapsen')).toBe(true);
      const back = sn(store.getState()).state;
      expect(schnapsen.actor(back)).toBe(HUMAN);
      expect(back.phase).toBe('play');
      expect(back.points[HUMAN] < 66 || !schnapsen.legalActions(back).some((a) => a.type === 'claim')).toBe(
        true,
      );
      expect(sn(store.getState()).match.log.length).toBeLessThan(match.log.length - 1);
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('practice: the save', () => {
  it('a practice match comes back as one, with its take backs; an older save without the field is none', () => {
    const storage = new MemoryStorage();
    const a = practiceStore(12, 'schwimmen', storage);
    a.setState(withTable(a.getState(), 'schwimmen', { match: { ...sw(a.getState()).match, takeBacks: 3 } }));
    const b = storeWith(storage, 99);
    expect(b.getState().saveProblems).toEqual([]);
    expect(sw(b.getState()).match).toEqual(sw(a.getState()).match);
    expect(sw(b.getState()).match).toMatchObject({ practice: true, takeBacks: 3 });
    expect(sn(b.getState()).match.practice).toBe(true);
    expect(swSettings(b.getState()).practice).toBe(true);
    expect(snSettings(b.getState()).practice).toBe(true);

    for (const key of [GAME_KEYS.schwimmenMatch, GAME_KEYS.schnapsenMatch]) {
      const saved = JSON.parse(storage.getItem(key) as string) as { state: Record<string, unknown> };
      delete saved.state.practice;
      delete saved.state.takeBacks;
      storage.setItem(key, JSON.stringify(saved));
    }
    const c = storeWith(storage, 98);
    expect(c.getState().saveProblems).toEqual([]);
    expect(sw(c.getState()).match.practice).toBeFalsy();
    expect(sw(c.getState()).match.log).toEqual(sw(a.getState()).match.log);
    expect(sn(c.getState()).match.practice).toBeFalsy();
  });

  it('a corrupted practice field is a bad save: set aside, and a new match dealt', () => {
    for (const [field, value] of [
      ['practice', 'yes'],
      ['practice', 1],
      ['takeBacks', -1],
      ['takeBacks', 1.5],
    ] as const) {
      for (const key of [GAME_KEYS.schwimmenMatch, GAME_KEYS.schnapsenMatch]) {
        const storage = new MemoryStorage();
        const a = practiceStore(13, 'schwimmen', storage);
        const saved = JSON.parse(storage.getItem(key) as string) as { state: Record<string, unknown> };
        saved.state[field] = value;
        storage.setItem(key, JSON.stringify(saved));
        const b = storeWith(storage, 97);
        expect(b.getState().saveProblems.map((p) => p.key)).toEqual([key]);
        if (key === GAME_KEYS.schwimmenMatch)
          expect(sw(b.getState()).match.id).not.toBe(sw(a.getState()).match.id);
        else expect(sn(b.getState()).match.id).not.toBe(sn(a.getState()).match.id);
      }
    }
  });

  it('settings with a bad practice field read back as off; the cards are shown only in practice', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage, 14);
    a.getState().saveSettings('schwimmen', { ...swSettings(a.getState()), practice: true, showCards: true });
    const saved = JSON.parse(storage.getItem(GAME_KEYS.schwimmenSettings) as string) as {
      state: Record<string, unknown>;
    };
    saved.state.practice = 'maybe';
    storage.setItem(GAME_KEYS.schwimmenSettings, JSON.stringify(saved));
    const b = storeWith(storage, 15);
    expect(swSettings(b.getState())).toMatchObject({ practice: false, showCards: false });
  });
});

describe('practice: not counted', () => {
  /** Plays the Schwimmen match to its end with random legal moves (the human too). */
  function playToEnd(store: Store, seed: number) {
    const rng = createRng(seed);
    for (let step = 0; step < 20_000; step++) {
      const { state, match } = sw(store.getState());
      const who = schwimmen.actor(state);
      if (who === 'none') return;
      if (who === 'chance') store.getState().nextDeal('schwimmen');
      else {
        const legal = schwimmen.legalActions(state);
        const action = legal[rng.int(legal.length)];
        if (who === HUMAN) store.getState().act('schwimmen', action);
        else store.getState().computerMove('schwimmen', lineOf(match), match.log.length, action);
      }
      // A take back now and then: the practice match still counts nowhere.
      if (step % 37 === 5) store.getState().takeBack('schwimmen');
    }
    throw new Error('the match did not end');
  }

  function playSchnapsenToEnd(store: Store, seed: number) {
    const rng = createRng(seed);
    for (let step = 0; step < 20_000; step++) {
      const { state, match } = sn(store.getState());
      const who = schnapsen.actor(state);
      if (who === 'none') return;
      if (who === 'chance') store.getState().nextDeal('schnapsen');
      else {
        const legal = schnapsen.legalActions(state);
        const action = legal[rng.int(legal.length)];
        if (who === HUMAN) store.getState().act('schnapsen', action);
        else store.getState().computerMove('schnapsen', lineOf(match), match.log.length, action);
      }
      if (step % 29 === 7) store.getState().takeBack('schnapsen');
    }
    throw new Error('the match did not end');
  }

  it('a practice match counts in no statistics: no round, deal, match or Bummerl', () => {
    const game = practiceStore(31);
    const stats = createStatsStore({ storage: () => new MemoryStorage(), now: () => 1 });
    const empty = stats.getState().stats;
    const stop = startStatsRecorder(game, stats);
    playToEnd(game, 31);
    playSchnapsenToEnd(game, 31);
    expect(sw(game.getState()).state.phase).toBe('gameOver');
    expect(sn(game.getState()).state.phase).toBe('matchOver');
    expect(stats.getState().stats).toEqual(empty);
    expect(game.getState().tallies.schnapsen ?? { won: 0, lost: 0 }).toEqual({ won: 0, lost: 0 });
    stop();

    // The same matches not in practice do count.
    const counted = storeWith(new MemoryStorage(), 31);
    const stopCounted = startStatsRecorder(counted, stats);
    playToEnd(counted, 31);
    playSchnapsenToEnd(counted, 31);
    expect(stats.getState().stats).not.toEqual(empty);
    const { won, lost } = counted.getState().tallies.schnapsen ?? { won: 0, lost: 0 };
    expect(won + lost).toBe(1);
    stopCounted();
  });

  it('a practice round or deal is never rated (no review is even asked for the rating)', async () => {
    const review = vi.fn<AskReview>(async (ask) =>
      ask.game === 'schwimmen'
        ? reviewSchwimmenRound(ask.record as SchwimmenMatchRecord, ask.round, ask.seat)
        : reviewSchnapsenDeal(ask.record as SchnapsenMatchRecord, ask.round, ask.seat),
    );
    const storage = new MemoryStorage();
    const game = storeWith(storage, 33, { review });
    const s = game.getState();
    s.saveSettings('schwimmen', { ...swSettings(s), practice: true });
    s.saveSettings('schnapsen', { ...snSettings(s), practice: true });
    const skill = createSkillStore({ storage: () => storage, now: () => 5 });
    const stop = startSkillRecorder(game, skill, () => 5);
    playToEnd(game, 33);
    playSchnapsenToEnd(game, 33);
    await Promise.resolve();
    expect(review).not.toHaveBeenCalled();
    expect(skill.getState().record.games.schwimmen?.rounds).toBe(0);
    expect(skill.getState().record.games.schnapsen?.rounds).toBe(0);
    stop();
  });
});
