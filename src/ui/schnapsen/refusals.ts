// Why a card or a lead action cannot be used now, in the player's words. The reason is the engine's own
// (`schnapsen.refusal`, the check `apply` makes, asked from the view); this file only finds its words.
import { SUITS, type Card } from '../../engine/cards';
import {
  schnapsen,
  type SchnapsenAction,
  type SchnapsenRefusal,
  type SchnapsenView,
} from '../../engine/schnapsen';
import type { Faces } from '../cards';
import { format, type Messages } from '../i18n';
import { cardWords, suitOne, suitWords } from './words';

export type LeadActionType = 'marry' | 'exchangeTrump' | 'close' | 'claim';

const NOT_YOUR_TURN: SchnapsenRefusal = Object.freeze({ code: 'notYourTurn' });

function refusal(
  view: SchnapsenView,
  legal: readonly SchnapsenAction[],
  action: SchnapsenAction,
): SchnapsenRefusal | null {
  // The store lists no move while the human may not act (a computer's move being shown, say), whatever
  // the view says.
  if (legal.length === 0) return NOT_YOUR_TURN;
  return schnapsen.refusal(view, action);
}

/** Why `card` from the hand cannot be played now, or null when it can. */
export function cardRefusal(
  view: SchnapsenView,
  legal: readonly SchnapsenAction[],
  card: Card,
): SchnapsenRefusal | null {
  return refusal(view, legal, { type: 'play', card });
}

/** Why the lead action `type` is not available now, or null when it is. */
export function actionRefusal(
  view: SchnapsenView,
  legal: readonly SchnapsenAction[],
  type: LeadActionType,
): SchnapsenRefusal | null {
  if (type !== 'marry') return refusal(view, legal, { type });
  // One button serves every suit: it is refused when each suit is. The checks before the suit's own are the
  // same for all, so the first suit's reason stands for them all.
  let first: SchnapsenRefusal | null = null;
  for (const suit of SUITS) {
    const r = refusal(view, legal, { type: 'marry', suit });
    if (r === null) return null;
    first ??= r;
  }
  return first;
}

/** The words for a refusal: "You must follow hearts", "Only while 2 or more cards are in the talon". */
export function refusalText(r: SchnapsenRefusal, view: SchnapsenView, faces: Faces, t: Messages): string {
  const w = t.schnapsen.refusals;
  switch (r.code) {
    case 'notYourTurn':
    case 'marriageAnnounced':
    case 'talonClosed':
    case 'talonEmpty':
    case 'mustTrump':
      return w[r.code];
    case 'marryNotOnLead':
    case 'exchangeNotOnLead':
    case 'closeNotOnLead':
    case 'claimNotOnLead':
      return w.notOnLead;
    case 'noMarriage':
      return w.noMarriage[faces];
    case 'talonTooSmall':
      return view.rules.exchangeWithOneLeft ? w.talonTooSmallOne : w.talonTooSmall;
    case 'noTrumpJack':
      return format(w.noTrumpJack, { card: cardWords(r.card, faces, t) });
    case 'leadMarriageCard':
      return format(w.leadMarriageCard[faces], { suit: suitWords(r.suit, faces, t) });
    case 'mustHead':
      return format(w.mustHead, { suit: suitOne(r.suit, faces, t) });
    case 'mustFollow':
      return format(w.mustFollow, { suit: suitWords(r.suit, faces, t) });
    // The table asks only about its own cards and buttons during play, so these do not reach it.
    case 'dealFirst':
    case 'dealInProgress':
    case 'badDeck':
    case 'matchOver':
    case 'unknownAction':
    case 'cardNotInHand':
      return w.notPlayable;
  }
}
