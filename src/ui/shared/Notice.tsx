import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import './screens.css';

export interface NoticeProps {
  message: string;
  /** Without it the notice lasts as long as it is shown (no close button). */
  onDismiss?(): void;
  /** The close button's name when it does more or less than dismiss (a lasting notice folded away). */
  dismissLabel?: string;
  /** More under the message: a link, a button. */
  children?: ReactNode;
  /** An error the player must notice now (role="alert"); otherwise a polite status message. */
  urgent?: boolean;
}

/** A dismissible banner: "Your saved game could not be read, …". */
export function Notice({ message, onDismiss, dismissLabel, children, urgent = false }: NoticeProps) {
  const t = useMessages();
  return (
    <div
      className={`scr-banner scr-notice${urgent ? ' scr-notice--urgent' : ''}`}
      role={urgent ? 'alert' : 'status'}
    >
      <svg className="scr-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M12 7v6M12 16.5v.5" stroke="var(--accent-ink)" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <div className="scr-banner__text">
        <p className="scr-banner__message">{message}</p>
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="scr-icon-btn scr-banner__close"
          aria-label={dismissLabel ?? t.screens.notice.dismiss}
          onClick={onDismiss}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
