// Which position a tap was aimed at, for both card tables. A tap that comes as the second half of a double tap
// was aimed where the first one was, even when the first one's move has already brought a new position on
// screen (the player's next turn at instant speed, a card sliding in under the finger): the table sends
// each move with the position it was aimed at, and the store refuses one aimed at a position that is gone.
// A key held down makes one move: its repeats press nothing.
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * Taps closer together than this, in time and on the screen, are one double tap, also where the browser
 * does not count them (a phone's taps); the browser's own count (a double click) is taken as it is.
 */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 24;

interface Series {
  /** The position the first tap of the series was aimed at. */
  position: string;
  time: number;
  x: number;
  y: number;
}

/**
 * `position`: the position on show (the store's positionKey), or undefined for a table with no store under
 * it (the tutorial). Returns the handlers for the table's root element and `aimedAt`, which tells, while a
 * click is handled, the position that click was aimed at, and otherwise the position on show.
 */
export function useAim(position: string | undefined) {
  const series = useRef<Series | null>(null);
  const clickAim = useRef<string | null>(null);

  function onClickCapture(e: MouseEvent) {
    if (position === undefined) return;
    // A click from the keyboard (Enter, Space) has no count and no place: it is aimed at what is on show.
    if (e.detail === 0) {
      clickAim.current = position;
      return;
    }
    const last = series.current;
    const continues =
      last !== null &&
      (e.detail > 1 ||
        (e.timeStamp - last.time < DOUBLE_TAP_MS &&
          Math.hypot(e.clientX - last.x, e.clientY - last.y) < DOUBLE_TAP_PX));
    if (!continues) series.current = { position, time: e.timeStamp, x: e.clientX, y: e.clientY };
    clickAim.current = (series.current as Series).position;
  }

  // The root's own handler runs after every handler inside it: the click has been handled.
  function onClick() {
    clickAim.current = null;
  }

  function onKeyDownCapture(e: KeyboardEvent) {
    if (e.repeat && (e.key === 'Enter' || e.key === ' ')) e.preventDefault();
  }

  const aimedAt = (): string | undefined => clickAim.current ?? position;

  return { rootProps: { onClickCapture, onClick, onKeyDownCapture }, aimedAt };
}
