// The deal's fingerprint in a table's bar (issue 40): its first twelve hex digits, quiet and small, and the
// whole of it on request, selectable, with what it is. A deal of a match saved before deals were checkable
// says that it has none, and why on request. Drawn before the first move and all through the deal.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { format, useMessages } from '../../i18n';
import { fingerprintOfDeal, type DealRef } from './check';
import { useDealsText } from './dealsText';
import './deals.css';

/** How many of its digits the bar shows. */
export const SHOWN_DIGITS = 12;

export function DealFingerprint(props: DealRef) {
  const text = useDealsText();
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const print = fingerprintOfDeal(props);
  // A tap anywhere else puts the whole fingerprint away again.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  if (text === null) return null;
  const f = text.fingerprint;

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  return (
    <div
      ref={root}
      className="deal-print"
      data-testid="deal-fingerprint"
      data-deal={props.deal}
      data-fingerprint={print ?? undefined}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        ref={toggle}
        className="deal-print__toggle"
        aria-expanded={open}
        aria-controls={`${id}-whole`}
        title={print === null ? f.why : f.show}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{print === null ? f.why : `${f.show}: `}</span>
        {print === null ? (
          <span className="deal-print__none" aria-hidden="true">
            {f.none}
          </span>
        ) : (
          <span className="deal-print__digits">{print.slice(0, SHOWN_DIGITS)}</span>
        )}
      </button>
      {open && (
        <div className="deal-print__whole" id={`${id}-whole`} role="group" aria-labelledby={`${id}-title`}>
          <p className="deal-print__title" id={`${id}-title`}>
            {print === null ? f.none : format(f.title, { deal: props.deal })}
          </p>
          {print === null ? (
            <p className="deal-print__explain">{f.noneReason}</p>
          ) : (
            <>
              <code className="deal-print__hex" data-testid="deal-fingerprint-whole">
                {print}
              </code>
              <p className="deal-print__explain">{f.explain}</p>
            </>
          )}
          <button type="button" className="scr-btn scr-btn--secondary deal-print__hide" onClick={close}>
            {print === null ? t.screens.common.close : f.hide}
          </button>
        </div>
      )}
    </div>
  );
}
