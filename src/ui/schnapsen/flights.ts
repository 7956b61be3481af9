// Where the cards of a Schnapsen table come from and go to, read from the view before and after a change:
// a card drawn or dealt comes from the talon, the computer's card from its hand, and a trick that is cleared
// away slides towards the side of whoever took it.
import type { SchnapsenView } from '../../engine/schnapsen';
import type { FlightPlan } from '../table/useCardFlight';

/** The anchor names the table puts on its elements. */
export const anchors = { talon: 'talon', me: 'me', opponent: 'opponent' } as const;

export function schnapsenFlights(before: SchnapsenView, after: SchnapsenView): FlightPlan {
  const dealt = after.dealNumber !== before.dealNumber;
  const me = after.seat;
  return {
    from: (card) =>
      after.hand.includes(card) || card === after.trumpCard ? anchors.talon : anchors.opponent,
    to: (card) => {
      if (dealt) return null;
      const trick = after.tricks.find((t) => t.lead === card || t.follow === card);
      if (!trick) return null;
      return trick.winner === me ? anchors.me : anchors.opponent;
    },
    stagger: dealt,
  };
}
