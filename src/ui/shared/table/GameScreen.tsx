// The frame both game screens share: the menu bar (with the deal's fingerprint), the first visit's offer of the
// tutorial, the table (the game's own, passed in), and the dialogs over it: settings, rules and the review of a
// round. The game says what goes in each place; the frame says when it is shown.
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { gameOf } from '../../../games';
import { gameStore, useGame } from '../../../store';
import type { GameScreenProps } from '../../games';
import { afterDialog } from '../../tutorial/leave';
import { offerAnswered } from '../../tutorial/offer';
import { lazyPart } from '../../preloadable';
import { LoadBoundary } from '../offline/LoadBoundary';
import { GameBar } from './GameBar';
import { DealOnTableContext } from '../deals/dealOnTable';
import '../../app.css';

// The first visit's offer of the tutorial, loaded only while it has not been answered (offline before the
// app is installed, one that cannot load says so over the table: shared/offline).
const TutorialOffer = lazyPart(() => import('../../tutorial/TutorialOffer').then((m) => m.TutorialOffer));
// The game record of the match on the table (Game record in the menu), loaded when opened.
const RecordDialog = lazyPart(() => import('../records/RecordDialog').then((m) => m.RecordDialog));

export interface GameScreenFrameProps extends GameScreenProps {
  /** The game's id (src/games). */
  game: string;
  /** The modifier of the shell's and the main area's classes (`app-shell--schnapsen`), if any. */
  modifier?: string;
  /** The bar: the game's name and where the match stands. */
  title: string;
  progress: ReactNode;
  inProgress: boolean;
  practice: boolean;
  onNewMatch(): void;
  /** What the tutorial's offer must leave clear, and what it must never push out of the window. */
  keepClear: readonly string[];
  keepInView: readonly string[];
  /** A result panel lies over the table: the offer waits until it is read. */
  overlaid: boolean;
  /** A line between the bar and the table (Schwimmen: the player is out), if any. */
  banner?: ReactNode;
  /** The main area's content: the table, and beside it what the game shows there. */
  children: ReactNode;
  /**
   * How the settings dialog and the rules page come: `lazy`, each a chunk loaded when opened and drawn only
   * while open; `eager`, drawn always with `open` (they come with the screen).
   */
  dialogs: 'lazy' | 'eager';
  settings(open: boolean, onClose: () => void): ReactNode;
  /** `onTutorial`: from the rules page to the tutorial (the dialog closes first). */
  rules(open: boolean, onClose: () => void, onTutorial: (() => void) | undefined): ReactNode;
  /** The review of a round (loaded when asked for). */
  review: ReactNode;
}

export function GameScreen({
  homeHref,
  onHome,
  onTutorial,
  game,
  modifier,
  title,
  progress,
  inProgress,
  practice,
  onNewMatch,
  keepClear,
  keepInView,
  overlaid,
  banner,
  children,
  dialogs,
  settings,
  rules,
  review,
}: GameScreenFrameProps) {
  const [offer, setOffer] = useState(() => onTutorial !== undefined && !offerAnswered(game));
  const [recordOpen, setRecordOpen] = useState(false);
  // From the rules page the dialog closes first, so that Back from the tutorial comes to the table.
  const fromRules = onTutorial && (() => afterDialog(gameStore().getState().closeDialog, onTutorial));
  const dialog = useGame((s) => s.dialog);
  const reviewing = useGame((s) => s.reviewing?.game === game);
  // Actions never change: read them once from the store rather than subscribing to them.
  const { openDialog, closeDialog, closeReview } = gameStore().getState();
  const withModifier = (base: string) => (modifier ? `${base} ${base}--${modifier}` : base);
  // The deal on the table: its fingerprint in the bar, and "Check this deal" on its result panel.
  const match = useGame((s) => s.games[game].match);
  const dealNumber = useGame((s) => gameOf(game).roundNumber(s.games[game].state));
  const faces = useGame((s) => s.settings[game].faces);
  const onTable = useMemo(
    () => (dealNumber > 0 ? { game, record: match, deal: dealNumber, faces } : null),
    [game, match, dealNumber, faces],
  );

  const reviewPanel = reviewing && (
    <LoadBoundary variant="toast" part="review" onClose={closeReview}>
      {review}
    </LoadBoundary>
  );

  return (
    <div className={withModifier('app-shell')}>
      <GameBar
        homeHref={homeHref}
        onHome={onHome}
        title={title}
        progress={progress}
        onRules={() => openDialog('rules')}
        onSettings={() => openDialog('settings')}
        onRecord={() => setRecordOpen(true)}
        inProgress={inProgress}
        onNewMatch={onNewMatch}
        practice={practice}
        deal={onTable}
      />

      {/* Never over a result: the offer waits until the result is read. */}
      {offer && onTutorial && !overlaid && (
        <Suspense fallback={null}>
          <LoadBoundary variant="silent">
            <TutorialOffer
              game={game}
              keepClear={keepClear}
              keepInView={keepInView}
              onAnswer={() => setOffer(false)}
              onAccept={onTutorial}
            />
          </LoadBoundary>
        </Suspense>
      )}

      {banner}

      <main className={withModifier('app-main')}>
        <DealOnTableContext.Provider value={onTable}>{children}</DealOnTableContext.Provider>
      </main>

      {recordOpen && (
        <Suspense fallback={null}>
          <LoadBoundary variant="toast" part="records" onClose={() => setRecordOpen(false)}>
            <RecordDialog game={game} match={match} onClose={() => setRecordOpen(false)} />
          </LoadBoundary>
        </Suspense>
      )}

      {dialogs === 'lazy' ? (
        <Suspense fallback={null}>
          {dialog === 'settings' && (
            <LoadBoundary variant="toast" part="settings" onClose={closeDialog}>
              {settings(true, closeDialog)}
            </LoadBoundary>
          )}
          {dialog === 'rules' && (
            <LoadBoundary variant="toast" part="rules" onClose={closeDialog}>
              {rules(true, closeDialog, fromRules)}
            </LoadBoundary>
          )}
          {reviewPanel}
        </Suspense>
      ) : (
        <>
          {settings(dialog === 'settings', closeDialog)}
          {rules(dialog === 'rules', closeDialog, fromRules)}
          {reviewPanel && <Suspense fallback={null}>{reviewPanel}</Suspense>}
        </>
      )}
    </div>
  );
}
