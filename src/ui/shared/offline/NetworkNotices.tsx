// The notices about what waits for the network outside any screen's own code (store/missing.ts), over the
// game on screen: computer players who cannot move yet, or who play at the normal level meanwhile, and a
// hint that could not be worked out. Each goes as soon as its part is here again.
import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { missingKey, missingNow, subscribeMissing, type Missing } from '../../../store/missing';
import { gameOfScreen } from '../../../store/route';
import { useCore, useScreen } from '../../../store/shell';
import { useMessages } from '../../i18n';
import { LoadFailed, OfflineIcon } from './LoadFailed';
import { toastLayer } from '../toastLayer';
import { useOnline } from './useOnline';

export function NetworkNotices() {
  const screen = useScreen();
  const entries = useSyncExternalStore(subscribeMissing, missingNow, missingNow);
  // Drawn again with every move, so that a hint's notice goes with the position it was asked in.
  useCore(
    (s) =>
      Object.values(s.games)
        .map(({ match }) => `${match.id}:${match.log.length}`)
        .join(),
    '',
  );
  const shown = entries.filter((e) => e.game === gameOfScreen(screen) && (e.kind !== 'hint' || e.current()));
  return (
    <>
      {shown.map((entry) => (
        <Entry key={missingKey(entry)} entry={entry} />
      ))}
    </>
  );
}

function Entry({ entry }: { entry: Missing }) {
  switch (entry.kind) {
    case 'computers':
      return <LoadFailed part="computers" variant="toast" onRetry={entry.retry} />;
    case 'hint':
      return <HintFailed retry={entry.retry} />;
    case 'standIn':
      return <StandIn />;
  }
}

function HintFailed({ retry }: { retry(): void }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return <LoadFailed part="hint" variant="toast" onRetry={retry} onClose={() => setClosed(true)} />;
}

/** The searching computer players play at the normal level: said once, and it can be put away. */
function StandIn() {
  const n = useMessages().network;
  const t = useMessages().screens.notice;
  const online = useOnline();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return createPortal(
    <div className="net-toast" role="status" data-testid="stand-in">
      <OfflineIcon />
      <div className="net-toast__text">
        <p className="net-toast__message">{online ? n.standIn.failed : n.standIn.offline}</p>
      </div>
      <button type="button" className="net-close" aria-label={t.dismiss} onClick={() => setClosed(true)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
    </div>,
    toastLayer(),
  );
}
