// Schnapsen (rules/schnapsen.md, N1–N12) as a GameDef.
import { cardIndex, DECK_20, SUITS, type Card, type Suit } from '../cards';
import { assertNever, IllegalActionError, type GameDef, type Seat } from '../game';
import { applyDeal } from './deal';
import {
  applyClaim,
  applyClose,
  applyExchange,
  applyMarry,
  claimRefusal,
  closeRefusal,
  exchangeRefusal,
  marryRefusal,
} from './lead';
import { SUIT_NAMES } from './rules';
import {
  initialState,
  talonOpen,
  turnOf,
  type SchnapsenAction,
  type SchnapsenOptions,
  type SchnapsenState,
} from './state';
import { applyPlay, playableCards, playRefusal } from './tricks';
import { viewOf, type SchnapsenView } from './view';

export {
  cardPoints,
  DEFAULT_RULES,
  followerWins,
  strength,
  WINNING_SCORE,
  type SchnapsenRules,
} from './rules';
export type {
  Closing,
  DealReason,
  DealResult,
  Marriage,
  Pair,
  Phase,
  SchnapsenAction,
  SchnapsenOptions,
  SchnapsenState,
  Trick,
  TrumpTransfer,
} from './state';
export type { SchnapsenView } from './view';
export { followDuty, type FollowDuty } from './tricks';
export { gamePointsAgainst } from './scoring';

// Legal actions are shared, frozen objects: listing them allocates nothing but the list.
const PLAY: SchnapsenAction[] = [];
for (const card of DECK_20) PLAY[cardIndex(card)] = Object.freeze({ type: 'play', card });
const MARRY: Record<string, SchnapsenAction> = {};
for (const suit of SUITS) MARRY[suit] = Object.freeze({ type: 'marry', suit });
const EXCHANGE: SchnapsenAction = Object.freeze({ type: 'exchangeTrump' });
const CLOSE: SchnapsenAction = Object.freeze({ type: 'close' });
const CLAIM: SchnapsenAction = Object.freeze({ type: 'claim' });

function legalActions(s: SchnapsenState): SchnapsenAction[] {
  switch (s.phase) {
    case 'deal':
    case 'dealOver':
    case 'matchOver':
      return [];
    case 'play':
      break;
    default:
      return assertNever(s.phase);
  }
  const cards = playableCards(s);
  const out: SchnapsenAction[] = [];
  for (let i = 0; i < cards.length; i++) out.push(PLAY[cardIndex(cards[i])]);
  if (s.lead !== null) return out;
  if (s.marriage === null) {
    const hand = s.hands[s.leader];
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i];
      if (c[0] === 'K' && hand.indexOf(`Q${c[1]}` as Card) >= 0) out.push(MARRY[c[1]]);
    }
    if (talonOpen(s)) {
      if (exchangeRefusal(s) === null) out.push(EXCHANGE);
      out.push(CLOSE);
    }
  }
  out.push(CLAIM);
  return out;
}

function refuse(code: string, s: SchnapsenState, a: SchnapsenAction): never {
  throw new IllegalActionError(explain(code, s, a), code);
}

function suitName(suit: unknown): string {
  return typeof suit === 'string' && Object.hasOwn(SUIT_NAMES, suit) ? SUIT_NAMES[suit as Suit] : 'that suit';
}

function explain(code: string, s: SchnapsenState, a: SchnapsenAction): string {
  const led = s.lead === null ? '' : suitName(s.lead[1]);
  switch (code) {
    case 'dealFirst':
      return 'The cards have to be dealt first';
    case 'dealInProgress':
      return 'This deal is still being played';
    case 'matchOver':
      return 'The match is over';
    case 'cardNotInHand':
      return "You don't hold that card";
    case 'leadMarriageCard':
      return `After announcing the ${suitName(s.marriage)} marriage you must lead its king or queen`;
    case 'mustHead':
      return `You must beat the trick with a higher ${led} card`;
    case 'mustFollow':
      return `You must follow ${led}`;
    case 'mustTrump':
      return `You have no ${led}, so you must play a trump`;
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
      return `You need the king and queen of ${suitName((a as { suit?: unknown }).suit)} to announce a marriage`;
    case 'noTrumpJack':
      return 'You need the trump jack to exchange the trump card';
    case 'talonClosed':
      return 'The talon is closed';
    case 'talonTooSmall':
      return 'Too few cards are left in the talon to exchange the trump card';
    case 'talonEmpty':
      return 'The talon is used up';
    default:
      return 'That is not a move in Schnapsen';
  }
}

function apply(s: SchnapsenState, a: SchnapsenAction): SchnapsenState {
  if (a === null || typeof a !== 'object') refuse('unknownAction', s, a);
  switch (s.phase) {
    case 'deal':
    case 'dealOver':
      if (a.type !== 'deal') refuse('dealFirst', s, a);
      return applyDeal(s, a.deck);
    case 'play':
      break;
    case 'matchOver':
      return refuse('matchOver', s, a);
    default:
      return assertNever(s.phase);
  }
  let refusal: string | null;
  switch (a.type) {
    case 'play':
      refusal = playRefusal(s, a.card);
      if (refusal !== null) refuse(refusal, s, a);
      return applyPlay(s, a.card);
    case 'marry':
      refusal = marryRefusal(s, a.suit);
      if (refusal !== null) refuse(refusal, s, a);
      return applyMarry(s, a.suit);
    case 'exchangeTrump':
      refusal = exchangeRefusal(s);
      if (refusal !== null) refuse(refusal, s, a);
      return applyExchange(s);
    case 'close':
      refusal = closeRefusal(s);
      if (refusal !== null) refuse(refusal, s, a);
      return applyClose(s);
    case 'claim':
      refusal = claimRefusal(s);
      if (refusal !== null) refuse(refusal, s, a);
      return applyClaim(s);
    case 'deal':
      return refuse('dealInProgress', s, a);
    default:
      return refuse('unknownAction', s, a);
  }
}

function actor(s: SchnapsenState): Seat | 'chance' | 'none' {
  switch (s.phase) {
    case 'deal':
    case 'dealOver':
      return 'chance';
    case 'play':
      return turnOf(s);
    case 'matchOver':
      return 'none';
    default:
      return assertNever(s.phase);
  }
}

export const schnapsen: GameDef<SchnapsenState, SchnapsenAction, SchnapsenView, SchnapsenOptions> =
  Object.freeze({
    name: 'schnapsen',
    cards: DECK_20,
    init: initialState,
    actor,
    legalActions,
    apply,
    view: viewOf,
  });
