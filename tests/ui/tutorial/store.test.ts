// While a tutorial is on screen the saved match waits: the computer players do not move it, and a seed in
// the tutorial's address deals nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schwimmen } from '../../../src/engine/schwimmen';
import { applyAddress, HUMAN } from '../../../src/store';
import { startBotDriver, type Decide } from '../../../src/store/botDriver';
import { MemoryStorage, storeWith, sw } from '../../store/helpers';

const passer: Decide = (_game, _level, _view, legal) => legal.find((a) => a.type === 'pass') ?? legal[0];

describe('the saved match during a tutorial', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not played on by the computers', async () => {
    let store = storeWith();
    for (let seed = 1; schwimmen.actor(sw(store.getState()).state) === HUMAN; seed++) {
      store = storeWith();
      store.getState().newMatch('schwimmen', seed);
    }
    store.getState().setScreen('schwimmen-tutorial');
    const log = sw(store.getState()).match.log.length;
    const stop = startBotDriver(store, { decide: passer });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sw(store.getState()).match.log).toHaveLength(log);
    expect(store.getState().thinking).toBeNull();
    stop();
  });

  it('is not replaced by a seed in the tutorial’s address', () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    const before = sw(store.getState()).match;
    expect(applyAddress(store, '?game=schwimmen&tutorial&seed=77')).toBe('none');
    expect(store.getState().screen).toBe('schwimmen-tutorial');
    expect(sw(store.getState()).match).toBe(before);
  });
});
