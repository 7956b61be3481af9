// The Schnapsen hint (issue 13): the expert's own move for the human's seat, the facts that explain it, the
// chance that a close or a claim wins the deal, and all of it from the seat's view alone.
import { describe, expect, it } from 'vitest';
import { schnapsenBots } from '../../../src/bots/schnapsen';
import { schnapsenHint, type SchnapsenHint } from '../../../src/bots/schnapsen/hint';
import { CODES, idx } from '../../../src/bots/schnapsen/cards';
import { inferenceOf } from '../../../src/bots/schnapsen/inference';
import { knowledgeOf } from '../../../src/bots/schnapsen/knowledge';
import { allHands } from '../../../src/bots/schnapsen/sampling';
import { handLikelihood } from '../../../src/bots/schnapsen/search';
import type { Card } from '../../../src/engine/cards';
import { createRng } from '../../../src/engine/rng';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import { depth } from '../../depth';
import {
  C1,
  C3,
  C4,
  dealt,
  DUTIES,
  run,
  RUN,
  RUN_FIRST_FIVE,
  RUN_FIRST_FOUR,
} from '../../engine/schnapsen/helpers';
import { positions, reshuffled } from './positions';
import { engineValue } from './world';

function hintAt(s: SchnapsenState, seed = 1): SchnapsenHint {
  const seat = schnapsen.actor(s) as number;
  return schnapsenHint(schnapsen.view(s, seat), schnapsen.legalActions(s), seed);
}

/** The reason's kind each action must come with. */
function kindFor(s: SchnapsenState, hint: SchnapsenHint): string {
  const a = hint.action;
  if (a.type !== 'play')
    return a.type === 'exchangeTrump' ? 'exchange' : a.type === 'marry' ? 'marry' : a.type;
  if (s.lead === null) return 'lead';
  return hint.reason.kind === 'take' ? 'take' : 'throw';
}

/** `s` with the opponent of the seat to act holding `hand` and the rest of the unseen cards in the talon. */
function withOpponentHand(s: SchnapsenState, hand: number, talon: number[]): SchnapsenState {
  const other = 1 - (schnapsen.actor(s) as number);
  const cards = CODES.filter((_, c) => (hand & (1 << c)) !== 0) as Card[];
  const hands: SchnapsenState['hands'] = other === 0 ? [cards, s.hands[1]] : [s.hands[0], cards];
  return { ...s, hands, talon: talon.map((c) => CODES[c]) };
}

describe('the suggestion is the expert’s', () => {
  const states = positions(depth(8, 30), 131);

  it('matches the expert’s move over many seeded positions, with a reason of the matching kind', () => {
    expect(states.length).toBeGreaterThan(depth(80, 300));
    const kinds = new Set<string>();
    for (const [i, s] of states.entries()) {
      const seat = schnapsen.actor(s) as number;
      const view = schnapsen.view(s, seat);
      const legal = schnapsen.legalActions(s);
      const hint = schnapsenHint(view, legal, i);
      expect(hint.action).toEqual(schnapsenBots.expert.decide(view, legal, i));
      expect(legal).toContainEqual(hint.action);
      expect(hint.reason.kind).toBe(kindFor(s, hint));
      kinds.add(hint.reason.kind);
      if (hint.action.type === 'close' || hint.action.type === 'claim') {
        expect(hint.winChance).toBeGreaterThanOrEqual(0);
        expect(hint.winChance).toBeLessThanOrEqual(1);
      } else expect(hint.winChance).toBeNull();
    }
    // Every kind of reason turns up in real play.
    expect([...kinds].sort()).toEqual(['claim', 'close', 'exchange', 'lead', 'marry', 'take', 'throw']);
  });

  it('is deterministic: the same view, legal moves and seed give the same hint, on JSON copies', () => {
    for (const [i, s] of states.slice(0, 60).entries()) {
      const seat = schnapsen.actor(s) as number;
      const view = schnapsen.view(s, seat);
      const legal = schnapsen.legalActions(s);
      const copy = JSON.parse(JSON.stringify({ view, legal })) as { view: typeof view; legal: typeof legal };
      expect(schnapsenHint(copy.view, copy.legal, i)).toEqual(schnapsenHint(view, legal, i));
    }
  });

  it('needs a player to act', () => {
    const s = dealt(RUN);
    expect(() => schnapsenHint(schnapsen.view(s, 0), [], 1)).toThrow(RangeError);
  });
});

