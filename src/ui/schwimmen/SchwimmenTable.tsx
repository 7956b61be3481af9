// The Schwimmen table. Like chessground it knows no rules: it is handed seat 0's view and the legal actions,
// shows them, and reports what the player did. Selection and dragging are view state and live here.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Card as CardCode } from '../../engine/cards';
import { handValue, knockRefusal, type SchwimmenAction, type SchwimmenView } from '../../engine/schwimmen';
import { Card, CardBack, type Faces } from '../cards';
import { format, plural, useMessages } from '../i18n';
import { opponentSides, type Side } from '../table/seatLayout';
import { ActionBar } from './ActionBar';
import { PlayerPlate } from './PlayerPlate';
import { OpponentSeat } from './OpponentSeat';
import { eventText } from './lastAction';
import { useSwapDrag, type Zone } from './useSwapDrag';
import '../table/table.css';
import './schwimmen.css';

export interface SchwimmenTableProps {
  /** Seat 0's view: the human is always seat 0. */
  view: SchwimmenView;
  /** The human's legal actions now ([] when it is not the human's turn). */
  legal: SchwimmenAction[];
  /** Display names per seat, e.g. ['You', 'Anna', 'Ben', 'Clara']. */
  names: string[];
  faces: Faces;
  /** Seat of a computer player currently thinking. */
  thinking?: number | null;
  onAction(action: SchwimmenAction): void;
  /** Read the opponents' moves out in a polite live region (on unless the app announces them itself). */
  announce?: boolean;
  /** Panels laid over the table's centre (round result and the like). */
  children?: ReactNode;
}

type Swap = Extract<SchwimmenAction, { type: 'swap' }>;

interface Selection {
  /** The view the selection was made in: a new view (any action) clears it. */
  key: string;
  zone: Zone;
  card: CardCode;
}

