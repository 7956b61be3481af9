// N3, N4: dealing a deck, and starting the next deal with the other dealer.
import type { Card, Suit } from '../cards';
import { EMPTY, type SchnapsenState } from './state';

/** Deals `deck`, already checked to be the 20 cards (refusals.ts). */
export function applyDeal(s: SchnapsenState, deck: readonly Card[]): SchnapsenState {
  // The first deal keeps the drawn dealer; after that the deal alternates (N3).
  const dealer = s.phase === 'deal' ? s.dealer : 1 - s.dealer;
  const d = deck;
  const nonDealerHand = [d[0], d[1], d[2], d[7], d[8]];
  const dealerHand = [d[3], d[4], d[5], d[9], d[10]];
  const trumpCard = d[6];
  return {
    phase: 'play',
    rules: s.rules,
    dealNumber: s.dealNumber + 1,
    dealer,
    hands: dealer === 0 ? [dealerHand, nonDealerHand] : [nonDealerHand, dealerHand],
    trumpCard,
    trumpSuit: trumpCard[1] as Suit,
    talon: d.slice(11),
    closedBy: null,
    closing: null,
    leader: 1 - dealer,
    lead: null,
    marriage: null,
    trickPoints: EMPTY.ZEROS,
    marriagePoints: EMPTY.ZEROS,
    points: EMPTY.ZEROS,
    tricksWon: EMPTY.ZEROS,
    tricks: EMPTY.NO_TRICKS,
    marriages: EMPTY.NO_MARRIAGES,
    exchange: null,
    trumpDrawn: null,
    bummerl: s.bummerl,
    dealResult: null,
    winner: null,
  };
}
