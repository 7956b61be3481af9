// The skill record: each (match, round) rated once, practice never, a history capped, and a saved record
// checked field by field.
import { describe, expect, it } from 'vitest';
import { nextRating, RATING_START } from '../../src/coach/rating';
import { schwimmenGame } from '../../src/games';
import {
  emptySkill,
  hasRating,
  isRated,
  KEEP_HISTORY,
  KEEP_SKILL_MARKS,
  parseSkill,
  recordSkillRound,
  resetSkill,
  type SkillRound,
} from '../../src/stats/skill';

const round = (n: number, over: Partial<SkillRound> = {}): SkillRound => ({
  matchId: 'm1',
  round: n,
  averageCost: 1,
  decisions: 5,
  result: 0,
  expertResult: 0,
  when: 1_700_000_000_000 + n,
  ...over,
});

describe('recordSkillRound', () => {
  it('moves the game’s rating as rating.ts says, counts the round and adds a point to the history', () => {
    const r = recordSkillRound(emptySkill(), 'schwimmen', round(1));
    const rating = nextRating(schwimmenGame.ratingScale, RATING_START, round(1), 0);
    expect(r.games.schwimmen).toEqual({
      rating,
      rounds: 1,
      weight: 5,
      best: Math.max(RATING_START, rating),
      history: [{ rating, when: round(1).when }],
    });
    expect(r.games.schnapsen).toEqual(emptySkill().games.schnapsen);
    expect(hasRating(r, 'schwimmen')).toBe(true);
    expect(hasRating(r, 'schnapsen')).toBe(false);
    expect(isRated(r, 'schwimmen', 'm1', 1)).toBe(true);
  });

  it('rates the same round of the same match once: the same record comes back', () => {
    const once = recordSkillRound(emptySkill(), 'schnapsen', round(3));
    expect(recordSkillRound(once, 'schnapsen', round(3, { averageCost: 0 }))).toBe(once);
    // Another round, or the same round of another match or game, is new.
    expect(recordSkillRound(once, 'schnapsen', round(4)).games.schnapsen!.rounds).toBe(2);
    expect(recordSkillRound(once, 'schnapsen', round(3, { matchId: 'm2' })).games.schnapsen!.rounds).toBe(2);
    expect(recordSkillRound(once, 'schwimmen', round(3)).games.schwimmen!.rounds).toBe(1);
  });

  it('a round rated out of order still counts, and neither is rated again', () => {
    let r = recordSkillRound(emptySkill(), 'schwimmen', round(2));
    r = recordSkillRound(r, 'schwimmen', round(1));
    expect(r.games.schwimmen!.rounds).toBe(2);
    expect(recordSkillRound(r, 'schwimmen', round(1))).toBe(r);
    expect(recordSkillRound(r, 'schwimmen', round(2))).toBe(r);
  });

  it('a practice match is never rated nor marked', () => {
    const r = emptySkill();
    expect(recordSkillRound(r, 'schwimmen', round(1, { practice: true }))).toBe(r);
  });

  it('a round without a real decision is marked but moves nothing', () => {
    const r = recordSkillRound(emptySkill(), 'schwimmen', round(1, { decisions: 0, averageCost: 0 }));
    expect(r.games.schwimmen).toEqual(emptySkill().games.schwimmen);
    expect(isRated(r, 'schwimmen', 'm1', 1)).toBe(true);
  });

  it('keeps the last 200 points and the marks of the last 8 matches, the best over all', () => {
    let r = emptySkill();
    for (let n = 1; n <= KEEP_HISTORY + 50; n++)
      r = recordSkillRound(r, 'schnapsen', round(n, { averageCost: 0 }));
    const g = r.games.schnapsen!;
    expect(g.rounds).toBe(KEEP_HISTORY + 50);
    expect(g.history).toHaveLength(KEEP_HISTORY);
    expect(g.history[KEEP_HISTORY - 1].rating).toBe(g.rating);
    expect(g.history[0].when).toBe(round(51).when);
    expect(g.best).toBe(g.rating);
    for (let m = 0; m < 12; m++) r = recordSkillRound(r, 'schnapsen', round(1, { matchId: `x${m}` }));
    expect(r.marks.schnapsen!.map((m) => m.match)).toEqual(
      Array.from({ length: KEEP_SKILL_MARKS }, (_, i) => `x${11 - i}`),
    );
  });

  it('the best stays after the rating falls', () => {
    let r = recordSkillRound(emptySkill(), 'schwimmen', round(1, { averageCost: 0 }));
    const best = r.games.schwimmen!.rating;
    r = recordSkillRound(r, 'schwimmen', round(2, { averageCost: 50 }));
    expect(r.games.schwimmen!.rating).toBeLessThan(best);
    expect(r.games.schwimmen!.best).toBe(best);
  });

  it('reset starts both ratings at 1500 and keeps the marks', () => {
    const r = recordSkillRound(emptySkill(), 'schwimmen', round(1));
    const reset = resetSkill(r);
    expect(reset.games).toEqual(emptySkill().games);
    expect(recordSkillRound(reset, 'schwimmen', round(1))).toBe(reset);
  });
});

describe('parseSkill', () => {
  const some = () => {
    let r = emptySkill();
    for (let n = 1; n <= 5; n++) r = recordSkillRound(r, 'schwimmen', round(n, { averageCost: n }));
    return recordSkillRound(r, 'schnapsen', round(1, { averageCost: 0.1 }));
  };

  it('reads back what was saved', () => {
    const r = some();
    expect(parseSkill(JSON.parse(JSON.stringify(r)))).toEqual(r);
  });

  it('a game missing from the record starts at 1500; damaged marks are forgotten', () => {
    const r = some();
    const saved = JSON.parse(JSON.stringify(r));
    delete saved.games.schnapsen;
    saved.marks = { schwimmen: 'x', schnapsen: [{ match: 3 }] };
    expect(parseSkill(saved)).toEqual({
      games: { schwimmen: r.games.schwimmen, schnapsen: emptySkill().games.schnapsen },
      marks: { schwimmen: [], schnapsen: [] },
    });
  });

  it('refuses a damaged record', () => {
    const damage: ((g: Record<string, unknown>) => void)[] = [
      (g) => (g.rating = 5000),
      (g) => (g.rating = 'high'),
      (g) => (g.rounds = -1),
      (g) => (g.rounds = 2.5),
      (g) => (g.weight = 2),
      (g) => (g.weight = 500),
      (g) => (g.best = 800),
      (g) => (g.history = 'none'),
      (g) => (g.history = [{ rating: 1500, when: -4 }]),
      // More points than rounds, or a history that does not end at the rating.
      (g) => (g.rounds = 2),
      (g) => (g.history as unknown[]).push({ rating: 1234, when: 9 }),
      (g) => (g.history = []),
    ];
    for (const [i, change] of damage.entries()) {
      const saved = JSON.parse(JSON.stringify(some()));
      change(saved.games.schwimmen);
      expect(parseSkill(saved), `damage ${i}`).toBeNull();
    }
    expect(parseSkill(null)).toBeNull();
    expect(parseSkill({ marks: {} })).toBeNull();
    expect(parseSkill({ games: [] })).toBeNull();
  });
});
