// Each player's last action this round, told from the view's public history (no rules here: only words).
import type { ReactNode } from 'react';
import { assertNever, type Seat } from '../../engine/game';
import type { RoundEvent } from '../../engine/schwimmen';
import { CardRef, cardName, type Faces } from '../cards';
import { format, type Messages } from '../i18n';
import { formatNodes } from '../shared/table/formatNodes';
import { lastMoveOf, type RoundMove } from './moves';

export type SeatEvent = Exclude<RoundMove, { type: 'refresh' }>;

/** The latest move of `seat` in this round (a swap with its knock as one), or null before its first. */
export function lastEventOf(history: readonly RoundEvent[], seat: Seat): SeatEvent | null {
  const move = lastMoveOf(history, seat);
  return move === null || move.type === 'refresh' ? null : move;
}

/**
 * The action as shown at the seat: cards drawn as small tags ('Took 9♠, gave 7♦'). A knock is left to the
 * seat's "Knocked" mark, so an exchange that ended with one reads as the exchange.
 */
export function describeEvent(e: SeatEvent, faces: Faces, t: Messages): ReactNode {
  if (e.type === 'swap') {
    return formatNodes(t.table.lastAction.swap, {
      take: <CardRef card={e.take} faces={faces} />,
      give: <CardRef card={e.give} faces={faces} />,
    });
  }
  if (e.type === 'swapAll') return t.table.lastAction.swapAll;
  return eventText(e, faces, t);
}

/** The action in plain words, for screen readers ('Took Nine of spades, gave Seven of diamonds'). */
export function eventText(e: SeatEvent, faces: Faces, t: Messages): string {
  const words = t.table.lastAction;
  switch (e.type) {
    case 'swap':
      return format(e.knock ? words.swapKnock : words.swap, {
        take: cardName(e.take, faces, t),
        give: cardName(e.give, faces, t),
      });
    case 'swapAll':
      return e.knock ? words.swapAllKnock : words.swapAll;
    case 'keep':
    case 'takeSecond':
    case 'pass':
    case 'knock':
      return words[e.type];
    default:
      return assertNever(e);
  }
}
