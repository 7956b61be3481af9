// One seat of a game's board in the replay viewer (the games' ReplayBoard.tsx): its name, the dealer's chip,
// what the game shows beside them (lives, points, badges), and its hand face up, or face down when the viewer
// shows another seat's view.
import type { ReactNode } from 'react';
import type { Card as CardCode } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { Card, CardBack, type Faces } from '../cards';
import { plural, type Messages } from '../i18n';

export interface ReplaySeatProps {
  seat: Seat;
  name: string;
  cards: readonly CardCode[];
  /** The hand face up (every hand, or this seat's view). */
  open: boolean;
  dealer: boolean;
  /** Modifiers of the row: `mover`, `turn`, `out`. */
  marks: readonly string[];
  t: Messages;
  faces: Faces;
  /** What the game shows after the name and the dealer's chip. */
  children?: ReactNode;
}

export function ReplaySeat({ seat, name, cards, open, dealer, marks, t, faces, children }: ReplaySeatProps) {
  return (
    <li
      className={['rp-seat', ...marks.map((m) => `rp-seat--${m}`)].join(' ')}
      data-testid="replay-seat"
      data-seat={seat}
      data-open={open && cards.length > 0 ? 'true' : 'false'}
    >
      <span className="rp-seat__head">
        <span className="rp-seat__name">{name}</span>
        {dealer && (
          <span className="rp-chip" title={t.table.seats.dealer} aria-label={t.table.seats.dealer}>
            {t.table.seats.dealerChip}
          </span>
        )}
        {children}
      </span>
      <span className="rp-seat__hand">
        {open ? (
          <span className="rp-cards">
            {cards.map((card) => (
              <Card key={card} card={card} faces={faces} size="sm" />
            ))}
          </span>
        ) : (
          <span className="rp-cards" role="img" aria-label={plural(t.table.seats.cardsHeld, cards.length)}>
            {cards.map((card) => (
              <CardBack key={card} size="sm" />
            ))}
          </span>
        )}
      </span>
    </li>
  );
}
