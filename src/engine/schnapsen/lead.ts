// N7–N10: what the player on lead may do before leading: marry, exchange the trump card, close, claim.
// Each is applied once refusals.ts has found nothing against it.
import type { Card, Suit } from '../cards';
import { MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS } from './rules';
import { claimResult, finishDeal } from './scoring';
import { copyState, type Marriage, type SchnapsenState } from './state';

/** N7: the announced points count at once if the seat has a trick, else they wait for its first trick. */
export function applyMarry(s: SchnapsenState, suit: Suit): SchnapsenState {
  const n = copyState(s);
  const seat = s.leader;
  const worth = suit === s.trumpSuit ? TRUMP_MARRIAGE_POINTS : MARRIAGE_POINTS;
  const marriage: Marriage = { seat, suit, points: worth };
  const marriages = s.marriages.slice();
  marriages.push(marriage);
  n.marriages = marriages;
  n.marriage = suit;
  const announced = s.marriagePoints[seat] + worth;
  n.marriagePoints = seat === 0 ? [announced, s.marriagePoints[1]] : [s.marriagePoints[0], announced];
  if (s.tricksWon[seat] > 0) {
    const counted = s.points[seat] + worth;
    n.points = seat === 0 ? [counted, s.points[1]] : [s.points[0], counted];
  }
  return n;
}

/** N8: the trump jack goes under the talon face up; the old trump card joins the hand. */
export function applyExchange(s: SchnapsenState): SchnapsenState {
  const n = copyState(s);
  const seat = s.leader;
  const jack = `J${s.trumpSuit as Suit}` as Card;
  const took = s.trumpCard as Card;
  const hand = s.hands[seat].slice();
  hand[hand.indexOf(jack)] = took;
  n.hands = seat === 0 ? [hand, s.hands[1]] : [s.hands[0], hand];
  n.trumpCard = jack;
  n.exchange = { seat, card: took };
  return n;
}

/** N9: closed for good; N11 needs the opponent's standing at this moment. */
export function applyClose(s: SchnapsenState): SchnapsenState {
  const n = copyState(s);
  const seat = s.leader;
  const other = 1 - seat;
  n.closedBy = seat;
  n.closing = { by: seat, opponentPoints: s.points[other], opponentHadTrick: s.tricksWon[other] > 0 };
  return n;
}

/** N10: the deal ends at once and is scored by N11. */
export function applyClaim(s: SchnapsenState): SchnapsenState {
  const n = copyState(s);
  finishDeal(n, claimResult(s, s.leader));
  return n;
}
