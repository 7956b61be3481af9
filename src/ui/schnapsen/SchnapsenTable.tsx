// The Schnapsen table. Like chessground it knows no rules: it is handed seat 0's view and the legal actions,
// shows them, and reports what the player did. The opponent sits at the top with the hand face down, the
// talon and trump card lie at the left of the middle, the trick in the middle, the player's hand below.
import { useId, useRef, useState } from 'react';
import type { SchnapsenHint } from '../../bots/schnapsen/hint';
import type { Card as CardCode } from '../../engine/cards';
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen';
import { Card, type Faces } from '../cards';
import { format, useMessages, type Messages } from '../i18n';
import type { Level } from './settings';
import { HintSlot, hintWith } from '../shared/table/Hint';
import { BarHelp, useCardTable, type CardTableProps } from '../shared/table/cardTable';
import { useRevealOn } from '../shared/table/reveal';
import { moveFocusInRow } from '../shared/table/rowFocus';
import { describeChanges } from './announce';
import { claimWins } from './claim';
import { anchors, schnapsenFlights } from './flights';
import { sortHand } from './hand';
import { hintWords } from './hintWords';
import { coach } from '../i18n/en/coach';
import { usePageText } from '../i18n/pages';
import { LastTrick } from './LastTrick';
import { LeadActions } from './LeadActions';
import { OpponentHand } from './OpponentHand';
import { cardRefusal, refusalText } from './refusals';
import { SeatPlate } from './SeatPlate';
import { TalonPile } from './TalonPile';
import { TrickArea } from './TrickArea';
import { suitWords } from './words';
import '../shared/table/table.css';
import './schnapsen.css';

/** Panels laid over the table (`children`): the deal's result, the end of the match. */
export interface SchnapsenTableProps extends CardTableProps<SchnapsenView, SchnapsenAction, SchnapsenHint> {
  /** Display names per seat, e.g. ['You', 'Anna']. */
  names: readonly [string, string];
  /** The computer player's level, shown beside its face. */
  level?: Level;
  /** "Show my points": the human's points and pending marriage points; off = count in your head. */
  showPoints: boolean;
  /** The computer player is thinking. */
  thinking?: boolean;
  /** Close the talon asks first (it cannot be undone); the tutorial, which asks for it, does not. */
  confirmClose?: boolean;
  /** Practice with the computer's cards shown: its hand, face up (the talon stays face down). */
  openHand?: readonly CardCode[] | null;
}

/** What has changed between two views, for the live region (the same view object is not compared). */
function viewKey(v: SchnapsenView): string {
  return [
    v.dealNumber,
    v.phase,
    v.tricks.length,
    v.lead,
    v.marriages.length,
    v.exchange?.seat,
    v.closedBy,
    v.dealResult?.reason,
  ].join('/');
}

