// What the player sees instead of a part of the app that cannot load: what is missing and why, with Try
// again. While offline it says so and tries again by itself once the browser is back online. A file this page
// failed to fetch while online can only come with a new page: Try again then loads the page again, once the
// server answers (the match is saved after every move). Drawn from the first download's own styles, since
// the shared screens' styles may be what did not load.
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { reloadWhenReachable } from '../../../store/chunks';
import { useMessages, type Messages } from '../../i18n';
import { useFocusOnShow } from '../useFocusOnShow';
import { toastLayer } from '../toastLayer';
import { useOnline, useOnlineRetry } from './useOnline';
import './offline.css';

type Texts = Messages['network'];
/** A part of the app that can be missing, as its notice names it. */
export type MissingPart = {
  [K in keyof Texts]: Texts[K] extends { offline: string } ? K : never;
}[keyof Texts];

export interface LoadFailedProps {
  part: MissingPart;
  /**
   * Shown over the screen under the menu bar (a dialog, a hint), instead of a whole screen, or `inline` in
   * place of what is missing inside a dialog that is there (a review's body).
   */
  variant: 'toast' | 'screen' | 'inline';
  /** Only a new page can bring the part (see LoadError.lasting). */
  lasting?: boolean;
  /** Fetches the part again. */
  onRetry(): void;
  /** Gives up on the part for now (a dialog's Close). */
  onClose?(): void;
  /** The way home, for a whole screen. */
  home?: { href: string; label: string; onHome(): void };
  /** Takes the focus to Try again: the player asked for the part (never for a notice nobody asked for). */
  focus?: boolean;
  /** Tries again by itself once the browser is back online (unless its owner does). */
  retryWhenOnline?: boolean;
}

export function LoadFailed({
  part,
  variant,
  lasting = false,
  onRetry,
  onClose,
  home,
  focus = false,
  retryWhenOnline = true,
}: LoadFailedProps) {
  const n = useMessages().network;
  const online = useOnline();
  const [trying, setTrying] = useState(false);
  const retryRef = useRef<HTMLButtonElement>(null);

  useOnlineRetry(onRetry, retryWhenOnline && !lasting);

  useFocusOnShow(retryRef, focus);

  const retry = () => {
    if (!lasting) return onRetry();
    setTrying(true);
    void reloadWhenReachable().then((reloading) => {
      if (!reloading) setTrying(false);
    });
  };

  const message = online ? n[part].failed : n[part].offline;
  const actions = (
    <>
      <button
        ref={retryRef}
        type="button"
        className="net-btn net-btn--primary"
        aria-busy={trying || undefined}
        disabled={trying}
        onClick={retry}
      >
        {n.retry}
      </button>
      {home && (
        <a
          className="net-btn net-btn--secondary"
          href={home.href}
          onClick={(e) => {
            e.preventDefault();
            home.onHome();
          }}
        >
          {home.label}
        </a>
      )}
      {onClose && (
        <button type="button" className="net-btn net-btn--secondary" onClick={onClose}>
          {n.close}
        </button>
      )}
    </>
  );

  if (variant === 'inline') {
    return (
      <div className="net-inline" role="alert" data-testid="load-failed" data-part={part}>
        <p className="net-inline__message">{message}</p>
        {!online && !lasting && <p className="net-inline__more">{n.whenBack}</p>}
        <div className="net-actions">{actions}</div>
      </div>
    );
  }
  if (variant === 'screen') {
    return (
      <main className="net-screen" role="alert" data-testid="load-failed" data-part={part}>
        <OfflineIcon />
        <p className="net-screen__message">{message}</p>
        {!online && !lasting && <p className="net-screen__more">{n.whenBack}</p>}
        <div className="net-actions">{actions}</div>
      </main>
    );
  }
  return createPortal(
    <div className="net-toast" role="alert" data-testid="load-failed" data-part={part}>
      <OfflineIcon />
      <div className="net-toast__text">
        <p className="net-toast__message">{message}</p>
        {!online && !lasting && <p className="net-toast__more">{n.whenBack}</p>}
        <div className="net-actions">{actions}</div>
      </div>
    </div>,
    toastLayer(),
  );
}

/** A cloud struck through: no network. */
export function OfflineIcon() {
  return (
    <svg className="net-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 18.5h10.5a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.6 9.1 4.7 4.7 0 0 0 7 18.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
      <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
