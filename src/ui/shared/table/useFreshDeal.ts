// A second tap meant for "Next round" (or "Play again", "Next deal") must not land on a card of the deal that
// appears under the finger: for a moment after a new deal appears, taps on its cards are ignored.
import { useEffect, useRef } from 'react';

/** How long after a new deal appears its cards ignore taps. */
export const FRESH_DEAL_MS = 350;

/**
 * Names the deal on the table (`deal`, as for useCardFlight) and answers, when asked in an event handler,
 * whether that deal replaced another less than FRESH_DEAL_MS ago.
 */
export function useFreshDeal(deal: string): () => boolean {
  const shownAt = useRef(Number.NEGATIVE_INFINITY);
  const last = useRef<string | null>(null);
  useEffect(() => {
    // The deal on the table when it first appears (a page opened) came with no tap.
    if (last.current !== null && last.current !== deal) shownAt.current = Date.now();
    last.current = deal;
  }, [deal]);
  return () => Date.now() - shownAt.current < FRESH_DEAL_MS;
}
