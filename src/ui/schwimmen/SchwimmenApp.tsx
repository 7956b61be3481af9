// The Schwimmen screen: the table with its menu, dialogs and panels, wired to the store. It holds no rules:
// what is legal, whose turn it is and every result come from the engine through the store. Loaded when
// Schwimmen is chosen. The frame and what every game reads of the store are shared (shared/table).
import { useEffect, useMemo } from 'react';
import { HUMAN } from '../../store';
import { schwimmenSummary } from '../../match/schwimmenSummary';
import { schwimmenGame } from '../../games';
import type { GameScreenProps } from '../games';
import { schwimmenActions, useSchwimmenSettings, useSchwimmenTable } from './useSchwimmen';
import { GameScreen } from '../shared/table/GameScreen';
import { useGameScreen } from '../shared/table/useGameScreen';
import { format, useMessages } from '../i18n';
import { SchwimmenTable } from './SchwimmenTable';
import { GameOver } from './GameOver';
import { HumanOutBanner } from './HumanOutBanner';
import { MoveLog } from './MoveLog';
import { RoundResult } from './RoundResult';
import { useDailyTable } from '../shared/daily/useDailyTable';
import { lazyPart } from '../preloadable';

// Opened on demand, so they load on demand and keep the first download small; offline before the app is
// installed, one that cannot load says so over the table (shared/offline).
const SchwimmenSettingsDialog = lazyPart(() =>
  import('./SchwimmenSettingsDialog').then((m) => m.SchwimmenSettingsDialog),
);
const SchwimmenRulesPage = lazyPart(() => import('./SchwimmenRulesPage').then((m) => m.SchwimmenRulesPage));
// What the tutorial's offer must leave clear, and what it must never push out of the window.
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

export type { GameScreenProps };

export default SchwimmenApp;

export function SchwimmenApp({ homeHref, onHome, onTutorial, matchHref, onMatch }: GameScreenProps) {
  const t = useMessages();
  const table = useSchwimmenTable();
  const { state, match } = table;
  const settings = useSchwimmenSettings();
  const screen = useGameScreen(schwimmenGame, table, settings, t.practice.takeBack.nothingRound);
  const { view, position, practice, takeBack, tookBack, onReview } = screen;
  // Actions never change: read them once from the store rather than subscribing to them.
  const { nextRound, newMatch, saveSettings, skipToEnd, nameOpponents } = schwimmenActions();
  const daily = useDailyTable({
    game: schwimmenGame,
    gameName: t.app.schwimmen,
    table,
    position,
    onReview,
    matchHref,
    onMatch,
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
  const summary = useMemo(
    () => (state.phase === 'gameOver' ? schwimmenSummary(match) : null),
    [state.phase, match],
  );

  const humanOut = state.out[HUMAN];
  const openHands = practice && settings.showCards ? state.hands : null;

  // S13: a Schnauz or Feuer dealt ended the round before the dealer chose; the second packet stays face down.
  const unseenPacket = view.phase !== 'choose' && view.secondPacketSize > 0 ? view.dealer : null;

  let overlay = null;
  if (screen.overShown && summary) {
    overlay = (
      <GameOver
        winner={state.winner}
        names={names}
        summary={summary}
        onPlayAgain={() => newMatch()}
        onSettings={screen.onSettings}
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
        onNext={() => (last ? screen.showOver() : nextRound(position))}
        onReview={onReview}
        takeBack={takeBack ?? undefined}
        unseenPacket={unseenPacket}
      />
    );
  }

  // A deal of the day is one round: its own result, in place of the round's.
  overlay = daily.overlay || overlay;

  return (
    <GameScreen
      homeHref={homeHref}
      onHome={onHome}
      onTutorial={onTutorial}
      game={schwimmenGame.id}
      title={t.app.schwimmen}
      progress={state.round > 0 && format(t.app.round, { round: state.round })}
      inProgress={screen.inProgress}
      practice={practice}
      onNewMatch={() => {
        newMatch();
        daily.afterNewMatch();
      }}
      keepClear={OFFER_KEEP_CLEAR}
      keepInView={OFFER_KEEP_IN_VIEW}
      overlaid={overlay !== null}
      banner={
        daily.banner ?? (humanOut && state.phase !== 'gameOver' && <HumanOutBanner onSkip={skipToEnd} />)
      }
      dialogs="lazy"
      settings={(open, onClose) => (
        <SchwimmenSettingsDialog
          open={open}
          settings={settings}
          matchInProgress={screen.inProgress}
          onSave={saveSettings}
          onClose={onClose}
        />
      )}
      rules={(_, onClose, fromRules) => (
        <SchwimmenRulesPage
          rules={match.rules}
          faces={settings.faces}
          onClose={onClose}
          onTutorial={fromRules}
        />
      )}
      review={<SchwimmenReview />}
    >
      <SchwimmenTable
        {...screen.table}
        names={names}
        levels={match.levels}
        faces={settings.faces}
        thinking={screen.thinking}
        openHands={openHands}
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
    </GameScreen>
  );
}
