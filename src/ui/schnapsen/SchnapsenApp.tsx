// The Schnapsen screen: the table with its menu, dialogs and panels, wired to the store. It holds no rules:
// what is legal, whose turn it is and every result come from the engine through the store. Loaded when
// Schnapsen is chosen.
import { Suspense, useEffect, useMemo, useState } from 'react';
import { schnapsen } from '../../engine/schnapsen';
import { gameStore, HUMAN, matchInProgress, positionKey, speedOf, useGame } from '../../store';
import { bummerlAtDealStart } from '../../match/schnapsen';
import { takeBackPointOf } from '../../store/takeBack';
import { schnapsenGame } from '../../games';
import type { SchnapsenHint } from '../../bots/schnapsen/hint';
import {
  bummerls,
  schnapsenActions,
  schnapsenTable,
  useSchnapsenSettings,
  useSchnapsenTable,
} from './useSchnapsen';
import { GameBar } from '../shared/table/GameBar';
import { format, useMessages } from '../i18n';
import { DealResult } from './DealResult';
import { MatchOver } from './MatchOver';
import { SchnapsenRulesPage } from './SchnapsenRulesPage';
import { SchnapsenSettingsDialog } from './SchnapsenSettingsDialog';
import { SchnapsenTable } from './SchnapsenTable';
import { afterDialog } from '../tutorial/leave';
import { offerAnswered } from '../tutorial/offer';
import { lazyPart } from '../preloadable';
import { LoadBoundary } from '../shared/offline/LoadBoundary';
import '../app.css';

// The first visit's offer of the tutorial, loaded only while it has not been answered; the review when it is
// asked for (offline before the app is installed, it says so over the table: shared/offline).
const TutorialOffer = lazyPart(() => import('../tutorial/TutorialOffer').then((m) => m.TutorialOffer));
// What that offer must leave clear, and what it must never push out of the window.
const OFFER_KEEP_CLEAR = ['.app-bar', '.sn-opponent > *', '.sn-centre > *', '.sn-me > *'];
const OFFER_KEEP_IN_VIEW = [
  '.sn-opponent > *',
  '.sn-centre > *',
  '.sn-me__bar',
  '[data-testid="hand"]',
  '.sn-actions',
];
const SchnapsenReview = lazyPart(() => import('./SchnapsenReview').then((m) => m.SchnapsenReview));

export interface SchnapsenAppProps {
  /** The home screen's address, and the way there in place. */
  homeHref: string;
  onHome(): void;
  /** Opens the guided first game (How to play). */
  onTutorial?(): void;
}

export default SchnapsenApp;

