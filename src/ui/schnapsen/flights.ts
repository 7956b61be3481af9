// Where the cards of a Schnapsen table come from and go to, read from the view before and after a change:
// a card drawn or dealt comes from the talon (the computer's face down too), the computer's card from its
// hand, and a trick that is cleared away slides towards the side of whoever took it.
import type { SchnapsenView } from '../../engine/schnapsen';
import { backPlace, type FlightPlan } from '../shared/table/useCardFlight';

/** The anchor names the table puts on its elements. */
export const anchors = { talon: 'talon', me: 'me', opponent: 'opponent' } as const;

/** The name of the computer's face-down card at `place`: one more card held is a new name. */
export function opponentBack(place: number): string {
  return `opponent-${place}`;
}

/**
 * `newDeal`: the table's deal name changed (useCardFlight), which also covers a new match's first deal after
 * the last match's first deal, where the views alone cannot tell.
 */
export function schnapsenFlights(before: SchnapsenView, after: SchnapsenView, newDeal = false): FlightPlan {
  const dealt = newDeal || after.dealNumber !== before.dealNumber;
  const me = after.seat;
  const hiddenBefore =
    before.opponentHandSize - before.opponentKnownCards.slice(0, before.opponentHandSize).length;
  const opponentCard = hiddenBefore > 0 ? backPlace(opponentBack(hiddenBefore - 1)) : anchors.opponent;
  return {
    // Any other card new to the table left the computer's hand (a trump card without a deal is the jack it
    // exchanged): it comes from where its last face-down card lay, turned up on the way.
    from: (card) =>
      after.hand.includes(card) || (card === after.trumpCard && dealt) ? anchors.talon : opponentCard,
    // The computer's face-down cards are only ever dealt or drawn.
    fromBack: () => anchors.talon,
    to: (card) => {
      if (dealt) return null;
      const trick = after.tricks.find((t) => t.lead === card || t.follow === card);
      if (!trick) return null;
      return trick.winner === me ? anchors.me : anchors.opponent;
    },
    stagger: dealt,
    redeal: dealt,
  };
}
