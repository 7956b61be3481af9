// "Check this deal" (issue 40): a button for any panel that ends a deal (a round's result, a deal's result, the
// deal of the day's result). It opens the dialog that shows the deal's seed, its fingerprint worked out again
// and the cards the seed gives, each compared with what the table showed and dealt. The dialog's code is a
// chunk of its own, fetched as soon as the button is shown.
import { Suspense, useEffect, useState } from 'react';
import type { Faces } from '../../../games/settings';
import type { MatchRecordBase } from '../../../games/types';
import { preloadable } from '../../preloadable';
import { LoadBoundary } from '../offline/LoadBoundary';
import type { DealCheckDialogProps } from './DealCheckDialog';
import { useDealsText } from './dealsText';
import './deals.css';

const dialog = preloadable<DealCheckDialogProps>(() =>
  import('./DealCheckDialog').then((m) => ({ default: m.DealCheckDialog })),
);

export interface CheckDealButtonProps {
  /** The game's id (src/games). */
  game: string;
  /** The match's record: its seed, how it deals (`dealing`) and its log. */
  record: MatchRecordBase;
  /** The deal to check, 1-based (the game's roundNumber while its result stands). */
  deal: number;
  /** The player's faces for the cards (the game's setting). */
  faces: Faces;
  /** The button's class (a secondary button unless given). */
  className?: string;
}

export function CheckDealButton({ className, ...deal }: CheckDealButtonProps) {
  const text = useDealsText();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Here before it is asked for; a failed fetch is tried again when the dialog opens.
    dialog.load().catch(() => undefined);
  }, []);
  if (text === null) return null;
  return (
    <>
      <button
        type="button"
        className={className ?? 'scr-btn scr-btn--secondary deal-check__open'}
        onClick={() => setOpen(true)}
      >
        {text.check.button}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LoadBoundary variant="silent">
            <dialog.Component {...deal} onClose={() => setOpen(false)} />
          </LoadBoundary>
        </Suspense>
      )}
    </>
  );
}
