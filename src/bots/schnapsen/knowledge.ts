// What a seat knows about the hidden cards, read from its view alone, and worlds built from it.
import type { Card } from '../../engine/cards';
import type { SchnapsenView } from '../../engine/schnapsen';
import { ALL_CARDS, FACE_DOWN, HAND, idx, maskOf, popcount, suitIdx } from './cards';
import type { World } from './solver';

export interface Knowledge {
  me: number;
  opp: number;
  trump: number;
  hand: number;
  /** Cards the opponent is known to hold (shown face up and not played since). */
  known: number;
  /** Cards that are in the opponent's hand or face down in the talon, not known to be where. */
  unseen: number;
  /** How many of the unseen cards the opponent holds; the others are face down in the talon. */
  oppUnknown: number;
  talonSize: number;
  /** Every card played to a trick so far, and the card led to the current trick. */
  played: number;
  /** Cards drawn or played out of the talon are gone from it: true while cards are still drawn (N5). */
  open: boolean;
  lead: number;
}

export function knowledgeOf(view: SchnapsenView): Knowledge {
  if (view.trumpSuit === null) throw new Error('no deal in progress');
  const me = view.seat;
  const hand = maskOf(view.hand);
  const known = maskOf(view.opponentKnownCards);
  let played = 0;
  for (const t of view.tricks) played |= (1 << idx(t.lead)) | (1 << idx(t.follow));
  const lead = view.lead === null ? -1 : idx(view.lead);
  if (lead >= 0) played |= 1 << lead;
  const trumpCard = view.trumpCard === null ? 0 : 1 << idx(view.trumpCard);
  const unseen = ALL_CARDS & ~hand & ~known & ~played & ~trumpCard;
  const oppUnknown = view.opponentHandSize - popcount(known);
  if (popcount(unseen) !== oppUnknown + view.talonSize) {
    throw new Error('view is inconsistent: unseen cards do not match the hand and talon sizes');
  }
  return {
    me,
    opp: 1 - me,
    trump: suitIdx(view.trumpSuit),
    hand,
    known,
    unseen,
    oppUnknown,
    talonSize: view.talonSize,
    played,
    open: view.closedBy === null && view.talonSize > 0,
    lead,
  };
}

/** The world in which the opponent holds `oppHand` and the face-down talon is `talon` (front first). */
export function worldOf(view: SchnapsenView, k: Knowledge, oppHand: number, talon: number[]): World {
  const hands: [number, number] = k.me === 0 ? [k.hand, oppHand] : [oppHand, k.hand];
  return {
    hands,
    talon,
    trumpCard: view.trumpCard === null ? -1 : idx(view.trumpCard as Card),
    trump: k.trump,
    closer: view.closedBy ?? -1,
    closeOpponentPoints: view.closing?.opponentPoints ?? 0,
    closeOpponentTrick: view.closing?.opponentHadTrick ?? false,
    points: [view.points[0], view.points[1]],
    tricks: [view.tricksWon[0], view.tricksWon[1]],
    pending: [view.pendingPoints[0], view.pendingPoints[1]],
    leader: view.leader,
    lead: k.lead,
    exchangeWithOneLeft: view.rules.exchangeWithOneLeft,
  };
}

/**
 * The tricks played while cards were still drawn after each (N5): all five unless the talon was closed
 * (N9), else those before the close, which is also the index of the trick the closer then led.
 */
export function firstPhaseTricks(view: SchnapsenView): number {
  return view.closedBy === null ? HAND : (FACE_DOWN - view.talonSize) / 2;
}
