// The expert's model of an opponent that cannot see its hand (search.ts, ruleAnswer and `ruleReplies`): the
// rule of thumb's answer to a lead must be exactly the `normal` level's, and it can only be worth as much
// to the opponent as its best answer in the world searched, or less.
import { describe, expect, it } from 'vitest';
import { CODES, maskOf } from '../../../src/bots/schnapsen/cards';
import { normalAction } from '../../../src/bots/schnapsen/heuristics';
import { EXPERT } from '../../../src/bots/schnapsen';
import { knowledgeOf, worldOf } from '../../../src/bots/schnapsen/knowledge';
import { rootMoves, ruleAnswer } from '../../../src/bots/schnapsen/search';
import { Solver } from '../../../src/bots/schnapsen/solver';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import { positions } from './positions';

/** The opponent's follow by `normal` once the seat to act has led `card` (announcing first if `announce`). */
function normalFollow(s: SchnapsenState, card: number, announce: boolean): string {
  const seat = schnapsen.actor(s) as number;
  let t = s;
  if (announce) t = schnapsen.apply(t, { type: 'marry', suit: CODES[card][1] as 'c' });
  t = schnapsen.apply(t, { type: 'play', card: CODES[card] });
  const view = schnapsen.view(t, 1 - seat);
  const a = normalAction(view, knowledgeOf(view), schnapsen.legalActions(t));
  return a.type === 'play' ? a.card : a.type;
}

/** Every lead decision of seeded deals with cards still face down, with the opponent's true hand and talon. */
function leads(deals: number, seed: number) {
  const out = [];
  for (const s of positions(deals, seed)) {
    if (s.lead !== null || s.talon.length === 0) continue;
    const seat = schnapsen.actor(s) as number;
    const view = schnapsen.view(s, seat);
    const k = knowledgeOf(view);
    const world = {
      oppHand: maskOf(s.hands[1 - seat]),
      talon: s.talon.map((c) => CODES.indexOf(c)),
      weight: 1,
    };
    for (const m of rootMoves(view, k, schnapsen.legalActions(s)))
      if (m.kind === 'lead') out.push({ s, view, k, world, m });
  }
  return out;
}

describe('the rule-of-thumb answer to a lead', () => {
  it('N5, N6: is the normal level’s answer, with the opponent’s true hand, while the talon is open and after a close', () => {
    let open = 0;
    let closed = 0;
    for (const { s, view, k, world, m } of leads(150, 7)) {
      const at = `${view.hand.join(' ')} leads ${CODES[m.card]}${m.announce ? ' (announced)' : ''}`;
      expect(CODES[ruleAnswer(view, k, world, m)], at).toBe(normalFollow(s, m.card, m.announce));
      if (k.open) open++;
      else closed++;
    }
    expect(open).toBeGreaterThan(500);
    expect(closed).toBeGreaterThan(100);
  });

  it('is worth at least the best answer’s value to the leader, and more where it gives the trick or points away', () => {
    const solver = new Solver(EXPERT.stake);
    let better = 0;
    let all = 0;
    for (const { view, k, world, m } of leads(60, 8)) {
      if (!k.open) continue;
      solver.load(worldOf(view, k, world.oppHand, world.talon));
      solver.setHorizon(1);
      const best = solver.leadValue(k.me, m.card, m.announce);
      const rule = solver.leadAndAnswer(k.me, m.card, m.announce, ruleAnswer(view, k, world, m));
      expect(rule, `${view.hand.join(' ')} leads ${CODES[m.card]}`).toBeGreaterThanOrEqual(best);
      if (rule > best) better++;
      all++;
    }
    expect(all).toBeGreaterThan(200);
    expect(better).toBeGreaterThan(0);
    expect(better).toBeLessThan(all);
  });
});