export function SchnapsenTable(props: SchnapsenTableProps) {
  const {
    view,
    legal,
    names,
    level,
    faces,
    showPoints,
    thinking = false,
    confirmClose = true,
    openHand = null,
    onHint,
    children,
  } = props;
  const t = useMessages();
  const reasonId = useId();
  const claimNowId = useId();
  const hintId = useId();
  const me = view.seat;
  const other = 1 - me;
  const playing = view.phase === 'play';
  const myTurn = playing && view.turn === me && legal.length > 0;
  const { tableRef, handRef, fresh, rootProps, send, ...shared } = useCardTable(
    props,
    schnapsenFlights,
    view.dealNumber,
  );
  const { announce, hint, hintPending, practice, takeBack, tookBack } = shared;
  const meRef = useRef<HTMLElement>(null);
  useRevealOn(meRef, myTurn ? viewKey(view) : null, handAndButtons);

  // The live region tells what changed since the view before.
  const key = viewKey(view);
  const [heard, setHeard] = useState<{ key: string; view: SchnapsenView; lines: string[] }>(() => ({
    key,
    view,
    lines: [],
  }));
  if (heard.key !== key) {
    setHeard({ key, view, lines: describeChanges(heard.view, view, names, faces, t) });
  }

  const hand = sortHand(view.hand, view.trumpSuit);
  const refusals = new Map(hand.map((card) => [card, cardRefusal(view, legal, card)] as const));
  const restricted = myTurn && hand.some((card) => refusals.get(card) !== null);
  const firstRefusal = restricted ? hand.map((c) => refusals.get(c)).find((r) => r != null) : null;
  const reason = firstRefusal ? refusalText(firstRefusal, view, faces, t) : null;
  // Reaching 66 is the news of the moment, before any duty: the player may end the deal now.
  const claimNow =
    myTurn && legal.some((a) => a.type === 'claim') && claimWins(view, showPoints)
      ? format(t.schnapsen.status.claimNow, { points: view.points[me] })
      : null;
  // Schnapsen has no move log: the status line says that a move was taken back (practice).
  const status =
    claimNow ??
    reason ??
    (tookBack && myTurn ? t.practice.takeBack.done : statusText(view, myTurn, names, thinking, faces, t));
  const shownHint = myTurn ? hint : null;
  const hintedCard = shownHint?.action.type === 'play' ? shownHint.action.card : null;
  // The hint's texts are the coach's: English comes with this chunk, another language when first wanted.
  const hintText = usePageText('coach', coach);
  const words =
    shownHint && hintText ? hintWords(shownHint, names[other], faces, t, hintText.schnapsenHint) : null;
  // A hint the player asked for is brought into the window (on a small phone it lies under the buttons).
  const hintRef = useRef<HTMLDivElement>(null);
  useRevealOn(hintRef, shownHint ? key : null, hintAndButtons);

  return (
    <div
      className="sn-table"
      ref={tableRef}
      data-phase={view.phase}
      data-practice={practice || undefined}
      {...rootProps}
    >
      <div className="sn-board" data-flight-layer="">
        <div className="table-felt sn-felt" aria-hidden="true" />
        <section
          className={`sn-opponent${playing && view.turn === other ? ' is-active' : ''}`}
          aria-label={names[other]}
          data-flight-anchor={anchors.opponent}
        >
          <SeatPlate
            view={view}
            seat={other}
            name={names[other]}
            level={level ?? null}
            faces={faces}
            active={playing && view.turn === other}
            thinking={thinking}
          />
          <OpponentHand
            view={view}
            name={names[other]}
            faces={faces}
            openCards={openHand ? sortHand(openHand, view.trumpSuit) : undefined}
          />
        </section>
        <div className="sn-centre">
          <TalonPile view={view} faces={faces} />
          <TrickArea view={view} names={names} faces={faces} />
          <LastTrick view={view} names={names} faces={faces} />
        </div>
      </div>

      <section
        className={`sn-me${myTurn ? ' is-active' : ''}`}
        aria-label={t.table.me.region}
        data-flight-anchor={anchors.me}
        ref={meRef}
      >
        <div className="sn-me__bar">
          <SeatPlate
            view={view}
            seat={me}
            name={names[me]}
            faces={faces}
            active={myTurn}
            showPoints={showPoints}
          />
          <BarHelp
            onHint={playing ? onHint : undefined}
            active={myTurn}
            shown={shownHint !== null}
            pending={hintPending}
            hintId={hintId}
            takeBack={takeBack}
            overlaid={children != null}
          />
        </div>
        <div
          className={`sn-hand focus-rest${myTurn ? ' is-mine' : ''}${restricted ? ' is-restricted' : ''}`}
          data-testid="hand"
          role="group"
          aria-label={t.table.me.hand}
          ref={handRef}
          tabIndex={-1}
          onKeyDown={moveFocusInRow}
        >
          {hand.map((card) => {
            const refusal = refusals.get(card) ?? null;
            const playable = refusal === null;
            if (!playing) return <Card key={card} card={card} faces={faces} size="lg" />;
            const why = refusal === null ? null : refusalText(refusal, view, faces, t);
            const hinted = card === hintedCard;
            const classes = [restricted && playable ? 'is-playable' : '', hinted ? 'is-hinted' : ''];
            return (
              <Card
                key={card}
                card={card}
                faces={faces}
                size="lg"
                toggle={false}
                disabled={!playable}
                data-playable={playable || undefined}
                data-hint={hinted ? 'suggested' : undefined}
                className={classes.filter(Boolean).join(' ') || undefined}
                title={myTurn ? (why ?? undefined) : undefined}
                aria-describedby={hinted ? hintId : restricted && !playable ? reasonId : undefined}
                onClick={() => {
                  if (fresh()) return;
                  const action = legal.find((a) => a.type === 'play' && a.card === card);
                  if (action) send(action);
                }}
              />
            );
          })}
        </div>
        <LeadActions
          view={view}
          legal={legal}
          faces={faces}
          showPoints={showPoints}
          claimNowId={claimNow ? claimNowId : undefined}
          hinted={shownHint?.action}
          hintId={hintId}
          onAction={send}
          confirmClose={confirmClose}
          opponent={names[other]}
        />
        <div className="hint-foot">
          <p
            className={`sn-status${myTurn ? ' is-mine' : ''}${claimNow ? ' is-claim' : reason ? ' is-reason' : ''}`}
            id={claimNow ? claimNowId : reasonId}
          >
            {status}
          </p>
          {onHint && (
            <HintSlot
              id={hintId}
              slotRef={hintRef}
              pending={myTurn && hintPending}
              text={words?.text ?? null}
              chance={words?.chance}
            />
          )}
        </div>
        {claimNow && reason && (
          <span className="visually-hidden" id={reasonId}>
            {reason}
          </span>
        )}
      </section>

      {children != null && <div className="table-overlay">{children}</div>}

      {announce && (
        <div className="visually-hidden" aria-live="polite" aria-atomic="true">
          {tookBack ? (
            <span>{t.practice.takeBack.done} </span>
          ) : (
            heard.lines.map((line, i) => <span key={i}>{line}. </span>)
          )}
          {myTurn && <span>{t.schnapsen.announce.yourTurn}</span>}
        </div>
      )}
    </div>
  );
}

/** What must be in the window on the player's turn: the hand and the lead actions. */
/** The hand and its buttons, and under them the reason some cards cannot be played, when there is one. */
const handAndButtons = (me: Element) =>
  [
    me.querySelector('[data-testid="hand"]'),
    me.querySelector('.sn-actions'),
    me.querySelector('.sn-status.is-reason'),
  ].filter((el) => el !== null);

/** A hint shown under the buttons, with the buttons and the hand above it. */
const hintAndButtons = hintWith('.sn-me', handAndButtons);

function statusText(
  view: SchnapsenView,
  myTurn: boolean,
  names: readonly string[],
  thinking: boolean,
  faces: Faces,
  t: Messages,
): string {
  const s = t.schnapsen.status;
  const other = 1 - view.seat;
  switch (view.phase) {
    case 'deal':
      return s.waitingForDeal;
    case 'dealOver':
      return s.dealOver;
    case 'matchOver':
      return s.matchOver;
    case 'play':
      break;
  }
  if (!myTurn) return format(thinking ? s.thinking : s.playing, { name: names[other] ?? '' });
  if (view.marriage !== null) {
    return format(s.marriageLead[faces], { suit: suitWords(view.marriage, faces, t) });
  }
  if (view.lead === null) return s.lead;
  const closed = view.closedBy !== null || view.talonSize === 0;
  return closed ? s.followClosed : format(s.follow, { name: names[other] ?? '' });
}
