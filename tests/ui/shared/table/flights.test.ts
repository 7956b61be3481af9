// Issue 7, sound and motion: where the cards of each table come from and go to, read from two views.
import { describe, expect, it } from 'vitest';
import { DECK_32 } from '../../../../src/engine/cards';
import { schnapsen } from '../../../../src/engine/schnapsen';
import { schwimmen, type SchwimmenAction } from '../../../../src/engine/schwimmen';
import { opponentBack, schnapsenFlights } from '../../../../src/ui/schnapsen/flights';
import { packetBack, schwimmenFlights, seatBack } from '../../../../src/ui/schwimmen/flights';
import { dealt, run, RUN } from '../../../engine/schnapsen/helpers';
import { ANNA_CALLS, annaLeads, secondTrickLed, trickTaken } from '../../schnapsen/scenarios';
import { backPlace } from '../../../../src/ui/shared/table/useCardFlight';
import { humanFirstTurn, newMatch } from '../../schwimmen/scenarios';

describe('Schwimmen', () => {
  it('a computer’s swap: its card comes from its seat, the card it took goes there', () => {
    let s = humanFirstTurn();
    s = schwimmen.apply(s, { type: 'pass' });
    const before = schwimmen.view(s, 0);
    const swap = schwimmen
      .legalActions(s)
      .find((a): a is Extract<SchwimmenAction, { type: 'swap' }> => a.type === 'swap')!;
    const seat = schwimmen.actor(s) as number;
    const after = schwimmen.view(schwimmen.apply(s, swap), 0);
    const plan = schwimmenFlights(before, after);
    expect(plan.from?.(swap.give)).toBe(`seat-${seat}`);
    expect(plan.to?.(swap.take)).toBe(`seat-${seat}`);
    // Nobody's face-down cards change in a swap.
    expect(plan.fromBack?.(seatBack(seat, 0))).toBeNull();
    expect(plan.redeal).toBe(false);
    expect(plan.stagger).toBe(false);
  });

  it('a deal: every card comes from the stock, one after another', () => {
    const s = newMatch(4, 1);
    const after = schwimmen.view(schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] }), 0);
    expect(after.hand.length).toBe(3);
    const plan = schwimmenFlights(schwimmen.view(s, 0), after);
    for (const card of after.hand) expect(plan.from?.(card)).toBe('stock');
    // The computers' face-down cards and the dealer's second packet are dealt from the stock too.
    expect(plan.fromBack?.(seatBack(2, 1))).toBe('stock');
    expect(plan.fromBack?.(packetBack(after.dealer, 0))).toBe('stock');
    expect(plan.stagger).toBe(true);
    // Every card is dealt anew, even one that lay on the table in the round before.
    expect(plan.redeal).toBe(true);
  });

  it('a new match is a new deal too, even in a round of the same number', () => {
    let s = humanFirstTurn();
    const played = schwimmen.view(schwimmen.apply(s, { type: 'pass' }), 0);
    s = newMatch(4, 1);
    const fresh = schwimmen.view(schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] }), 0);
    expect(fresh.round).toBe(played.round);
    // The views alone cannot tell; the table's deal name (match id and round) does.
    expect(schwimmenFlights(played, fresh, true).redeal).toBe(true);
    expect(schwimmenFlights(played, fresh, true).fromBack?.(seatBack(1, 0))).toBe('stock');
    expect(schwimmenFlights(fresh, fresh).redeal).toBe(false);
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
    // The computer's card drawn from the talon flies from there face down.
    expect(plan.fromBack?.(opponentBack(4))).toBe('talon');
    expect(plan.redeal).toBe(false);
    expect(plan.stagger).toBe(false);
  });

  it('the computer’s card played is turned up where its last face-down card lay', () => {
    const after = schnapsen.view(annaLeads(), 0);
    const before = schnapsen.view(dealt(RUN, { dealer: 0 }), 0);
    expect(after.lead).toBe('Ac');
    expect(schnapsenFlights(before, after).from?.('Ac')).toBe(backPlace(opponentBack(4)));
  });

  it('the trump jack the computer exchanges comes from its hand; a deal’s trump card from the talon', () => {
    const s = dealt(ANNA_CALLS, { dealer: 0 });
    const before = schnapsen.view(s, 0);
    const after = schnapsen.view(run(s, 'exchange'), 0);
    expect(after.trumpCard).toBe('Jh');
    expect(schnapsenFlights(before, after).from?.('Jh')).toBe(backPlace(opponentBack(4)));
    const fresh = schnapsen.view(schnapsen.init({ firstDealer: 0 }), 0);
    expect(schnapsenFlights(fresh, before).from?.(before.trumpCard!)).toBe('talon');
    expect(schnapsenFlights(fresh, before).redeal).toBe(true);
    // A new match: the first deal again, after a deal with tricks played.
    const played = schnapsen.view(trickTaken(), 0);
    const again = schnapsen.view(dealt(ANNA_CALLS), 0);
    expect(again.dealNumber).toBe(played.dealNumber);
    expect(schnapsenFlights(played, again, true).redeal).toBe(true);
    expect(schnapsenFlights(played, again, true).from?.(again.trumpCard!)).toBe('talon');
  });
});
