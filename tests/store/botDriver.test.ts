import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchwimmenAction, SchwimmenView } from '../../src/engine/schwimmen';
import { schwimmen } from '../../src/engine/schwimmen';
import type { SchwimmenSettings } from '../../src/games/schwimmen/settings';
import { BOT_DELAY_MS, HUMAN } from '../../src/store';
import { botPauseMs, startBotDriver, type Decide } from '../../src/store/botDriver';
import { LoadError } from '../../src/store/chunks';
import { missingNow } from '../../src/store/missing';
import { storeWith, sw, swSettings } from './helpers';

/** A bot that passes whenever it can (keeps rounds long and predictable). */
const passer: Decide = (_game, _level, _view, legal) => legal.find((a) => a.type === 'pass') ?? legal[0];

/** A seed whose first player after the deal is a computer (the human is not the dealer). */
function storeWhereComputerActs() {
  for (let seed = 1; ; seed++) {
    const store = storeWith();
    store.getState().newMatch('schwimmen', seed);
    if (schwimmen.actor(sw(store.getState()).state) !== HUMAN) return store;
  }
}

describe('bot driver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Back online, the server answers the check that it is there.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null))),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a computer acts after the pause of the speed setting and table, and says it is thinking meanwhile', async () => {
    const store = storeWhereComputerActs();
    const who = schwimmen.actor(sw(store.getState()).state);
    const stop = startBotDriver(store, { decide: passer });
    const length = sw(store.getState()).match.log.length;
    expect(store.getState().thinking).toBe(who);
    await vi.advanceTimersByTimeAsync(botPauseMs('normal', sw(store.getState()).match.players - 1) - 1);
    expect(sw(store.getState()).match.log).toHaveLength(length);
    await vi.advanceTimersByTimeAsync(1);
    expect(sw(store.getState()).match.log.length).toBeGreaterThan(length);
    stop();
  });

  it('at instant speed the computers play without a pause until the human is to act', async () => {
    const store = storeWhereComputerActs();
    store.getState().saveSettings('schwimmen', { ...swSettings(store.getState()), speed: 'instant' });
    const stop = startBotDriver(store, { decide: passer });
    await vi.advanceTimersByTimeAsync(0);
    await vi.runAllTimersAsync();
    expect(schwimmen.actor(sw(store.getState()).state)).toBe(HUMAN);
    expect(store.getState().thinking).toBe(null);
    stop();
  });

  it('never acts for the human and waits for the human to ask for the next round', async () => {
    const store = storeWith();
    store.getState().saveSettings('schwimmen', { ...swSettings(store.getState()), speed: 'instant' });
    const decide = vi.fn(passer);
    const stop = startBotDriver(store, { decide });
    for (let i = 0; i < 200; i++) {
      await vi.runAllTimersAsync();
      const { state } = sw(store.getState());
      const who = schwimmen.actor(state);
      if (who === 'chance') break;
      expect(who).toBe(HUMAN);
      const legal = schwimmen.legalActions(state);
      store
        .getState()
        .act(
          'schwimmen',
          legal.find((a) => a.type === 'knock') ?? legal.find((a) => a.type === 'pass') ?? legal[0],
        );
    }
    expect(['roundOver', 'gameOver']).toContain(sw(store.getState()).state.phase);
    const calls = decide.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(decide.mock.calls.length).toBe(calls);
    for (const [, , view] of decide.mock.calls) expect((view as SchwimmenView).seat).not.toBe(HUMAN);
    stop();
  });

  it('asks each bot with its own view only', async () => {
    const store = storeWhereComputerActs();
    const before = sw(store.getState()).state;
    const who = schwimmen.actor(before) as number;
    const decide = vi.fn(passer);
    const stop = startBotDriver(store, { decide });
    await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal);
    const [, level, view, legal] = decide.mock.calls[0];
    expect(level).toBe('normal');
    expect(view).toEqual(schwimmen.view(before, who));
    expect(legal).toEqual(schwimmen.legalActions(before));
    stop();
  });

  it('drops an answer that arrives after the match moved on', async () => {
    const store = storeWhereComputerActs();
    let answer: (a: SchwimmenAction) => void = () => {};
    const slow: Decide = () => new Promise((resolve) => (answer = resolve));
    const stop = startBotDriver(store, { decide: slow });
    await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal);
    const legal = schwimmen.legalActions(sw(store.getState()).state);
    store.getState().newMatch('schwimmen', 99);
    const fresh = sw(store.getState()).match;
    answer(legal[0]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sw(store.getState()).match.id).toBe(fresh.id);
    expect(sw(store.getState()).match.log.length).toBeLessThanOrEqual(fresh.log.length + 1);
    stop();
  });

  it('once the human is out the computers deal and finish the match on their own', async () => {
    const store = storeWith();
    const next: SchwimmenSettings = {
      ...swSettings(store.getState()),
      speed: 'instant',
      opponents: 2,
      rules: { ...swSettings(store.getState()).rules, lives: 1 },
    };
    store.getState().saveSettings('schwimmen', next);
    const stop = startBotDriver(store, {
      decide: (_g, _l, _v, legal) => legal.find((a) => a.type === 'knock') ?? legal[legal.length - 1],
    });
    for (let i = 0; i < 500 && sw(store.getState()).state.phase !== 'gameOver'; i++) {
      await vi.runAllTimersAsync();
      const { state } = sw(store.getState());
      const who = schwimmen.actor(state);
      if (who === HUMAN) {
        // The human plays badly: swaps all three and passes, so loses lives quickly.
        const legal = schwimmen.legalActions(state);
        store
          .getState()
          .act(
            'schwimmen',
            legal.find((a) => a.type === 'takeSecond') ?? legal.find((a) => a.type === 'pass') ?? legal[0],
          );
      } else if (who === 'chance' && !state.out[HUMAN]) store.getState().nextDeal('schwimmen');
    }
    expect(sw(store.getState()).state.phase).toBe('gameOver');
    stop();
  });

  it('skipping to the result plays the rest without pauses, even at slow speed', async () => {
    const store = storeWith();
    const settings = swSettings(store.getState());
    const next: SchwimmenSettings = {
      ...settings,
      speed: 'slow',
      opponents: 3,
      rules: { ...settings.rules, lives: 1 },
    };
    store.getState().saveSettings('schwimmen', next);
    const knocker: Decide = (_g, _l, _v, legal) =>
      legal.find((a) => a.type === 'knock') ?? legal[legal.length - 1];
    const stop = startBotDriver(store, { decide: knocker });
    // The human plays badly (takes the other hand, passes) until put out.
    for (let i = 0; i < 2000 && !sw(store.getState()).state.out[HUMAN]; i++) {
      const { state } = sw(store.getState());
      const who = schwimmen.actor(state);
      if (who === HUMAN) {
        const legal = schwimmen.legalActions(state);
        store
          .getState()
          .act(
            'schwimmen',
            legal.find((a) => a.type === 'takeSecond') ?? legal.find((a) => a.type === 'pass') ?? legal[0],
          );
      } else if (who === 'chance') store.getState().nextDeal('schwimmen');
      else await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.slow);
    }
    expect(sw(store.getState()).state.out[HUMAN]).toBe(true);
    store.getState().skipToEnd('schwimmen');
    expect(store.getState().skipping).toBe('schwimmen');
    // From here on the computers wait no more than a timer tick (fake timers count a zero delay as 1 ms):
    // the whole rest of the match takes less time than a single pause at the fast speed.
    const start = Date.now();
    for (let i = 0; i < 5000 && sw(store.getState()).state.phase !== 'gameOver'; i++) {
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(sw(store.getState()).state.phase).toBe('gameOver');
    expect(Date.now() - start).toBeLessThan(BOT_DELAY_MS.fast);
    stop();
  });

  it('issue 38: computers whose code cannot come wait and say so, without an error; back online they play on', async () => {
    const store = storeWhereComputerActs();
    let offline = true;
    const decide: Decide = (game, level, view, legal, seed) =>
      offline ? Promise.reject(new LoadError(true)) : passer(game, level, view, legal, seed);
    const errors = vi.spyOn(console, 'error');
    const stop = startBotDriver(store, { decide, prepare: () => {} });
    const length = sw(store.getState()).match.log.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sw(store.getState()).match.log).toHaveLength(length);
    expect(missingNow()).toContainEqual(expect.objectContaining({ kind: 'computers', game: 'schwimmen' }));
    expect(errors).not.toHaveBeenCalled();
    offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(botPauseMs('normal', sw(store.getState()).match.players - 1));
    expect(sw(store.getState()).match.log.length).toBeGreaterThan(length);
    expect(missingNow()).toEqual([]);
    stop();
  });

  it('issue 38: Try again on the computers’ notice asks them again', async () => {
    const store = storeWhereComputerActs();
    let offline = true;
    const decide: Decide = (game, level, view, legal, seed) =>
      offline ? Promise.reject(new LoadError(false)) : passer(game, level, view, legal, seed);
    const stop = startBotDriver(store, { decide, prepare: () => {} });
    const length = sw(store.getState()).match.log.length;
    await vi.advanceTimersByTimeAsync(5_000);
    const notice = missingNow().find((m) => m.kind === 'computers');
    expect(notice).toBeDefined();
    offline = false;
    if (notice?.kind === 'computers') notice.retry();
    await vi.advanceTimersByTimeAsync(botPauseMs('normal', sw(store.getState()).match.players - 1));
    expect(sw(store.getState()).match.log.length).toBeGreaterThan(length);
    stop();
  });

  it('stops when asked', async () => {
    const store = storeWhereComputerActs();
    const decide = vi.fn(passer);
    const stop = startBotDriver(store, { decide });
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(decide).not.toHaveBeenCalled();
  });
});
