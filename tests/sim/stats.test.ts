import { describe, expect, it } from 'vitest';
import { percentiles, quantileSorted, Samples, wilson } from '../../src/sim/stats';

describe('Wilson score interval', () => {
  it('matches published values', () => {
    // 81 successes in 263 trials (Wilson 1927 / Newcombe 1998 example): 0.2553–0.3662.
    const [lo, hi] = wilson(81, 263);
    expect(lo).toBeCloseTo(0.2553, 4);
    expect(hi).toBeCloseTo(0.3662, 4);
    // 15 of 148 (Newcombe 1998, example b): 0.0624–0.1605.
    const [lo2, hi2] = wilson(15, 148);
    expect(lo2).toBeCloseTo(0.0624, 4);
    expect(hi2).toBeCloseTo(0.1605, 4);
  });

  it('stays inside [0, 1] at the edges and is symmetric', () => {
    const [lo0, hi0] = wilson(0, 10);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.2775, 4);
    const [lo1, hi1] = wilson(10, 10);
    expect(hi1).toBeCloseTo(1, 12);
    expect(lo1).toBeCloseTo(1 - hi0, 10);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('narrows with more trials around the observed rate', () => {
    const small = wilson(60, 100);
    const large = wilson(6000, 10000);
    expect(large[1] - large[0]).toBeLessThan(small[1] - small[0]);
    expect(large[0]).toBeLessThan(0.6);
    expect(large[1]).toBeGreaterThan(0.6);
    expect(large[1] - large[0]).toBeCloseTo(2 * 1.96 * Math.sqrt(0.24 / 10000), 3);
  });
});

describe('percentiles', () => {
  it('interpolate linearly between the nearest ranks (NumPy default)', () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantileSorted(xs, 0.5)).toBe(5.5);
    expect(quantileSorted(xs, 0.95)).toBeCloseTo(9.55, 10);
    expect(quantileSorted(xs, 0.99)).toBeCloseTo(9.91, 10);
    expect(quantileSorted(xs, 0)).toBe(1);
    expect(quantileSorted(xs, 1)).toBe(10);
    expect(quantileSorted([4], 0.95)).toBe(4);
    expect(quantileSorted([], 0.5)).toBeNaN();
  });

  it('sort their input first and leave it unchanged', () => {
    const xs = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    const copy = xs.slice();
    const p = percentiles(xs);
    expect(p.p50).toBe(5.5);
    expect(p.p95).toBeCloseTo(9.55, 10);
    expect(p.p99).toBeCloseTo(9.91, 10);
    expect(xs).toEqual(copy);
  });

  it('work on a growing list of samples', () => {
    const s = new Samples();
    for (let i = 1000; i >= 1; i--) s.push(i);
    expect(s.length).toBe(1000);
    const p = percentiles(s.values());
    expect(p.p50).toBe(500.5);
    expect(p.p99).toBeCloseTo(990.01, 6);
  });
});
