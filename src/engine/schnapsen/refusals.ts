// Why an action is refused (N3–N10). One function reads a state or the acting seat's view, so `apply` and the
// table give the same reason in the same order; the interface puts the code and its facts into words.
import { isDeck20, SUITS, type Card, type Suit } from '../cards';
import { assertNever } from '../game';
import { SUIT_NAMES } from './rules';
import { turnOf, type SchnapsenAction, type SchnapsenState } from './state';
import { followDuty, isMarriageCard, meetsDuty } from './tricks';
import type { SchnapsenView } from './view';

export type SchnapsenRefusal =
  /** N3: a move while the cards wait to be dealt. */
  | { readonly code: 'dealFirst' }
  /** N3: a deal while a deal is being played. */
  | { readonly code: 'dealInProgress' }
  /** N3: a deal that is not the 20 cards, each once. */
  | { readonly code: 'badDeck' }
  | { readonly code: 'matchOver' }
  /** Something that is not a move in Schnapsen. */
  | { readonly code: 'unknownAction' }
  /** Asked from a view: the other seat is to act, or nobody is. */
  | { readonly code: 'notYourTurn' }
  | { readonly code: 'cardNotInHand' }
  /** N7: after announcing the marriage in `suit`, its king or queen must be led. */
  | { readonly code: 'leadMarriageCard'; readonly suit: Suit }
  /** N6: a higher card of the led `suit` must be played. */
  | { readonly code: 'mustHead'; readonly suit: Suit }
  /** N6: the led `suit` must be followed. */
  | { readonly code: 'mustFollow'; readonly suit: Suit }
  /** N6: without a card of the led `suit`, a trump must be played. */
  | { readonly code: 'mustTrump'; readonly suit: Suit }
  /** N7–N10: only the player on lead, before leading, may do this. */
  | { readonly code: 'marryNotOnLead' }
  | { readonly code: 'exchangeNotOnLead' }
  | { readonly code: 'closeNotOnLead' }
  | { readonly code: 'claimNotOnLead' }
  /** N7: the marriage in `suit` was announced: its card is to be led (or 66 claimed). */
  | { readonly code: 'marriageAnnounced'; readonly suit: Suit }
  /** N7: no king and queen of `suit` in hand (null: the action named no suit). */
  | { readonly code: 'noMarriage'; readonly suit: Suit | null }
  | { readonly code: 'talonClosed' }
  | { readonly code: 'talonEmpty' }
  /** N8: fewer face-down cards than the exchange needs. */
  | { readonly code: 'talonTooSmall' }
  /** N8: the exchange needs `card`, the trump jack. */
  | { readonly code: 'noTrumpJack'; readonly card: Card };

export type RefusalCode = SchnapsenRefusal['code'];

// Every refusal is a shared, frozen object: legalActions asks for one at many a lead, and a refusal that
// allocates nothing keeps that path as fast as a yes-or-no check.
const plain = <C extends RefusalCode>(code: C) => Object.freeze({ code });
const DEAL_FIRST = plain('dealFirst');
const DEAL_IN_PROGRESS = plain('dealInProgress');
const BAD_DECK = plain('badDeck');
const MATCH_OVER = plain('matchOver');
const UNKNOWN_ACTION = plain('unknownAction');
const NOT_YOUR_TURN = plain('notYourTurn');
const CARD_NOT_IN_HAND = plain('cardNotInHand');
const MARRY_NOT_ON_LEAD = plain('marryNotOnLead');
const EXCHANGE_NOT_ON_LEAD = plain('exchangeNotOnLead');
const CLOSE_NOT_ON_LEAD = plain('closeNotOnLead');
const CLAIM_NOT_ON_LEAD = plain('claimNotOnLead');
const TALON_CLOSED = plain('talonClosed');
const TALON_EMPTY = plain('talonEmpty');
const TALON_TOO_SMALL = plain('talonTooSmall');

