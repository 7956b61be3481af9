// The keyboard at a card table. Arrow keys, Home and End move the focus between the enabled buttons of one
// row of cards (a hand), so a keyboard player walks the row without tabbing through it. And a move never
// drops the focus to the page (a keyboard player would tab a long way back): it is kept in the hand until a
// card of it can be pressed again. Shared by the card tables.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const ACROSS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
const ALL = [...ACROSS, 'ArrowUp', 'ArrowDown'];

const enabledButtons = (row: Element) =>
  Array.from(row.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));

/**
 * Moves the focus within the row under `e.currentTarget`. `upDown`: Up and Down move it too (back and
 * forward), for a row that wraps or a menu; without it they are left to the page. With the focus on the row
 * itself (kept there by useKeptFocus), the keys go to its first or last button.
 */
export function moveFocusInRow(e: KeyboardEvent<HTMLElement>, { upDown = true } = {}) {
  if (!(upDown ? ALL : ACROSS).includes(e.key)) return;
  const buttons = enabledButtons(e.currentTarget);
  if (buttons.length === 0) return;
  const back = e.key === 'ArrowLeft' || e.key === 'ArrowUp';
  const last = buttons.length - 1;
  if (document.activeElement === e.currentTarget) {
    e.preventDefault();
    buttons[back || e.key === 'End' ? last : 0].focus();
    return;
  }
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const next =
    e.key === 'Home' ? 0 : e.key === 'End' ? last : back ? Math.max(0, at - 1) : Math.min(last, at + 1);
  buttons[next].focus();
}

/** True when the focus has fallen out of the table: to the page, or onto a control that went disabled. */
function focusDropped(table: Element): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body || !active.isConnected) return true;
  return table.contains(active) && (active as HTMLButtonElement).disabled === true;
}

/** A control the player focused in the table, and its place in the hand (0 for any other control). */
interface Place {
  control: Element;
  at: number;
}

const gone = (control: Element) => !control.isConnected || (control as HTMLButtonElement).disabled === true;

/**
 * Keeps the keyboard's place at a card table (`table`). When the control that has the focus goes away (the
 * card played leaves the hand, a turn button goes disabled while the computers play, a result panel closes
 * with the next deal), the focus goes to the hand (`hand`, a row that can hold the focus itself: tabIndex -1)
 * instead of the page. It rests on the row while none of its cards can be pressed, and goes onto the card at
 * the place of the one played (or the nearest that can be pressed) as soon as one can. Wherever the player
 * takes the focus meanwhile, it is left there.
 */
export function useKeptFocus(table: RefObject<HTMLElement | null>, hand: RefObject<HTMLElement | null>) {
  const kept = useRef<Place | null>(null);

  useEffect(() => {
    const root = table.current;
    if (!root) return;
    const onFocusIn = (e: FocusEvent) => {
      const control = e.target as Element;
      // The hand at rest keeps the place of the card that was played.
      if (control === hand.current) return;
      const cards = hand.current ? Array.from(hand.current.querySelectorAll('button')) : [];
      kept.current = { control, at: Math.max(0, cards.indexOf(control as HTMLButtonElement)) };
    };
    // The player took the focus out of the table. (Focus lost to the page is judged after the render: the
    // browser also reports a control removed by the move as losing it.)
    const onFocusOut = (e: FocusEvent) => {
      const to = e.relatedTarget as Node | null;
      if (to !== null && !root.contains(to)) kept.current = null;
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [table, hand]);

  // After every render: a move's answers come one by one, and any of them may hand the turn back.
  useLayoutEffect(() => {
    const place = kept.current;
    const root = table.current;
    const row = hand.current;
    if (place === null || !root || !row) return;
    const resting = document.activeElement === row;
    if (!resting) {
      if (!focusDropped(root)) return;
      if (!gone(place.control)) {
        kept.current = null;
        return;
      }
    }
    const cards = Array.from(row.querySelectorAll<HTMLButtonElement>('button'));
    const enabled = cards.filter((card) => !card.disabled);
    if (enabled.length === 0) {
      if (!resting) row.focus({ preventScroll: true });
      return;
    }
    const at = place.at;
    const wanted = cards[Math.min(at, cards.length - 1)];
    const target = enabled.includes(wanted)
      ? wanted
      : enabled.reduce((a, b) => (Math.abs(cards.indexOf(b) - at) < Math.abs(cards.indexOf(a) - at) ? b : a));
    target.focus({ preventScroll: true });
  });
}
