// The skill rating: luck cannot move it, a constant performance settles it, it stays in bounds and is the
// same for the same rounds.
import { describe, expect, it } from 'vitest';
import {
  MAX_DECISIONS,
  nextRating,
  expectedScore,
  performanceRating,
  RATE_PER_DECISION,
  RATING_MAX,
  RATING_MIN,
  RATING_START,
  ratingAfter,
  roundScore,
  roundWeight,
  START_WEIGHT,
  type RatedRound,
} from '../../src/coach/rating';
import { createRng } from '../../src/engine/rng';
import { schnapsenGame, schwimmenGame } from '../../src/games';

const GAMES = ['schwimmen', 'schnapsen'] as const;
// The results a round can have in each game, for the player or the expert.
const RESULTS = { schwimmen: [-1, 0], schnapsen: [-3, -2, -1, 1, 2, 3] } as const;
const RATINGS = [RATING_MIN, 900, 1200, RATING_START, 1800, 2100, RATING_MAX];
// The weight already rated: a newcomer, a regular, a veteran.
const WEIGHTS = [0, 60, 5000];

const SCALES = { schwimmen: schwimmenGame.ratingScale, schnapsen: schnapsenGame.ratingScale } as const;

describe.each(GAMES)('the %s rating', (game) => {
  const scale = SCALES[game];
  const { costScale } = scale;
  const results = RESULTS[game];
  const best = Math.max(...results);
  const worst = Math.min(...results);
  const settleAt = (round: RatedRound) => performanceRating(roundScore(scale, round));

  it('starts at 1500 and a round without a real decision moves nothing', () => {
    expect(ratingAfter(scale, [])).toBe(RATING_START);
    const none = { averageCost: 9, decisions: 0, result: worst, expertResult: best };
    for (const rating of RATINGS)
      for (const w of WEIGHTS) expect(nextRating(scale, rating, none, w)).toBe(rating);
  });

  it('does not rise after a lucky deal won with poor decisions', () => {
    for (const poor of [costScale, 2 * costScale, 10 * costScale]) {
      const level = settleAt({ averageCost: poor, decisions: 8, result: 0, expertResult: 0 });
      expect(level).toBeLessThanOrEqual(RATING_START + 1e-9);
      for (const expertResult of results) {
        // Won, and as well as or better than the expert did with the same cards: luck.
        const lucky: RatedRound = { averageCost: poor, decisions: 8, result: best, expertResult };
        const plain: RatedRound = { ...lucky, result: expertResult };
        for (const w of WEIGHTS) {
          for (const rating of RATINGS.filter((r) => r >= level))
            expect(nextRating(scale, rating, lucky, w), `${poor} at ${rating}`).toBeLessThanOrEqual(rating);
          // And the win itself adds nothing to what the decisions earn.
          for (const rating of RATINGS)
            expect(nextRating(scale, rating, lucky, w)).toBeLessThanOrEqual(
              nextRating(scale, rating, plain, w),
            );
        }
      }
    }
  });

  it('does not drop after a hopeless deal lost while playing like the expert', () => {
    for (const rating of RATINGS)
      for (const w of WEIGHTS)
        for (const result of results)
          for (const expertResult of results) {
            const r = nextRating(scale, rating, { averageCost: 0, decisions: 10, result, expertResult }, w);
            expect(r, `${result} vs ${expertResult} at ${rating}`).toBeGreaterThanOrEqual(rating);
          }
  });

  it('counts a result short of the expert’s against decisions that cost something', () => {
    const round = { averageCost: costScale, decisions: 8, result: worst, expertResult: best };
    expect(nextRating(scale, RATING_START, round, 60)).toBeLessThan(
      nextRating(scale, RATING_START, { ...round, result: best }, 60),
    );
  });

  it('ranks better decisions higher: the rating a score settles at falls as the cost grows', () => {
    const settle = (averageCost: number) =>
      settleAt({ averageCost, decisions: 8, result: 0, expertResult: 0 });
    const costs = [0, costScale / 10, costScale / 2, costScale, 2 * costScale, 20 * costScale];
    const settled = costs.map(settle);
    for (let i = 1; i < settled.length; i++) expect(settled[i]).toBeLessThan(settled[i - 1]);
    expect(settled[0]).toBe(RATING_MAX);
    expect(settle(costScale)).toBeCloseTo(RATING_START, 6);
  });

  it('weights a round by its real decisions, up to a cap', () => {
    const round = { averageCost: 3 * costScale, decisions: 3, result: 0, expertResult: 0 };
    for (const w of WEIGHTS) {
      const small = RATING_START - nextRating(scale, RATING_START, round, w);
      const large = RATING_START - nextRating(scale, RATING_START, { ...round, decisions: 6 }, w);
      expect(small).toBeGreaterThan(0);
      expect(large).toBeGreaterThan(1.5 * small);
    }
    expect(roundWeight({ decisions: 40 })).toBe(MAX_DECISIONS);
    expect(nextRating(scale, 1600, { ...round, decisions: 40 }, 60)).toBe(
      nextRating(scale, 1600, { ...round, decisions: MAX_DECISIONS }, 60),
    );
  });

  it('moves quickly at first and settles later: the first rounds average, the start counting as W0', () => {
    const round = { averageCost: 0, decisions: MAX_DECISIONS, result: 0, expertResult: 0 };
    const best = roundScore(scale, round);
    // A newcomer's first round of N_MAX perfect decisions: its share of the average is N_MAX / (N_MAX + W0).
    const first = nextRating(scale, RATING_START, round, 0);
    expect(expectedScore(first)).toBeCloseTo(
      0.5 + (MAX_DECISIONS / (MAX_DECISIONS + START_WEIGHT)) * (best - 0.5),
      9,
    );
    // A veteran's moves by the share a · m only.
    const veteran = nextRating(scale, RATING_START, round, 5000);
    expect(expectedScore(veteran)).toBeCloseTo(0.5 + RATE_PER_DECISION * MAX_DECISIONS * (best - 0.5), 9);
    expect(first - RATING_START).toBeGreaterThan(100);
    expect(veteran - RATING_START).toBeGreaterThan(10);
  });

  it('is the performance rating of the average score: a constant score settles where it is expected', () => {
    for (const rating of RATINGS) expect(performanceRating(expectedScore(rating))).toBeCloseTo(rating, 9);
  });

  it('converges: a constant performance settles at its performance rating, from anywhere', () => {
    for (const averageCost of [0, costScale / 4, costScale, 4 * costScale]) {
      for (const result of [worst, best]) {
        const round = { averageCost, decisions: 3, result, expertResult: best };
        const target = settleAt(round);
        for (const from of [RATING_MIN, RATING_START, RATING_MAX]) {
          let rating = from;
          let weight = 0;
          let distance = Math.abs(rating - target);
          for (let i = 0; i < 1000; i++) {
            rating = nextRating(scale, rating, round, weight);
            weight += roundWeight(round);
            const now = Math.abs(rating - target);
            // Never past the target, always closer.
            expect(now).toBeLessThanOrEqual(distance + 1e-9);
            distance = now;
          }
          expect(distance, `${averageCost} from ${from}`).toBeLessThan(0.5);
        }
      }
    }
  });

  it('stays within its bounds whatever the rounds', () => {
    const rng = createRng(7);
    let rating = RATING_START;
    let weight = 0;
    for (let i = 0; i < 5000; i++) {
      const round: RatedRound = {
        averageCost: rng.int(4) === 0 ? 0 : rng.int(1000) / (rng.int(3) === 0 ? 1 : 50),
        decisions: rng.int(40),
        result: results[rng.int(results.length)],
        expertResult: results[rng.int(results.length)],
      };
      rating = nextRating(scale, rating, round, weight);
      weight += roundWeight(round);
      expect(rating).toBeGreaterThanOrEqual(RATING_MIN);
      expect(rating).toBeLessThanOrEqual(RATING_MAX);
    }
    const perfect = { averageCost: 0, decisions: 1, result: 0, expertResult: 0 };
    expect(nextRating(scale, Number.NaN, perfect, 0)).toBeGreaterThan(RATING_START);
    expect(nextRating(scale, 99_999, perfect, 0)).toBe(RATING_MAX);
    expect(nextRating(scale, 1600, perfect, Number.NaN)).toBe(nextRating(scale, 1600, perfect, 0));
  });

  it('is deterministic: the same rounds give the same rating, to the last bit', () => {
    const rounds = Array.from({ length: 300 }, (_, i) => ({
      averageCost: (i % 7) * costScale * 0.3,
      decisions: 1 + (i % 9),
      result: results[i % results.length],
      expertResult: results[(i * 5) % results.length],
    }));
    expect(ratingAfter(scale, rounds)).toBe(
      ratingAfter(
        scale,
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
      expect(() => nextRating(scale, RATING_START, bad, 0)).toThrow(RangeError);
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
