// Issue 38: the computer players' pace. Each computer's pause is the speed's own (BOT_DELAY_MS) at a small
// table, shortened at a full one so that a lap of the table fits LAP_MS (at normal speed, eight players: the
// human's turn comes back within 3 s), and never so short that a move's cards are still flying when the next
// one starts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schwimmen } from '../../src/engine/schwimmen';
import { BOT_DELAY_MS, HUMAN } from '../../src/store';
import { botPauseMs, LAP_MS, MIN_PAUSE_MS, startBotDriver, type Decide } from '../../src/store/botDriver';
import { SPEEDS } from '../../src/games/settings';
import type { SchwimmenSettings } from '../../src/games/schwimmen/settings';
import { FLIGHT_MS, STAGGER_MS } from '../../src/ui/shared/table/useCardFlight';
import { storeWith, sw, swSettings } from './helpers';

const TABLE_SIZES = [1, 2, 3, 4, 5, 6, 7];

describe('the pause before a computer’s move', () => {
  it('is the speed’s own pause at a table of up to three players (one or two computers)', () => {
    for (const speed of SPEEDS)
      for (const computers of [1, 2]) expect(botPauseMs(speed, computers)).toBe(BOT_DELAY_MS[speed]);
  });

  it('shortens as the table fills, so a lap of seven computers fits the speed’s lap', () => {
    for (const speed of SPEEDS) {
      const pauses = TABLE_SIZES.map((n) => botPauseMs(speed, n));
      for (let i = 1; i < pauses.length; i++) expect(pauses[i]).toBeLessThanOrEqual(pauses[i - 1]);
      for (const n of TABLE_SIZES)
        expect(n * botPauseMs(speed, n)).toBeLessThanOrEqual(
          Math.max(LAP_MS[speed], n * BOT_DELAY_MS[speed]),
        );
      expect(7 * botPauseMs(speed, 7)).toBeLessThanOrEqual(LAP_MS[speed]);
    }
  });

  it('at normal speed a full table’s lap of pauses leaves most of 3 s for the moves themselves', () => {
    expect(7 * botPauseMs('normal', 7)).toBeLessThanOrEqual(2100);
    expect(LAP_MS.normal).toBeLessThan(3000);
  });

  it('never ends before the cards of the move before have landed (a swap of all three included)', () => {
    for (const speed of SPEEDS) {
      const landed = FLIGHT_MS[speed] === 0 ? 0 : FLIGHT_MS[speed] + 2 * STAGGER_MS;
      expect(MIN_PAUSE_MS[speed]).toBeGreaterThanOrEqual(landed);
      for (const n of TABLE_SIZES) expect(botPauseMs(speed, n)).toBeGreaterThanOrEqual(MIN_PAUSE_MS[speed]);
    }
  });

  it('keeps the speeds in order at every table size, and instant stays instant', () => {
    for (const n of TABLE_SIZES) {
      expect(botPauseMs('slow', n)).toBeGreaterThan(botPauseMs('normal', n));
      expect(botPauseMs('normal', n)).toBeGreaterThan(botPauseMs('fast', n));
      expect(botPauseMs('instant', n)).toBe(0);
    }
  });
});

describe('the bot driver’s pace', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const passer: Decide = (_game, _level, _view, legal) => legal.find((a) => a.type === 'pass') ?? legal[0];

  it('at a table of eight, a computer acts after the full table’s pause, not the speed’s own', async () => {
    const store = storeWith();
    const next: SchwimmenSettings = { ...swSettings(store.getState()), opponents: 7 };
    store.getState().saveSettings('schwimmen', next);
    for (let seed = 1; schwimmen.actor(sw(store.getState()).state) === HUMAN; seed++)
      store.getState().newMatch('schwimmen', seed);
    expect(sw(store.getState()).match.players).toBe(8);
    const stop = startBotDriver(store, { decide: passer, prepare: () => {} });
    const length = sw(store.getState()).match.log.length;
    const pause = botPauseMs('normal', 7);
    expect(pause).toBeLessThan(BOT_DELAY_MS.normal);
    await vi.advanceTimersByTimeAsync(pause - 1);
    expect(sw(store.getState()).match.log).toHaveLength(length);
    await vi.advanceTimersByTimeAsync(1);
    expect(sw(store.getState()).match.log.length).toBeGreaterThan(length);
    stop();
  });
});
