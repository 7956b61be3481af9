// Bringing a part of the page into the window when it becomes the player's business: the hand and the turn
// buttons when a turn starts, a result panel when it appears. Only where the layout cannot fit it already
// (a small phone, a long list of players): otherwise the page does not move.
import { useEffect, type RefObject } from 'react';

/**
 * Scrolls the page the least that brings the elements (the box around them all) wholly into the window; a
 * box taller than the window comes in from its top.
 */
export function revealInWindow(els: readonly Element[]): void {
  if (els.length === 0 || typeof window.scrollBy !== 'function') return;
  const rects = els.map((el) => el.getBoundingClientRect());
  const top = Math.min(...rects.map((r) => r.top));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  const below = bottom - window.innerHeight;
  if (top >= 0 && below <= 0) return;
  // A little room beyond the edge, also for a part still sliding in (the hint eases down into place).
  const by = top < 0 ? top - ROOM : Math.min(below + ROOM, top);
  window.scrollBy({ top: Math.ceil(by), behavior: 'instant' });
}

const ROOM = 8;

const itself = (el: Element) => [el];

/**
 * Reveals `ref` (see revealInWindow), or the elements `around` picks from it, at the next frame whenever `key`
 * changes to a value that is not null, and again when the window changes size meanwhile (a phone turned).
 * The frame lays the page out anyway: measuring in the commit would force that layout into React's task.
 * `around` must be the same function on every render (a module's constant).
 */
export function useRevealOn(
  ref: RefObject<Element | null>,
  key: string | null,
  around: (el: Element) => Element[] = itself,
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
