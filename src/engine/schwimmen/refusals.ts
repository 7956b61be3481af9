// Why an action is refused (S10–S18). One function reads a state or the acting seat's view, so `apply` and the
// table give the same reason in the same order; the interface puts the code into words.
import { isDeck32 } from '../cards';
import { assertNever } from '../game';
import { playersInGame, type SchwimmenAction, type SchwimmenState } from './state';
import type { SchwimmenView } from './view';

export type SchwimmenRefusal =
  /** S10: a move while the cards wait to be dealt. */
  | { readonly code: 'mustDeal' }
  /** S11: a deal that is not the 32 cards, each once. */
  | { readonly code: 'badDeck' }
  | { readonly code: 'gameOver' }
  /** S12: the dealer has yet to keep the first packet or take the second. */
  | { readonly code: 'mustChoose' }
  | { readonly code: 'alreadyDealt' }
  | { readonly code: 'alreadyChosen' }
  /** Something that is not a move in Schwimmen. */
  | { readonly code: 'unknownAction' }
  /** Asked from a view: another seat is to act, or nobody is. */
  | { readonly code: 'notYourTurn' }
  /** S14: somebody has knocked this round already. */
  | { readonly code: 'alreadyKnocked' }
  /** S14: a knock before everyone still in has had a turn, without the rule knockInFirstRound. */
  | { readonly code: 'knockFirstRound' }
  /** S14b: an exchange's `knock` field that is neither absent, false nor true. */
  | { readonly code: 'badKnock' }
  /** S14b: a knock at the end of an exchange without the rule knockWithSwap. */
  | { readonly code: 'noKnockWithSwap' }
  | { readonly code: 'giveNotInHand' }
  | { readonly code: 'takeNotInMiddle' };

export type SchwimmenRefusalCode = SchwimmenRefusal['code'];

/** The refusals a knock can meet (S14), whether on its own or at the end of an exchange (S14b). */
export type KnockRefusal = Extract<SchwimmenRefusal, { code: 'alreadyKnocked' | 'knockFirstRound' }>;

export function isKnockRefusal(r: SchwimmenRefusal): r is KnockRefusal {
  return r.code === 'alreadyKnocked' || r.code === 'knockFirstRound';
}

// Frozen and shared: `apply` asks on every move of every simulated round, and a refusal must cost no
// allocation on that path.
const plain = <C extends SchwimmenRefusalCode>(code: C) => Object.freeze({ code });
const MUST_DEAL = plain('mustDeal');
const BAD_DECK = plain('badDeck');
const GAME_OVER = plain('gameOver');
const MUST_CHOOSE = plain('mustChoose');
const ALREADY_DEALT = plain('alreadyDealt');
const ALREADY_CHOSEN = plain('alreadyChosen');
const UNKNOWN_ACTION = plain('unknownAction');
const NOT_YOUR_TURN = plain('notYourTurn');
const ALREADY_KNOCKED = plain('alreadyKnocked');
const KNOCK_FIRST_ROUND = plain('knockFirstRound');
const BAD_KNOCK = plain('badKnock');
const NO_KNOCK_WITH_SWAP = plain('noKnockWithSwap');
const GIVE_NOT_IN_HAND = plain('giveNotInHand');
const TAKE_NOT_IN_MIDDLE = plain('takeNotInMiddle');

/**
 * What the checks read: the fields a state and a view share (same names, same meaning), besides the hand of
 * the seat to act, which each holds in its own way.
 */
type Position = Pick<SchwimmenState, 'phase' | 'rules' | 'knocker' | 'turnsTaken' | 'out' | 'middle'>;

/**
 * S14: knocking needs no earlier knock this round and, by default, that everyone has had a turn. Works on a
 * state or a view.
 */
export function knockRefusal(
  s: Pick<SchwimmenState, 'knocker' | 'rules' | 'turnsTaken' | 'out'>,
): KnockRefusal | null {
  if (s.knocker !== null) return ALREADY_KNOCKED;
  // Counting the players still in is needed only while fewer turns than seats have been played.
  if (s.turnsTaken < s.out.length && !s.rules.knockInFirstRound && s.turnsTaken < playersInGame(s.out)) {
    return KNOCK_FIRST_ROUND;
  }
  return null;
}

