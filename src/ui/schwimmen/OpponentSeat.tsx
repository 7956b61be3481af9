// One opponent around the table: face, name, computer level, dealer button, lives, cards face down (face up
// in practice with the computers' cards shown, as the showdown's small faces: their index and suit read at
// any size, where a table card of a seat's size would not), marks and last action.
import { useId } from 'react';
import type { Level } from './settings';
import { isSwimming, type SchwimmenView } from '../../engine/schwimmen';
import type { Card as CardCode } from '../../engine/cards';
import { CardBack, type Faces } from '../cards';
import { format, plural, useMessages } from '../i18n';
import { Avatar, SeatLevel } from '../shared/table/Avatar';
import { DealerChip } from '../shared/table/DealerChip';
import { LivesTokens } from '../shared/table/LivesTokens';
import { MiniCard } from '../shared/MiniCard';
import '../shared/screens.css';
import { anchors, packetBack, seatBack } from './flights';
import { describeEvent, lastEventOf } from './lastAction';
import { SeatMarks } from './SeatMarks';

export function OpponentSeat({
  view,
  seat,
  order,
  name,
  level = null,
  faces,
  thinking,
  openCards,
}: {
  view: SchwimmenView;
  seat: number;
  /** Place in clockwise order from the human's left, for the narrow layout (one wrapping row). */
  order: number;
  name: string;
  /** The computer level, shown and read out beside the face. */
  level?: Level | null;
  faces: Faces;
  thinking: boolean;
  /** Practice with the computers' cards shown: this seat's hand, face up. */
  openCards?: readonly CardCode[];
}) {
  const t = useMessages();
  const levelId = useId();
  const out = view.out[seat];
  const active = view.turn === seat && (view.phase === 'turns' || view.phase === 'choose');
  const cards = view.handSizes[seat] ?? 0;
  const event = lastEventOf(view.history, seat);
  // The dealer's second packet: during the choice, and face down for good after a Schnauz or Feuer dealt (S13).
  const packet = view.dealer === seat ? view.secondPacketSize : 0;
  const classes = [
    'seat',
    'sw-seat',
    active ? 'is-active' : '',
    out ? 'is-out' : '',
    isSwimming(view, seat) ? 'is-swimming' : '',
    view.knocker === seat ? 'is-knocker' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      role="group"
      aria-label={name}
      aria-describedby={level ? levelId : undefined}
      data-seat={seat}
      style={{ order }}
    >
      <div className="seat__head">
        {/* The dealer button lies on the face, leaving the seat's width to the name and the level. */}
        <span className="seat__face">
          <Avatar name={name} />
          {view.dealer === seat && <DealerChip />}
        </span>
        <span className="seat__who">
          <span className="seat__name">{name}</span>
          {level && (
            <SeatLevel
              id={levelId}
              level={level}
              label={t.screens.settings.level.label}
              name={t.screens.settings.level.options[level].label}
            />
          )}
        </span>
      </div>
      <div className="seat__body">
        <span
          className={openCards ? 'seat__cards seat__cards--open' : 'seat__cards'}
          role={openCards ? 'group' : 'img'}
          aria-label={
            openCards ? format(t.practice.openHand, { name }) : plural(t.table.seats.cardsHeld, cards)
          }
          data-count={cards}
          data-flight-anchor={anchors.seat(seat)}
        >
          {openCards
            ? openCards.map((card) => <MiniCard key={card} card={card} faces={faces} />)
            : Array.from({ length: cards }, (_, i) => (
                <CardBack key={i} size="xs" flight={seatBack(seat, i)} />
              ))}
        </span>
        {packet > 0 && (
          <span
            className="seat__cards seat__packet"
            role="img"
            aria-label={
              view.phase === 'choose' ? t.table.seats.secondPacket : t.table.seats.secondPacketUnseen
            }
            data-flight-anchor={anchors.packet(seat)}
          >
            {Array.from({ length: packet }, (_, i) => (
              <CardBack key={i} size="xs" flight={packetBack(seat, i)} />
            ))}
          </span>
        )}
        <LivesTokens seat={seat} lives={view.lives[seat]} max={view.rules.lives} />
      </div>
      <SeatMarks view={view} seat={seat} active={active} thinking={thinking} />
      {/* The knocker's mark already says "Knocked". */}
      <p className="seat__action">
        {event && event.type !== 'knock' ? describeEvent(event, faces, t) : null}
      </p>
    </div>
  );
}
