// The oracle (measurement only): it sees every card, so it must pick legal actions, deterministically, and
// beat the normal player by far over a seeded run.
import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../src/bots/types';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { schwimmenOracle } from '../../../src/bots/schwimmen/oracle';
import { sameAction } from '../../../src/engine/game';
import { schwimmen } from '../../../src/engine/schwimmen';
import { GAMES, resolveBot, type AnyBot } from '../../../src/sim/games';
import { runSim } from '../../../src/sim/run';
import { positions } from './helpers';

describe('oracle', () => {
  it('S18: returns one of the legal actions, the same one for the same state (600 positions, all options)', () => {
    for (const [i, s] of positions(600, 31).entries()) {
      const legal = schwimmen.legalActions(s);
      const a = schwimmenOracle.decideOpen(s, legal, i);
      expect(legal.some((b) => sameAction(a, b))).toBe(true);
      expect(schwimmenOracle.decideOpen(structuredClone(s), schwimmen.legalActions(s), i)).toEqual(a);
    }
  });

  it('S14b: with knockWithSwap it plays the knocks with a swap too, and only legal ones', () => {
    let used = 0;
    for (const [i, s0] of positions(600, 33).entries()) {
      const s = { ...s0, rules: { ...s0.rules, knockWithSwap: true } };
      const legal = schwimmen.legalActions(s);
      const a = schwimmenOracle.decideOpen(s, legal, i);
      expect(legal.some((b) => sameAction(a, b))).toBe(true);
      if ('knock' in a && a.knock) used++;
    }
    expect(used).toBeGreaterThan(0);
  });

  it('is no level: not in LEVELS nor among the bots the app hands out', () => {
    expect(LEVELS as readonly string[]).not.toContain('oracle');
    expect(Object.values(schwimmenBots)).not.toContain(schwimmenOracle);
  });

  it('beats normal in at least 90% of 200 seeded two-player matches (100 deals, both seats)', async () => {
    const oracle = (await resolveBot(GAMES.schwimmen, 'oracle')) as AnyBot;
    const r = runSim({
      game: GAMES.schwimmen,
      players: 2,
      bots: [oracle, schwimmenBots.normal as AnyBot],
      matches: 100,
      seed: 7,
      duplicate: true,
    });
    expect(r.matches).toBe(200);
    expect(r.winRate[0]).toBeGreaterThanOrEqual(0.9);
  });
});
