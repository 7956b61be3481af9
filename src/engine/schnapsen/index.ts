// Schnapsen (rules/schnapsen.md, N1–N12) as a GameDef.
import { cardIndex, DECK_20, SUITS, type Card } from '../cards';
import { assertNever, IllegalActionError, type GameDef, type Seat } from '../game';
import { applyDeal } from './deal';
import { applyClaim, applyClose, applyExchange, applyMarry } from './lead';
import {
  exchangeRefusal,
  refusalMessage,
  stateRefusal,
  viewRefusal,
  type SchnapsenRefusal,
} from './refusals';
import {
  initialState,
  talonOpen,
  turnOf,
  type SchnapsenAction,
  type SchnapsenOptions,
  type SchnapsenState,
} from './state';
import { applyPlay, playableCards } from './tricks';
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
export { refusalMessage, type RefusalCode, type SchnapsenRefusal } from './refusals';
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
      if (exchangeRefusal(s, hand, s.talon.length) === null) out.push(EXCHANGE);
      out.push(CLOSE);
    }
  }
  out.push(CLAIM);
  return out;
}

function apply(s: SchnapsenState, a: SchnapsenAction): SchnapsenState {
  const refusal = stateRefusal(s, a);
  if (refusal !== null) throw new IllegalActionError(refusalMessage(refusal), refusal);
  switch (a.type) {
    case 'deal':
      return applyDeal(s, a.deck);
    case 'play':
      return applyPlay(s, a.card);
    case 'marry':
      return applyMarry(s, a.suit);
    case 'exchangeTrump':
      return applyExchange(s);
    case 'close':
      return applyClose(s);
    case 'claim':
      return applyClaim(s);
    default:
      return assertNever(a);
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

export const schnapsen: GameDef<
  SchnapsenState,
  SchnapsenAction,
  SchnapsenView,
  SchnapsenOptions,
  SchnapsenRefusal
> = Object.freeze({
  name: 'schnapsen',
  cards: DECK_20,
  init: initialState,
  actor,
  legalActions,
  apply,
  view: viewOf,
  refusal: viewRefusal,
});
