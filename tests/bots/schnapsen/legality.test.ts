// Every level always answers with one of the legal actions, and never claims without 66 (N10).
import { describe, expect, it } from 'vitest';
import { LEVELS, type Level } from '../../../src/bots/types';
import { schnapsenBots } from '../../../src/bots/schnapsen';
import { schnapsen } from '../../../src/engine/schnapsen';
import { depth } from '../../depth';
import { positions } from './positions';

// Fewer positions for the searching levels: each of their decisions costs a search.
const COUNT: Record<Level, number> = {
  easy: depth(1000, 5000),
  normal: depth(1000, 5000),
  hard: depth(300, 1000),
  expert: depth(120, 400),
};

describe('legality', () => {
  it.each(LEVELS)(
    '%s N5–N10: a legal action in thousands of random positions, and no false claim',
    (level) => {
      const bot = schnapsenBots[level];
      const states = positions(Math.ceil(COUNT[level] / 8), 100 + LEVELS.indexOf(level)).slice(
        0,
        COUNT[level],
      );
      expect(states.length).toBe(COUNT[level]);
      let claims = 0;
      states.forEach((s, i) => {
        const seat = schnapsen.actor(s) as number;
        const legal = schnapsen.legalActions(s);
        const a = bot.decide(schnapsen.view(s, seat), legal, i);
        if (!legal.includes(a))
          throw new Error(`${level}: ${JSON.stringify(a)} is not legal in ${JSON.stringify(s)}`);
        if (a.type === 'claim') {
          claims++;
          if (s.points[seat] < 66) throw new Error(`${level}: false claim in ${JSON.stringify(s)}`);
        }
      });
      expect(claims).toBeGreaterThan(0);
    },
  );
});
