import { useId } from 'react';
import type { Seat } from '../../engine/game';
import type { RoundResult as Outcome } from '../../engine/schwimmen';
import { CardBack } from '../cards';
import { plural, useMessages } from '../i18n';
import { explainResult } from './explain';
import { MiniHand } from '../shared/MiniCard';
import type { Faces } from './settings';
import { lineText, specialValue, valueText } from './text';
import { NextAction, PanelScroll } from '../shared/PanelActions';
import type { TakeBackOffer } from '../shared/table/Practice';
import { CheckDealButton } from '../shared/deals/CheckDealButton';
import { useDealOnTable } from '../shared/deals/dealOnTable';
import { ReplayButton } from '../replay/ReplayButton';
import '../shared/screens.css';

export interface RoundResultProps {
  /** Opens the review of the round or deal just played (the coach); no button without it. */
  onReview?(): void;
  /** Take back in a practice match (the move that ended the round); no button without it. */
  takeBack?: TakeBackOffer;
  result: Outcome;
  names: readonly string[];
  /** Lives after the round. */
  lives: readonly number[];
  /** Who is out after the round. */
  out: readonly boolean[];
  knocker: Seat | null;
  faces: Faces;
  onNext(): void;
  /** 'seeResult' when the match is over and the button leads to the game-over screen. */
  nextLabel?: 'nextRound' | 'seeResult';
  /** The seat spoken to as "you"; null for none. */
  humanSeat?: Seat | null;
  /** Moves focus to the button when the panel appears (default true). */
  autoFocus?: boolean;
  /**
   * S13: the dealer whose second packet stays face down, never seen, the round having ended at the deal
   * (the view's `secondPacketSize` is still 3); null or left out otherwise.
   */
  unseenPacket?: Seat | null;
}

