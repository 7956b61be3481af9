// Arrow keys, Home and End move the focus between the enabled buttons of one row of cards (a hand), so a
// keyboard player walks the row without tabbing through it. Shared by the card tables.
import type { KeyboardEvent } from 'react';

const ACROSS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
const ALL = [...ACROSS, 'ArrowUp', 'ArrowDown'];

/**
 * Moves the focus within the row under `e.currentTarget`. `upDown`: Up and Down move it too (back and
 * forward), for a row that wraps or a menu; without it they are left to the page.
 */
export function moveFocusInRow(e: KeyboardEvent<HTMLElement>, { upDown = true } = {}) {
  if (!(upDown ? ALL : ACROSS).includes(e.key)) return;
  const buttons = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  e.preventDefault();
  const last = buttons.length - 1;
  const back = e.key === 'ArrowLeft' || e.key === 'ArrowUp';
  const next =
    e.key === 'Home' ? 0 : e.key === 'End' ? last : back ? Math.max(0, at - 1) : Math.min(last, at + 1);
  buttons[next].focus();
}
