// A game's menu bar: the way home, the game's name with where the match stands, and Rules, Settings and
// New match. New match asks first while a match is in progress. Both game screens use it.
import { useState, type ReactNode } from 'react';
import { HomeLink } from '../home/HomeLink';
import { useMessages } from '../i18n';
import { ConfirmDialog } from '../screens/ConfirmDialog';

export interface GameBarProps {
  homeHref: string;
  onHome(): void;
  title: string;
  /** Where the match stands ("Round 3"), shown beside the title when there is something to say. */
  progress: ReactNode;
  onRules(): void;
  onSettings(): void;
  /** Whether a new match would throw away one in progress (then the player is asked first). */
  inProgress: boolean;
  onNewMatch(): void;
}

export function GameBar({
  homeHref,
  onHome,
  title,
  progress,
  onRules,
  onSettings,
  inProgress,
  onNewMatch,
}: GameBarProps) {
  const t = useMessages();
  const [confirmNew, setConfirmNew] = useState(false);
  return (
    <>
      <header className="app-bar">
        <div className="app-bar__start">
          <HomeLink href={homeHref} onHome={onHome} />
          <h1 className="app-bar__title">
            {title}
            {progress && <span className="app-bar__round">{progress}</span>}
          </h1>
        </div>
        <nav className="app-bar__menu" aria-label={t.app.menu.label}>
          <button type="button" className="app-bar__button" onClick={onRules}>
            {t.app.menu.rules}
          </button>
          <button type="button" className="app-bar__button" onClick={onSettings}>
            {t.app.menu.settings}
          </button>
          <button
            type="button"
            className="app-bar__button"
            onClick={() => (inProgress ? setConfirmNew(true) : onNewMatch())}
          >
            {t.app.menu.newMatch}
          </button>
        </nav>
      </header>
      <ConfirmDialog
        open={confirmNew}
        title={t.app.confirmNewMatch.title}
        text={t.app.confirmNewMatch.text}
        confirm={t.app.confirmNewMatch.confirm}
        cancel={t.app.confirmNewMatch.cancel}
        onConfirm={() => {
          setConfirmNew(false);
          onNewMatch();
        }}
        onCancel={() => setConfirmNew(false)}
      />
    </>
  );
}
