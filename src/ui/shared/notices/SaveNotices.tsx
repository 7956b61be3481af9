// The notices about saving, laid over the screen as toasts so they never push the table down: a save that
// was set aside (with its file to download when no copy could be kept), a match taken over from another
// tab, the statistics started afresh, and, lasting while it is true, that nothing is being saved.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { gameStore, saveHealth, useGame, type SetAsideReport } from '../../../store';
import { statsStore } from '../../../stats/store';
import { format, useMessages, type Messages } from '../../i18n';
import { Notice } from '../Notice';
import { Download } from './Download';

/** How long "This match went on in another tab" stays. */
export const TOOK_OVER_MS = 6000;

type SaveTexts = Messages['app']['notices'];

/** The sentence for one unusable save. */
export function problemText(n: SaveTexts, report: SetAsideReport): string {
  const what = (n.parts as Record<string, string>)[report.key] ?? report.key;
  const first = format(n[report.problem], { what });
  return report.kept ? first : `${first} ${n.notKept}`;
}

function Problem({ report, onDismiss }: { report: SetAsideReport; onDismiss(): void }) {
  const n = useMessages().app.notices;
  return (
    <Notice message={problemText(n, report)} onDismiss={onDismiss}>
      <Download report={report} />
    </Notice>
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
  const failing = useStore(saveHealth(), (s) => s.failing);
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

  return (
    <div className="app-toasts">
      {failing && <Notice message={n.notSaved} />}
      {problems.map((report) => (
        <Problem key={report.key} report={report} onDismiss={dismissSaveProblems} />
      ))}
      {tookOver && <Notice message={n.tookOver} onDismiss={dismissTookOver} />}
      {showStats && statsMessage && (
        <Notice message={statsMessage} onDismiss={() => stats.getState().dismissNotice()}>
          {statsProblem && <Download report={statsProblem} />}
        </Notice>
      )}
    </div>
  );
}