type WithSuit = Extract<SchnapsenRefusal, { suit: unknown }>['code'];
function bySuit<C extends WithSuit>(
  code: C,
): Readonly<Record<Suit, { readonly code: C; readonly suit: Suit }>> {
  const table = {} as Record<Suit, { readonly code: C; readonly suit: Suit }>;
  for (const suit of SUITS) table[suit] = Object.freeze({ code, suit });
  return table;
}
const LEAD_MARRIAGE_CARD = bySuit('leadMarriageCard');
const MUST_HEAD = bySuit('mustHead');
const MUST_FOLLOW = bySuit('mustFollow');
const MUST_TRUMP = bySuit('mustTrump');
const MARRIAGE_ANNOUNCED = bySuit('marriageAnnounced');
const NO_MARRIAGE = bySuit('noMarriage');
const NO_MARRIAGE_NAMED = Object.freeze({ code: 'noMarriage', suit: null } as const);
const NO_TRUMP_JACK = {} as Record<Suit, SchnapsenRefusal>;
for (const suit of SUITS)
  NO_TRUMP_JACK[suit] = Object.freeze({ code: 'noTrumpJack', card: `J${suit}` as Card });

/**
 * What the checks read: the fields a state and a view share (same names, same meaning), besides the hand of
 * the seat to act and the number of face-down cards, which each holds in its own way.
 */
type Position = Pick<
  SchnapsenState,
  'phase' | 'rules' | 'trumpSuit' | 'closedBy' | 'leader' | 'lead' | 'marriage'
>;

function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && Object.hasOwn(SUIT_NAMES, x);
}

/** N5–N7: why the seat to act, holding `hand`, may not play `card`. */
function playRefusal(
  p: Position,
  hand: readonly Card[],
  talonSize: number,
  card: Card,
): SchnapsenRefusal | null {
  if (hand.indexOf(card) < 0) return CARD_NOT_IN_HAND;
  if (p.lead === null) {
    return p.marriage !== null && !isMarriageCard(card, p.marriage) ? LEAD_MARRIAGE_CARD[p.marriage] : null;
  }
  if (p.closedBy === null && talonSize > 0) return null;
  const trump = p.trumpSuit as Suit;
  const duty = followDuty(hand, p.lead, trump);
  if (meetsDuty(card, duty, p.lead, trump)) return null;
  const led = p.lead[1] as Suit;
  return duty === 'head' ? MUST_HEAD[led] : duty === 'follow' ? MUST_FOLLOW[led] : MUST_TRUMP[led];
}

/** N7. */
function marryRefusal(p: Position, hand: readonly Card[], suit: unknown): SchnapsenRefusal | null {
  if (p.lead !== null) return MARRY_NOT_ON_LEAD;
  if (p.marriage !== null) return MARRIAGE_ANNOUNCED[p.marriage];
  if (!isSuit(suit)) return NO_MARRIAGE_NAMED;
  return hand.indexOf(`K${suit}`) >= 0 && hand.indexOf(`Q${suit}`) >= 0 ? null : NO_MARRIAGE[suit];
}

/** N8. */
export function exchangeRefusal(
  p: Position,
  hand: readonly Card[],
  talonSize: number,
): SchnapsenRefusal | null {
  if (p.lead !== null) return EXCHANGE_NOT_ON_LEAD;
  if (p.marriage !== null) return MARRIAGE_ANNOUNCED[p.marriage];
  if (p.closedBy !== null) return TALON_CLOSED;
  if (talonSize === 0) return TALON_EMPTY;
  if (talonSize < 2 && !(talonSize === 1 && p.rules.exchangeWithOneLeft)) return TALON_TOO_SMALL;
  const trump = p.trumpSuit as Suit;
  return hand.indexOf(`J${trump}`) >= 0 ? null : NO_TRUMP_JACK[trump];
}

/** N9. */
function closeRefusal(p: Position, talonSize: number): SchnapsenRefusal | null {
  if (p.lead !== null) return CLOSE_NOT_ON_LEAD;
  if (p.marriage !== null) return MARRIAGE_ANNOUNCED[p.marriage];
  if (p.closedBy !== null) return TALON_CLOSED;
  return talonSize === 0 ? TALON_EMPTY : null;
}

