// The match-equity table (equity.ts, made by scripts/equity.ts) and the expert's play for the Bummerl (N12).
import { describe, expect, it } from 'vitest';
import { EXPERT_DEAL, schnapsenBots, searchBot } from '../../../src/bots/schnapsen';
import { matchEquity, outcomeEquity } from '../../../src/bots/schnapsen/equity';
import data from '../../../src/bots/schnapsen/equity.json';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import { dealt, key } from '../../engine/schnapsen/helpers';

const TARGETS = [7, 5];

describe('N12: the match-equity table', () => {
  it('names the command and seed that made it', () => {
    expect(data.command).toContain('scripts/equity.ts');
    expect(data.command).toContain(`--seed ${data.seed}`);
    const total = [...data.outcomes.forehand, ...data.outcomes.dealer].reduce((a, b) => a + b, 0);
    expect(total).toBe(data.deals);
  });

  it.each(TARGETS)(
    'N12 (to %i): a player with nothing to go has won, one whose opponent has nothing to go has lost',
    (t) => {
      for (let b = 1; b <= t; b++)
        for (const deals of [false, true]) {
          expect(matchEquity(0, b, deals)).toBe(1);
          expect(matchEquity(b, 0, deals)).toBe(0);
        }
    },
  );

  it.each(TARGETS)(
    'N12 (to %i): more points to go is worse, the opponent having more to go is better',
    (t) => {
      for (let a = 1; a <= t; a++)
        for (let b = 1; b <= t; b++)
          for (const deals of [false, true]) {
            const e = matchEquity(a, b, deals);
            expect(e).toBeGreaterThan(0);
            expect(e).toBeLessThan(1);
            if (a < t) expect(matchEquity(a + 1, b, deals)).toBeLessThanOrEqual(e);
            if (b < t) expect(matchEquity(a, b + 1, deals)).toBeGreaterThanOrEqual(e);
          }
    },
  );

  it.each(TARGETS)('N3, N12 (to %i): symmetric, P(a, b, I deal) + P(b, a, the other deals) = 1', (t) => {
    for (let a = 1; a <= t; a++)
      for (let b = 1; b <= t; b++)
        for (const deals of [false, true])
          expect(matchEquity(a, b, deals) + matchEquity(b, a, !deals)).toBeCloseTo(1, 3);
  });

  it('N12: the start of a Bummerl is nearly even, 1 to go against 6 nearly won', () => {
    expect(Math.abs(matchEquity(7, 7, false) - 0.5)).toBeLessThan(0.05);
    expect(matchEquity(1, 6, false)).toBeGreaterThan(0.85);
  });

  it('N11, N12: at 1 to go every win is worth the same; at 3 to go three game points are worth most', () => {
    const view = (me: number, them: number) => schnapsen.view(withBummerl(dealt(SCENARIO), me, them), 0);
    const [one] = outcomeEquity(view(1, 6));
    expect(one[1]).toBeCloseTo(one[3], 6);
    const [three] = outcomeEquity(view(3, 6));
    expect(three[3]).toBeGreaterThan(three[2]);
    expect(three[2]).toBeGreaterThan(three[1]);
  });
});

/** Seat 0 leads first with the trump marriage (K♠ Q♠) and the trump ace, trump 10♠ face up. */
const SCENARIO = {
  nonDealer: 'As Ks Tc Td Qs',
  dealer: 'Qh Qd Ac Js Kd',
  trump: 'Ts',
  talon: 'Qc Jh Jc Ad Kc Jd Th Kh Ah',
};

/** `s` with seat 0 at `me` points to go and seat 1 at `them`. */
function withBummerl(s: SchnapsenState, me: number, them: number): SchnapsenState {
  return { ...s, bummerl: [me, them] };
}

function decide(bot: { decide: typeof schnapsenBots.expert.decide }, s: SchnapsenState, seed = 1): string {
  return key(bot.decide(schnapsen.view(s, 0), schnapsen.legalActions(s), seed));
}

describe('expert plays for the Bummerl', () => {
  /** The expert as it was: the deal's game points plus a stake of 3 for winning it, whatever the score. */
  const forTheDeal = searchBot('deal', EXPERT_DEAL);

  it.each([1, 2, 3])(
    'N7, N9, N12: at 1 to go against 6 it announces 40 and plays on rather than closing for 3 (seed %i)',
    (seed) => {
      expect(decide(schnapsenBots.expert, withBummerl(dealt(SCENARIO), 1, 6), seed)).toBe('marry:s');
    },
  );

  // The search for the deal does not see the score, so it decides alike at 1 and at 3 to go; the expert
  // closes at 3 to go (below), where three game points win the Bummerl, and plays on at 1 to go (above).
  it.each([
    [1, 6],
    [3, 6],
  ])(
    'N9, N11: the search for the deal (stake + game points) does not see the score: at %i to go against %i it announces 40',
    (me, them) => {
      expect(decide(forTheDeal, withBummerl(dealt(SCENARIO), me, them))).toBe('marry:s');
    },
  );

  it('N9, N11, N12: at 3 to go against 6, where three game points win the Bummerl, the expert closes', () => {
    expect(decide(schnapsenBots.expert, withBummerl(dealt(SCENARIO), 3, 6))).toBe('close:');
  });
});
