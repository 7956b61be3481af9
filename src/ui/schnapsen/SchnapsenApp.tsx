// The Schnapsen screen: the table with its menu, dialogs and panels, wired to the store. It holds no rules:
// what is legal, whose turn it is and every result come from the engine through the store. Loaded when
// Schnapsen is chosen.
import { useMemo, useState } from 'react';
import { schnapsen } from '../../engine/schnapsen';
import { gameStore, HUMAN, useGame } from '../../store';
import { bummerlAtDealStart } from '../../store/schnapsenMatch';
import { HomeLink } from '../home/HomeLink';
import { format, useMessages } from '../i18n';
import { ConfirmDialog } from '../screens/ConfirmDialog';
import { DealResult } from './DealResult';
import { MatchOver } from './MatchOver';
import { SchnapsenRulesPage } from './SchnapsenRulesPage';
import { SchnapsenSettingsDialog } from './SchnapsenSettingsDialog';
import { SchnapsenTable } from './SchnapsenTable';
import '../app.css';

export interface SchnapsenAppProps {
  /** The home screen's address, and the way there in place. */
  homeHref: string;
  onHome(): void;
}

export default SchnapsenApp;

export function SchnapsenApp({ homeHref, onHome }: SchnapsenAppProps) {
  const t = useMessages();
  const state = useGame((s) => s.schnapsenState);
  const match = useGame((s) => s.schnapsenMatch);
  const settings = useGame((s) => s.schnapsenSettings);
  const record = useGame((s) => s.schnapsenRecord);
  const thinking = useGame((s) => s.thinking);
  const dialog = useGame((s) => s.dialog);
  // Actions never change: read them once from the store rather than subscribing to them.
  const {
    schnapsenAct,
    schnapsenNextDeal,
    newSchnapsenMatch,
    saveSchnapsenSettings,
    openDialog,
    closeDialog,
  } = gameStore().getState();
  const [confirmNew, setConfirmNew] = useState(false);
  // After the last deal the player reads its result first, then asks for the end of the match.
  const [matchOverShownFor, setMatchOverShownFor] = useState<string | null>(null);

  const names = useMemo(() => [t.screens.common.you, t.app.names[0]] as const, [t]);
  const view = useMemo(() => schnapsen.view(state, HUMAN), [state]);
  const legal = useMemo(
    () => (schnapsen.actor(state) === HUMAN ? schnapsen.legalActions(state) : []),
    [state],
  );
  const bummerlBefore = useMemo(
    () => (state.dealResult === null ? undefined : bummerlAtDealStart(match)),
    [state.dealResult, match],
  );

  const inProgress = state.phase !== 'matchOver' && match.log.length > 1;
  const over = state.phase === 'matchOver';

  let overlay = null;
  if (over && matchOverShownFor === match.id) {
    overlay = (
      <MatchOver
        view={view}
        names={names}
        record={record}
        onPlayAgain={() => newSchnapsenMatch()}
        onSettings={() => openDialog('settings')}
      />
    );
  } else if (state.dealResult !== null && (state.phase === 'dealOver' || over)) {
    overlay = (
      <DealResult
        view={view}
        names={names}
        bummerlBefore={bummerlBefore}
        nextLabel={over ? 'seeResult' : 'nextDeal'}
        onNext={() => (over ? setMatchOverShownFor(match.id) : schnapsenNextDeal())}
      />
    );
  }

  return (
    <div className="app-shell app-shell--schnapsen">
      <header className="app-bar">
        <div className="app-bar__start">
          <HomeLink href={homeHref} onHome={onHome} />
          <h1 className="app-bar__title">
            {t.app.schnapsen}
            {state.dealNumber > 0 && (
              <span className="app-bar__round">{format(t.app.deal, { deal: state.dealNumber })}</span>
            )}
          </h1>
        </div>
        <nav className="app-bar__menu" aria-label={t.app.menu.label}>
          <button type="button" className="app-bar__button" onClick={() => openDialog('rules')}>
            {t.app.menu.rules}
          </button>
          <button type="button" className="app-bar__button" onClick={() => openDialog('settings')}>
            {t.app.menu.settings}
          </button>
          <button
            type="button"
            className="app-bar__button"
            onClick={() => (inProgress ? setConfirmNew(true) : newSchnapsenMatch())}
          >
            {t.app.menu.newMatch}
          </button>
        </nav>
      </header>

      <main className="app-main app-main--schnapsen">
        <SchnapsenTable
          view={view}
          legal={legal}
          names={names}
          faces={settings.faces}
          showPoints={settings.showPoints}
          thinking={thinking !== null}
          onAction={schnapsenAct}
          speed={settings.speed}
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
      />
      <ConfirmDialog
        open={confirmNew}
        title={t.app.confirmNewMatch.title}
        text={t.app.confirmNewMatch.text}
        confirm={t.app.confirmNewMatch.confirm}
        cancel={t.app.confirmNewMatch.cancel}
        onConfirm={() => {
          setConfirmNew(false);
          newSchnapsenMatch();
        }}
        onCancel={() => setConfirmNew(false)}
      />
    </div>
  );
}
