// Why a card or an action the engine does not list cannot be used now. The table enables exactly what
// `legalActions` returns; this only finds the words for the rest. Following duties come from the engine's
// own `followDuty` (N6); the order of the checks mirrors the engine's refusals (lead.ts, tricks.ts).
import type { Card, Suit } from '../../engine/cards';
import { followDuty, type SchnapsenAction, type SchnapsenView } from '../../engine/schnapsen';
import type { Faces } from '../cards';
import { format, type Messages } from '../i18n';
import { cardWords, suitOne, suitWords } from './words';

export type CardRefusal =
  'notYourTurn' | 'leadMarriageCard' | 'mustHead' | 'mustFollow' | 'mustTrump' | 'notPlayable';

export type LeadActionType = 'marry' | 'exchangeTrump' | 'close' | 'claim';

export type ActionRefusal =
  | 'notYourTurn'
  | 'notOnLead'
  | 'marriageAnnounced'
  | 'noMarriage'
  | 'talonClosed'
  | 'talonEmpty'
  | 'talonTooSmall'
  | 'noTrumpJack';

function myTurn(view: SchnapsenView, legal: readonly SchnapsenAction[]): boolean {
  return view.phase === 'play' && view.turn === view.seat && legal.length > 0;
}

/** Why `card` from the hand cannot be played now, or null when it can. */
export function cardRefusal(
  view: SchnapsenView,
  legal: readonly SchnapsenAction[],
  card: Card,
): CardRefusal | null {
  if (legal.some((a) => a.type === 'play' && a.card === card)) return null;
  if (!myTurn(view, legal)) return 'notYourTurn';
  if (view.lead === null) return view.marriage !== null ? 'leadMarriageCard' : 'notPlayable';
  if (view.trumpSuit === null) return 'notPlayable';
  switch (followDuty(view.hand, view.lead, view.trumpSuit)) {
    case 'head':
      return 'mustHead';
    case 'follow':
      return 'mustFollow';
    case 'trump':
      return 'mustTrump';
    case 'any':
      return 'notPlayable';
  }
}

/** Why the lead action `type` is not available now, or null when the engine lists it. */
export function actionRefusal(
  view: SchnapsenView,
  legal: readonly SchnapsenAction[],
  type: LeadActionType,
): ActionRefusal | null {
  if (legal.some((a) => a.type === type)) return null;
  if (!myTurn(view, legal)) return 'notYourTurn';
  if (view.lead !== null || view.leader !== view.seat) return 'notOnLead';
  if (type === 'claim') return 'notOnLead';
  if (view.marriage !== null) return 'marriageAnnounced';
  if (type === 'marry') return 'noMarriage';
  if (view.closedBy !== null) return 'talonClosed';
  if (view.talonSize === 0) return 'talonEmpty';
  if (type === 'close') return 'talonClosed';
  const oneLeftAllowed = view.talonSize === 1 && view.rules.exchangeWithOneLeft;
  if (view.talonSize < 2 && !oneLeftAllowed) return 'talonTooSmall';
  return 'noTrumpJack';
}

/** The words for a card refusal: "You must follow hearts". */
export function cardRefusalText(code: CardRefusal, view: SchnapsenView, faces: Faces, t: Messages): string {
  const r = t.schnapsen.refusals;
  const led = view.lead === null ? null : (view.lead[1] as Suit);
  switch (code) {
    case 'notYourTurn':
    case 'mustTrump':
    case 'notPlayable':
      return r[code];
    case 'leadMarriageCard':
      return format(r.leadMarriageCard[faces], {
        suit: view.marriage === null ? '' : suitWords(view.marriage, faces, t),
      });
    case 'mustHead':
      return format(r.mustHead, { suit: led === null ? '' : suitOne(led, faces, t) });
    case 'mustFollow':
      return format(r.mustFollow, { suit: led === null ? '' : suitWords(led, faces, t) });
  }
}

/** The words for an action refusal: "Only while 2 or more cards are in the talon". */
export function actionRefusalText(
  code: ActionRefusal,
  view: SchnapsenView,
  faces: Faces,
  t: Messages,
): string {
  const r = t.schnapsen.refusals;
  switch (code) {
    case 'noMarriage':
      return r.noMarriage[faces];
    case 'talonTooSmall':
      return view.rules.exchangeWithOneLeft ? r.talonTooSmallOne : r.talonTooSmall;
    case 'noTrumpJack':
      return format(r.noTrumpJack, {
        card: view.trumpSuit === null ? '' : cardWords(`J${view.trumpSuit}` as Card, faces, t),
      });
    default:
      return r[code];
  }
}