describe('fairness: the hint reads the view alone', () => {
  const POSITIONS = depth(100, 250);

  it(`the hidden cards dealt again (the same view) give the very same hint, for ${POSITIONS} positions`, () => {
    const rng = createRng(77);
    let differentDeals = 0;
    for (const [i, s] of positions(POSITIONS / 10, 141)
      .slice(0, POSITIONS)
      .entries()) {
      const seat = schnapsen.actor(s) as number;
      const t = reshuffled(s, rng);
      expect(schnapsen.view(t, seat)).toEqual(schnapsen.view(s, seat));
      if (JSON.stringify(t.hands) !== JSON.stringify(s.hands) || t.talon.join() !== s.talon.join())
        differentDeals++;
      expect(hintAt(t, i)).toEqual(hintAt(s, i));
    }
    expect(differentDeals).toBeGreaterThan(POSITIONS * 0.6);
  });
});

describe('the reason', () => {
  it('N10 N11: a claim names the points and the game points it wins, and wins for sure', () => {
    // Seat 0 has 59 from the first five tricks and takes Qh with Ah: 73, against no trick at all.
    const hint = hintAt(run(dealt(RUN), `${RUN_FIRST_FIVE}, Ah, Qh`));
    expect(hint.action).toEqual({ type: 'claim' });
    expect(hint.reason).toEqual({ kind: 'claim', points: 73, gamePoints: 3 });
    expect(hint.winChance).toBe(1);
  });

  it('N8: the exchange names the trump card it brings', () => {
    const hint = hintAt(dealt({ nonDealer: 'Jh Ac Tc Ks Js', dealer: 'Qc Kc Qs Jd Qd', trump: 'Ah' }));
    expect(hint.action).toEqual({ type: 'exchangeTrump' });
    expect(hint.reason).toEqual({ kind: 'exchange', take: 'Ah' });
  });

  it('N7: a marriage after a trick counts at once (46 + 40), before any trick it waits', () => {
    const counted = hintAt(
      run(dealt(RUN, { rules: { exchangeWithOneLeft: true } }), `${RUN_FIRST_FOUR}, exchange`),
    );
    expect(counted.action).toEqual({ type: 'marry', suit: 'h' });
    expect(counted.reason).toEqual({ kind: 'marry', suit: 'h', points: 40, total: 86 });
    const pending = hintAt(dealt(DUTIES));
    expect(pending.action).toEqual({ type: 'marry', suit: 's' });
    expect(pending.reason).toEqual({ kind: 'marry', suit: 's', points: 20, total: null });
  });

  it('N9: closing on a sure line says so, and wins in every hand', () => {
    for (const stack of [C1, C4]) {
      const hint = hintAt(dealt(stack));
      expect(hint.action).toEqual({ type: 'close' });
      expect(hint.reason).toEqual({ kind: 'close', sure: true });
      expect(hint.winChance).toBe(1);
    }
  });

  it('N5 N6: a lead nothing outstanding can take is safe; a low lead is the cheapest', () => {
    // After closing, seat 0 holds every trump but the turned-down Qh: its Ac cannot be taken.
    const safe = hintAt(run(dealt(RUN), 'close'));
    expect(safe.reason).toEqual({ kind: 'lead', card: 'Ac', beaten: 0, cheapest: false });
    // C3: a weak hand leads its cheapest card; nearly every hand of the opponent could take it.
    const cheap = hintAt(dealt(C3));
    expect(cheap.reason).toMatchObject({ kind: 'lead', card: 'Jc', cheapest: true });
    expect((cheap.reason as { beaten: number }).beaten).toBeGreaterThan(0.9);
  });

  it('N5: answering a lead it cannot beat, it throws the cheapest card: the trick is lost anyway', () => {
    // Anna leads Ac; seat 0 holds Jc Qc Kc Jd Qd and no trump.
    const hint = hintAt(run(dealt(RUN, { dealer: 0 }), 'Ac'));
    expect(hint.reason).toEqual({ kind: 'throw', card: 'Jc', lostAnyway: true, savesTrump: false });
  });

  it('N6: taking the trick names its points and the total', () => {
    // The talon closed, Anna leads Ad; seat 0 must trump and takes 11 + 11 with Ah.
    const hint = hintAt(run(dealt(DUTIES, { dealer: 0 }), 'close, Ad'));
    expect(hint.reason).toEqual({ kind: 'take', card: 'Ah', points: 22, marriage: 0, total: 22 });
  });

  it('N7: the first trick taken counts the pending marriage too', () => {
    // Seat 0 announces the spade marriage (20 pending) and leads Qs; Anna takes it with As and leads Tc.
    const stack = { nonDealer: 'Qs Ks Ac Jd Qd', dealer: 'As Tc Jc Qc Kc', trump: 'Jh' };
    const s = run(dealt(stack), 'marry s, Qs, As, Tc');
    const hint = hintAt(s);
    expect(hint.reason).toEqual({ kind: 'take', card: 'Ac', points: 21, marriage: 20, total: 41 });
  });

  it('a lead called safe is never taken by the opponent’s real cards, and the reason facts hold', () => {
    let safe = 0;
    let throwsSavingTrumps = 0;
    for (const [i, s] of positions(depth(20, 40), 151).entries()) {
      const hint = hintAt(s, i);
      const r = hint.reason;
      if (r.kind === 'lead' && r.beaten === 0) {
        safe++;
        const after = schnapsen.apply(s, hint.action);
        for (const answer of schnapsen.legalActions(after)) {
          const done = schnapsen.apply(after, answer);
          expect(done.tricks.at(-1)?.winner).toBe(schnapsen.actor(s));
        }
      }
      if (r.kind === 'lead') {
        const points = schnapsen
          .legalActions(s)
          .flatMap((a) => (a.type === 'play' ? [a.card] : []))
          .map((c) => [2, 3, 4, 10, 11][idx(c) % 5]);
        expect(r.cheapest).toBe([2, 3, 4, 10, 11][idx(r.card) % 5] === Math.min(...points));
      }
      if (r.kind === 'throw') {
        const winners = schnapsen
          .legalActions(s)
          .filter(
            (a) => a.type === 'play' && schnapsen.apply(s, a).tricks.at(-1)?.winner === schnapsen.actor(s),
          );
        expect(r.lostAnyway).toBe(winners.length === 0);
        if (r.savesTrump) throwsSavingTrumps++;
      }
    }
    expect(safe).toBeGreaterThan(depth(10, 20));
    expect(throwsSavingTrumps).toBeGreaterThan(depth(1, 3));
  });
});

