// The Schwimmen table. Like chessground it knows no rules: it is handed seat 0's view and the legal actions,
// shows them, and reports what the player did. Selection and dragging are view state and live here.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Hint } from '../../bots/schwimmen/hint';
import type { Level } from './settings';
import type { Card as CardCode } from '../../engine/cards';
import { isKnockRefusal, schwimmen, type SchwimmenAction, type SchwimmenView } from '../../engine/schwimmen';
import { Card, CardBack } from '../cards';
import { format, plural, useMessages } from '../i18n';
import { opponentSides, type Side } from '../shared/table/seatLayout';
import { ActionBar, buttonFor, withKnock } from './ActionBar';
import { hintChance, hintWords } from './hintWords';
import { PlayerPlate } from './PlayerPlate';
import { OpponentSeat } from './OpponentSeat';
import { anchors, packetBack, schwimmenFlights } from './flights';
import { eventText } from './lastAction';
import { lastMove as latestMove } from './moves';
import { useSwapDrag, type Zone } from './useSwapDrag';
import { HintSlot, hintWith } from '../shared/table/Hint';
import { BarHelp, useCardTable, type CardTableProps } from '../shared/table/cardTable';
import { useRevealOn } from '../shared/table/reveal';
import { moveFocusInRow } from '../shared/table/rowFocus';
import '../shared/table/table.css';
import './schwimmen.css';

const KNOCK: SchwimmenAction = { type: 'knock' };

/** Panels laid over the table's centre (`children`): the round's result and the like. */
export interface SchwimmenTableProps extends CardTableProps<SchwimmenView, SchwimmenAction, HintDisplay> {
  /** Display names per seat, e.g. ['You', 'Anna', 'Ben', 'Clara']. */
  names: string[];
  /** Each seat's computer level (null for the human), shown beside the computer players' faces. */
  levels?: readonly (Level | null)[];
  /** Seat of a computer player currently thinking. */
  thinking?: number | null;
  /**
   * Asked before a card is picked to swap (tap, click or Enter); false refuses it, and it stays unpicked.
   * Without it any card of a legal swap may be picked. The tutorial answers a card it does not ask for at once.
   */
  onPick?(zone: Zone, card: CardCode): boolean;
  /** Practice with the computers' cards shown: every seat's hand (the human's own is not read). */
  openHands?: readonly (readonly CardCode[])[] | null;
}

/** What the table shows of a hint: the action it suggests, why, and the risk of knocking now. */
export type HintDisplay = Hint;

type Swap = Extract<SchwimmenAction, { type: 'swap' }>;

interface Selection {
  /** The view the selection was made in: a new view (any action) clears it. */
  key: string;
  zone: Zone;
  card: CardCode;
}

