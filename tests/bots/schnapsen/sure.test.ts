// The sure-win search (expert, N6 after a close): a line it finds wins against every opponent hand, even
// played out move by move against an opponent who sees all the cards.
import { describe, expect, it } from 'vitest';
import { inferenceOf } from '../../../src/bots/schnapsen/inference';
import { knowledgeOf } from '../../../src/bots/schnapsen/knowledge';
import { allHands } from '../../../src/bots/schnapsen/sampling';
import { sureMove, type SurePosition } from '../../../src/bots/schnapsen/sure';
import { CODES } from '../../../src/bots/schnapsen/cards';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';
import { positions } from './positions';
import { engineBest } from './world';

function surePosition(s: SchnapsenState): { pos: SurePosition; lead: number } {
  const seat = schnapsen.actor(s) as number;
  const view = schnapsen.view(s, seat);
  const k = knowledgeOf(view);
  return {
    pos: {
      me: seat,
      hand: k.hand,
      // The hands the opponent may hold, given the suits it showed void in after the close.
      hands: allHands(k, inferenceOf(view, k).excluded).map((h) => h.oppHand),
      trump: k.trump,
      closer: s.closedBy ?? -1,
      points: [s.points[0], s.points[1]],
      tricks: [s.tricksWon[0], s.tricksWon[1]],
      pending: [view.pendingPoints[0], view.pendingPoints[1]],
      announced: view.marriage === null ? -1 : 'cshd'.indexOf(view.marriage),
    },
    lead: k.lead,
  };
}

/** The action that plays the sure move (announcing the marriage first when it says so). */
function actionOf(s: SchnapsenState, card: number, announce: boolean): SchnapsenAction {
  const legal = schnapsen.legalActions(s);
  if (announce) {
    const marry = legal.find((a) => a.type === 'marry' && a.suit === CODES[card][1]);
    if (marry) return marry;
  }
  const play = legal.find((a) => a.type === 'play' && a.card === CODES[card]);
  if (!play) throw new Error(`sure move ${CODES[card]} is not legal`);
  return play;
}

describe('sure', () => {
  it('N6 N11: a sure line wins against every opponent hand, played out against a seeing opponent', () => {
    let checked = 0;
    let found = 0;
    for (const s of positions(400, 31)) {
      if (s.closedBy === null || s.talon.length === 0 || s.hands[s.leader].length > 3) continue;
      const seat = schnapsen.actor(s) as number;
      if (s.lead === null && s.points[seat] >= 66) continue;
      checked++;
      const { pos, lead } = surePosition(s);
      const first = sureMove(pos, lead);
      if (first === null) continue;
      found++;
      // Hands the opponent may hold (every fifth one, for speed): swap each in and play the deal out.
      for (const hand of pos.hands.filter((_h, i) => i % 5 === 0)) {
        const theirs = CODES.filter((_c, i) => (hand & (1 << i)) !== 0);
        const rest = s.hands[1 - seat].concat(s.talon).filter((c) => !theirs.includes(c));
        let t: SchnapsenState = {
          ...s,
          hands: seat === 0 ? [s.hands[0], theirs] : [theirs, s.hands[1]],
          talon: rest,
        };
        while (t.phase === 'play') {
          if (schnapsen.actor(t) === seat) {
            const p = surePosition(t);
            if (t.lead === null && t.points[seat] >= 66) {
              t = schnapsen.apply(t, { type: 'claim' });
              continue;
            }
            const m = sureMove(p.pos, p.lead);
            expect(m, 'the sure line goes on').not.toBeNull();
            t = schnapsen.apply(
              t,
              actionOf(t, (m as NonNullable<typeof m>).card, (m as NonNullable<typeof m>).announce),
            );
          } else {
            t = schnapsen.apply(t, engineBest(t, 2).action);
          }
        }
        expect(t.dealResult?.winner).toBe(seat);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(10);
  });
});