/** The refusals of `apply`, in its order, for the seat to act (holding `hand`). */
function refusalAt(
  p: Position,
  hand: readonly Card[],
  talonSize: number,
  a: SchnapsenAction,
): SchnapsenRefusal | null {
  if (a === null || typeof a !== 'object') return UNKNOWN_ACTION;
  switch (p.phase) {
    case 'deal':
    case 'dealOver':
      if (a.type !== 'deal') return DEAL_FIRST;
      return isDeck20(a.deck) ? null : BAD_DECK;
    case 'play':
      break;
    case 'matchOver':
      return MATCH_OVER;
    default:
      return assertNever(p.phase);
  }
  switch (a.type) {
    case 'play':
      return playRefusal(p, hand, talonSize, a.card);
    case 'marry':
      return marryRefusal(p, hand, a.suit);
    case 'exchangeTrump':
      return exchangeRefusal(p, hand, talonSize);
    case 'close':
      return closeRefusal(p, talonSize);
    case 'claim':
      // N10: the player on lead may claim at any moment before leading, even with a marriage waiting.
      return p.lead !== null ? CLAIM_NOT_ON_LEAD : null;
    case 'deal':
      return DEAL_IN_PROGRESS;
    default:
      return UNKNOWN_ACTION;
  }
}

/** Why `a` is refused in `s` (what `apply` throws), or null when it is legal. */
export function stateRefusal(s: SchnapsenState, a: SchnapsenAction): SchnapsenRefusal | null {
  return refusalAt(s, s.hands[turnOf(s)], s.talon.length, a);
}

/** Why the seat of `view` may not take `a` now, or null when it may: `apply`'s reason, after the turn. */
export function viewRefusal(view: SchnapsenView, a: SchnapsenAction): SchnapsenRefusal | null {
  if (view.turn !== view.seat) return NOT_YOUR_TURN;
  return refusalAt(view, view.hand, view.talonSize, a);
}

/** A refusal in English words for a player: the message of apply's IllegalActionError. */
export function refusalMessage(r: SchnapsenRefusal): string {
  switch (r.code) {
    case 'dealFirst':
      return 'The cards have to be dealt first';
    case 'dealInProgress':
      return 'This deal is still being played';
    case 'badDeck':
      return 'The deck must hold the 20 Schnapsen cards, each once';
    case 'matchOver':
      return 'The match is over';
    case 'unknownAction':
      return 'That is not a move in Schnapsen';
    case 'notYourTurn':
      return "It isn't your turn";
    case 'cardNotInHand':
      return "You don't hold that card";
    case 'leadMarriageCard':
      return `After announcing the ${SUIT_NAMES[r.suit]} marriage you must lead its king or queen`;
    case 'mustHead':
      return `You must beat the trick with a higher ${SUIT_NAMES[r.suit]} card`;
    case 'mustFollow':
      return `You must follow ${SUIT_NAMES[r.suit]}`;
    case 'mustTrump':
      return `You have no ${SUIT_NAMES[r.suit]}, so you must play a trump`;
    case 'marryNotOnLead':
      return 'Only the player on lead can announce a marriage';
    case 'exchangeNotOnLead':
      return 'Only the player on lead can exchange the trump card';
    case 'closeNotOnLead':
      return 'Only the player on lead can close the talon';
    case 'claimNotOnLead':
      return 'Only the player on lead can claim 66';
    case 'marriageAnnounced':
      return 'You have announced a marriage: lead its king or queen, or claim 66';
    case 'noMarriage':
      return `You need the king and queen of ${r.suit === null ? 'that suit' : SUIT_NAMES[r.suit]} to announce a marriage`;
    case 'talonClosed':
      return 'The talon is closed';
    case 'talonEmpty':
      return 'The talon is used up';
    case 'talonTooSmall':
      return 'Too few cards are left in the talon to exchange the trump card';
    case 'noTrumpJack':
      return 'You need the trump jack to exchange the trump card';
    default:
      return assertNever(r);
  }
}
