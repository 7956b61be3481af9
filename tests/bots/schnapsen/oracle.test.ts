// The oracle (oracle.ts): sees every card, for measurement only.
import { describe, expect, it } from 'vitest';
import { schnapsenBots } from '../../../src/bots/schnapsen';
import { schnapsenOracle } from '../../../src/bots/schnapsen/oracle';
import { createRng, shuffle } from '../../../src/engine/rng';
import { schnapsen, type SchnapsenAction } from '../../../src/engine/schnapsen';
import { positions } from './positions';

const same = (a: SchnapsenAction, b: SchnapsenAction) => JSON.stringify(a) === JSON.stringify(b);

describe('the oracle', () => {
  const states = positions(40, 3);

  it('N5, N6, N9, N10: always chooses one of the legal actions', () => {
    for (const s of states) {
      const legal = schnapsen.legalActions(s);
      const a = schnapsenOracle.decideOpen(s, legal, 7);
      expect(legal.some((l) => same(l, a))).toBe(true);
    }
  });

  it('is deterministic: the same state and seed give the same action', () => {
    for (const s of states.slice(0, 120)) {
      const legal = schnapsen.legalActions(s);
      expect(schnapsenOracle.decideOpen(s, legal, 5)).toEqual(schnapsenOracle.decideOpen(s, legal, 5));
    }
  });

  it('wins more deals than normal over a seeded run, each deal played from both seats', () => {
    const rng = createRng(2026);
    let won = 0;
    let played = 0;
    for (let d = 0; d < 30; d++) {
      const deck = shuffle(schnapsen.cards, rng);
      const dealer = rng.int(2);
      for (const oracle of [0, 1]) {
        let s = schnapsen.apply(schnapsen.init({ firstDealer: dealer }), { type: 'deal', deck });
        while (s.dealResult === null) {
          const seat = schnapsen.actor(s) as number;
          const legal = schnapsen.legalActions(s);
          s = schnapsen.apply(
            s,
            seat === oracle
              ? schnapsenOracle.decideOpen(s, legal, d)
              : schnapsenBots.normal.decide(schnapsen.view(s, seat), legal, d),
          );
        }
        played++;
        if (s.dealResult.winner === oracle) won++;
      }
    }
    expect(won / played).toBeGreaterThan(0.6);
  });
});
