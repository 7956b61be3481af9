// The bots' fast copy of a round (src/bots/schwimmen/round.ts) must follow the rules exactly as the engine
// does: every action of thousands of seeded rounds is played in both and compared.
import { describe, expect, it } from 'vitest';
import { cardIndex } from '../../../src/engine/cards';
import { randomDeal } from '../../../src/engine/game';
import { createRng } from '../../../src/engine/rng';
import { schwimmen, type SchwimmenAction } from '../../../src/engine/schwimmen';
import { KNOCK, KNOCK_AFTER, PASS, SWAP_ALL } from '../../../src/bots/schwimmen/round';
import { roundFromState, rulesFor } from './helpers';

function code(a: SchwimmenAction, hand: string[], middle: string[]): number {
  switch (a.type) {
    case 'swap':
      return 3 * hand.indexOf(a.give) + middle.indexOf(a.take) + (a.knock ? KNOCK_AFTER : 0);
    case 'swapAll':
      return SWAP_ALL + (a.knock ? KNOCK_AFTER : 0);
    case 'pass':
      return PASS;
    case 'knock':
      return KNOCK;
    default:
      throw new Error(`not a turn: ${a.type}`);
  }
}

describe('the bots’ round model', () => {
  it('S13–S20, S14b: plays 1,500 random rounds action by action exactly as the engine does', () => {
    const rng = createRng(77);
    let rounds = 0;
    for (let m = 0; rounds < 1500; m++) {
      const players = 2 + (m % 7);
      // Every other match with knockWithSwap (S14b).
      const rules = { ...rulesFor(m), knockWithSwap: ((m / 7) | 0) % 2 === 1 };
      let s = schwimmen.init({ players, rules, firstDealer: rng.int(players) });
      while (schwimmen.actor(s) !== 'none') {
        if (schwimmen.actor(s) === 'chance') {
          s = schwimmen.apply(s, randomDeal(schwimmen, rng));
          continue;
        }
        if (s.phase === 'choose') {
          s = schwimmen.apply(s, rng.int(2) === 0 ? { type: 'keep' } : { type: 'takeSecond' });
          if (s.phase !== 'turns') continue;
        }
        // One round from its first turn: the model against the engine, action by action.
        const r = roundFromState(s);
        while (s.phase === 'turns') {
          const legal = schwimmen.legalActions(s);
          const canKnock = legal.some((a) => a.type === 'knock');
          const withSwap = legal.some((a) => 'knock' in a && a.knock === true);
          // expect() on every action costs more than the play itself: compare first, report on a difference.
          if (r.canKnock() !== canKnock || r.canKnockWithSwap() !== withSwap || r.turn !== s.turn) {
            expect([r.canKnock(), r.canKnockWithSwap(), r.turn]).toEqual([canKnock, withSwap, s.turn]);
          }
          const a = legal[rng.int(legal.length)];
          r.step(code(a, s.hands[s.turn as number], s.middle));
          s = schwimmen.apply(s, a);
          const middle = s.middle.map(cardIndex);
          if (r.middle[0] !== middle[0] || r.middle[1] !== middle[1] || r.middle[2] !== middle[2]) {
            expect(Array.from(r.middle)).toEqual(middle);
          }
        }
        rounds++;
        expect(r.over).toBe(true);
        const losers: number[] = [];
        for (let seat = 0; seat < players; seat++) if ((r.losers >> seat) & 1) losers.push(seat);
        expect(losers).toEqual(s.roundResult?.losers);
      }
    }
  });
});
