import { describe, expect, it } from 'vitest';
import {
  benchPositions,
  botDecisionTimes,
  reviewDecisionTimes,
  schnapsenBenchPositions,
} from '../../src/sim/botBench';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';

describe('bot decision times for npm run bench', () => {
  it('uses the same seeded positions every time, 2 to 8 players', () => {
    const a = benchPositions(3);
    expect(a).toHaveLength(21);
    expect(new Set(a.map((s) => s.players))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8]));
    for (const s of a) expect(schwimmen.legalActions(s).length).toBeGreaterThan(0);
    expect(JSON.stringify(benchPositions(3))).toBe(JSON.stringify(a));
  });

  it('times Schnapsen on every real choice of a few seeded deals', () => {
    const a = schnapsenBenchPositions(2);
    expect(a.length).toBeGreaterThan(4);
    for (const s of a) expect(schnapsen.legalActions(s).length).toBeGreaterThan(1);
    expect(JSON.stringify(schnapsenBenchPositions(2))).toBe(JSON.stringify(a));
  });

  it("reports p50 and p95 in milliseconds for every level, keyed '<game>:<level>'", () => {
    const times = botDecisionTimes(2, 1);
    expect(Object.keys(times)).toEqual([
      'schwimmen:easy',
      'schwimmen:normal',
      'schwimmen:hard',
      'schwimmen:expert',
      'schnapsen:easy',
      'schnapsen:normal',
      'schnapsen:hard',
      'schnapsen:expert',
    ]);
    for (const { p50, p95 } of Object.values(times)) {
      expect(p50).toBeGreaterThanOrEqual(0);
      expect(p95).toBeGreaterThanOrEqual(p50);
    }
  });

  it('issue 13: reports the review time per decision, p50 and p95, for both games', () => {
    const times = reviewDecisionTimes(1, 1);
    expect(Object.keys(times)).toEqual(['schwimmen', 'schnapsen']);
    for (const { p50, p95 } of Object.values(times)) {
      expect(p50).toBeGreaterThan(0);
      expect(p95).toBeGreaterThanOrEqual(p50);
    }
  });
});
