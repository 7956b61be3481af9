// The Schwimmen screen: the table with its menu, dialogs and panels, wired to the store. It holds no rules:
// what is legal, whose turn it is and every result come from the engine through the store. Loaded when
// Schwimmen is chosen.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { schwimmen } from '../../engine/schwimmen';
import { gameStore, HUMAN, positionKey, matchInProgress, speedOf, useGame } from '../../store';
import { matchSummary } from '../../store/summary';
import { takeBackPointOf } from '../../store/takeBack';
import { schwimmenGame } from '../../games';
import type { Hint } from '../../bots/schwimmen/hint';
import { schwimmenActions, schwimmenTable, useSchwimmenSettings, useSchwimmenTable } from './useSchwimmen';
import { GameBar } from '../shared/table/GameBar';
import { format, useMessages } from '../i18n';
import { SchwimmenTable } from './SchwimmenTable';
import { GameOver } from './GameOver';
import { HumanOutBanner } from './HumanOutBanner';
import { MoveLog } from './MoveLog';
import { RoundResult } from './RoundResult';
import { afterDialog } from '../tutorial/leave';
import { offerAnswered } from '../tutorial/offer';
import { lazyPart } from '../preloadable';
import { LoadBoundary } from '../shared/offline/LoadBoundary';
import '../app.css';

// Opened on demand, so they load on demand and keep the first download small; offline before the app is
// installed, one that cannot load says so over the table (shared/offline).
const SchwimmenSettingsDialog = lazyPart(() =>
  import('./SchwimmenSettingsDialog').then((m) => m.SchwimmenSettingsDialog),
);
const SchwimmenRulesPage = lazyPart(() => import('./SchwimmenRulesPage').then((m) => m.SchwimmenRulesPage));
// The first visit's offer of the tutorial, loaded only while it has not been answered.
const TutorialOffer = lazyPart(() => import('../tutorial/TutorialOffer').then((m) => m.TutorialOffer));
// What that offer must leave clear, and what it must never push out of the window.
const OFFER_KEEP_CLEAR = [
  '.app-bar',
  '.sw-seat',
  '.sw-stock',
  '[data-testid="middle"]',
  '.sw-me > *',
  '.app-log',
];
const OFFER_KEEP_IN_VIEW = [
  '.sw-seat',
  '[data-testid="middle"]',
  '.sw-me__bar',
  '[data-testid="hand"]',
  // The buttons with the line under them that says why one is disabled, as the table scrolls them into view.
  '.sw-actions',
];
const SchwimmenReview = lazyPart(() => import('./SchwimmenReview').then((m) => m.SchwimmenReview));

export interface GameScreenProps {
  /** The home screen's address, and the way there in place. */
  homeHref: string;
  onHome(): void;
  /** Opens the guided first game (How to play). */
  onTutorial?(): void;
}

export default SchwimmenApp;

