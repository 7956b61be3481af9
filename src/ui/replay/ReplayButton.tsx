// "Replay" on a result panel (a round's, a deal's, a match's): opens the viewer on the match on the table.
// Nothing outside a table (a panel drawn on its own has no match to replay).
import { useState } from 'react';
import { useDealOnTable } from '../shared/deals/dealOnTable';
import { LoadFailed } from '../shared/offline/LoadFailed';
import { openReplay } from './open';
import { replayViewer } from './ReplayLayer';
import { replayOfMatch } from './fromMatch';
import { useReplayText } from './replayText';
import './replayButton.css';

/** The viewer's code, the layer's own, fetched when Replay is pointed at. */
const preloadReplay = () => replayViewer.load();

const warm = () => {
  preloadReplay().catch(() => {
    // Offline with nothing cached: pressing the button tries again.
  });
};

export function ReplayButton() {
  const deal = useDealOnTable();
  const r = useReplayText();
  // Its code could not come (offline before the app was installed): said in place, with Try again.
  const [failed, setFailed] = useState(false);
  if (!deal || !r) return null;
  const { game, record } = deal;
  const open = () => {
    setFailed(false);
    Promise.all([replayOfMatch(game, record), preloadReplay()]).then(
      ([request]) => openReplay(request),
      (error: unknown) => {
        console.error('The replay could not be opened', error);
        setFailed(true);
      },
    );
  };
  if (failed) return <LoadFailed part="replay" variant="inline" onRetry={open} focus />;
  return (
    <button
      type="button"
      className="scr-btn scr-btn--secondary rp-open"
      onClick={open}
      onPointerEnter={warm}
      onFocus={warm}
    >
      {r.button}
    </button>
  );
}

/** Replay on a line of its own, at the foot of a panel's content (nothing outside a table). */
export function ReplayLine() {
  if (!useDealOnTable()) return null;
  return (
    <div className="rp-open-line">
      <ReplayButton />
    </div>
  );
}
