// What the player on lead may do before leading (N7–N10): Marriage, Exchange trump jack (Unter), Close the
// talon, Claim 66.
// Each is enabled exactly when the engine lists it; a disabled one says why. With two marriages to choose
// from, Marriage opens a small menu of the suits. Claim 66 is the main button once the claim wins; a claim
// that would lose the deal (or that the table cannot vouch for, see claim.ts) asks first, and so does Close
// the talon, which holds for the rest of the deal and was too easily pressed by mistake. A button the hint
// suggests is ringed and described by the hint (with two marriages, the Marriage button, then its suit).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Suit } from '../../engine/cards';
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen';
import { MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS } from '../../engine/schnapsen/rules';
import { SuitIcon, type Faces } from '../cards';
import { format, plural, useMessages } from '../i18n';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { moveFocusInRow } from '../shared/table/rowFocus';
import { claimWins } from './claim';
import { actionRefusal, refusalText, type LeadActionType } from './refusals';
import { suitTitle } from './words';

const TYPES: readonly LeadActionType[] = ['marry', 'exchangeTrump', 'close', 'claim'];

type Marry = Extract<SchnapsenAction, { type: 'marry' }>;

export function LeadActions({
  view,
  legal,
  faces,
  showPoints,
  claimNowId,
  hinted = null,
  hintId,
  onAction,
  confirmClose = true,
  opponent,
}: {
  view: SchnapsenView;
  legal: readonly SchnapsenAction[];
  faces: Faces;
  /** "Show my points": the table may tell the player that a claim wins or loses. */
  showPoints: boolean;
  /** The table's "claim now" line, which describes Claim 66 while it is shown. */
  claimNowId?: string;
  /** The hint's suggestion, when it is one of these actions; `hintId` is the hint's element. */
  hinted?: SchnapsenAction | null;
  hintId?: string;
  onAction(action: SchnapsenAction): void;
  /** Close the talon asks first (the tutorial, whose step asks for the close, turns it off). */
  confirmClose?: boolean;
  /** The opponent's name, for the question before a close. */
  opponent: string;
}) {
  const t = useMessages();
  const a = t.schnapsen.actions;
  const ask = t.schnapsen.claimConfirm;
  const askClose = t.schnapsen.closeConfirm;
  const id = useId();
  const marriages = legal.filter((x): x is Marry => x.type === 'marry');
  const menuKey = `${view.dealNumber}/${view.tricks.length}/${marriages.map((m) => m.suit).join('')}`;
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const menuOpen = marriages.length > 1 && menuFor === menuKey;
  const rootRef = useRef<HTMLDivElement>(null);
  const marryRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // The question belongs to the position it was asked in: once the game moves on, it is gone.
  const [askedIn, setAskedIn] = useState<SchnapsenView | null>(null);
  const claim = legal.find((x) => x.type === 'claim');
  const wins = claimWins(view, showPoints);
  const asking = claim !== undefined && askedIn === view;
  const [closeAskedIn, setCloseAskedIn] = useState<SchnapsenView | null>(null);
  const close = legal.find((x) => x.type === 'close');
  const askingClose = close !== undefined && closeAskedIn === view;
  // N11: a failed close gives the opponent 2 game points, 3 while the opponent has no trick.
  const closeRisk = view.tricksWon[1 - view.seat] === 0 ? 3 : 2;

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector('button')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setMenuFor(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menuOpen]);

  function closeMenu(e: KeyboardEvent) {
    if (e.key === 'Escape' && menuOpen) {
      e.preventDefault();
      e.stopPropagation();
      setMenuFor(null);
      marryRef.current?.focus();
    }
  }

  function act(type: LeadActionType) {
    if (type === 'marry') {
      if (marriages.length > 1) {
        setMenuFor(menuOpen ? null : menuKey);
        return;
      }
      if (marriages.length === 1) onAction(marriages[0]);
      return;
    }
    if (type === 'claim' && !wins) {
      if (claim) setAskedIn(view);
      return;
    }
    if (type === 'close' && confirmClose) {
      if (close) setCloseAskedIn(view);
      return;
    }
    const action = legal.find((x) => x.type === type);
    if (action) onAction(action);
  }

  const worth = (suit: Suit) => (suit === view.trumpSuit ? TRUMP_MARRIAGE_POINTS : MARRIAGE_POINTS);

  return (
    <div className="sn-actions" ref={rootRef} onKeyDown={closeMenu}>
      <div className="sn-actions__buttons">
        {TYPES.map((type) => {
          const refusal = actionRefusal(view, legal, type);
          const reason = refusal === null ? null : refusalText(refusal, view, faces, t);
          const isMarry = type === 'marry';
          // With the marriage menu open, the suggestion passes on to its suit.
          const isHinted = hinted?.type === type && !(isMarry && menuOpen);
          return (
            <span key={type} className={`sn-actions__slot sn-actions__slot--${type}`}>
              <button
                type="button"
                ref={isMarry ? marryRef : undefined}
                className={`table-button sn-button sn-button--${type}${type === 'claim' && wins ? ' table-button--primary' : ''}${isHinted ? ' is-hinted' : ''}`}
                disabled={refusal !== null}
                data-hint={isHinted ? 'suggested' : undefined}
                aria-describedby={
                  isHinted
                    ? hintId
                    : reason !== null
                      ? `${id}-${type}-why`
                      : type === 'claim'
                        ? claimNowId
                        : undefined
                }
                aria-expanded={isMarry && marriages.length > 1 ? menuOpen : undefined}
                aria-controls={isMarry && menuOpen ? `${id}-menu` : undefined}
                title={reason ?? undefined}
                data-action={type}
                onClick={() => act(type)}
              >
                {type === 'exchangeTrump' ? a.exchangeTrump[faces] : a[type]}
              </button>
              {reason !== null && (
                <span className="visually-hidden" id={`${id}-${type}-why`}>
                  {reason}
                </span>
              )}
              {isMarry && menuOpen && (
                <div
                  className="sn-menu"
                  id={`${id}-menu`}
                  role="group"
                  aria-label={a.chooseSuit}
                  ref={menuRef}
                  onKeyDown={moveFocusInRow}
                >
                  <p className="sn-menu__title" aria-hidden="true">
                    {a.chooseSuit}
                  </p>
                  {marriages.map((m) => {
                    const suggested = hinted?.type === 'marry' && hinted.suit === m.suit;
                    return (
                      <button
                        key={m.suit}
                        type="button"
                        className={`sn-menu__option${suggested ? ' is-hinted' : ''}`}
                        data-suit={m.suit}
                        data-hint={suggested ? 'suggested' : undefined}
                        aria-describedby={suggested ? hintId : undefined}
                        onClick={() => {
                          setMenuFor(null);
                          onAction(m);
                        }}
                      >
                        <SuitIcon suit={m.suit} faces={faces} />
                        {format(a.marriageOption, {
                          suit: suitTitle(m.suit, faces, t),
                          points: worth(m.suit),
                        })}
                      </button>
                    );
                  })}
                </div>
              )}
            </span>
          );
        })}
      </div>
      <ConfirmDialog
        open={asking}
        title={ask.title}
        text={showPoints ? plural(ask.text, view.points[view.seat]) : ask.textUncounted}
        confirm={showPoints ? ask.confirm : ask.confirmUncounted}
        cancel={ask.cancel}
        onConfirm={() => {
          setAskedIn(null);
          if (claim) onAction(claim);
        }}
        onCancel={() => setAskedIn(null)}
      />
      <ConfirmDialog
        open={askingClose}
        title={askClose.title}
        text={plural(askClose.text, closeRisk, { name: opponent })}
        confirm={askClose.confirm}
        cancel={askClose.cancel}
        onConfirm={() => {
          setCloseAskedIn(null);
          if (close) onAction(close);
        }}
        onCancel={() => setCloseAskedIn(null)}
      />
    </div>
  );
}
