// N11: every way a deal can end, and its game points.
import { describe, expect, it } from 'vitest';
import type { SchnapsenState } from '../../../src/engine/schnapsen';
import {
  C1,
  C2,
  C2_FIRST_TWO,
  C3,
  C4,
  dealt,
  PLAYOUT,
  PLAYOUT_TRICKS,
  PLAYOUT2,
  PLAYOUT2_TRICKS,
  run,
  RUN,
  RUN_FIRST_FIVE,
  RUN_FIRST_FOUR,
} from './helpers';

function ended(s: SchnapsenState) {
  expect(s.phase).toBe('dealOver');
  return { ...s.dealResult, points: s.points };
}

describe('N11 correct claims (talon not closed)', () => {
  it('N11: correct claim against an opponent with 33 or more wins 1', () => {
    // Seat 1: 5 + Td/Jd 12 + marriage 20 = 37; seat 0: 21 + Kd/Ah 15 + trump marriage 40 = 76.
    const s = run(dealt(C2), `${C2_FIRST_TWO}, Jd, Td, marry d, Kd, Ah, marry h, claim`);
    expect(ended(s)).toEqual({ winner: 0, gamePoints: 1, reason: 'claim', claimedBy: 0, points: [76, 37] });
  });

  it('N11: correct claim against an opponent under 33 with a trick wins 2', () => {
    // Seat 0: 21 + 40 + Kh/Js 6 = 67; seat 1 has 5 from one trick.
    const s = run(dealt(C2), `${C2_FIRST_TWO}, marry h, Kh, Js, claim`);
    expect(ended(s)).toEqual({ winner: 0, gamePoints: 2, reason: 'claim', claimedBy: 0, points: [67, 5] });
  });

  it('N11: correct claim against an opponent without a trick wins 3', () => {
    const s = run(
      dealt(RUN, { rules: { exchangeWithOneLeft: true } }),
      `${RUN_FIRST_FOUR}, exchange, marry h, claim`,
    );
    expect(ended(s)).toEqual({ winner: 0, gamePoints: 3, reason: 'claim', claimedBy: 0, points: [86, 0] });
  });
});

describe('N11 false claims', () => {
  it('N11: a false claim gives the opponent 2 when the opponent has a trick', () => {
    const s = run(dealt(C2), `${C2_FIRST_TWO}, claim`);
    expect(ended(s)).toEqual({
      winner: 1,
      gamePoints: 2,
      reason: 'falseClaim',
      claimedBy: 0,
      points: [21, 5],
    });
  });

  it('N11: a false claim gives the opponent 3 when the opponent has no trick', () => {
    const s = run(dealt(RUN), 'Ac, Jc, claim');
    expect(ended(s)).toEqual({
      winner: 1,
      gamePoints: 3,
      reason: 'falseClaim',
      claimedBy: 0,
      points: [13, 0],
    });
  });

  it('N11: a claim under 66 is false, even by a player who has won every trick', () => {
    const s = run(dealt(RUN), `${RUN_FIRST_FIVE}, claim`);
    expect(ended(s)).toMatchObject({ winner: 1, gamePoints: 3, reason: 'falseClaim', points: [59, 0] });
  });
});

