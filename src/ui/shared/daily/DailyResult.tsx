// The end of a deal of the day, in place of the round's or deal's own result panel: what happened, what the
// expert in the player's seat made of the same cards (the review's duplicate replay), a mark per decision,
// whether this play counts, and the share text (no card in it), with Review, Play again (as practice), Share,
// Copy and the way back to the match in progress. data-testid="daily-result". Its words come with the deal
// of the day's texts (useDailyText), loaded on demand.
import { ReplayButton } from '../../replay/ReplayButton';
import { copyText, type CopyState } from '../records/copy';
import { CheckDealButton } from '../deals/CheckDealButton';
import { useDealOnTable } from '../deals/dealOnTable';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { RoundReview } from '../../../coach/types';
import { isDay } from '../../../daily/date';
import { vsExpert, type DailyMark, type DailyResult as Result } from '../../../daily/history';
import { dailyResultOf, type DailyMeasure } from '../../../daily/outcome';
import { dailyUrl, longDate, shareText } from '../../../daily/share';
import type { DailyTag } from '../../../games/types';
import { gameStore } from '../../../store';
import { BASE_PATH } from '../../../store/route';
import { byGame } from '../../games';
import { format, ordinal, plural, useLanguage, useMessages, type PluralForms } from '../../i18n';
import { useDailyText, type DailyText } from '../../stats/dailyText';
import { useRevealOn } from '../table/reveal';
import { useFocusOnShow } from '../useFocusOnShow';
import '../screens.css';
import './daily.css';

type Review = RoundReview<unknown, unknown>;

/** The review of the deal as the panel knows it. */
export type DailyReviewState =
  { status: 'pending' } | { status: 'ready'; review: Review } | { status: 'failed' };

export interface DailyResultProps {
  /** The game's id and name. */
  game: string;
  gameName: string;
  /** The match's deal of the day: its date and whether this play counts. */
  daily: DailyTag;
  /** The game's measure of the finished deal (`gameOf(game).daily.measure(state)`). */
  measure: DailyMeasure;
  /** The position the result stands at (positionKey): a new one asks for its review again. */
  position: string;
  /** Opens the review of the deal (the coach); no button without it. */
  onReview?(): void;
  /** Back to my match: the match in progress of the game. */
  onBack(): void;
  /** Deals the same date again, as practice; no button without it. */
  onAgain?(): void;
  /** More buttons beside Review (Check this deal). */
  extra?: ReactNode;
  /** Moves focus to Back to my match when the panel appears (default true). */
  autoFocus?: boolean;
  /** The review of round 1 of `game`'s match: the store's by default. */
  reviewOf?(game: string, round: number): Promise<Review | null>;
  /** The site's origin for the share text's address: the page's own by default. */
  origin?: string;
}

const storeReview = (game: string, round: number) => gameStore().getState().reviewOf(game, round);

