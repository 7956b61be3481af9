// The buttons at the foot of the panels that end a round, a deal or a match, in both games. The main button
// takes the focus when the panel appears (unless `autoFocus` is false), at the next frame, and a panel that
// is not wholly in the window is scrolled into it.
import { useRef } from 'react';
import { useRevealOn } from './table/reveal';
import { useFocusOnShow } from './useFocusOnShow';

/** The panel the buttons close. */
const panelOf = (button: Element) => [button.closest('.scr-panel') ?? button];

/** One wide button: "Next round", "Next deal", "See the result". */
export function NextAction({
  label,
  onNext,
  autoFocus,
}: {
  label: string;
  onNext(): void;
  autoFocus: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusOnShow(ref, autoFocus);
  useRevealOn(ref, 'shown', panelOf);
  return (
    <div className="scr-panel__actions">
      <button type="button" className="scr-btn scr-btn--primary scr-btn--wide" ref={ref} onClick={onNext}>
        {label}
      </button>
    </div>
  );
}

/** "Change settings" beside "Play again" under a finished match. */
export function PlayAgainActions({
  settingsLabel,
  playAgainLabel,
  onSettings,
  onPlayAgain,
  autoFocus,
}: {
  settingsLabel: string;
  playAgainLabel: string;
  onSettings(): void;
  onPlayAgain(): void;
  autoFocus: boolean;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusOnShow(ref, autoFocus);
  useRevealOn(ref, 'shown', panelOf);
  return (
    <div className="scr-panel__actions scr-panel__actions--split">
      <button type="button" className="scr-btn scr-btn--secondary" onClick={onSettings}>
        {settingsLabel}
      </button>
      <button type="button" className="scr-btn scr-btn--primary" ref={ref} onClick={onPlayAgain}>
        {playAgainLabel}
      </button>
    </div>
  );
}