/** S14b: `knock` is an exchange's field; absent or false is a plain exchange. */
function exchangeKnockRefusal(p: Position, knock: unknown): SchwimmenRefusal | null {
  if (knock === undefined || knock === false) return null;
  if (knock !== true) return BAD_KNOCK;
  if (!p.rules.knockWithSwap) return NO_KNOCK_WITH_SWAP;
  return knockRefusal(p);
}

// Whether `card` is in a three-card packet. Three comparisons: Array.prototype.indexOf is a builtin
// call that costs more than the search itself.
function has3(cards: readonly unknown[], card: unknown): boolean {
  return cards[0] === card || cards[1] === card || cards[2] === card;
}

/** The refusals of `apply`, in its order, for the seat to act (holding `hand`). */
function refusalAt(p: Position, hand: readonly unknown[], a: SchwimmenAction): SchwimmenRefusal | null {
  const type = (a as { type?: unknown } | null)?.type;
  switch (p.phase) {
    case 'deal':
    case 'roundOver':
      if (type !== 'deal') return MUST_DEAL;
      return isDeck32((a as { deck?: unknown }).deck) ? null : BAD_DECK;
    case 'gameOver':
      return GAME_OVER;
    case 'choose':
      return type === 'keep' || type === 'takeSecond' ? null : MUST_CHOOSE;
    case 'turns':
      break;
    default:
      return assertNever(p.phase);
  }
  switch (type) {
    case 'swap': {
      const swap = a as { give?: unknown; take?: unknown; knock?: unknown };
      const refusal = exchangeKnockRefusal(p, swap.knock);
      if (refusal !== null) return refusal;
      if (!has3(hand, swap.give)) return GIVE_NOT_IN_HAND;
      return has3(p.middle, swap.take) ? null : TAKE_NOT_IN_MIDDLE;
    }
    case 'swapAll':
      return exchangeKnockRefusal(p, (a as { knock?: unknown }).knock);
    case 'pass':
      return null;
    case 'knock':
      return knockRefusal(p);
    case 'deal':
      return ALREADY_DEALT;
    case 'keep':
    case 'takeSecond':
      return ALREADY_CHOSEN;
    default:
      return UNKNOWN_ACTION;
  }
}

/** Why `a` is refused in `s` (what `apply` throws), or null when it is legal. */
export function stateRefusal(s: SchwimmenState, a: SchwimmenAction): SchwimmenRefusal | null {
  return refusalAt(s, s.turn === null ? [] : s.hands[s.turn], a);
}

/** Why the seat of `view` may not take `a` now, or null when it may: `apply`'s reason, after the turn. */
export function viewRefusal(view: SchwimmenView, a: SchwimmenAction): SchwimmenRefusal | null {
  if (view.turn !== view.seat) return NOT_YOUR_TURN;
  return refusalAt(view, view.hand, a);
}

/** A refusal in English words for a player: the message of apply's IllegalActionError. */
export function refusalMessage(r: SchwimmenRefusal): string {
  switch (r.code) {
    case 'mustDeal':
      return 'The cards must be dealt first';
    case 'badDeck':
      return 'A deal needs all 32 cards, each exactly once';
    case 'gameOver':
      return 'The game is over';
    case 'mustChoose':
      return 'The dealer must first keep this hand or take the other one';
    case 'alreadyDealt':
      return 'The cards have already been dealt';
    case 'alreadyChosen':
      return 'The dealer has already chosen';
    case 'unknownAction':
      return 'That is not a move in Schwimmen';
    case 'notYourTurn':
      return "It isn't your turn";
    case 'alreadyKnocked':
      return 'Somebody has already knocked this round';
    case 'knockFirstRound':
      return "You can't knock until everyone has had a turn";
    case 'badKnock':
      return 'A knock with a swap is knock: true';
    case 'noKnockWithSwap':
      return 'Under these rules a knock is a turn of its own, not the end of a swap';
    case 'giveNotInHand':
      return 'You can only give a card from your hand';
    case 'takeNotInMiddle':
      return 'You can only take a card from the middle';
    default:
      return assertNever(r);
  }
}
