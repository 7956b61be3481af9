// The Schnapsen table. Like chessground it knows no rules: it is handed seat 0's view and the legal actions,
// shows them, and reports what the player did. The opponent sits at the top with the hand face down, the
// talon and trump card lie at the left of the middle, the trick in the middle, the player's hand below.
import { useId, useRef, useState, type ReactNode } from 'react';
import type { SchnapsenHint } from '../../bots/schnapsen/hint';
import type { Card as CardCode } from '../../engine/cards';
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen';
import type { Speed } from '../../games/settings';
import { Card, type Faces } from '../cards';
import { format, useMessages, type Messages } from '../i18n';
import type { Level } from './settings';
import { HintButton, HintSlot, hintWith } from '../shared/table/Hint';
import { TakeBackButton, type TakeBackOffer } from '../shared/table/Practice';
import { useRevealOn } from '../shared/table/reveal';
import { useAim } from '../shared/table/aim';
import { moveFocusInRow, useKeptFocus } from '../shared/table/rowFocus';
import { useCardFlight } from '../shared/table/useCardFlight';
import { useFreshDeal } from '../shared/table/useFreshDeal';
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

export interface SchnapsenTableProps {
  /** Seat 0's view: the human is always seat 0. */
  view: SchnapsenView;
  /** The human's legal actions now ([] when it is not the human's turn). */
  legal: SchnapsenAction[];
  /** Display names per seat, e.g. ['You', 'Anna']. */
  names: readonly [string, string];
  /** The computer player's level, shown beside its face. */
  level?: Level;
  faces: Faces;
  /** "Show my points": the human's points and pending marriage points; off = count in your head. */
  showPoints: boolean;
  /** The computer player is thinking. */
  thinking?: boolean;
  /**
   * The player's move, with the position it was aimed at (`position` as it was when the player tapped; see
   * aim.ts). Without `position` the table sends the action alone.
   */
  onAction(action: SchnapsenAction, aimedAt?: string): void;
  /** The position on show (the store's positionKey), which every move is aimed at. */
  position?: string;
  /** Close the talon asks first (it cannot be undone); the tutorial, which asks for it, does not. */
  confirmClose?: boolean;
  /** Read the opponent's moves out in a polite live region (on unless the app announces them itself). */
  announce?: boolean;
  /** Panels laid over the table (deal result, match over). */
  children?: ReactNode;
  /** The expert's suggestion for the human's turn now (the app drops it as soon as anything moves). */
  hint?: SchnapsenHint | null;
  /** Asks for a hint; without it the table has no Hint button. */
  onHint?(): void;
  /** A hint is being worked out. */
  hintPending?: boolean;
  /** The pace of the game: the cards move quicker when faster, and not at all at instant speed. */
  speed?: Speed;
  /** The match on the table: a new match's first deal is dealt out like any other. */
  matchId?: string;
  /** A practice match: the felt is framed, and Take back is offered (`takeBack`, beside Hint). */
  practice?: boolean;
  takeBack?: TakeBackOffer | null;
  /** Practice with the computer's cards shown: its hand, face up (the talon stays face down). */
  openHand?: readonly CardCode[] | null;
  /** A take back has just been made: it is said in the live region. */
  tookBack?: boolean;
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

export function SchnapsenTable({
  view,
  legal,
  names,
  level,
  faces,
  showPoints,
  thinking = false,
  onAction,
  position,
  confirmClose = true,
  announce = true,
  children,
  hint = null,
  onHint,
  hintPending = false,
  speed = 'normal',
  matchId,
  practice = false,
  takeBack = null,
  openHand = null,
  tookBack = false,
}: SchnapsenTableProps) {
  const t = useMessages();
  const reasonId = useId();
  const claimNowId = useId();
  const hintId = useId();
  const me = view.seat;
  const other = 1 - me;
  const playing = view.phase === 'play';
  const myTurn = playing && view.turn === me && legal.length > 0;
  const tableRef = useRef<HTMLDivElement>(null);
  const deal = `${matchId ?? ''}/${view.dealNumber}`;
  useCardFlight(tableRef, view, speed, schnapsenFlights, deal);
  const fresh = useFreshDeal(deal);
  const meRef = useRef<HTMLElement>(null);
  useRevealOn(meRef, myTurn ? viewKey(view) : null, handAndButtons);
  const handRef = useRef<HTMLDivElement>(null);
  useKeptFocus(tableRef, handRef);
  const aim = useAim(position);

  function send(action: SchnapsenAction) {
    const aimedAt = aim.aimedAt();
    if (aimedAt === undefined) onAction(action);
    else onAction(action, aimedAt);
  }

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
      {...aim.rootProps}
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
          {onHint && playing && (
            <HintButton
              active={myTurn}
              shown={shownHint !== null}
              pending={hintPending}
              controls={hintId}
              onClick={onHint}
            />
          )}
          {/* While a result panel lies over the table, the panel offers Take back. */}
          {takeBack && children == null && (
            <TakeBackButton offer={takeBack} className="table-bar-take-back" />
          )}
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
