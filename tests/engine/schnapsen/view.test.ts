// view(s, seat): everything that seat has seen, nothing else (DESIGN.md).
import { describe, expect, it } from 'vitest';
import { DECK_20, type Card } from '../../../src/engine/cards';
import { schnapsen } from '../../../src/engine/schnapsen';
import { C2, C2_FIRST_TWO, cards, dealt, run, RUN, RUN_FIRST_FIVE, RUN_FIRST_FOUR, sorted } from './helpers';

function cardsIn(view: unknown): Card[] {
  const text = JSON.stringify(view);
  return DECK_20.filter((c) => text.includes(`"${c}"`));
}

describe('view', () => {
  it('view: a seat sees its hand and the trump card, not the other hand nor the talon', () => {
    const s = dealt(RUN);
    const v = schnapsen.view(s, 1);
    expect(sorted(v.hand)).toEqual(sorted(cards(RUN.dealer)));
    expect(sorted(cardsIn(v))).toEqual(sorted([...cards(RUN.dealer), 'Qh']));
    expect(v).toMatchObject({
      seat: 1,
      phase: 'play',
      turn: 0,
      dealer: 1,
      trumpSuit: 'h',
      trumpCard: 'Qh',
      trumpFaceUp: true,
      talonSize: 9,
      opponentHandSize: 5,
      opponentKnownCards: [],
      points: [0, 0],
      bummerl: [7, 7],
      dealResult: null,
    });
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it('view: tricks, the current lead and the points are public', () => {
    const s = run(dealt(RUN), 'Ac, Jc, Tc');
    const v = schnapsen.view(s, 1);
    expect(v.tricks).toEqual([{ leader: 0, lead: 'Ac', follow: 'Jc', winner: 0 }]);
    expect(v.lead).toBe('Tc');
    expect(v.turn).toBe(1);
    expect(v.points).toEqual([13, 0]);
    expect(v.tricksWon).toEqual([1, 0]);
    // Seat 1 drew Js; seat 0's draw (Tc) is seen by seat 1 only because it was just led.
    expect(cardsIn(v)).not.toContain('As');
  });

  it('view: a shown marriage partner, an exchanged trump card and a drawn trump card are known', () => {
    let s = run(dealt(RUN, { rules: { exchangeWithOneLeft: true } }), `${RUN_FIRST_FOUR}, exchange, marry h`);
    let v = schnapsen.view(s, 1);
    expect(sorted(v.opponentKnownCards)).toEqual(['Kh', 'Qh']);
    expect(v.exchange).toEqual({ seat: 0, card: 'Qh' });
    expect(v.trumpCard).toBe('Jh');
    expect(v.marriage).toBe('h');
    s = run(s, 'Kh');
    expect(schnapsen.view(s, 1).opponentKnownCards).toEqual(['Qh']);
    // The loser of the fifth trick draws the trump card in view of both.
    s = run(dealt(RUN), RUN_FIRST_FIVE);
    v = schnapsen.view(s, 0);
    expect(v.opponentKnownCards).toEqual(['Qh']);
    expect(v.trumpCard).toBe(null);
    expect(v.talonSize).toBe(0);
    expect(schnapsen.view(run(s, 'Kd, Td, Qh'), 0).opponentKnownCards).toEqual([]);
  });

  it('view: after a close the trump card lies face down but stays known; closing is public', () => {
    const s = run(dealt(C2), `${C2_FIRST_TWO}, close`);
    const v = schnapsen.view(s, 1);
    expect(v.trumpFaceUp).toBe(false);
    expect(v.trumpCard).toBe('Jh');
    expect(v.closedBy).toBe(0);
    expect(v.closing).toEqual({ by: 0, opponentPoints: 5, opponentHadTrick: true });
    expect(cardsIn(v).filter((c) => s.talon.includes(c))).toEqual([]);
  });

  it('view: pending marriage points are shown apart from counted points', () => {
    const s = run(dealt(RUN), 'exchange, marry h'); // no trick yet: the 40 wait
    const v = schnapsen.view(s, 0);
    expect(v.points).toEqual([0, 0]);
    expect(v.pendingPoints).toEqual([40, 0]);
  });

  it('view: the result stays readable after the deal, and hidden cards stay hidden', () => {
    const s = run(dealt(RUN), 'Ac, Jc, claim');
    const v = schnapsen.view(s, 0);
    expect(v.phase).toBe('dealOver');
    expect(v.turn).toBe(null);
    expect(v.dealResult).toEqual({ winner: 1, gamePoints: 3, reason: 'falseClaim', claimedBy: 0 });
    for (const c of [...s.hands[1], ...s.talon]) expect(cardsIn(v)).not.toContain(c);
  });

  it('view: before the first deal', () => {
    const v = schnapsen.view(schnapsen.init({ firstDealer: 0 }), 0);
    expect(v).toMatchObject({ phase: 'deal', hand: [], trumpSuit: null, trumpCard: null, turn: null });
    expect(() => schnapsen.view(schnapsen.init({ firstDealer: 0 }), 2)).toThrow(RangeError);
  });
});
