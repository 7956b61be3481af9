// The Schnapsen screen: the table with its menu, dialogs and panels, wired to the store. It holds no rules:
// what is legal, whose turn it is and every result come from the engine through the store. Loaded when
// Schnapsen is chosen. The frame and what every game reads of the store are shared (shared/table).
import { useEffect, useMemo } from 'react';
import { HUMAN, useGame } from '../../store';
import { bummerlAtDealStart } from '../../match/schnapsen';
import { schnapsenGame } from '../../games';
import type { GameScreenProps } from '../games';
import { bummerls, schnapsenActions, useSchnapsenSettings, useSchnapsenTable } from './useSchnapsen';
import { GameScreen } from '../shared/table/GameScreen';
import { useGameScreen } from '../shared/table/useGameScreen';
import { format, useMessages } from '../i18n';
import { DealResult } from './DealResult';
import { MatchOver } from './MatchOver';
import { SchnapsenRulesPage } from './SchnapsenRulesPage';
import { SchnapsenSettingsDialog } from './SchnapsenSettingsDialog';
import { SchnapsenTable } from './SchnapsenTable';
import { useDailyTable } from '../shared/daily/useDailyTable';
import { lazyPart } from '../preloadable';

// What the tutorial's offer must leave clear, and what it must never push out of the window.
const OFFER_KEEP_CLEAR = ['.app-bar', '.sn-opponent > *', '.sn-centre > *', '.sn-me > *'];
const OFFER_KEEP_IN_VIEW = [
  '.sn-opponent > *',
  '.sn-centre > *',
  '.sn-me__bar',
  '[data-testid="hand"]',
  '.sn-actions',
];
// The review when it is asked for (offline before the app is installed, it says so over the table:
// shared/offline).
const SchnapsenReview = lazyPart(() => import('./SchnapsenReview').then((m) => m.SchnapsenReview));

export type SchnapsenAppProps = GameScreenProps;

export default SchnapsenApp;

export function SchnapsenApp({ homeHref, onHome, onTutorial, matchHref, onMatch }: SchnapsenAppProps) {
  const t = useMessages();
  const table = useSchnapsenTable();
  const { state, match } = table;
  const settings = useSchnapsenSettings();
  const screen = useGameScreen(schnapsenGame, table, settings, t.practice.takeBack.nothingDeal);
  const { view, position, practice, takeBack, onReview } = screen;
  const record = useGame(bummerls);
  // Actions never change: read them once from the store rather than subscribing to them.
  const { nextDeal, newMatch, saveSettings, nameOpponent } = schnapsenActions();
  const daily = useDailyTable({
    game: schnapsenGame,
    gameName: t.app.schnapsen,
    table,
    position,
    onReview,
    matchHref,
    onMatch,
  });

  // The opponent keeps the name it was first shown with, whatever the language later.
  const opponent = match.opponentName ?? t.app.names[0];
  const names = useMemo(() => [t.screens.common.you, opponent] as const, [t, opponent]);
  useEffect(() => {
    if (match.opponentName === undefined) nameOpponent(match.id, t.app.names[0]);
  }, [match.id, match.opponentName, t, nameOpponent]);
  const bummerlBefore = useMemo(
    () => (state.dealResult === null ? undefined : bummerlAtDealStart(match)),
    [state.dealResult, match],
  );

  const over = state.phase === 'matchOver';
  const openHand = practice && settings.showCards ? state.hands[1 - HUMAN] : null;

  let overlay = null;
  if (screen.overShown) {
    overlay = (
      <MatchOver
        view={view}
        names={names}
        record={record}
        onPlayAgain={() => newMatch()}
        onSettings={screen.onSettings}
        onReview={onReview}
      />
    );
  } else if (state.dealResult !== null && (state.phase === 'dealOver' || over)) {
    overlay = (
      <DealResult
        view={view}
        names={names}
        bummerlBefore={bummerlBefore}
        nextLabel={over ? 'seeResult' : 'nextDeal'}
        onNext={() => (over ? screen.showOver() : nextDeal(position))}
        onReview={onReview}
        takeBack={takeBack ?? undefined}
      />
    );
  }

  // A deal of the day is one deal: its own result, in place of the deal's.
  overlay = daily.overlay || overlay;

  return (
    <GameScreen
      homeHref={homeHref}
      onHome={onHome}
      onTutorial={onTutorial}
      game={schnapsenGame.id}
      modifier="schnapsen"
      title={t.app.schnapsen}
      progress={state.dealNumber > 0 && format(t.app.deal, { deal: state.dealNumber })}
      inProgress={screen.inProgress}
      practice={practice}
      onNewMatch={() => {
        newMatch();
        daily.afterNewMatch();
      }}
      keepClear={OFFER_KEEP_CLEAR}
      keepInView={OFFER_KEEP_IN_VIEW}
      overlaid={overlay !== null}
      banner={daily.banner}
      // The settings and the rules come with the screen: drawn always, open when asked for.
      dialogs="eager"
      settings={(open, onClose) => (
        <SchnapsenSettingsDialog
          open={open}
          settings={settings}
          matchInProgress={screen.inProgress}
          onSave={saveSettings}
          onClose={onClose}
        />
      )}
      rules={(open, onClose, fromRules) => (
        <SchnapsenRulesPage
          open={open}
          rules={match.rules}
          autoClaim={settings.autoClaim}
          faces={settings.faces}
          onClose={onClose}
          onTutorial={fromRules}
        />
      )}
      review={<SchnapsenReview />}
    >
      <SchnapsenTable
        {...screen.table}
        names={names}
        level={match.level}
        faces={settings.faces}
        showPoints={settings.showPoints}
        thinking={screen.thinking !== null}
        openHand={openHand}
      >
        {overlay}
      </SchnapsenTable>
    </GameScreen>
  );
}
