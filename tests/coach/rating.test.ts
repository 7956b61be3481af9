// The skill rating: luck cannot move it, a constant performance settles it, it stays in bounds and is the
// same for the same rounds.
import { describe, expect, it } from 'vitest';
import {
  nextRating,
  performanceRating,
  RATING_MAX,
  RATING_MIN,
  RATING_SCALES,
  RATING_START,
  ratingAfter,
  roundScore,
  type RatedRound,
} from '../../src/coach/rating';
import { createRng } from '../../src/engine/rng';

const GAMES = ['schwimmen', 'schnapsen'] as const;
// The best and worst result a round can have in each game, for the player or the expert.
const RESULTS = { schwimmen: [-1, 0], schnapsen: [-3, -2, -1, 1, 2, 3] } as const;
const RATINGS = [RATING_MIN, 900, 1200, RATING_START, 1800, 2100, RATING_MAX];

describe.each(GAMES)('the %s rating', (game) => {
  const { costScale } = RATING_SCALES[game];
  const results = RESULTS[game];
  const best = Math.max(...results);
  const worst = Math.min(...results);

  it('starts at 1500 and a round without a real decision moves nothing', () => {
    expect(ratingAfter(game, [])).toBe(RATING_START);
    for (const rating of RATINGS)
      expect(
        nextRating(game, rating, { averageCost: 9, decisions: 0, result: worst, expertResult: best }),
      ).toBe(rating);
  });

  it('does not rise after a lucky deal won with poor decisions', () => {
    for (const poor of [costScale, 2 * costScale, 10 * costScale]) {
      const decisionsOnly = performanceRating(
        roundScore(game, { averageCost: poor, decisions: 8, result: 0, expertResult: 0 }),
      );
      for (const expertResult of results) {
        // Won, and better than the expert did with the same cards: luck.
        const lucky: RatedRound = { averageCost: poor, decisions: 8, result: best, expertResult };
        for (const rating of RATINGS.filter((r) => r >= Math.min(RATING_START, decisionsOnly)))
          expect(nextRating(game, rating, lucky), `${poor} at ${rating}`).toBeLessThanOrEqual(rating);
        // And the win itself adds nothing to what the decisions earn.
        const plain: RatedRound = { ...lucky, result: expertResult };
        for (const rating of RATINGS)
          expect(nextRating(game, rating, lucky)).toBeLessThanOrEqual(nextRating(game, rating, plain));
      }
    }
  });

  it('does not drop after a hopeless deal lost while playing like the expert', () => {
    for (const rating of RATINGS)
      for (const result of results)
        for (const expertResult of results) {
          const r = nextRating(game, rating, { averageCost: 0, decisions: 10, result, expertResult });
          expect(r, `${result} vs ${expertResult} at ${rating}`).toBeGreaterThanOrEqual(rating);
        }
  });

  it('counts a result short of the expert’s against decisions that cost something', () => {
    const round = { averageCost: costScale, decisions: 8, result: worst, expertResult: best };
    expect(nextRating(game, RATING_START, round)).toBeLessThan(
      nextRating(game, RATING_START, { ...round, result: best }),
    );
  });

  it('ranks better decisions higher: the rating a score settles at falls as the cost grows', () => {
    const settle = (averageCost: number) =>
      performanceRating(roundScore(game, { averageCost, decisions: 8, result: 0, expertResult: 0 }));
    const costs = [0, costScale / 10, costScale / 2, costScale, 2 * costScale, 20 * costScale];
    const settled = costs.map(settle);
    for (let i = 1; i < settled.length; i++) expect(settled[i]).toBeLessThan(settled[i - 1]);
    expect(settled[0]).toBe(RATING_MAX);
    expect(settle(costScale)).toBeCloseTo(RATING_START, 6);
  });

  it('weights a round by its decisions', () => {
    const round = { averageCost: 3 * costScale, decisions: 3, result: 0, expertResult: 0 };
    const small = RATING_START - nextRating(game, RATING_START, round);
    const large = RATING_START - nextRating(game, RATING_START, { ...round, decisions: 6 });
    expect(small).toBeGreaterThan(0);
    expect(large).toBeCloseTo(2 * small, 6);
  });

  it('converges: a constant performance settles at its performance rating, from anywhere', () => {
    for (const averageCost of [0, costScale / 4, costScale, 4 * costScale]) {
      const round = { averageCost, decisions: 6, result: 0, expertResult: 0 };
      const target = performanceRating(roundScore(game, round));
      for (const from of [RATING_MIN, RATING_START, RATING_MAX]) {
        let rating = from;
        let distance = Math.abs(rating - target);
        for (let i = 0; i < 400; i++) {
          rating = nextRating(game, rating, round);
          const now = Math.abs(rating - target);
          // Never past the target, always closer.
          expect(now).toBeLessThanOrEqual(distance + 1e-9);
          distance = now;
        }
        expect(distance, `${averageCost} from ${from}`).toBeLessThan(0.5);
      }
    }
  });

  it('stays within its bounds whatever the rounds', () => {
    const rng = createRng(7);
    let rating = RATING_START;
    for (let i = 0; i < 5000; i++) {
      const round: RatedRound = {
        averageCost: rng.int(4) === 0 ? 0 : rng.int(1000) / (rng.int(3) === 0 ? 1 : 50),
        decisions: rng.int(40),
        result: results[rng.int(results.length)],
        expertResult: results[rng.int(results.length)],
      };
      rating = nextRating(game, rating, round);
      expect(rating).toBeGreaterThanOrEqual(RATING_MIN);
      expect(rating).toBeLessThanOrEqual(RATING_MAX);
    }
    expect(
      nextRating(game, Number.NaN, { averageCost: 0, decisions: 1, result: 0, expertResult: 0 }),
    ).toBeGreaterThan(RATING_START);
    expect(nextRating(game, 99_999, { averageCost: 0, decisions: 1, result: 0, expertResult: 0 })).toBe(
      RATING_MAX,
    );
  });

  it('is deterministic: the same rounds give the same rating, to the last bit', () => {
    const rounds = Array.from({ length: 300 }, (_, i) => ({
      averageCost: (i % 7) * costScale * 0.3,
      decisions: 1 + (i % 9),
      result: results[i % results.length],
      expertResult: results[(i * 5) % results.length],
    }));
    expect(ratingAfter(game, rounds)).toBe(
      ratingAfter(
        game,
        rounds.map((r) => ({ ...r })),
      ),
    );
  });

  it('refuses input no review gives (a programmer’s mistake)', () => {
    for (const bad of [
      { averageCost: -1, decisions: 1, result: 0, expertResult: 0 },
      { averageCost: Number.NaN, decisions: 1, result: 0, expertResult: 0 },
      { averageCost: 1, decisions: 1.5, result: 0, expertResult: 0 },
      { averageCost: 1, decisions: 1, result: Number.POSITIVE_INFINITY, expertResult: 0 },
    ])
      expect(() => nextRating(game, RATING_START, bad)).toThrow(RangeError);
  });
});

describe('the performance rating', () => {
  it('reads a score on Elo’s scale: one half is 1500, ten to one 400 points more, within 700–2300', () => {
    expect(performanceRating(0.5)).toBe(RATING_START);
    expect(performanceRating(10 / 11)).toBeCloseTo(RATING_START + 400, 9);
    expect(performanceRating(1)).toBe(RATING_MAX);
    expect(performanceRating(0)).toBe(RATING_MIN);
  });
});
