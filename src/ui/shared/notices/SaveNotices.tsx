// The notices about saving, laid over the screen as toasts so they never push the table down: a save that
// was set aside (with its file to download when no copy could be kept), a match taken over from another
// tab, the statistics started afresh, and, lasting while it is true, which parts are not being saved.
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { createPortal } from 'react-dom';
import { gameStore, saveHealth, useGame, type SetAsideReport } from '../../../store';
import { statsStore } from '../../../stats/store';
import { format, useLanguage, useMessages, type Language, type Messages } from '../../i18n';
import { Notice } from '../Notice';
import { toastLayer } from '../toastLayer';
import { Download } from './Download';
import './notices.css';

/** How long "This match went on in another tab" stays. */
export const TOOK_OVER_MS = 6000;

type SaveTexts = Messages['app']['notices'];

/** What the part saved under `key` holds, in the player's words ("your Schwimmen match"). */
export function partName(n: SaveTexts, key: string): string {
  const parts: Record<string, string> = n.parts;
  return parts[key] ?? n.parts['kartenrunde:schwimmen'];
}

/** The sentence for one unusable save. */
export function problemText(n: SaveTexts, report: SetAsideReport): string {
  const first = format(n[report.problem], { what: partName(n, report.key) });
  return report.kept ? first : `${first} ${n.notKept}`;
}

/** The sentence for the parts whose latest write failed, named in a list of the language ("a, b and c"). */
export function notSavedText(n: SaveTexts, language: Language, keys: readonly string[]): string {
  const names = [...new Set(keys.map((key) => partName(n, key)))];
  return format(n.notSaved, { what: new Intl.ListFormat(language, { type: 'conjunction' }).format(names) });
}

function Problem({ report, onDismiss }: { report: SetAsideReport; onDismiss(): void }) {
  const n = useMessages().app.notices;
  return (
    <Notice message={problemText(n, report)} onDismiss={onDismiss}>
      <Download report={report} />
    </Notice>
  );
}

/**
 * The lasting notice of the parts not saved. It stays as long as one of them is not saved, so the player may
 * fold it to one short line that stays instead (it lies over the table: at eight players over three seats);
 * it opens again by itself when another part stops being saved.
 */
function NotSaved({ keys }: { keys: readonly string[] }) {
  const n = useMessages().app.notices;
  const language = useLanguage();
  const [folded, setFolded] = useState<readonly string[] | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // The button pressed goes away with the form it was in: the focus goes to the other form's button.
  const toggled = useRef(false);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    box.current?.querySelector('button')?.focus();
  }, [folded]);
  const fold = (next: readonly string[] | null) => {
    toggled.current = true;
    setFolded(next);
  };
  const isFolded = folded !== null && keys.every((key) => folded.includes(key));
  return (
    <div ref={box} className="app-toast-slot">
      {isFolded ? (
        <div className="scr-banner scr-notice app-toast-folded" role="status">
          <WarningIcon />
          <p className="scr-banner__message">{n.notSavedShort}</p>
          <button
            type="button"
            className="scr-btn scr-btn--secondary app-toast-folded__open"
            aria-expanded="false"
            onClick={() => fold(null)}
          >
            {n.unfold}
          </button>
        </div>
      ) : (
        <Notice
          message={notSavedText(n, language, keys)}
          onDismiss={() => fold(keys)}
          dismissLabel={n.fold}
        />
      )}
    </div>
  );
}

function WarningIcon() {
  return (
    <svg className="scr-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path d="M12 7v6M12 16.5v.5" stroke="var(--accent-ink)" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export interface SaveNoticesProps {
  /** The statistics' own notice is shown on the home screen only (and inside Statistics). */
  showStats: boolean;
}

export function SaveNotices({ showStats }: SaveNoticesProps) {
  const n = useMessages().app.notices;
  const statsText = useMessages().stats.notices;
  const problems = useGame((s) => s.saveProblems);
  const tookOver = useGame((s) => s.tookOver);
  const health = saveHealth();
  const unsaved = useStore(health, (s) => s.unsaved);
  const looseProblems = useStore(health, (s) => s.problems);
  const stats = statsStore();
  const statsNotice = useStore(stats, (s) => s.notice);
  const statsProblem = useStore(stats, (s) => s.problem);
  const { dismissSaveProblems, dismissTookOver } = gameStore().getState();

  // The match goes on in another tab while this one is hidden, so the notice waits for the player to come
  // back: its time runs only once the page is visible.
  useEffect(() => {
    if (!tookOver) return;
    let handle: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      if (handle === undefined && document.visibilityState !== 'hidden')
        handle = setTimeout(dismissTookOver, TOOK_OVER_MS);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      document.removeEventListener('visibilitychange', start);
      clearTimeout(handle);
    };
  }, [tookOver, dismissTookOver]);

  const statsMessage =
    statsNotice && `${statsText[statsNotice]}${statsProblem && !statsProblem.kept ? ` ${n.notKept}` : ''}`;

  // Over the table in the one column of notices (shared/toastLayer.ts), above those about the network.
  return createPortal(
    <>
      {unsaved.length > 0 && <NotSaved keys={unsaved} />}
      {problems.map((report) => (
        <Problem key={report.key} report={report} onDismiss={dismissSaveProblems} />
      ))}
      {looseProblems.map((report) => (
        <Problem key={report.key} report={report} onDismiss={() => health.getState().dismissProblems()} />
      ))}
      {tookOver && <Notice message={n.tookOver} onDismiss={dismissTookOver} />}
      {showStats && statsMessage && (
        <Notice message={statsMessage} onDismiss={() => stats.getState().dismissNotice()}>
          {statsProblem && <Download report={statsProblem} />}
        </Notice>
      )}
    </>,
    toastLayer('saving'),
  );
}