export function SchwimmenApp({ homeHref, onHome, onTutorial }: GameScreenProps) {
  const [offer, setOffer] = useState(() => onTutorial !== undefined && !offerAnswered('schwimmen'));
  // From the rules page the dialog closes first, so that Back from the tutorial comes to the table.
  const fromRules = onTutorial && (() => afterDialog(gameStore().getState().closeDialog, onTutorial));
  const t = useMessages();
  const { state, match } = useSchwimmenTable();
  const settings = useSchwimmenSettings();
  const speed = useGame((s) => speedOf(s, 'schwimmen'));
  const thinking = useGame((s) => s.thinking);
  const dialog = useGame((s) => s.dialog);
  const hint = useGame((s) => s.hint);
  const hintPending = useGame((s) => s.hintPending);
  const tookBack = useGame((s) => s.tookBack?.game === 'schwimmen');
  // Actions never change: read them once from the store rather than subscribing to them.
  const { openDialog, closeDialog, closeReview } = gameStore().getState();
  const { act, nextRound, newMatch, saveSettings, skipToEnd, askHint, takeBack, nameOpponents } =
    schwimmenActions();
  // After the last showdown the player reads the result first, then asks for the game-over screen; a match
  // that was already over when the table opened (a reload) shows its game-over screen at once.
  const [gameOverShownFor, setGameOverShownFor] = useState<string | null>(() => {
    const table = schwimmenTable(gameStore().getState());
    return table.state.phase === 'gameOver' ? table.match.id : null;
  });

  // The computer players keep the names they were first shown with, whatever the language later.
  const names = useMemo(
    () =>
      Array.from({ length: match.players }, (_, seat) =>
        seat === HUMAN ? t.screens.common.you : (match.names?.[seat] ?? t.app.names[seat - 1]),
      ),
    [match.players, match.names, t],
  );
  useEffect(() => {
    if (!match.names) nameOpponents(match.id, t.app.names);
  }, [match.id, match.names, t, nameOpponents]);
  const view = useMemo(() => schwimmen.view(state, HUMAN), [state]);
  const legal = useMemo(
    () => (schwimmen.actor(state) === HUMAN ? schwimmen.legalActions(state) : []),
    [state],
  );
  const summary = useMemo(
    () => (state.phase === 'gameOver' ? matchSummary(match) : null),
    [state.phase, match],
  );

  const inProgress = useGame((s) => matchInProgress(s, 'schwimmen'));
  const humanOut = state.out[HUMAN];
  const showGameOver = state.phase === 'gameOver' && gameOverShownFor === match.id;
  // A hint belongs to the position it was asked in: never shown for another one.
  const position = positionKey(match);
  const reviewing = useGame((s) => s.reviewing?.game === 'schwimmen');
  const onReview = () => gameStore().getState().openReview('schwimmen');
  // Practice: Take back goes back to before the player's last move of the round, when there is one.
  const practice = match.practice === true;
  const canTakeBack = useMemo(
    () => takeBackPointOf(schwimmenGame, match, settings) !== null,
    [match, settings],
  );
  const takeBackOffer = practice
    ? { reason: canTakeBack ? null : t.practice.takeBack.nothingRound, onTakeBack: () => void takeBack() }
    : null;
  const openHands = practice && settings.showCards ? state.hands : null;

  // S13: a Schnauz or Feuer dealt ended the round before the dealer chose; the second packet stays face down.
  const unseenPacket = view.phase !== 'choose' && view.secondPacketSize > 0 ? view.dealer : null;

  let overlay = null;
  if (showGameOver && summary) {
    overlay = (
      <GameOver
        winner={state.winner}
        names={names}
        summary={summary}
        onPlayAgain={() => newMatch()}
        onSettings={() => openDialog('settings')}
        onReview={onReview}
      />
    );
  } else if (state.roundResult && (state.phase === 'roundOver' || state.phase === 'gameOver')) {
    const last = state.phase === 'gameOver';
    // While the human is out the computers deal on their own after a pause; Next round skips the pause.
    overlay = (
      <RoundResult
        result={state.roundResult}
        names={names}
        lives={state.lives}
        out={state.out}
        knocker={state.knocker}
        faces={settings.faces}
        nextLabel={last ? 'seeResult' : 'nextRound'}
        autoFocus={!humanOut || last}
        onNext={() => (last ? setGameOverShownFor(match.id) : nextRound(position))}
        onReview={onReview}
        takeBack={takeBackOffer ?? undefined}
        unseenPacket={unseenPacket}
      />
    );
  }

  return (
    <div className="app-shell">
      <GameBar
        homeHref={homeHref}
        onHome={onHome}
        title={t.app.schwimmen}
        progress={state.round > 0 && format(t.app.round, { round: state.round })}
        onRules={() => openDialog('rules')}
        onSettings={() => openDialog('settings')}
        inProgress={inProgress}
        onNewMatch={() => newMatch()}
        practice={practice}
      />

      {/* Never over a result: the offer waits until the result is read. */}
      {offer && onTutorial && overlay === null && (
        <Suspense fallback={null}>
          <LoadBoundary variant="silent">
            <TutorialOffer
              game="schwimmen"
              keepClear={OFFER_KEEP_CLEAR}
              keepInView={OFFER_KEEP_IN_VIEW}
              onAnswer={() => setOffer(false)}
              onAccept={onTutorial}
            />
          </LoadBoundary>
        </Suspense>
      )}

      {humanOut && state.phase !== 'gameOver' && <HumanOutBanner onSkip={skipToEnd} />}

      <main className="app-main">
        <SchwimmenTable
          view={view}
          legal={legal}
          names={names}
          levels={match.levels}
          faces={settings.faces}
          thinking={thinking}
          onAction={act}
          position={position}
          hint={hint?.game === 'schwimmen' && hint.key === position ? (hint.hint as Hint) : null}
          hintPending={hintPending === position}
          onHint={() => void askHint()}
          speed={speed}
          matchId={match.id}
          practice={practice}
          takeBack={takeBackOffer}
          openHands={openHands}
          tookBack={tookBack}
        >
          {overlay}
        </SchwimmenTable>
        <aside className="app-log">
          <details className="app-log__details" open>
            <summary className="app-log__summary">{t.app.menu.log}</summary>
            <MoveLog
              history={view.history}
              names={names}
              dealer={view.dealer}
              result={view.roundResult ?? undefined}
              knocker={view.knocker}
              faces={settings.faces}
              showHeading={false}
              tookBack={tookBack}
              packetUnseen={unseenPacket !== null}
            />
          </details>
        </aside>
      </main>

      <Suspense fallback={null}>
        {dialog === 'settings' && (
          <LoadBoundary variant="toast" part="settings" onClose={closeDialog}>
            <SchwimmenSettingsDialog
              open
              settings={settings}
              matchInProgress={inProgress}
              onSave={saveSettings}
              onClose={closeDialog}
            />
          </LoadBoundary>
        )}
        {dialog === 'rules' && (
          <LoadBoundary variant="toast" part="rules" onClose={closeDialog}>
            <SchwimmenRulesPage
              rules={match.rules}
              faces={settings.faces}
              onClose={closeDialog}
              onTutorial={fromRules}
            />
          </LoadBoundary>
        )}
        {reviewing && (
          <LoadBoundary variant="toast" part="review" onClose={closeReview}>
            <SchwimmenReview />
          </LoadBoundary>
        )}
      </Suspense>
    </div>
  );
}