/** Asks for the review of the deal once per position; pending until it comes, failed when it cannot. */
function useDailyReview(game: string, position: string, reviewOf: DailyResultProps['reviewOf']) {
  const ask = reviewOf ?? storeReview;
  const [answer, setAnswer] = useState<{ key: string; state: DailyReviewState } | null>(null);
  const key = `${game}:${position}`;
  useEffect(() => {
    let current = true;
    const settle = (state: DailyReviewState) => current && setAnswer({ key, state });
    ask(game, 1).then(
      (review) => settle(review ? { status: 'ready', review } : { status: 'failed' }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
    // `ask` is a new function on each render when the caller writes one inline: the key says when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.state : ({ status: 'pending' } as const);
}

/** A text, or counted forms, with {count} filled in. */
function counted(words: string | PluralForms, count: number): string {
  return typeof words === 'string' ? format(words, { count }) : plural(words, count);
}

/** "You lost a life.", and what the expert in the player's seat made of the same cards. */
export function outcomeWords(
  text: DailyText,
  game: string,
  result: Result,
): { outcome: string; expert: string | null } {
  const r = text.result;
  const own = byGame(r.outcome, game) as (typeof r.outcome)[keyof typeof r.outcome] | undefined;
  const outcome = own
    ? counted(result.won ? own.won : own.lost, Math.abs(result.result))
    : result.won
      ? r.won
      : r.lost;
  const compared = vsExpert(result);
  if (compared === null || result.expertResult === null) return { outcome, expert: null };
  const theirs = byGame(r.expert, game) as (typeof r.expert)[keyof typeof r.expert] | undefined;
  if (!theirs) return { outcome, expert: r.vsExpert[compared] };
  // The expert kept the life, or won the deal: its result is not below nothing.
  const side = result.expertResult >= 0 ? theirs.won : theirs.lost;
  return { outcome, expert: counted(side[compared], Math.abs(result.expertResult)) };
}

/** "the third": words up to the tenth, then figures. */
function nth(text: DailyText, n: number): string {
  return text.result.nth[n - 1] ?? ordinal(text.result.nthOrdinal, n);
}

/** What the panel says of the decisions: the costliest one, none that cost anything, or none at all. */
function decisionsWords(text: DailyText, result: Result): string {
  const r = text.result;
  if (result.marks.length === 0) return r.noDecisions;
  if (result.costliest === null) return r.noCost;
  return format(r.costliest, { nth: nth(text, result.costliest) });
}

export function DailyResult(props: DailyResultProps) {
  const text = useDailyText();
  // Another language's texts are on their way (a moment): nothing rather than English.
  return text && <DailyResultPanel {...props} text={text} />;
}

/** How copying or sharing the text went (copying as ../records/copy.ts does it). */
type ShareState = CopyState | 'shareFailed';

function DailyResultPanel({
  game,
  gameName,
  daily,
  measure,
  position,
  onReview,
  onBack,
  onAgain,
  extra,
  autoFocus = true,
  reviewOf,
  origin,
  text,
}: DailyResultProps & { text: DailyText }) {
  // Check this deal, for the deal on the table (GameScreen says which; none outside a table).
  const deal = useDealOnTable();
  const t = useMessages();
  const language = useLanguage();
  const id = useId();
  const r = text.result;
  const review = useDailyReview(game, position, reviewOf);
  const result = dailyResultOf(measure, review.status === 'ready' ? review.review : null);
  const { outcome, expert } = outcomeWords(text, game, result);
  const day = daily.date;
  const date = isDay(day) ? longDate(day, language) : day;
  const share = isDay(day)
    ? shareText(text.share, {
        game,
        gameName,
        day,
        result,
        url: dailyUrl(
          origin ?? (typeof location === 'undefined' ? '' : location.origin),
          BASE_PATH,
          game,
          day,
        ),
        language,
      })
    : '';

  const [copy, setCopy] = useState<ShareState>('idle');
  const shareRef = useRef<HTMLTextAreaElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  useFocusOnShow(backRef, autoFocus);
  useRevealOn(backRef, 'shown', panelOf);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const selectText = () => shareRef.current?.select();
  const onCopy = () => copyText(share, selectText, setCopy);
  const onShare = () => {
    let sharing: Promise<void>;
    try {
      sharing = navigator.share({ text: share });
    } catch {
      return setCopy('shareFailed');
    }
    sharing.catch((error: unknown) => {
      // The player closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setCopy('shareFailed');
    });
  };

  const copyWords = { idle: '', copied: r.copied, failed: r.copyFailed, shareFailed: r.shareFailed }[copy];

  return (
    <section
      className={`scr-panel scr-panel--framed daily-result daily-result--${result.won ? 'won' : 'lost'}`}
      data-testid="daily-result"
      data-game={game}
      data-counts={daily.counts}
      data-review={review.status}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-outcome`}
    >
      <header className="daily-result__header">
        <h2 className="scr-panel__title" id={`${id}-title`}>
          {r.title}
        </h2>
        <span className="daily-result__date">{date}</span>
        <span
          className={`daily-badge${daily.counts ? ' daily-badge--counts' : ''}`}
          data-testid="daily-badge"
        >
          {daily.counts ? r.counts : r.practice}
        </span>
      </header>
      <div
        className="scr-panel__scroll daily-result__body"
        role="group"
        aria-labelledby={`${id}-title`}
        tabIndex={0}
      >
        <p className="daily-result__outcome" id={`${id}-outcome`} data-testid="daily-outcome">
          {outcome}
        </p>
        <div className="daily-result__expert" aria-live="polite" data-testid="daily-expert">
          {review.status === 'pending' && <p className="daily-result__pending">{r.pending}</p>}
          {review.status === 'failed' && <p>{r.failed}</p>}
          {review.status === 'ready' && <p>{`${expert ?? r.failed} ${decisionsWords(text, result)}`}</p>}
        </div>
        {result.marks.length > 0 && (
          <ol className="daily-marks" aria-label={r.marks} data-testid="daily-marks">
            {result.marks.map((mark, i) => (
              <li key={i} className="daily-marks__mark" data-mark={mark}>
                {/* Drawn, not an emoji: a device without an emoji font still shows the colours. */}
                <span className="daily-marks__square" aria-hidden="true" />
                <span className="scr-visually-hidden">{markWords(text, i + 1, mark)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <label className="daily-result__share">
        <span className="scr-visually-hidden">{r.shareText}</span>
        <textarea
          ref={shareRef}
          className="daily-result__text"
          data-testid="daily-share-text"
          readOnly
          rows={4}
          value={share}
          onFocus={selectText}
        />
      </label>
      <p className="daily-result__status" role="status" data-testid="daily-copy-status">
        {copyWords}
      </p>
      <div className="scr-panel__actions scr-panel__actions--split daily-result__actions">
        {onReview && (
          <button type="button" className="scr-btn scr-btn--secondary" onClick={onReview}>
            {t.screens.common.review}
          </button>
        )}
        {extra}
        <ReplayButton />
        {deal && <CheckDealButton {...deal} className="scr-btn scr-btn--secondary" />}
        {onAgain && (
          <button type="button" className="scr-btn scr-btn--secondary" onClick={onAgain}>
            {r.again}
          </button>
        )}
        {canShare && (
          <button type="button" className="scr-btn scr-btn--secondary" onClick={onShare}>
            {r.share}
          </button>
        )}
        <button type="button" className="scr-btn scr-btn--secondary" onClick={onCopy}>
          {r.copy}
        </button>
        <button
          type="button"
          className="scr-btn scr-btn--primary daily-result__back"
          ref={backRef}
          onClick={onBack}
        >
          {r.back}
        </button>
      </div>
    </section>
  );
}

/** The panel the buttons close. */
const panelOf = (el: Element) => [el.closest('.scr-panel') ?? el];

function markWords(text: DailyText, n: number, mark: DailyMark): string {
  return format(text.result.mark, { n, mark: text.result.markNames[mark] });
}