describe('N11 closed talon', () => {
  it('N11: the closer claims correctly: game points by the opponent at closing (no trick then: 3)', () => {
    // Seat 1 wins Jc/Tc (12) after the close, so now it has a trick — it still costs it 3.
    const s = run(dealt(C1), 'close, Jc, Tc, Kc, Ah, marry h, Kh, Jd, Qh, Js, claim');
    expect(ended(s)).toEqual({
      winner: 0,
      gamePoints: 3,
      reason: 'closedClaim',
      claimedBy: 0,
      points: [66, 12],
    });
  });

  it('N11: the closer claims correctly: opponent under 33 with a trick at closing gives 2, though it has 37 now', () => {
    const s = run(dealt(C2), `${C2_FIRST_TWO}, close, Jd, Td, marry d, Kd, Ah, marry h, claim`);
    expect(s.closing).toEqual({ by: 0, opponentPoints: 5, opponentHadTrick: true });
    expect(ended(s)).toEqual({
      winner: 0,
      gamePoints: 2,
      reason: 'closedClaim',
      claimedBy: 0,
      points: [76, 37],
    });
  });

  it('N11: the closer claims correctly: opponent with 33 or more at closing gives 1', () => {
    // C2 open until seat 1 has 37, then seat 0 (36) closes with one face-down card left and claims after its marriage.
    const s = run(dealt(C2), `${C2_FIRST_TWO}, Jd, Td, marry d, Kd, Ah, close, marry h, claim`);
    expect(s.closing).toEqual({ by: 0, opponentPoints: 37, opponentHadTrick: true });
    expect(ended(s)).toEqual({
      winner: 0,
      gamePoints: 1,
      reason: 'closedClaim',
      claimedBy: 0,
      points: [76, 37],
    });
  });

  it('N11: a false claim by the closer is a failed close: 3 when the opponent had no trick at closing', () => {
    // Seat 1 has a trick now (12), which alone would make it 2 for a plain false claim.
    const s = run(dealt(C1), 'close, Jc, Tc, Kc, Ah, claim');
    expect(ended(s)).toEqual({
      winner: 1,
      gamePoints: 3,
      reason: 'closedFailed',
      claimedBy: 0,
      points: [15, 12],
    });
  });

  it('N11: the closer fails when the cards run out under 66: 2 when the opponent had a trick at closing', () => {
    const s = run(dealt(C2), `${C2_FIRST_TWO}, close, Jd, Td, marry d, Kd, Ah, Tc, Js, Kh, Qd, Qh, Ks`);
    expect(s.hands).toEqual([[], []]);
    expect(ended(s)).toEqual({
      winner: 1,
      gamePoints: 2,
      reason: 'closedFailed',
      claimedBy: null,
      points: [62, 37],
    });
  });

  it('N11: the closer fails when the opponent claims correctly first: 3 when it had no trick at closing', () => {
    // Seat 0 closes a weak hand; seat 1: Ac/Jc 13 + trump marriage 40 + Kh/Js 6 + Ah/Qs 14 = 73.
    const s = run(dealt(C3), 'close, Jc, Ac, marry h, Kh, Js, Ah, Qs, claim');
    expect(ended(s)).toEqual({
      winner: 1,
      gamePoints: 3,
      reason: 'closedFailed',
      claimedBy: 1,
      points: [0, 73],
    });
  });

  it("N11: the closer's opponent claiming falsely loses like any false claim (our reading)", () => {
    // Seat 1 has 53 after its trump marriage; the closer (seat 0, no trick) wins 3.
    const s = run(dealt(C3), 'close, Jc, Ac, marry h, claim');
    expect(ended(s)).toEqual({
      winner: 0,
      gamePoints: 3,
      reason: 'falseClaim',
      claimedBy: 1,
      points: [0, 53],
    });
  });

  it('N11: the closer wins by taking the last trick with 66 or more', () => {
    const s = run(dealt(C1), 'close, Jc, Tc, Kc, Ah, marry h, Kh, Jd, Qh, Js, Th, Qs');
    expect(ended(s)).toEqual({
      winner: 0,
      gamePoints: 3,
      reason: 'closedLastTrick',
      claimedBy: null,
      points: [79, 12],
    });
  });

  it('N11: a closer past 66 who does not claim and loses the last trick has failed', () => {
    // Seat 0: 40 + Kh/Js 6 + Ah/Jd 13 + Ac/Kc 15 = 74, Qh/Qs 80; then seat 1 heads Jc with Qc.
    const s = run(dealt(C4), 'close, marry h, Kh, Js, Ah, Jd, Ac, Kc, Qh, Qs, Jc, Qc');
    expect(s.tricks.at(-1)?.winner).toBe(1);
    expect(ended(s)).toEqual({
      winner: 1,
      gamePoints: 3,
      reason: 'closedFailed',
      claimedBy: null,
      points: [80, 5],
    });
  });
});

describe('N11 played out without a claim (talon not closed)', () => {
  it('N11: the last trick wins 1 game point when its winner has fewer than 66', () => {
    const s = run(dealt(PLAYOUT), PLAYOUT_TRICKS);
    expect(s.tricks.map((t) => t.winner)).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 1, 0]);
    expect(ended(s)).toEqual({
      winner: 0,
      gamePoints: 1,
      reason: 'lastTrick',
      claimedBy: null,
      points: [60, 60],
    });
  });

  it('N11: the last trick winner with 66 or more scores by the first rule; no extra points for it', () => {
    // RUN played out: seat 0 takes every trick but Kd/Td (14 to seat 1).
    const s = run(dealt(RUN), `${RUN_FIRST_FIVE}, Kd, Td, Qh, Ah, Jh, Kc, Kh, Qd, Th, Ts`);
    expect(ended(s)).toEqual({
      winner: 0,
      gamePoints: 2,
      reason: 'lastTrick',
      claimedBy: null,
      points: [106, 14],
    });
    expect(s.trickPoints[0] + s.trickPoints[1]).toBe(120);
  });

  it('N11: a player past 66 who does not claim loses to the last trick', () => {
    const before = run(dealt(PLAYOUT2), PLAYOUT2_TRICKS.split(', ').slice(0, 18).join(', '));
    expect(before.points).toEqual([29, 69]);
    expect(before.leader).toBe(1);
    const s = run(before, 'Ad, Ah');
    expect(ended(s)).toEqual({
      winner: 0,
      gamePoints: 1,
      reason: 'lastTrick',
      claimedBy: null,
      points: [51, 69],
    });
  });
});
