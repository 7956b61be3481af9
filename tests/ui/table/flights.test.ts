// Issue 7, sound and motion: where the cards of each table come from and go to, read from two views.
import { describe, expect, it } from 'vitest';
import { DECK_32 } from '../../../src/engine/cards';
import { schnapsen } from '../../../src/engine/schnapsen';
import { schwimmen, type SchwimmenAction } from '../../../src/engine/schwimmen';
import { schnapsenFlights } from '../../../src/ui/schnapsen/flights';
import { schwimmenFlights } from '../../../src/ui/schwimmen/flights';
import { secondTrickLed, trickTaken } from '../schnapsen/scenarios';
import { humanFirstTurn, newMatch } from '../schwimmen/scenarios';

describe('Schwimmen', () => {
  it('a computer’s swap: its card comes from its seat, the card it took goes there', () => {
    let s = humanFirstTurn();
    s = schwimmen.apply(s, { type: 'pass' });
    const before = schwimmen.view(s, 0);
    const swap = schwimmen
      .legalActions(s)
      .find((a): a is Extract<SchwimmenAction, { type: 'swap' }> => a.type === 'swap')!;
    const seat = schwimmen.actor(s)!;
    const after = schwimmen.view(schwimmen.apply(s, swap), 0);
    const plan = schwimmenFlights(before, after);
    expect(plan.from?.(swap.give)).toBe(`seat-${seat}`);
    expect(plan.to?.(swap.take)).toBe(`seat-${seat}`);
    expect(plan.stagger).toBe(false);
  });

  it('a deal: every card comes from the stock, one after another', () => {
    const s = newMatch(4, 1);
    const after = schwimmen.view(schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] }), 0);
    expect(after.hand.length).toBe(3);
    const plan = schwimmenFlights(schwimmen.view(s, 0), after);
    for (const card of after.hand) expect(plan.from?.(card)).toBe('stock');
    expect(plan.stagger).toBe(true);
  });
});

describe('Schnapsen', () => {
  it('a trick cleared away slides towards whoever took it; a card drawn comes from the talon', () => {
    const before = schnapsen.view(trickTaken(), 0);
    const after = schnapsen.view(secondTrickLed(), 0);
    const plan = schnapsenFlights(before, after);
    const first = after.tricks[0];
    expect(plan.to?.(first.lead)).toBe(first.winner === 0 ? 'me' : 'opponent');
    expect(plan.to?.(first.follow)).toBe(first.winner === 0 ? 'me' : 'opponent');
    expect(plan.from?.(after.hand[0])).toBe('talon');
    expect(plan.stagger).toBe(false);
  });
});
