// The buttons at the foot of the panels that end a round, a deal or a match, in both games, and the part of
// such a panel that scrolls between its heading and its buttons when the window is short of room. The main button
// takes the focus when the panel appears (unless `autoFocus` is false), at the next frame, and a panel that
// is not wholly in the window is scrolled into it.
import { useRef, type ReactNode } from 'react';
import { useMessages } from '../i18n';
import { TakeBackButton, type TakeBackOffer } from './table/Practice';
import { useRevealOn } from './table/reveal';
import { useFocusOnShow } from './useFocusOnShow';

/** The panel the buttons close. */
const panelOf = (button: Element) => [button.closest('.scr-panel') ?? button];

/** The coach's "Review" beside a panel's main button: opens the review of the round or deal just played. */
export interface ReviewAction {
  label: string;
  onReview(): void;
}

function ReviewButton({ review }: { review: ReviewAction }) {
  return (
    <button type="button" className="scr-btn scr-btn--secondary" onClick={review.onReview}>
      {review.label}
    </button>
  );
}

/**
 * One wide button: "Next round", "Next deal", "See the result"; "Review" before it when offered, and in a
 * practice match "Take back" (the move that ended the round or deal).
 */
export function NextAction({
  label,
  onNext,
  autoFocus,
  review,
  takeBack,
}: {
  label: string;
  onNext(): void;
  autoFocus: boolean;
  review?: ReviewAction;
  takeBack?: TakeBackOffer;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusOnShow(ref, autoFocus);
  useRevealOn(ref, 'shown', panelOf);
  const split = review !== undefined || takeBack !== undefined;
  return (
    <div className={split ? 'scr-panel__actions scr-panel__actions--split' : 'scr-panel__actions'}>
      {takeBack && <TakeBackButton offer={takeBack} className="scr-btn" />}
      {review && <ReviewButton review={review} />}
      <button
        type="button"
        className={split ? 'scr-btn scr-btn--primary' : 'scr-btn scr-btn--primary scr-btn--wide'}
        ref={ref}
        onClick={onNext}
      >
        {label}
      </button>
    </div>
  );
}

/** What a panel that ends a match takes for its buttons. */
export interface PlayAgainProps {
  /** Opens the review of the match's last round or deal (the coach); no button without it. */
  onReview?(): void;
  onPlayAgain(): void;
  onSettings(): void;
  /** Moves focus to "Play again" when the panel appears (default true). */
  autoFocus?: boolean;
}

/** "Change settings" beside "Play again" under a finished match, and "Review" before them when offered. */
export function PlayAgainActions({
  text,
  onSettings,
  onPlayAgain,
  autoFocus = true,
  onReview,
}: PlayAgainProps & {
  /** The panel's labels of the two buttons. */
  text: { settings: string; playAgain: string };
}) {
  const t = useMessages();
  const review = onReview && { label: t.screens.common.review, onReview };
  const ref = useRef<HTMLButtonElement>(null);
  useFocusOnShow(ref, autoFocus);
  useRevealOn(ref, 'shown', panelOf);
  return (
    <div className="scr-panel__actions scr-panel__actions--split">
      {review && <ReviewButton review={review} />}
      <button type="button" className="scr-btn scr-btn--secondary" onClick={onSettings}>
        {text.settings}
      </button>
      <button type="button" className="scr-btn scr-btn--primary" ref={ref} onClick={onPlayAgain}>
        {text.playAgain}
      </button>
    </div>
  );
}

/**
 * The part of a panel (`scr-panel--framed`) that scrolls, where the window is too short for it, between the
 * panel's heading and its buttons: no button ever lies over what it shows. It takes the focus in turn, so
 * that a keyboard can scroll it too.
 */
export function PanelScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="scr-panel__scroll" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
