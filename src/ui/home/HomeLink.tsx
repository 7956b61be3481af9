// The way back to the home screen, first in each game's menu bar: a link (so it also opens in a new tab)
// that switches screens in place when clicked.
import type { MouseEvent } from 'react';
import { useMessages } from '../i18n';
import './home.css';

export function HomeLink({ href, onHome }: { href: string; onHome(): void }) {
  const t = useMessages();
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onHome();
  };
  return (
    <a className="app-bar__home" href={href} onClick={click} data-testid="home-link">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 11.5 12 4l8 7.5M6.5 9.5V20h4v-5h3v5h4V9.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="app-bar__home-text">{t.app.home}</span>
    </a>
  );
}