/** The showdown: every hand with its value, who loses, and why. */
export function RoundResult({
  result,
  names,
  lives,
  out,
  knocker,
  faces,
  onNext,
  nextLabel = 'nextRound',
  humanSeat = 0,
  autoFocus = true,
  onReview,
  takeBack,
  unseenPacket = null,
}: RoundResultProps) {
  const t = useMessages();
  const r = t.screens.result;
  const id = useId();
  // On a table, Replay of the match (issue 41) and "Check this deal" for the round just played (issue 40).
  const deal = useDealOnTable();

  const story = explainResult(result, { names, lives, knocker, humanSeat, faces, unseenPacket }, t);
  const text = (l: Parameters<typeof lineText>[0]) => lineText(l, t, faces);
  const feuer = result.ending === 'feuer';

  // Who lost a life first, then a Schnauz or Feuer shown, then the others, each in seat order, the players
  // already out last: on a small screen the rows the heading speaks of are the ones sure to be in view.
  const rank = (seat: Seat) => {
    const value = result.values[seat];
    if (value === null) return 3;
    if (result.losers.includes(seat)) return 0;
    return result.shown.includes(seat) && specialValue(value, t) ? 1 : 2;
  };
  const seats = result.values.map((_, seat) => seat).sort((a, b) => rank(a) - rank(b) || a - b);

  return (
    <section
      className={`scr-panel scr-panel--framed scr-result${feuer ? ' scr-result--feuer' : ''}${result.values.length > 4 ? ' scr-result--many' : ''}`}
      data-testid="round-result"
      data-ending={result.ending}
      data-players={result.values.length}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-verdict`}
    >
      <header className="scr-result__header">
        <h2 className="scr-panel__title" id={`${id}-title`}>
          {r.title}
        </h2>
        <p className="scr-result__ending">{text(story.ending)}</p>
      </header>
      <p className="scr-result__verdict" id={`${id}-verdict`}>
        {text(story.verdict)}
      </p>
      {/* The hands, then the notes under them: where the panel is short of room, this part scrolls between
          the verdict and the buttons, and no button ever lies over a hand. */}
      <PanelScroll labelledBy={`${id}-title`}>
        <ul className="scr-result__hands">{seats.map(handRow)}</ul>
        {story.notes.length > 0 && (
          <ul className="scr-result__notes">
            {story.notes.map((note) => (
              <li key={note.template + JSON.stringify(note.params)}>{text(note)}</li>
            ))}
          </ul>
        )}
        {deal && (
          <div className="deal-check__line">
            <ReplayButton />
            <CheckDealButton {...deal} />
          </div>
        )}
      </PanelScroll>
      <NextAction
        label={nextLabel === 'seeResult' ? r.seeResult : r.nextRound}
        onNext={onNext}
        autoFocus={autoFocus}
        review={onReview && { label: t.screens.common.review, onReview }}
        takeBack={takeBack}
      />
    </section>
  );

  function handRow(seat: Seat) {
    const value = result.values[seat];
    const hand = result.hands[seat];
    const name = names[seat];
    if (value === null || hand === null) {
      return (
        <li key={seat} className="scr-row scr-row--gone" data-seat={seat} data-out="true">
          <span className="scr-row__name">{name}</span>
          <span className="scr-badge scr-badge--muted">{r.badges.alreadyOut}</span>
        </li>
      );
    }
    const loser = result.losers.includes(seat);
    const putOut = result.eliminated.includes(seat);
    const shown = result.shown.includes(seat);
    const special = specialValue(value, t);
    const packet = unseenPacket === seat;
    const left = lives[seat] ?? 0;
    const swimming = left === 0 && !out[seat];
    const classes = ['scr-row'];
    if (loser) classes.push('scr-row--loser');
    if (putOut) classes.push('scr-row--out');
    if (seat === humanSeat) classes.push('scr-row--you');
    return (
      <li
        key={seat}
        className={classes.join(' ')}
        data-seat={seat}
        data-loser={loser || undefined}
        data-special={(shown && special !== null) || undefined}
        data-out={out[seat] || undefined}
      >
        <span className="scr-row__who">
          <span className="scr-row__line">
            <span className="scr-row__name">{name}</span>
            <Lives left={left} leaving={loser && !putOut} label={plural(r.livesLeft, left)} />
          </span>
          {(knocker === seat || (shown && special) || loser || swimming || packet) && (
            <span className="scr-row__badges">
              {knocker === seat && <span className="scr-badge">{r.badges.knocked}</span>}
              {shown && special && <span className="scr-badge scr-badge--gold">{special}</span>}
              {loser && !putOut && <span className="scr-badge scr-badge--loss">{r.badges.loses}</span>}
              {putOut && <span className="scr-badge scr-badge--out">{r.badges.out}</span>}
              {swimming && <span className="scr-badge scr-badge--swim">{r.badges.swimming}</span>}
              {packet && (
                <span className="scr-badge scr-badge--packet" data-testid="unseen-packet">
                  <span className="scr-badge__backs" aria-hidden="true">
                    <CardBack size="xs" />
                    <CardBack size="xs" />
                    <CardBack size="xs" />
                  </span>
                  {r.badges.packetUnseen}
                </span>
              )}
            </span>
          )}
        </span>
        <MiniHand cards={hand} faces={faces} />
        <span className="scr-row__value" data-value={value}>
          <span className="scr-row__number">{valueText(value)}</span>
          {special && !shown && <span className="scr-row__special">{special}</span>}
        </span>
      </li>
    );
  }
}

/** Life tokens; a lost one rises and fades (not with reduced motion). */
function Lives({ left, leaving, label }: { left: number; leaving: boolean; label: string }) {
  return (
    <span className="scr-lives">
      <span className="scr-lives__tokens" aria-hidden="true">
        {Array.from({ length: left }, (_, i) => (
          <span key={i} className="scr-token" />
        ))}
        {leaving && <span className="scr-token scr-token--leaving" />}
      </span>
      <span className="scr-visually-hidden">{label}</span>
    </span>
  );
}