describe('the chance that a close wins', () => {
  it('N9 N11: is the weighted share of the opponent’s possible hands in which closing, played out with every card known, reaches 66', () => {
    let checked = 0;
    for (const [i, s] of positions(80, 5).entries()) {
      if (checked === 3) break;
      if (s.talon.length > 3) continue;
      const hint = hintAt(s, i);
      if (hint.action.type !== 'close') continue;
      checked++;
      const seat = schnapsen.actor(s) as number;
      const view = schnapsen.view(s, seat);
      const k = knowledgeOf(view);
      const inf = inferenceOf(view, k);
      let won = 0;
      let total = 0;
      for (const h of allHands(k, inf.excluded, handLikelihood(k, inf))) {
        const closed = schnapsen.apply(withOpponentHand(s, h.oppHand, h.talon), { type: 'close' });
        if (engineValue(closed, 3) > 0) won += h.weight;
        total += h.weight;
      }
      expect(hint.winChance).toBeCloseTo(won / total, 9);
      if (hint.reason.kind === 'close' && hint.reason.sure) expect(won).toBe(total);
    }
    expect(checked).toBe(3);
  });

  it('lies between 0 and 1, is 1 on a sure line, and is high on average: the expert closes from strength', () => {
    const chances: number[] = [];
    for (const [i, s] of positions(depth(20, 40), 161).entries()) {
      const hint = hintAt(s, i);
      if (hint.reason.kind !== 'close') continue;
      chances.push(hint.winChance as number);
      expect(hint.winChance).toBeGreaterThan(0);
      expect(hint.winChance).toBeLessThanOrEqual(1);
      if (hint.reason.sure) expect(hint.winChance).toBe(1);
    }
    expect(chances.length).toBeGreaterThan(depth(5, 10));
    expect(chances.reduce((a, b) => a + b, 0) / chances.length).toBeGreaterThan(0.85);
  });
});
