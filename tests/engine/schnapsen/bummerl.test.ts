// N12: the Bummerl — both players count down from 7 (or 5); the first at 0 wins the match.
import { describe, expect, it } from 'vitest';
import { schnapsen, type SchnapsenRules, type SchnapsenState } from '../../../src/engine/schnapsen';
import { C2, C2_FIRST_TWO, expectRefused, run, RUN, stackDeck } from './helpers';

/** A deal in which the non-dealer claims at once with nothing: the dealer wins 3. */
function quickDeal(s: SchnapsenState): SchnapsenState {
  return run(schnapsen.apply(s, { type: 'deal', deck: stackDeck(RUN) }), 'claim');
}

function start(rules: Partial<SchnapsenRules> = {}): SchnapsenState {
  return schnapsen.init({ firstDealer: 1, rules });
}

describe('N12 Bummerl', () => {
  it('N12: both start at 7 and subtract the game points they win; never below 0; first at 0 wins', () => {
    let s = start();
    expect(s.bummerl).toEqual([7, 7]);
    const seen: number[][] = [];
    for (let i = 0; i < 5; i++) {
      s = quickDeal(s);
      seen.push([...s.bummerl]);
    }
    // Dealers 1, 0, 1, 0, 1 win 3 each; the last deal takes seat 1 from 1 to 0, not -2.
    expect(seen).toEqual([
      [7, 4],
      [4, 4],
      [4, 1],
      [1, 1],
      [1, 0],
    ]);
    expect(s.phase).toBe('matchOver');
    expect(s.winner).toBe(1);
    expect(schnapsen.actor(s)).toBe('none');
    expect(schnapsen.legalActions(s)).toEqual([]);
    expect(s.dealResult).toEqual({ winner: 1, gamePoints: 3, reason: 'falseClaim', claimedBy: 0 });
    expectRefused(s, { type: 'deal', deck: stackDeck(RUN) }, 'matchOver', /over/);
  });

  it('N12: with the Bummerl of 5 the match is shorter', () => {
    let s = start({ bummerl: 5 });
    expect(s.bummerl).toEqual([5, 5]);
    s = quickDeal(s);
    expect(s.bummerl).toEqual([5, 2]);
    expect(s.phase).toBe('dealOver');
    s = quickDeal(s);
    expect(s.bummerl).toEqual([2, 2]);
    s = quickDeal(s);
    expect(s.bummerl).toEqual([2, 0]);
    expect(s.phase).toBe('matchOver');
    expect(s.winner).toBe(1);
  });

  it('N12: game points of 1 and 2 count down the same way; the match goes on while both are above 0', () => {
    let s = start();
    // C2 with seat 1 dealing: seat 0 wins 2 by a claim (67 against 5 with a trick).
    s = run(
      schnapsen.apply(s, { type: 'deal', deck: stackDeck(C2) }),
      `${C2_FIRST_TWO}, marry h, Kh, Js, claim`,
    );
    expect(s.bummerl).toEqual([5, 7]);
    expect(s.winner).toBe(null);
    // Next deal: seat 0 deals, so C2's winning hand goes to seat 1, which wins 1 against 37.
    s = run(
      schnapsen.apply(s, { type: 'deal', deck: stackDeck(C2) }),
      `${C2_FIRST_TWO}, Jd, Td, marry d, Kd, Ah, marry h, claim`,
    );
    expect(s.dealResult).toMatchObject({ winner: 1, gamePoints: 1 });
    expect(s.bummerl).toEqual([5, 6]);
    expect(s.phase).toBe('dealOver');
  });

  it('N12: the match state carries the rules; a new match starts from init', () => {
    const s = start({ bummerl: 5 });
    expect(s.rules.bummerl).toBe(5);
    expect(() => schnapsen.init({ firstDealer: 0, rules: { bummerl: 6 as 7 } })).toThrow(RangeError);
    expect(() => schnapsen.init({ firstDealer: 2 })).toThrow(RangeError);
  });
});
