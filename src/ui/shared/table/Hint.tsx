// The hint's pieces both tables share: the Hint button, and the callout that says what the expert would play
// and why. Each table words its own game's reason and marks the suggested card or button.
import type { ReactNode, Ref } from 'react';
import { useMessages } from '../../i18n';
import './hint.css';

/**
 * The Hint button. It is there on every turn and hidden on the others' (`active` false), so that the row
 * it sits in keeps its size as the turn passes; busy while the hint is being worked out.
 */
export function HintButton({
  active,
  shown,
  pending,
  controls,
  onClick,
}: {
  /** The human is to act: the button may be pressed. */
  active: boolean;
  /** A hint is on show. */
  shown: boolean;
  pending: boolean;
  /** The id of the hint's live region. */
  controls: string;
  onClick(): void;
}) {
  const t = useMessages();
  return (
    <button
      type="button"
      className={`hint-button${shown ? ' is-shown' : ''}`}
      aria-busy={(active && pending) || undefined}
      aria-controls={controls}
      disabled={!active}
      style={active ? undefined : { visibility: 'hidden' }}
      onClick={onClick}
    >
      <svg className="hint-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z" />
      </svg>
      {t.table.hint.button}
    </button>
  );
}

/**
 * The polite live region the hint appears in, laid over the status line under the turn's buttons: always
 * there while the table offers hints (so that screen readers announce what appears in it), it takes no room,
 * and nothing on the table moves when the hint appears. It shows "Thinking…" while `pending`, then `text`
 * and, if there is one, `chance` on a second line.
 */
export function HintSlot({
  id,
  slotRef,
  pending,
  text,
  chance,
}: {
  id: string;
  slotRef: Ref<HTMLDivElement>;
  pending: boolean;
  /** The suggestion and its reason in one line; null when no hint is on show. */
  text: ReactNode | null;
  /** The chance line (Schwimmen: of losing a life by knocking; Schnapsen: that a close or claim wins). */
  chance?: ReactNode;
}) {
  const t = useMessages();
  let callout: ReactNode = null;
  if (text !== null) {
    callout = (
      <p className="hint-callout" data-testid="hint">
        <span className="hint-callout__text">{text}</span>
        {chance != null && <span className="hint-callout__chance">{chance}</span>}
      </p>
    );
  } else if (pending) {
    callout = (
      <p className="hint-callout is-pending">
        <span className="hint-callout__text">{t.table.hint.pending}</span>
      </p>
    );
  }
  return (
    <div className="hint-slot" id={id} role="status" ref={slotRef}>
      {callout}
    </div>
  );
}

/**
 * A hint shown under the buttons, with the `seat`'s parts that must stay in the window with it. The slot is
 * measured, not the callout: the slot has the callout's height where it comes to rest, while the callout
 * itself is still sliding in when the page is measured.
 */
export function hintWith(seatSelector: string, parts: (seat: Element) => Element[]) {
  return (slot: Element) => {
    const seat = slot.closest(seatSelector);
    return [slot, ...(seat ? parts(seat) : [])];
  };
}
