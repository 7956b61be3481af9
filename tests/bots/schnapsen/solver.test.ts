// The exact search agrees with the engine itself (N5–N11) on thousands of small positions.
import { describe, expect, it } from 'vitest';
import { createRng, shuffle } from '../../../src/engine/rng';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import { Solver } from '../../../src/bots/schnapsen/solver';
import { engineValue, worldOfState } from './world';

/**
 * A random position reached by random play where the leader holds at most `cardsLeft` cards or the open
 * talon holds `talonLeft` face-down cards.
 */
function randomPosition(
  seed: number,
  cardsLeft: number,
  talonLeft: number,
  closeChance: number,
): SchnapsenState | null {
  const rng = createRng(seed);
  let s = schnapsen.apply(
    schnapsen.init({ firstDealer: seed & 1, rules: { exchangeWithOneLeft: (seed & 2) !== 0 } }),
    {
      type: 'deal',
      deck: shuffle(schnapsen.cards, rng),
    },
  );
  while (s.phase === 'play') {
    const seat = schnapsen.actor(s) as number;
    const small = s.hands[seat].length <= cardsLeft || (s.closedBy === null && s.talon.length === talonLeft);
    if (s.lead === null && small && s.points[seat] < 66) return s;
    const legal = schnapsen.legalActions(s).filter((a) => a.type !== 'claim' || s.points[seat] >= 66);
    const close = legal.find((a) => a.type === 'close');
    const a = close && rng.int(100) < closeChance ? close : legal[rng.int(legal.length)];
    s = schnapsen.apply(s, a);
  }
  return null;
}

function check(count: number, pick: (seed: number) => SchnapsenState | null): void {
  const solver = new Solver(2);
  let checked = 0;
  for (let seed = 1; checked < count; seed++) {
    const s = pick(seed);
    if (s === null) continue;
    solver.load(worldOfState(s));
    expect(solver.leadNode(s.leader, -127, 127), `seed ${seed}`).toBe(engineValue(s, 2));
    checked++;
  }
}

describe('solver', () => {
  it('N6 N9 N11: the solver values equal brute force through the engine once the talon is closed or exhausted', () => {
    check(600, (seed) => randomPosition(seed, seed % 3 === 0 ? 4 : 3, -1, seed % 4 === 0 ? 30 : 3));
  });

  it('N5 N8: the solver values equal brute force with one face-down card left (draws, trump card, exchange)', () => {
    check(30, (seed) => randomPosition(seed, 0, 1, 0));
  });
});
