// Bringing a part of the page into the window when it becomes the player's business: the hand and the turn
// buttons when a turn starts, a result panel when it appears. Only where the layout cannot fit it already
// (a small phone, a long list of players): otherwise the page does not move.
import { useEffect, type RefObject } from 'react';

/** Scrolls the page the least that brings `el` wholly into the window (its top first, if it is taller). */
export function revealInWindow(el: Element): void {
  if (typeof el.scrollIntoView !== 'function') return;
  const r = el.getBoundingClientRect();
  if (r.top >= 0 && r.bottom <= window.innerHeight) return;
  el.scrollIntoView({ block: r.height > window.innerHeight ? 'start' : 'nearest', behavior: 'instant' });
}

const itself = (el: Element) => el;

/**
 * Reveals `ref` (see revealInWindow), or the element `around` picks from it, at the next frame whenever `key`
 * changes to a value that is not null, and again when the window changes size meanwhile (a phone turned).
 * The frame lays the page out anyway: measuring in the commit would force that layout into React's task.
 */
export function useRevealOn(
  ref: RefObject<Element | null>,
  key: string | null,
  around: (el: Element) => Element = itself,
): void {
  useEffect(() => {
    if (key === null || typeof requestAnimationFrame === 'undefined') return;
    let frame = 0;
    const reveal = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (ref.current) revealInWindow(around(ref.current));
      });
    };
    reveal();
    window.addEventListener('resize', reveal);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', reveal);
    };
  }, [ref, key, around]);
}
