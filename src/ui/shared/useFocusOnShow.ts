// Moving the focus to the button of a panel that has just appeared (a round's result, a match's end).
import { useEffect, type RefObject } from 'react';

/**
 * Focuses `ref` when the panel appears (and `enabled`), at the next frame. Focusing needs the page laid out:
 * done in the commit, it would force that layout into the same task as React's work, one long task when a
 * computer player's move ends a round. The frame lays the page out anyway. `preventScroll`: the explanation
 * above the button stays in sight.
 */
export function useFocusOnShow(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const focus = () => ref.current?.focus({ preventScroll: true });
    if (typeof requestAnimationFrame === 'undefined') return focus();
    const frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [ref, enabled]);
}