export function SchnapsenApp({ homeHref, onHome, onTutorial }: SchnapsenAppProps) {
  const [offer, setOffer] = useState(() => onTutorial !== undefined && !offerAnswered('schnapsen'));
  // From the rules page the dialog closes first, so that Back from the tutorial comes to the table.
  const fromRules = onTutorial && (() => afterDialog(gameStore().getState().closeDialog, onTutorial));
  const t = useMessages();
  const { state, match } = useSchnapsenTable();
  const settings = useSchnapsenSettings();
  const speed = useGame((s) => speedOf(s, 'schnapsen'));
  const record = useGame(bummerls);
  const thinking = useGame((s) => s.thinking);
  const dialog = useGame((s) => s.dialog);
  const hint = useGame((s) => s.hint);
  const hintPending = useGame((s) => s.hintPending);
  const tookBack = useGame((s) => s.tookBack?.game === 'schnapsen');
  // Actions never change: read them once from the store rather than subscribing to them.
  const { openDialog, closeDialog, closeReview } = gameStore().getState();
  const {
    act: schnapsenAct,
    nextDeal: schnapsenNextDeal,
    newMatch: newSchnapsenMatch,
    saveSettings: saveSchnapsenSettings,
    askHint: askSchnapsenHint,
    takeBack: schnapsenTakeBack,
    nameOpponent: nameSchnapsenOpponent,
  } = schnapsenActions();
  // After the last deal the player reads its result first, then asks for the end of the match; a match that
  // was already over when the table opened (a reload) shows its end at once.
  const [matchOverShownFor, setMatchOverShownFor] = useState<string | null>(() => {
    const table = schnapsenTable(gameStore().getState());
    return table.state.phase === 'matchOver' ? table.match.id : null;
  });

  // The opponent keeps the name it was first shown with, whatever the language later.
  const opponent = match.opponentName ?? t.app.names[0];
  const names = useMemo(() => [t.screens.common.you, opponent] as const, [t, opponent]);
  useEffect(() => {
    if (match.opponentName === undefined) nameSchnapsenOpponent(match.id, t.app.names[0]);
  }, [match.id, match.opponentName, t, nameSchnapsenOpponent]);
  const view = useMemo(() => schnapsen.view(state, HUMAN), [state]);
  const legal = useMemo(
    () => (schnapsen.actor(state) === HUMAN ? schnapsen.legalActions(state) : []),
    [state],
  );
  const bummerlBefore = useMemo(
    () => (state.dealResult === null ? undefined : bummerlAtDealStart(match)),
    [state.dealResult, match],
  );

  const inProgress = useGame((s) => matchInProgress(s, 'schnapsen'));
  const over = state.phase === 'matchOver';
  // A hint belongs to the position it was asked in: never shown for another one.
  const position = positionKey(match);
  const reviewing = useGame((s) => s.reviewing?.game === 'schnapsen');
  const onReview = () => gameStore().getState().openReview('schnapsen');
  // Practice: Take back goes back to before the player's last move of the deal, when there is one.
  const practice = match.practice === true;
  const canTakeBack = useMemo(
    () => takeBackPointOf(schnapsenGame, match, settings) !== null,
    [match, settings],
  );
  const takeBackOffer = practice
    ? {
        reason: canTakeBack ? null : t.practice.takeBack.nothingDeal,
        onTakeBack: () => void schnapsenTakeBack(),
      }
    : null;
  const openHand = practice && settings.showCards ? state.hands[1 - HUMAN] : null;

  let overlay = null;
  if (over && matchOverShownFor === match.id) {
    overlay = (
      <MatchOver
        view={view}
        names={names}
        record={record}
        onPlayAgain={() => newSchnapsenMatch()}
        onSettings={() => openDialog('settings')}
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
        onNext={() => (over ? setMatchOverShownFor(match.id) : schnapsenNextDeal(position))}
        onReview={onReview}
        takeBack={takeBackOffer ?? undefined}
      />
    );
  }

  return (
    <div className="app-shell app-shell--schnapsen">
      <GameBar
        homeHref={homeHref}
        onHome={onHome}
        title={t.app.schnapsen}
        progress={state.dealNumber > 0 && format(t.app.deal, { deal: state.dealNumber })}
        onRules={() => openDialog('rules')}
        onSettings={() => openDialog('settings')}
        inProgress={inProgress}
        onNewMatch={() => newSchnapsenMatch()}
        practice={practice}
      />

      {/* Never over a result: the offer waits until the result is read. */}
      {offer && onTutorial && overlay === null && (
        <Suspense fallback={null}>
          <LoadBoundary variant="silent">
            <TutorialOffer
              game="schnapsen"
              keepClear={OFFER_KEEP_CLEAR}
              keepInView={OFFER_KEEP_IN_VIEW}
              onAnswer={() => setOffer(false)}
              onAccept={onTutorial}
            />
          </LoadBoundary>
        </Suspense>
      )}

      <main className="app-main app-main--schnapsen">
        <SchnapsenTable
          view={view}
          legal={legal}
          names={names}
          level={match.level}
          faces={settings.faces}
          showPoints={settings.showPoints}
          thinking={thinking !== null}
          onAction={schnapsenAct}
          position={position}
          hint={hint?.game === 'schnapsen' && hint.key === position ? (hint.hint as SchnapsenHint) : null}
          hintPending={hintPending === position}
          onHint={() => void askSchnapsenHint()}
          speed={speed}
          matchId={match.id}
          practice={practice}
          takeBack={takeBackOffer}
          openHand={openHand}
          tookBack={tookBack}
        >
          {overlay}
        </SchnapsenTable>
      </main>

      <SchnapsenSettingsDialog
        open={dialog === 'settings'}
        settings={settings}
        matchInProgress={inProgress}
        onSave={saveSchnapsenSettings}
        onClose={closeDialog}
      />
      <SchnapsenRulesPage
        open={dialog === 'rules'}
        rules={match.rules}
        autoClaim={settings.autoClaim}
        faces={settings.faces}
        onClose={closeDialog}
        onTutorial={fromRules}
      />
      {reviewing && (
        <Suspense fallback={null}>
          <LoadBoundary variant="toast" part="review" onClose={closeReview}>
            <SchnapsenReview />
          </LoadBoundary>
        </Suspense>
      )}
    </div>
  );
}
