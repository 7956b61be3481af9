// `expert`'s two search refinements: draws inside the search as chance nodes, and a margin for the
// rule-of-thumb move.
import { describe, expect, it } from 'vitest';
import { EXPERT, HARD } from '../../../src/bots/schnapsen';
import { pickBest } from '../../../src/bots/schnapsen/search';
import { KING, QUEEN } from '../../../src/bots/schnapsen/cards';
import { Solver, type World } from '../../../src/bots/schnapsen/solver';
import type { Card } from '../../../src/engine/cards';
import { createRng, shuffle } from '../../../src/engine/rng';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';
import { worldOfState } from './world';

/** A position reached by random play, on lead with three face-down cards left and the talon open. */
function threeLeft(seed: number): SchnapsenState | null {
  const rng = createRng(seed);
  let s = schnapsen.apply(schnapsen.init({ firstDealer: seed & 1 }), {
    type: 'deal',
    deck: shuffle(schnapsen.cards, rng),
  });
  while (s.phase === 'play') {
    const seat = schnapsen.actor(s) as number;
    if (s.lead === null && s.closedBy === null && s.talon.length === 3 && s.points[seat] < 66) return s;
    const legal = schnapsen.legalActions(s).filter((a) => a.type !== 'close');
    const claim = legal.find((a) => a.type === 'claim');
    s = schnapsen.apply(s, claim && s.points[seat] >= 66 ? claim : legal[rng.int(legal.length)]);
  }
  return null;
}

/**
 * By brute force: the best lead (or close) against the best answer, each trick valued by the mean over the six
 * talon orders of exact play once the order is known (after the draw only the last face-down card is left).
 */
function expectedValue(base: World, p: number, seeing: Solver): number {
  const hand = base.hands[p];
  seeing.load(base);
  let best = seeing.closeValue(p);
  for (let c = 0; c < 20; c++) {
    if ((hand & (1 << c)) === 0) continue;
    const r = c % 5;
    const mate = r === KING ? c - 1 : r === QUEEN ? c + 1 : -1;
    const announce = mate >= 0 && (hand & (1 << mate)) !== 0;
    let worst = Infinity;
    for (let a = 0; a < 20; a++) {
      if ((base.hands[1 - p] & (1 << a)) === 0) continue;
      let total = 0;
      for (const order of ORDERS) {
        seeing.load({ ...base, talon: order.map((i) => base.talon[i]) });
        total += seeing.leadAndAnswer(p, c, announce, a);
      }
      worst = Math.min(worst, total / ORDERS.length);
    }
    best = Math.max(best, worst);
  }
  return best;
}

const ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

describe('chance draws (expert)', () => {
  it('N5: with the draw a chance node, the exact value does not depend on the sampled talon order', () => {
    const chance = new Solver(3);
    chance.setChanceLeft(3);
    const seeing = new Solver(3);
    let checked = 0;
    let orderMattered = 0;
    for (let seed = 1; checked < 40; seed++) {
      const s = threeLeft(seed);
      if (s === null) continue;
      const base = worldOfState(s);
      if ((base.hands[s.leader] & (1 << (5 * base.trump))) !== 0) continue;
      const values: number[] = [];
      const seen: number[] = [];
      for (const order of ORDERS) {
        const world = { ...base, talon: order.map((i) => base.talon[i]) };
        chance.load(world);
        values.push(chance.leadNode(s.leader, -127, 127));
        seeing.load(world);
        seen.push(seeing.leadNode(s.leader, -127, 127));
      }
      expect(new Set(values).size, `seed ${seed}`).toBe(1);
      // Within one quarter point: the search rounds each chance node's mean.
      expect(Math.abs(values[0] - expectedValue(base, s.leader, seeing)), `seed ${seed}`).toBeLessThanOrEqual(
        1,
      );
      if (new Set(seen).size > 1) orderMattered++;
      checked++;
    }
    // The order the search would otherwise see changes the value in many of these positions.
    expect(orderMattered).toBeGreaterThan(5);
  });
});

describe('rule-of-thumb margin (expert)', () => {
  const play = (card: Card): SchnapsenAction => ({ type: 'play', card });
  const moves = (['As', 'Ts', 'Jh'] as const).map((card, i) => ({
    action: play(card),
    kind: 'lead' as const,
    card: i,
    announce: false,
  }));

  it('keeps the preferred move within the margin and leaves it when another is better by more', () => {
    expect(pickBest(moves, [5, 3, 1], play('Ts'), 2)).toEqual(play('Ts'));
    expect(pickBest(moves, [5, 2, 1], play('Ts'), 2)).toEqual(play('As'));
    // Without a margin (hard) only an exact tie keeps it.
    expect(pickBest(moves, [5, 4.5, 1], play('Ts'), 0)).toEqual(play('As'));
    expect(pickBest(moves, [5, 5, 1], play('Ts'), 0)).toEqual(play('Ts'));
  });

  it('hard keeps the plain search; expert uses both refinements', () => {
    expect([HARD.chanceLeft, HARD.tieMargin]).toEqual([0, 0]);
    expect(EXPERT.chanceLeft).toBe(3);
    expect(EXPERT.tieMargin).toBeGreaterThan(0);
  });
});
