// Each player's last action this round, told from the view's public history (no rules here: only words).
import type { ReactNode } from 'react';
import { assertNever, type Seat } from '../../engine/game';
import type { RoundEvent } from '../../engine/schwimmen';
import { CardRef, cardName, type Faces } from '../cards';
import { format, type Messages } from '../i18n';
import { formatNodes } from '../shared/table/formatNodes';

export type SeatEvent = Exclude<RoundEvent, { type: 'refresh' }>;

/** The latest event of `seat` in this round, or null when that seat has not acted yet. */
export function lastEventOf(history: readonly RoundEvent[], seat: Seat): SeatEvent | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const e = history[i];
    if (e.type !== 'refresh' && e.seat === seat) return e;
  }
  return null;
}

/** The action as shown at the seat: cards drawn as small tags ('Took 9♠, gave 7♦'). */
export function describeEvent(e: SeatEvent, faces: Faces, t: Messages): ReactNode {
  if (e.type === 'swap') {
    return formatNodes(t.table.lastAction.swap, {
      take: <CardRef card={e.take} faces={faces} />,
      give: <CardRef card={e.give} faces={faces} />,
    });
  }
  return eventText(e, faces, t);
}

/** The action in plain words, for screen readers ('Took Nine of spades, gave Seven of diamonds'). */
export function eventText(e: SeatEvent, faces: Faces, t: Messages): string {
  switch (e.type) {
    case 'swap':
      return format(t.table.lastAction.swap, {
        take: cardName(e.take, faces, t),
        give: cardName(e.give, faces, t),
      });
    case 'keep':
    case 'takeSecond':
    case 'swapAll':
    case 'pass':
    case 'knock':
      return t.table.lastAction[e.type];
    default:
      return assertNever(e);
  }
}
