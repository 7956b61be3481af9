import { describe, expect, it } from 'vitest';
import { benchPositions, botDecisionTimes } from '../../src/sim/botBench';
import { schwimmen } from '../../src/engine/schwimmen';

describe('bot decision times for npm run bench', () => {
  it('uses the same seeded positions every time, 2 to 8 players', () => {
    const a = benchPositions(3);
    expect(a).toHaveLength(21);
    expect(new Set(a.map((s) => s.players))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8]));
    for (const s of a) expect(schwimmen.legalActions(s).length).toBeGreaterThan(0);
    expect(JSON.stringify(benchPositions(3))).toBe(JSON.stringify(a));
  });

  it("reports p50 and p95 in milliseconds for every level, keyed 'schwimmen:<level>'", () => {
    const times = botDecisionTimes(2);
    expect(Object.keys(times)).toEqual([
      'schwimmen:easy',
      'schwimmen:normal',
      'schwimmen:hard',
      'schwimmen:expert',
    ]);
    for (const { p50, p95 } of Object.values(times)) {
      expect(p50).toBeGreaterThanOrEqual(0);
      expect(p95).toBeGreaterThanOrEqual(p50);
    }
  });
});
