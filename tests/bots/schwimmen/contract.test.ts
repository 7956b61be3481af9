// Every level: only legal actions, the same answer for the same view, legal actions and seed, and nothing
// kept between calls.
import { describe, expect, it } from 'vitest';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { botFor, LEVELS } from '../../../src/bots';
import { schwimmen, type SchwimmenState } from '../../../src/engine/schwimmen';
import { depth } from '../../depth';
import { positions } from './helpers';

const normalPlay = (s: SchwimmenState, legal: ReturnType<typeof schwimmen.legalActions>, seed: number) =>
  schwimmenBots.normal.decide(schwimmen.view(s, s.turn as number), legal, seed);

/** Random positions and positions from normal play, mixed. */
function mixed(count: number, seed: number): SchwimmenState[] {
  const half = Math.floor(count / 2);
  return [...positions(half, seed), ...positions(count - half, seed + 1, normalPlay)];
}

const COUNTS = {
  easy: depth(1000, 3000),
  normal: depth(1000, 3000),
  hard: depth(100, 300),
  expert: depth(40, 110),
} as const;

describe('every level keeps the bot contract', () => {
  it('botFor hands out the four Schwimmen levels', () => {
    for (const level of LEVELS) expect(botFor('schwimmen', level)).toBe(schwimmenBots[level]);
  });

  for (const level of LEVELS) {
    it(`${level}: S18 returns one of the legal actions (${COUNTS[level]} positions, 2–8 players, all options)`, () => {
      const bot = schwimmenBots[level];
      for (const [i, s] of mixed(COUNTS[level], 100 + i0(level)).entries()) {
        const legal = schwimmen.legalActions(s);
        const a = bot.decide(schwimmen.view(s, s.turn as number), legal, i);
        expect(legal).toContainEqual(a);
        expect(() => schwimmen.apply(s, a)).not.toThrow();
      }
    });

    it(`${level}: the same view, legal actions and seed always give the same action`, () => {
      const bot = schwimmenBots[level];
      const list = mixed(level === 'easy' || level === 'normal' ? 600 : depth(20, 60), 300 + i0(level));
      const first = list.map((s, i) =>
        bot.decide(schwimmen.view(s, s.turn as number), schwimmen.legalActions(s), i),
      );
      // Again in reverse order, on JSON copies: no state is kept between calls, nothing depends on identity.
      for (let i = list.length - 1; i >= 0; i--) {
        const s = list[i];
        const view = JSON.parse(JSON.stringify(schwimmen.view(s, s.turn as number)));
        const legal = JSON.parse(JSON.stringify(schwimmen.legalActions(s)));
        expect(bot.decide(view, legal, i)).toEqual(first[i]);
      }
    });
  }
});

function i0(level: string): number {
  return LEVELS.indexOf(level as (typeof LEVELS)[number]) * 10;
}
