// A seeded strength check between the two heuristic levels (larger figures come from `npm run sim`).
import { describe, expect, it } from 'vitest';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { GAMES, type AnyBot } from '../../../src/sim/games';
import { runSim } from '../../../src/sim/run';

describe('strength', () => {
  it('normal beats easy in at least 70% of 1,000 seeded two-player matches (500 deals, both seats)', () => {
    const r = runSim({
      game: GAMES.schwimmen,
      players: 2,
      bots: [schwimmenBots.normal as AnyBot, schwimmenBots.easy as AnyBot],
      matches: 500,
      seed: 2024,
      duplicate: true,
    });
    console.log(
      `normal vs easy, 2 players: ${r.wins[0]}/${r.matches} = ${(100 * r.winRate[0]).toFixed(1)}% ` +
        `(95% ${(100 * r.ci95[0][0]).toFixed(1)}–${(100 * r.ci95[0][1]).toFixed(1)}%)`,
    );
    expect(r.matches).toBe(1000);
    expect(r.winRate[0]).toBeGreaterThanOrEqual(0.7);
  });
});
