// The replay viewer's place in the App: nothing until a record is opened (./open.ts), then the viewer, whose
// code (with the records' and the games' boards) loads only then; offline before it ever came, a notice says
// so with Try again. Part of the first download: keep it small.
import { Suspense } from 'react';
import { preloadable } from '../preloadable';
import { PartBoundary } from '../shared/notices/ScreenBoundary';
import { LoadBoundary } from '../shared/offline/LoadBoundary';
import { closeReplay, useReplay } from './open';

/** The viewer's code: drawn by the layer, fetched ahead by Replay when it is pointed at. */
export const replayViewer = preloadable(() => import('./ReplayViewer'));

export function ReplayLayer() {
  const request = useReplay();
  if (!request) return null;
  return (
    <PartBoundary name="The replay viewer">
      <Suspense fallback={null}>
        <LoadBoundary variant="toast" part="replay" onClose={closeReplay}>
          <replayViewer.Component request={request} onClose={closeReplay} />
        </LoadBoundary>
      </Suspense>
    </PartBoundary>
  );
}
