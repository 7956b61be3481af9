// "Last trick": as at a real table, the last trick taken may be looked at again, and only that one.
import { useEffect, useId, useRef, useState } from 'react';
import type { SchnapsenView } from '../../engine/schnapsen';
import { Card, type Faces } from '../cards';
import { format, useMessages } from '../i18n';
import { nameOf } from './words';

export function LastTrick({
  view,
  names,
  faces,
}: {
  view: SchnapsenView;
  names: readonly string[];
  faces: Faces;
}) {
  const t = useMessages();
  const tt = t.schnapsen.table;
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const last = view.tricks.at(-1) ?? null;
  // Open for one trick only: the next trick taken closes it.
  const trickKey = `${view.dealNumber}/${view.tricks.length}`;
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = last !== null && openFor === trickKey;

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenFor(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const me = view.seat;
  return (
    <div
      className={`sn-last${open ? ' is-open' : ''}`}
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          setOpenFor(null);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        type="button"
        ref={buttonRef}
        className="sn-last__button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        disabled={last === null}
        title={last === null ? tt.lastTrickNone : undefined}
        onClick={() => setOpenFor(open ? null : trickKey)}
      >
        <span className="sn-last__icon" aria-hidden="true">
          <span />
          <span />
        </span>
        {tt.lastTrick}
      </button>
      {open && last !== null && (
        <div
          className="sn-last__panel"
          id={`${id}-panel`}
          role="group"
          aria-label={tt.lastTrickTitle}
          // A second copy of the last trick's cards: the ones on the table are the ones that move.
          data-no-flight=""
        >
          <div className="sn-last__cards">
            <Card card={last.lead} faces={faces} size="sm" />
            <Card card={last.follow} faces={faces} size="sm" />
          </div>
          <p className="sn-last__who">{format(tt.tookTrick, { who: nameOf(last.winner, names, t, me) })}</p>
          <p className="sn-last__led">
            {format(tt.lastTrickLed, { who: nameOf(last.leader, names, t, me, true) })}
          </p>
        </div>
      )}
    </div>
  );
}
