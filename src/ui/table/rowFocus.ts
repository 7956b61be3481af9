// Arrow keys, Home and End move the focus between the enabled buttons of one row of cards (a hand), so a
// keyboard player walks the row without tabbing through it. Shared by the card tables.
import type { KeyboardEvent } from 'react';

const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

export function moveFocusInRow(e: KeyboardEvent<HTMLElement>) {
  if (!KEYS.includes(e.key)) return;
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