export function SchwimmenTable({
  view,
  legal,
  names,
  faces,
  thinking = null,
  onAction,
  announce = true,
  children,
}: SchwimmenTableProps) {
  const t = useMessages();
  const statusId = useId();
  const knockReasonId = useId();
  const me = view.seat;
  const viewKey = `${view.round}/${view.phase}/${view.history.length}/${view.turn}`;
  const [selection, setSelection] = useState<Selection | null>(null);
  const selected = selection?.key === viewKey ? selection : null;

  const swaps = legal.filter((a): a is Swap => a.type === 'swap');
  const findSwap = (give: CardCode, take: CardCode) => swaps.find((a) => a.give === give && a.take === take);
  const canPick = (zone: Zone, card: CardCode) =>
    swaps.some((a) => (zone === 'hand' ? a.give === card : a.take === card));

  function swapBetween(zone: Zone, card: CardCode, other: CardCode): boolean {
    const action = zone === 'hand' ? findSwap(card, other) : findSwap(other, card);
    if (!action) return false;
    setSelection(null);
    onAction(action);
    return true;
  }

  const { drag, handlers, clickWasDrag } = useSwapDrag(swaps.length > 0, (from, card, target) => {
    swapBetween(from, card, target);
  });

  function pick(zone: Zone, card: CardCode) {
    if (clickWasDrag()) return;
    if (selected && selected.zone !== zone && swapBetween(zone, card, selected.card)) return;
    if (selected && selected.zone === zone && selected.card === card) setSelection(null);
    else setSelection({ key: viewKey, zone, card });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape' && selected) {
      e.preventDefault();
      setSelection(null);
    }
  }

  const myTurn = view.turn === me && legal.length > 0;
  const status = statusText();
  const knockReason =
    myTurn && view.phase === 'turns' && !legal.some((a) => a.type === 'knock') ? knockRefusal(view) : null;

  function statusText(): string {
    if (view.phase === 'gameOver') return t.table.status.gameOver;
    if (view.out[me]) return t.table.status.youAreOut;
    if (view.phase === 'deal' || view.phase === 'roundOver' || view.turn === null) {
      return t.table.status.waitingForDeal;
    }
    if (view.turn !== me) {
      return format(t.table.status.playing, { name: names[view.turn] ?? '' });
    }
    if (view.phase === 'choose') return t.table.status.choose;
    if (selected?.zone === 'hand') return t.table.status.pickMiddle;
    if (selected?.zone === 'middle') return t.table.status.pickHand;
    if (view.knocker !== null) {
      return format(t.table.status.lastTurn, { name: names[view.knocker] ?? '' });
    }
    return t.table.status.pickBoth;
  }

  const opponents = Array.from({ length: view.players - 1 }, (_, i) => (me + 1 + i) % view.players);
  const sides = opponentSides(opponents.length);
  const bySide = (side: Side) =>
    opponents
      .map((seat, order) => ({ seat, order }))
      .filter((_, i) => sides[i] === side)
      .map(({ seat, order }) => (
        <OpponentSeat
          key={seat}
          view={view}
          seat={seat}
          order={order}
          name={names[seat] ?? ''}
          faces={faces}
          thinking={thinking === seat}
        />
      ));

  const choosing = view.phase === 'choose';
  const value = view.hand.length === 3 ? handValue(view.hand, view.rules) : null;

  function row(zone: Zone, cards: CardCode[], size: 'md' | 'lg') {
    return cards.map((card) => {
      const clickable = canPick(zone, card);
      const isDragged = drag?.zone === zone && drag.card === card;
      const dragProps = clickable ? handlers(zone, card) : {};
      return (
        <Card
          key={card}
          card={card}
          faces={faces}
          size={size}
          data-zone={zone}
          selected={selected?.zone === zone && selected.card === card}
          onClick={clickable ? () => pick(zone, card) : undefined}
          className={[
            isDragged ? 'is-dragging' : '',
            drag && drag.zone !== zone && drag.over === card ? 'is-target' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          style={isDragged ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
          {...dragProps}
        />
      );
    });
  }

  const lastEvent = view.history.at(-1);
  const lastMove =
    lastEvent === undefined
      ? ''
      : lastEvent.type === 'refresh'
        ? t.table.announce.refresh
        : lastEvent.seat === me
          ? ''
          : format(t.table.announce.event, {
              name: names[lastEvent.seat] ?? '',
              action: eventText(lastEvent, faces, t),
            });

  return (
    <div className="sw-table" onKeyDown={onKeyDown} data-players={view.players} data-phase={view.phase}>
      <div className="sw-board">
        <div className="sw-felt" aria-hidden="true" />
        <div className="sw-ring">
          <div className="sw-opponents" role="group" aria-label={t.table.seats.opponents}>
            <div className="sw-side sw-side--left">{bySide('left')}</div>
            <div className="sw-side sw-side--top">{bySide('top')}</div>
            <div className="sw-side sw-side--right">{bySide('right')}</div>
          </div>
          <div className="sw-centre">
            <div
              className="sw-stock"
              role="img"
              aria-label={plural(t.table.centre.stockCount, view.stockSize)}
            >
              <span className="sw-stock__pile">
                {view.stockSize > 0 ? <CardBack size="sm" /> : <span className="sw-slot card--sm" />}
              </span>
              <span className="sw-stock__label">
                {t.table.centre.stock} <strong className="sw-stock__count">{view.stockSize}</strong>
              </span>
            </div>
            <div
              className="sw-middle card-row"
              data-testid="middle"
              role="group"
              aria-label={t.table.centre.middle}
              onKeyDown={moveFocusInRow}
            >
              {view.middle.length > 0
                ? row('middle', view.middle, 'md')
                : [0, 1, 2].map((i) => <span key={i} className="sw-slot card--md" aria-hidden="true" />)}
            </div>
          </div>
        </div>
      </div>

      <section className={`sw-me${myTurn ? ' is-active' : ''}`} aria-label={t.table.me.region}>
        <div className="sw-me__bar">
          <PlayerPlate view={view} seat={me} name={names[me] ?? ''} active={myTurn} />
          {value !== null && (
            <p className="sw-value">{format(t.table.me.handValue, { value: String(value) })}</p>
          )}
        </div>
        <div className="sw-me__cards">
          <div
            className="sw-hand card-row"
            data-testid="hand"
            role="group"
            aria-label={t.table.me.hand}
            onKeyDown={moveFocusInRow}
          >
            {row('hand', view.hand, 'lg')}
          </div>
          {choosing && view.dealer === me && view.secondPacketSize > 0 && (
            <div className="sw-packet" role="img" aria-label={t.table.seats.secondPacket}>
              {Array.from({ length: view.secondPacketSize }, (_, i) => (
                <CardBack key={i} size="sm" />
              ))}
            </div>
          )}
        </div>
        <ActionBar
          view={view}
          legal={legal}
          onAction={(a) => {
            setSelection(null);
            onAction(a);
          }}
          statusId={statusId}
          knockReasonId={knockReasonId}
          knockReason={knockReason}
        />
        <p className={`sw-status${myTurn ? ' is-mine' : ''}`} id={statusId}>
          {status}
        </p>
      </section>

      {children != null && <div className="sw-overlay">{children}</div>}

      {announce && (
        <div className="visually-hidden" aria-live="polite" aria-atomic="true">
          {lastMove && <span>{lastMove} </span>}
          {myTurn && <span>{t.table.announce.yourTurn}</span>}
        </div>
      )}
    </div>
  );
}

/** Arrow keys, Home and End move the focus between the buttons of one row of cards. */
function moveFocusInRow(e: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(e.key)) return;
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  e.preventDefault();
  const last = buttons.length - 1;
  const next =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? last
        : e.key === 'ArrowLeft'
          ? Math.max(0, at - 1)
          : Math.min(last, at + 1);
  buttons[next].focus();
}
