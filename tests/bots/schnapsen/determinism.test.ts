// A bot is a pure function of (view, legal actions, seed): the same inputs give the same action, whatever
// it decided before, and it changes nothing it is given.
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../src/bots/types';
import { schnapsenBots } from '../../../src/bots/schnapsen';
import { schnapsen } from '../../../src/engine/schnapsen';
import { depth } from '../../depth';
import { deepFreeze, key } from '../../engine/schnapsen/helpers';
import { positions } from './positions';

describe('determinism', () => {
  it.each(LEVELS)('%s: the same view and seed give the same action, in any order of calls', (level) => {
    const bot = schnapsenBots[level];
    const states = positions(depth(6, 16), 7);
    const first = states.map((s, i) => {
      const seat = schnapsen.actor(s) as number;
      const view = deepFreeze(schnapsen.view(s, seat));
      const legal = deepFreeze(schnapsen.legalActions(s));
      return key(bot.decide(view, legal, i));
    });
    // Backwards, so that whatever a bot keeps between calls differs the second time.
    for (let i = states.length - 1; i >= 0; i--) {
      const s = states[i];
      const seat = schnapsen.actor(s) as number;
      expect(key(bot.decide(schnapsen.view(s, seat), schnapsen.legalActions(s), i))).toBe(first[i]);
    }
  });

  it('hard and expert: a view that went through JSON gives the same action', () => {
    const states = positions(depth(4, 10), 8);
    for (const level of ['hard', 'expert'] as const) {
      states.forEach((s, i) => {
        const seat = schnapsen.actor(s) as number;
        const view = schnapsen.view(s, seat);
        const legal = schnapsen.legalActions(s);
        const a = schnapsenBots[level].decide(view, legal, i);
        const copy = JSON.parse(JSON.stringify(view)) as typeof view;
        expect(key(schnapsenBots[level].decide(copy, legal, i))).toBe(key(a));
      });
    }
  });
});
