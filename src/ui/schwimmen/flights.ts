// Where the cards of a Schwimmen table come from and go to, read from the view before and after a change:
// a deal comes from the stock (the computers' face-down cards too), a computer's swap from and to its seat,
// the dealer's choice from the packet, a refreshed middle from the stock while the old one is put aside.
import type { Card } from '../../engine/cards';
import { assertNever } from '../../engine/game';
import type { RoundEvent, SchwimmenView } from '../../engine/schwimmen';
import type { FlightPlan } from '../shared/table/useCardFlight';

/** The anchor names the table puts on its elements. */
export const anchors = {
  stock: 'stock',
  seat: (seat: number) => `seat-${seat}`,
  packet: (seat: number) => `packet-${seat}`,
  /** No element carries it: a card sent there fades out where it lay. */
  aside: 'aside',
} as const;

/** The name of a computer's face-down card at `place` (for the card flights). */
export function seatBack(seat: number, place: number): string {
  return `seat-${seat}-${place}`;
}

/** The same for the dealer's unseen second packet. */
export function packetBack(seat: number, place: number): string {
  return `packet-${seat}-${place}`;
}

/**
 * `newDeal`: the table's deal name changed (useCardFlight), which also covers a new match's first round after
 * the last match's first round, where the views alone cannot tell.
 */
export function schwimmenFlights(before: SchwimmenView, after: SchwimmenView, newDeal = false): FlightPlan {
  const dealt = newDeal || after.round !== before.round;
  const events: RoundEvent[] = dealt ? after.history : after.history.slice(before.history.length);
  const from = new Map<Card, string>();
  const to = new Map<Card, string>();
  const me = after.seat;
  if (dealt) for (const card of [...after.hand, ...after.middle]) from.set(card, anchors.stock);
  for (const event of events) {
    switch (event.type) {
      case 'swap':
      case 'swapAll': {
        const seat = anchors.seat(event.seat);
        for (const card of [event.give].flat()) from.set(card, seat);
        for (const card of [event.take].flat()) to.set(card, seat);
        break;
      }
      case 'keep':
        for (const card of event.middle) from.set(card, anchors.packet(event.seat));
        break;
      case 'takeSecond':
        for (const card of event.middle) from.set(card, anchors.seat(event.seat));
        if (event.seat === me) for (const card of after.hand) from.set(card, anchors.packet(me));
        break;
      case 'refresh':
        for (const card of event.middle) from.set(card, anchors.stock);
        for (const card of event.discarded) to.set(card, anchors.aside);
        break;
      case 'pass':
      case 'knock':
        break;
      default:
        assertNever(event);
    }
  }
  return {
    from: (card) => from.get(card) ?? null,
    // Face-down cards are new to the table only when they are dealt.
    fromBack: () => (dealt ? anchors.stock : null),
    // A new round clears the table at once: the cards of the last one do not fly anywhere.
    to: (card) => (dealt ? null : (to.get(card) ?? null)),
    stagger: dealt || events.some((e) => e.type !== 'swap'),
    redeal: dealt,
  };
}