export function SchwimmenTable(props: SchwimmenTableProps) {
  const {
    view,
    legal,
    names,
    levels = [],
    faces,
    thinking = null,
    onPick,
    openHands = null,
    children,
  } = props;
  const t = useMessages();
  const statusId = useId();
  const knockReasonId = useId();
  const hintId = useId();
  const me = view.seat;
  const viewKey = `${view.round}/${view.phase}/${view.history.length}/${view.turn}`;
  const [selection, setSelection] = useState<Selection | null>(null);
  // "Swap and knock" pressed (S14b), in the view it was pressed in: the next swap picked ends with a knock.
  const [armedIn, setArmedIn] = useState<string | null>(null);
  const table = useCardTable(props, schwimmenFlights, view.round);
  const { tableRef, handRef, fresh, announce, hint, hintPending, practice, takeBack, tookBack } = table;
  const { onHint } = props;
  const selected = selection?.key === viewKey ? selection : null;

  function send(action: SchwimmenAction) {
    setSelection(null);
    setArmedIn(null);
    table.send(action);
  }

  const swaps = legal.filter((a): a is Swap => a.type === 'swap');
  const armed = armedIn === viewKey && swaps.some(withKnock);
  const findSwap = (give: CardCode, take: CardCode) =>
    swaps.find((a) => a.give === give && a.take === take && withKnock(a) === armed);
  const canPick = (zone: Zone, card: CardCode) =>
    swaps.some((a) => (zone === 'hand' ? a.give === card : a.take === card));

  function swapBetween(zone: Zone, card: CardCode, other: CardCode): boolean {
    const action = zone === 'hand' ? findSwap(card, other) : findSwap(other, card);
    if (!action) return false;
    send(action);
    return true;
  }

  const { drag, handlers, clickWasDrag } = useSwapDrag(swaps.length > 0, (from, card, target) => {
    swapBetween(from, card, target);
  });

  function pick(zone: Zone, card: CardCode) {
    if (clickWasDrag() || fresh()) return;
    const again = selected?.zone === zone && selected.card === card;
    if (!again && onPick && !onPick(zone, card)) return;
    if (selected && selected.zone !== zone && swapBetween(zone, card, selected.card)) return;
    if (again) setSelection(null);
    else setSelection({ key: viewKey, zone, card });
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape' && (selected || armed)) {
      e.preventDefault();
      // The card picked first goes back first, then the knock.
      if (selected) setSelection(null);
      else setArmedIn(null);
    }
  }

  const myTurn = view.turn === me && legal.length > 0;
  const meRef = useRef<HTMLElement>(null);
  useRevealOn(meRef, myTurn ? viewKey : null, handAndButtons);
  const status = statusText();
  const shownHint = myTurn ? hint : null;
  // A hint the player asked for is brought into the window (on a small phone it lies under the buttons).
  const hintRef = useRef<HTMLDivElement>(null);
  useRevealOn(hintRef, shownHint ? viewKey : null, hintAndButtons);
  const hintedSwap = shownHint?.action.type === 'swap' ? shownHint.action : null;
  const hintedButton = shownHint ? buttonFor(shownHint.action) : null;
  const hintedCard = (zone: Zone, card: CardCode) =>
    hintedSwap !== null && (zone === 'hand' ? hintedSwap.give === card : hintedSwap.take === card);
  const knockRefused = myTurn ? schwimmen.refusal(view, KNOCK) : null;
  // Only S14's reasons get words: while the dealer chooses there is no Knock button to explain.
  const knockReason = knockRefused !== null && isKnockRefusal(knockRefused) ? knockRefused.code : null;

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
    return armed ? t.table.status.pickBothKnock : t.table.status.pickBoth;
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
          level={levels[seat] ?? null}
          faces={faces}
          thinking={thinking === seat}
          openCards={openHands?.[seat]}
        />
      ));

  const choosing = view.phase === 'choose';
  const value = view.handValue;

  function row(zone: Zone, cards: CardCode[], size: 'md' | 'lg') {
    return cards.map((card) => {
      const clickable = canPick(zone, card);
      const isDragged = drag?.zone === zone && drag.card === card;
      const dragProps = clickable ? handlers(zone, card) : {};
      const hinted = hintedCard(zone, card);
      return (
        <Card
          key={card}
          card={card}
          faces={faces}
          size={size}
          data-zone={zone}
          data-hint={hinted ? (zone === 'hand' ? 'give' : 'take') : undefined}
          aria-describedby={hinted ? hintId : undefined}
          selected={selected?.zone === zone && selected.card === card}
          onClick={clickable ? () => pick(zone, card) : undefined}
          className={[
            isDragged ? (drag.over ? 'is-dragging is-over' : 'is-dragging') : '',
            drag && drag.zone !== zone && drag.over === card ? 'is-target' : '',
            hinted ? 'is-hinted' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          style={
            isDragged
              ? { transform: `translate(${drag.dx}px, ${drag.dy}px)${drag.over ? ' scale(0.7)' : ''}` }
              : undefined
          }
          {...dragProps}
        />
      );
    });
  }

  const lastEvent = latestMove(view.history);
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
    <div
      className="sw-table"
      ref={tableRef}
      onKeyDown={onKeyDown}
      {...table.rootProps}
      data-players={view.players}
      data-phase={view.phase}
      data-practice={practice || undefined}
    >
      <div className="sw-board" data-flight-layer="">
        <div className="table-felt sw-felt" aria-hidden="true" />
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
              <span className="sw-stock__pile" data-flight-anchor={anchors.stock}>
                {view.stockSize > 0 ? <CardBack size="sm" /> : <span className="sw-slot card--sm" />}
              </span>
              <span className="sw-stock__label">
                {t.table.centre.stock} <strong className="sw-stock__count">{view.stockSize}</strong>
              </span>
            </div>
            <div
              className={`sw-middle card-row${drag?.zone === 'hand' ? ' is-drop-zone' : ''}`}
              data-testid="middle"
              role="group"
              aria-label={t.table.centre.middle}
              onKeyDown={acrossRow}
            >
              {view.middle.length > 0
                ? row('middle', view.middle, 'md')
                : [0, 1, 2].map((i) => <span key={i} className="sw-slot card--md" aria-hidden="true" />)}
            </div>
          </div>
        </div>
      </div>

      <section className={`sw-me${myTurn ? ' is-active' : ''}`} aria-label={t.table.me.region} ref={meRef}>
        <div className="sw-me__bar">
          <PlayerPlate
            view={view}
            seat={me}
            name={names[me] ?? ''}
            active={myTurn}
            knockerName={view.knocker !== null ? names[view.knocker] : undefined}
          />
          {value !== null && (
            <p className="sw-value">{format(t.table.me.handValue, { value: String(value) })}</p>
          )}
          <BarHelp
            onHint={onHint}
            active={myTurn}
            shown={shownHint !== null}
            pending={hintPending}
            hintId={hintId}
            takeBack={takeBack}
            overlaid={children != null}
          />
        </div>
        <div className="sw-me__cards">
          <div
            className={`sw-hand card-row focus-rest${drag?.zone === 'middle' ? ' is-drop-zone' : ''}`}
            data-testid="hand"
            role="group"
            aria-label={t.table.me.hand}
            ref={handRef}
            tabIndex={-1}
            onKeyDown={acrossRow}
          >
            {row('hand', view.hand, 'lg')}
          </div>
          {view.dealer === me && view.secondPacketSize > 0 && (
            <div
              className="sw-packet"
              role="img"
              aria-label={choosing ? t.table.seats.secondPacket : t.table.seats.secondPacketUnseen}
              data-flight-anchor={anchors.packet(me)}
            >
              {Array.from({ length: view.secondPacketSize }, (_, i) => (
                <CardBack key={i} size="sm" flight={packetBack(me, i)} />
              ))}
            </div>
          )}
        </div>
        <ActionBar
          view={view}
          legal={legal}
          onAction={send}
          knockSwap={{ armed, onToggle: () => setArmedIn(armed ? null : viewKey) }}
          statusId={statusId}
          knockReasonId={knockReasonId}
          knockReason={knockReason}
          hinted={hintedButton}
          hintId={hintId}
        />
        <div className="hint-foot">
          <p className={`sw-status${myTurn ? ' is-mine' : ''}`} id={statusId}>
            {status}
          </p>
          {onHint && (
            <HintSlot
              id={hintId}
              slotRef={hintRef}
              pending={myTurn && hintPending}
              text={shownHint ? hintWords(shownHint, view, names, faces, t) : null}
              chance={shownHint ? (hintChance(shownHint, t) ?? undefined) : undefined}
            />
          )}
        </div>
      </section>

      {children != null && <div className="table-overlay">{children}</div>}

      {announce && (
        <div className="visually-hidden" aria-live="polite" aria-atomic="true">
          {tookBack && <span>{t.practice.takeBack.done} </span>}
          {!tookBack && lastMove && <span>{lastMove} </span>}
          {myTurn && <span>{t.table.announce.yourTurn}</span>}
        </div>
      )}
    </div>
  );
}

/**
 * What must be in the window on the player's turn: the hand and the turn's buttons, with the line under them
 * that says why a button is disabled.
 */
const handAndButtons = (me: Element) =>
  [me.querySelector('[data-testid="hand"]'), me.querySelector('.sw-actions')].filter((el) => el !== null);

/** A hint shown under the buttons, with the buttons and the hand above it. */
const hintAndButtons = hintWith('.sw-me', handAndButtons);

/** Left, Right, Home and End walk a row of cards; Up and Down are left to the page. */
const acrossRow = (e: KeyboardEvent<HTMLDivElement>) => moveFocusInRow(e, { upDown: false });
