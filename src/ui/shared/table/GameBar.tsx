// A game's menu bar: the way home, the game's name with where the match stands and the deal's fingerprint,
// and Rules, Settings, Game record and New match. New match asks first while a match is in progress; a practice match
// wears a badge. Both game screens use it.
import { useState, type ReactNode } from 'react';
import { HomeLink } from '../../home/HomeLink';
import { useMessages } from '../../i18n';
import { ConfirmDialog } from '../ConfirmDialog';
import type { DealRef } from '../deals/check';
import { DealFingerprint } from '../deals/DealFingerprint';

export interface GameBarProps {
  homeHref: string;
  onHome(): void;
  title: string;
  /** Where the match stands ("Round 3"), shown beside the title when there is something to say. */
  progress: ReactNode;
  onRules(): void;
  onSettings(): void;
  /** Opens the game record of the match on the table; without it there is no Game record button. */
  onRecord?(): void;
  /** Whether a new match would throw away one in progress (then the player is asked first). */
  inProgress: boolean;
  onNewMatch(): void;
  /** A practice match is on the table: the bar wears the Practice badge. */
  practice?: boolean;
  /** The deal on the table, whose fingerprint the bar shows; none before the first deal. */
  deal?: DealRef | null;
}

export function GameBar({
  homeHref,
  onHome,
  title,
  progress,
  onRules,
  onSettings,
  onRecord,
  inProgress,
  onNewMatch,
  practice = false,
  deal = null,
}: GameBarProps) {
  const t = useMessages();
  const [confirmNew, setConfirmNew] = useState(false);
  return (
    <>
      <header className="app-bar">
        <div className="app-bar__start">
          <HomeLink href={homeHref} onHome={onHome} />
          <div className="app-bar__heading">
            <h1 className="app-bar__title">
              <span className="app-bar__name">{title}</span>
              {progress && <span className="app-bar__round">{progress}</span>}
            </h1>
            {deal && <DealFingerprint key={`${deal.record.id}:${deal.deal}`} {...deal} />}
          </div>
          {practice && (
            <span className="app-bar__badge" data-testid="practice-badge" title={t.practice.badgeTitle}>
              {t.practice.badge}
            </span>
          )}
        </div>
        <nav className="app-bar__menu" aria-label={t.app.menu.label}>
          <MenuButton label={t.app.menu.rules} icon={ICONS.rules} onClick={onRules} />
          <MenuButton label={t.app.menu.settings} icon={ICONS.settings} onClick={onSettings} />
          {onRecord && <MenuButton label={t.app.menu.record} icon={ICONS.record} onClick={onRecord} />}
          <MenuButton
            label={t.app.menu.newMatch}
            icon={ICONS.newMatch}
            onClick={() => (inProgress ? setConfirmNew(true) : onNewMatch())}
          />
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

// The menu's icons (24×24 strokes): on a phone the buttons show them in place of their words, which stay
// their names.
const ICONS = {
  rules:
    'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zM5 19.5A1.5 1.5 0 0 0 6.5 21H19M9 7.5h6M9 11h6',
  settings: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 4.5v5M9 14.5v5',
  newMatch: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v4.5h-4.5',
  record: 'M7 3h7l4 4v14H7zM14 3v4h4M10 11h5M10 14.5h5M10 18h3',
} as const;

function MenuButton({ label, icon, onClick }: { label: string; icon: string; onClick(): void }) {
  return (
    <button type="button" className="app-bar__button" onClick={onClick}>
      <svg className="app-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icon} />
      </svg>
      <span className="app-bar__label">{label}</span>
    </button>
  );
}
