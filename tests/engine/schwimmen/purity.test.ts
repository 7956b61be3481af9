import { describe, expect, it } from 'vitest';
import { randomDeal } from '../../../src/engine/game';
import { createRng } from '../../../src/engine/rng';
import { schwimmen, type SchwimmenState } from '../../../src/engine/schwimmen';
import { depth } from '../../depth';
import { deepFreeze } from './helpers';

const MATCHES = depth(80, 300);

describe('apply is pure', () => {
  it(`never mutates its input: ${MATCHES} random matches on deep-frozen states`, () => {
    let actions = 0;
    for (let m = 0; m < MATCHES; m++) {
      const rng = createRng(9000 + m);
      const players = 2 + (m % 7);
      let s: SchwimmenState = deepFreeze(
        schwimmen.init({ players, firstDealer: m % players, rules: { knockInFirstRound: m % 2 === 0 } }),
      );
      while (schwimmen.actor(s) !== 'none') {
        const snapshot = JSON.stringify(s);
        const legal = schwimmen.legalActions(s);
        const a = schwimmen.actor(s) === 'chance' ? randomDeal(schwimmen, rng) : legal[rng.int(legal.length)];
        const next = schwimmen.apply(s, deepFreeze(a));
        expect(JSON.stringify(s)).toBe(snapshot);
        s = deepFreeze(next);
        actions++;
      }
    }
    expect(actions).toBeGreaterThan(MATCHES * 33);
  });

  it('states and actions survive a JSON round trip unchanged', () => {
    const rng = createRng(4);
    let s = schwimmen.init({ players: 5, firstDealer: 2 });
    for (let i = 0; i < 400 && schwimmen.actor(s) !== 'none'; i++) {
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      const legal = schwimmen.legalActions(s);
      const a = schwimmen.actor(s) === 'chance' ? randomDeal(schwimmen, rng) : legal[rng.int(legal.length)];
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
      s = schwimmen.apply(s, JSON.parse(JSON.stringify(a)));
    }
  });
});
