import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { schwimmen } from '../../src/engine/schwimmen';
import { gameStore, HUMAN } from '../../src/store';
import { App as Shell } from '../../src/ui/App';
import { SchwimmenApp } from '../../src/ui/schwimmen/SchwimmenApp';
import { sw } from '../store/helpers';

const App = () => <SchwimmenApp homeHref="/" onHome={() => {}} />;
import { en } from '../../src/ui/i18n/en';

/** Plays computer seats by hand (no driver here) until it is the human's turn in the turns phase. */
function untilHumanTurn() {
  const store = gameStore();
  for (let i = 0; i < 40; i++) {
    const { state, match } = sw(store.getState());
    const who = schwimmen.actor(state);
    if (who === HUMAN && state.phase === 'turns') return;
    const legal = schwimmen.legalActions(state);
    act(() => {
      if (who === HUMAN) store.getState().act('schwimmen', legal[0]);
      else if (typeof who === 'number')
        store
          .getState()
          .computerMove(
            'schwimmen',
            match.id,
            match.log.length,
            legal.find((a) => a.type === 'pass') ?? legal[0],
          );
    });
  }
  throw new Error('the human never got a turn');
}

describe('Schwimmen screen', () => {
  beforeEach(() => {
    act(() => gameStore().getState().newMatch('schwimmen', 2024));
  });

  it('opens on a dealt table: the human’s three cards, the opponents and the menu', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: /Schwimmen/ })).toBeInTheDocument();
    expect(screen.getByTestId('hand').querySelectorAll('[data-card]')).toHaveLength(3);
    for (const seat of [1, 2, 3]) expect(screen.getByTestId(`lives-${seat}`)).toHaveTextContent('3');
    expect(screen.getByRole('navigation', { name: en.app.menu.label })).toBeInTheDocument();
  });

  it('sends the human’s move to the store and shows the new position', async () => {
    untilHumanTurn();
    render(<App />);
    const before = sw(gameStore().getState()).match.log.length;
    await userEvent.click(screen.getByRole('button', { name: en.table.actions.pass }));
    expect(sw(gameStore().getState()).match.log.length).toBe(before + 1);
  });

  it('opens the settings and the rules from the menu', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: en.app.menu.settings }));
    expect(
      await screen.findByRole('heading', { name: en.screens.settings.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: en.app.menu.rules }));
    expect(gameStore().getState().dialog).toBe('rules');
  });

  it('asks before throwing away a match in progress', async () => {
    untilHumanTurn();
    render(<App />);
    const id = sw(gameStore().getState()).match.id;
    await userEvent.click(screen.getByRole('button', { name: en.app.menu.newMatch }));
    await userEvent.click(screen.getByRole('button', { name: en.app.confirmNewMatch.cancel }));
    expect(sw(gameStore().getState()).match.id).toBe(id);
    await userEvent.click(screen.getByRole('button', { name: en.app.menu.newMatch }));
    await userEvent.click(screen.getByRole('button', { name: en.app.confirmNewMatch.confirm }));
    expect(sw(gameStore().getState()).match.id).not.toBe(id);
  });

  it('shows a notice when the saved game could not be read', async () => {
    const report = {
      key: 'kartenrunde:schwimmen:match',
      problem: 'unreadable',
      kept: true,
      raw: 'x',
    } as const;
    act(() => gameStore().setState({ saveProblems: [report] }));
    render(<Shell />);
    // The notices come with the store's chunk, a moment after the first paint.
    expect(await screen.findByRole('status')).toHaveTextContent(en.app.notices.parts[report.key]);
    await userEvent.click(screen.getByRole('button', { name: en.screens.notice.dismiss }));
    expect(gameStore().getState().saveProblems).toEqual([]);
  });
});

describe('issue 12: a finished Schwimmen match after a reload', () => {
  it('shows its game-over screen, not the last showdown again', () => {
    const store = gameStore();
    act(() => {
      store.getState().newMatch('schwimmen', 77);
      for (let i = 0; i < 5000 && sw(store.getState()).state.phase !== 'gameOver'; i++) {
        const { state, match } = sw(store.getState());
        const who = schwimmen.actor(state);
        if (who === 'chance') {
          store.getState().nextDeal('schwimmen');
          continue;
        }
        const legal = schwimmen.legalActions(state);
        const action = legal.find((a) => a.type === 'knock') ?? legal[0];
        if (who === HUMAN) store.getState().act('schwimmen', action);
        else store.getState().computerMove('schwimmen', match.id, match.log.length, action);
      }
    });
    expect(sw(store.getState()).state.phase).toBe('gameOver');
    render(<App />);
    expect(screen.getByTestId('game-over')).toBeInTheDocument();
    expect(screen.queryByTestId('round-result')).toBeNull();
  });

  it('the Moves list still shows the last round after the match is over', async () => {
    const store = gameStore();
    // Every seat knocks as soon as it may, else passes: the match is soon over.
    for (let i = 0; i < 5000 && sw(store.getState()).state.phase !== 'gameOver'; i++) {
      const { state, match } = sw(store.getState());
      const who = schwimmen.actor(state);
      const legal = schwimmen.legalActions(state);
      const action =
        legal.find((a) => a.type === 'knock') ?? legal.find((a) => a.type === 'pass') ?? legal[0];
      act(() => {
        if (who === HUMAN) store.getState().act('schwimmen', action);
        else if (typeof who === 'number')
          store.getState().computerMove('schwimmen', match.id, match.log.length, action);
        else store.getState().nextDeal('schwimmen');
      });
    }
    expect(sw(store.getState()).state.phase).toBe('gameOver');
    render(<App />);
    const moves = () => screen.getByRole('list', { name: en.log.heading }).querySelectorAll('li');
    // Opened on a finished match, the table shows its end at once, with the last round's moves beside it.
    expect(screen.getByTestId('game-over')).toBeInTheDocument();
    expect(moves().length).toBeGreaterThan(2);
  });
});
