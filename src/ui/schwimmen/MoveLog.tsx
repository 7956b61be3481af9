import { Fragment, useId, useLayoutEffect, useRef } from 'react';
import { rankOf, suitOf, type Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import type { RoundEvent, RoundResult } from '../../engine/schwimmen';
import { cardName, cardText } from '../cards';
import { useMessages, type Messages } from '../i18n';
import { dealLine, eventLine, showdownLine } from './describe';
import { explainResult } from './explain';
import { roundMoves } from './moves';
import { SuitIcon } from '../shared/MiniCard';
import type { Faces } from './settings';
import { templateParts, type Line } from './text';
import '../shared/screens.css';

export interface MoveLogProps {
  /** The round's public history, oldest first (the view's `history`). */
  history: readonly RoundEvent[];
  names: readonly string[];
  dealer: Seat;
  /** The showdown, once the round is over. */
  result?: RoundResult | null;
  /** Who knocked, for the showdown lines. */
  knocker?: Seat | null;
  faces?: Faces;
  humanSeat?: Seat | null;
  /** Shows the heading (default); false keeps it for screen readers only. */
  showHeading?: boolean;
  /** A move has just been taken back (practice): the last line says so. */
  tookBack?: boolean;
  /** The round ended at the deal (S13) and the dealer's second packet was never turned over. */
  packetUnseen?: boolean;
}

type Kind = RoundEvent['type'] | 'deal' | 'showdown' | 'verdict' | 'note';

/** The round's moves in words, newest at the bottom; the list follows the newest line. */
export function MoveLog({
  history,
  names,
  dealer,
  result = null,
  knocker = null,
  faces = 'french',
  humanSeat = 0,
  showHeading = true,
  tookBack = false,
  packetUnseen = false,
}: MoveLogProps) {
  const t = useMessages();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);

  const lines: { kind: Kind; line: Line }[] = [{ kind: 'deal', line: dealLine(dealer, names, t, humanSeat) }];
  for (const move of roundMoves(history)) {
    lines.push({ kind: move.knock ? 'knock' : move.type, line: eventLine(move, names, t, humanSeat) });
  }
  if (result) {
    const unseenPacket = packetUnseen ? dealer : null;
    const story = explainResult(result, { names, knocker, humanSeat, faces, unseenPacket }, t);
    if (result.ending !== 'knock') lines.push({ kind: 'note', line: story.ending });
    lines.push({ kind: 'showdown', line: showdownLine(result, names, t, humanSeat) });
    lines.push({ kind: 'verdict', line: story.verdict });
    for (const note of story.notes) lines.push({ kind: 'note', line: note });
  }
  if (tookBack) lines.push({ kind: 'note', line: { template: t.practice.takeBack.done, params: {} } });

  const count = lines.length;
  const mounted = useRef(false);
  // Keeps the newest line in sight. Only a list that overflows is scrolled, and only at the next frame: reading
  // its height in the commit would force the page's layout into the same task as React's work (one long task
  // while a computer player's move arrives), and the first time only after the first paint, since a scroll
  // before it would make the browser stop measuring how fast the page appeared (LCP).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const toBottom = () => {
      const bottom = list.scrollHeight - list.clientHeight;
      if (bottom > list.scrollTop) list.scrollTop = bottom;
    };
    if (typeof requestAnimationFrame === 'undefined') return toBottom();
    const first = !mounted.current;
    mounted.current = true;
    let frame = requestAnimationFrame(() => {
      if (first) frame = requestAnimationFrame(toBottom);
      else toBottom();
    });
    return () => cancelAnimationFrame(frame);
  }, [count]);

  return (
    <section className="scr-log" aria-labelledby={`${id}-title`}>
      <h2 className={showHeading ? 'scr-log__title' : 'scr-visually-hidden'} id={`${id}-title`}>
        {t.log.heading}
      </h2>
      {/* A scrollable region must be reachable by keyboard to be scrolled. */}
      <ol className="scr-log__list" ref={listRef} tabIndex={0} aria-labelledby={`${id}-title`}>
        {lines.map(({ kind, line }, i) => (
          <li key={i} className={`scr-log__item scr-log__item--${kind}`} data-kind={kind}>
            <LineView line={line} faces={faces} t={t} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A card inside a sentence. It is named, not played, so it carries data-log-card rather than the table's
 * data-card hook (a page-wide [data-card="9s"] then finds the card itself, never a mention of it). French faces read as text ("9♠", so the line's text is describeEvent's); German
 * suits have no symbols, so they are drawn and named in words for screen readers.
 */
function CardChip({ card, faces, t }: { card: Card; faces: Faces; t: Messages }) {
  const suit = suitOf(card);
  if (faces === 'french') {
    return (
      <span
        className={`scr-logcard${suit === 'h' || suit === 'd' ? ' scr-logcard--red' : ''}`}
        data-log-card={card}
      >
        {cardText(card, faces, t)}
      </span>
    );
  }
  return (
    <span className="scr-logcard" data-log-card={card}>
      <span aria-hidden="true">{t.cards.german.indices[rankOf(card)]}</span>
      <SuitIcon suit={suit} faces={faces} className="scr-logcard__suit" />
      <span className="scr-visually-hidden">{cardName(card, faces, t)}</span>
    </span>
  );
}

/** A sentence with its cards as small chips. */
export function LineView({ line, faces, t }: { line: Line; faces: Faces; t: Messages }) {
  return (
    <>
      {templateParts(line.template).map(({ text, param }, i) => {
        if (param === undefined) return <Fragment key={i}>{text}</Fragment>;
        const value = line.params[param];
        if (value === undefined) return null;
        if (typeof value !== 'object') return <Fragment key={i}>{value}</Fragment>;
        return (
          <Fragment key={i}>
            {value.cards.map((card, k) => (
              <Fragment key={card}>
                {k > 0 && t.log.cardSeparator}
                <CardChip card={card} faces={faces} t={t} />
              </Fragment>
            ))}
          </Fragment>
        );
      })}
    </>
  );
}
