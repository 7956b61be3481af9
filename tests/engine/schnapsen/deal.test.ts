// N1–N4: the deck, card values, the deal and the first lead.
import { describe, expect, it } from 'vitest';
import { DECK_20, type Card } from '../../../src/engine/cards';
import { schnapsen, DEFAULT_RULES } from '../../../src/engine/schnapsen';
import { cardPoints, strength } from '../../../src/engine/schnapsen/rules';
import { cards, dealt, expectRefused, playable, run, RUN, sorted, stackDeck } from './helpers';

describe('N1 deck', () => {
  it('N1: the game is played with the 20 cards J Q K 10 A of four suits', () => {
    expect(schnapsen.cards).toHaveLength(20);
    expect(new Set(schnapsen.cards).size).toBe(20);
    expect(sorted(schnapsen.cards.map((c) => c[0]).filter((r, i, a) => a.indexOf(r) === i))).toEqual(
      sorted(['J', 'Q', 'K', 'T', 'A']),
    );
  });

  it('N1: a deal must be exactly those 20 cards, each once', () => {
    const s = schnapsen.init({ firstDealer: 0 });
    const good = [...DECK_20];
    expectRefused(s, { type: 'deal', deck: good.slice(1) }, 'badDeck', /20 Schnapsen cards/);
    expectRefused(s, { type: 'deal', deck: [...good.slice(1), good[2]] }, 'badDeck');
    expectRefused(s, { type: 'deal', deck: [...good.slice(1), '7h' as Card] }, 'badDeck');
    expectRefused(s, { type: 'deal', deck: [...good, 'Ah' as Card] }, 'badDeck');
    expectRefused(s, { type: 'deal', deck: 'AhTh' as unknown as Card[] }, 'badDeck');
    expect(schnapsen.apply(s, { type: 'deal', deck: good }).phase).toBe('play');
  });
});

describe('N2 points and order', () => {
  it('N2: A 11, 10 10, K 4, Q 3, J 2 — 120 in all', () => {
    expect(cards('Ah Th Kh Qh Jh').map(cardPoints)).toEqual([11, 10, 4, 3, 2]);
    expect(DECK_20.reduce((sum, c) => sum + cardPoints(c), 0)).toBe(120);
  });

  it('N2: in a trick A > 10 > K > Q > J', () => {
    const order = cards('Jc Qc Kc Tc Ac').map(strength);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(5);
    // Tc beats Kc although 'T' sorts below 'K' in the Skat order of cards.ts.
    const s = run(dealt(RUN), 'Ac, Jc, Tc, Kc');
    expect(s.tricks[1]).toEqual({ leader: 0, lead: 'Tc', follow: 'Kc', winner: 0 });
  });
});

describe('N3 deal', () => {
  it('N3: 3 to the non-dealer, 3 to the dealer, the trump card, 2 and 2, the talon from index 11', () => {
    for (const dealer of [0, 1]) {
      const deck = [...DECK_20].reverse();
      const s = schnapsen.apply(schnapsen.init({ firstDealer: dealer }), { type: 'deal', deck });
      const nonDealer = 1 - dealer;
      expect(s.dealer).toBe(dealer);
      expect(sorted(s.hands[nonDealer])).toEqual(sorted([0, 1, 2, 7, 8].map((i) => deck[i])));
      expect(sorted(s.hands[dealer])).toEqual(sorted([3, 4, 5, 9, 10].map((i) => deck[i])));
      expect(s.trumpCard).toBe(deck[6]);
      expect(s.trumpSuit).toBe(deck[6][1]);
      expect(s.talon).toEqual(deck.slice(11));
      expect(s.points).toEqual([0, 0]);
      expect(s.dealResult).toBe(null);
    }
  });

  it('N3: the stacked-deck helper deals the hands it names', () => {
    const s = dealt(RUN);
    expect(sorted(s.hands[0])).toEqual(sorted(cards(RUN.nonDealer)));
    expect(sorted(s.hands[1])).toEqual(sorted(cards(RUN.dealer)));
    expect(s.talon).toEqual(cards(RUN.talon ?? ''));
    expect(stackDeck(RUN)).toHaveLength(20);
  });

  it('N3: the deal alternates; the dealer changes when the next deal is applied, the result stays until then', () => {
    let s = schnapsen.init({ firstDealer: 1 });
    expect(s.dealer).toBe(1);
    expect(schnapsen.actor(s)).toBe('chance');
    s = schnapsen.apply(s, { type: 'deal', deck: stackDeck(RUN) });
    expect(s.dealer).toBe(1);
    s = run(s, 'claim'); // seat 0 claims with nothing: seat 1 wins
    expect(s.phase).toBe('dealOver');
    expect(schnapsen.actor(s)).toBe('chance');
    expect(schnapsen.legalActions(s)).toEqual([]);
    expect(s.dealer).toBe(1);
    expect(s.dealResult).not.toBe(null);
    s = schnapsen.apply(s, { type: 'deal', deck: stackDeck(RUN) });
    expect(s.dealer).toBe(0);
    expect(s.dealResult).toBe(null);
    expect(s.dealNumber).toBe(2);
    // RUN's non-dealer hand now goes to seat 1.
    expect(sorted(s.hands[1])).toEqual(sorted(cards(RUN.nonDealer)));
    s = run(s, 'claim');
    s = schnapsen.apply(s, { type: 'deal', deck: stackDeck(RUN) });
    expect(s.dealer).toBe(1);
  });

  it('N3: the defaults are a Bummerl of 7 without the exchange at one card', () => {
    expect(DEFAULT_RULES).toEqual({ bummerl: 7, exchangeWithOneLeft: false });
    expect(schnapsen.init({ firstDealer: 0 }).rules).toEqual(DEFAULT_RULES);
    expect(schnapsen.init({ firstDealer: 0, rules: { bummerl: 5 } }).rules).toEqual({
      bummerl: 5,
      exchangeWithOneLeft: false,
    });
  });
});

describe('N4 first lead', () => {
  it('N4: the non-dealer leads the first trick', () => {
    for (const dealer of [0, 1]) {
      const s = dealt(RUN, { dealer });
      expect(schnapsen.actor(s)).toBe(1 - dealer);
      expect(s.leader).toBe(1 - dealer);
      expect(playable(s)).toEqual(sorted(cards(RUN.nonDealer)));
    }
  });

  it("N4: a card from the dealer's hand is refused while the non-dealer leads", () => {
    const s = dealt(RUN);
    expectRefused(s, { type: 'play', card: 'Jc' }, 'cardNotInHand', /don't hold/);
  });
});
