// The home screen: a link per game named exactly after it, the resume line of a match in progress, and the
// app switching screens in place with the address following.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schnapsen } from '../../../src/engine/schnapsen';
import { gameStore, HUMAN } from '../../../src/store';
import { App } from '../../../src/ui/App';
import { Home } from '../../../src/ui/home/Home';
import { en } from '../../../src/ui/i18n/en';
import { sn as snTable, sw as swTable, withTable } from '../../store/helpers';

const hrefFor = (game: string) => `/?game=${game}`;

describe('home screen', () => {
  beforeEach(() => {
    act(() => {
      gameStore().getState().newMatch('schwimmen', 2024);
      gameStore().getState().newMatch('schnapsen', 2);
      gameStore().getState().setScreen('home');
    });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('offers links named exactly Schwimmen and Schnapsen, to shareable addresses', () => {
    render(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: en.app.title })).toBeInTheDocument();
    const sw = screen.getByRole('link', { name: 'Schwimmen' });
    const sn = screen.getByRole('link', { name: 'Schnapsen' });
    expect(sw).toHaveAttribute('href', '/?game=schwimmen');
    expect(sn).toHaveAttribute('href', '/?game=schnapsen');
    expect(sn).toHaveAccessibleDescription(new RegExp(en.app.start.schnapsen.blurb.slice(0, 20)));
    // A fresh match has nothing to resume.
    expect(screen.getByTestId('status-schnapsen')).toHaveTextContent('');
  });

  it('opens the statistics screen and closes it again', async () => {
    render(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: en.stats.menu }));
    const dialog = await screen.findByRole('dialog', { name: en.stats.title }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent(en.stats.games.schwimmen);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says where a match in progress stands', () => {
    act(() => {
      const store = gameStore();
      const { state: s, match: m } = snTable(store.getState());
      const legal = schnapsen.legalActions(s);
      const card = legal.find((a) => a.type === 'play')!;
      if (schnapsen.actor(s) === HUMAN) store.getState().act('schnapsen', card);
      else store.getState().computerMove('schnapsen', m.id, m.log.length, card);
    });
    render(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    expect(screen.getByTestId('status-schnapsen')).toHaveTextContent(
      /deal 1; game points to go: you 7, Anna 7/,
    );
    expect(screen.getByText(en.app.start.resume)).toBeInTheDocument();
  });

  it('#38: a finished match says who won and after how long, in both games', () => {
    const store = gameStore();
    const finish = (winner: number | null, bummerl: [number, number]) =>
      act(() =>
        store.setState((s) =>
          withTable(
            withTable(s, 'schwimmen', {
              state: { ...swTable(s).state, phase: 'gameOver', winner, round: 12 },
            }),
            'schnapsen',
            {
              state: {
                ...snTable(s).state,
                phase: 'matchOver',
                winner: bummerl[0] === 0 ? 0 : 1,
                bummerl,
              },
            },
          ),
        ),
      );
    finish(2, [3, 0]);
    const { rerender } = render(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    expect(screen.getByTestId('status-schwimmen')).toHaveTextContent('Last match: Ben won after 12 rounds.');
    expect(screen.getByTestId('status-schnapsen')).toHaveTextContent(
      'Last Bummerl: Anna won; you were 3 game points short.',
    );
    finish(HUMAN, [0, 1]);
    rerender(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    expect(screen.getByTestId('status-schwimmen')).toHaveTextContent('Last match: you won after 12 rounds.');
    expect(screen.getByTestId('status-schnapsen')).toHaveTextContent(
      'Last Bummerl: you won; Anna was 1 game point short.',
    );
    finish(null, [0, 1]);
    rerender(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    expect(screen.getByTestId('status-schwimmen')).toHaveTextContent('Last match: a draw after 12 rounds.');
    expect(screen.getByText(en.app.start.play, { selector: '.home__game--schwimmen *' })).toBeInTheDocument();
  });

  it('a click opens the game in place; Home and the back button come back', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Schnapsen' }));
    // The home screen stays until the table's code is here (a moment), then the table comes up at once.
    await waitFor(() => expect(gameStore().getState().screen).toBe('schnapsen'), { timeout: 10_000 });
    expect(push).toHaveBeenLastCalledWith(expect.anything(), '', '/?game=schnapsen');
    expect(await screen.findByTestId('hand', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.app.schnapsen);

    await userEvent.click(screen.getByRole('link', { name: en.app.home }));
    expect(gameStore().getState().screen).toBe('home');
    expect(screen.getByRole('link', { name: 'Schwimmen' })).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/?game=schwimmen');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(gameStore().getState().screen).toBe('schwimmen');
    expect(await screen.findByTestId('middle', {}, { timeout: 10_000 })).toBeInTheDocument();
    push.mockRestore();
  });
});

describe('home screen before the store is there', () => {
  it('draws both games at once, with empty status lines, and warms a game’s table when it is pointed at', async () => {
    // A registry of its own: no store made yet, as on a first paint.
    vi.resetModules();
    const { Home: FreshHome } = await import('../../../src/ui/home/Home');
    const shell = await import('../../../src/store/shell');
    expect(shell.currentCore()).toBeNull();
    const onPreload = vi.fn();
    const onOpen = vi.fn();
    render(<FreshHome hrefFor={hrefFor} onOpen={onOpen} onPreload={onPreload} onTutorial={() => {}} />);
    const sw = screen.getByRole('link', { name: 'Schwimmen' });
    const sn = screen.getByRole('link', { name: 'Schnapsen' });
    expect(screen.getByTestId('status-schwimmen')).toHaveTextContent('');
    expect(screen.getAllByText(en.app.start.play)).toHaveLength(2);

    await userEvent.hover(sn);
    expect(onPreload).toHaveBeenLastCalledWith('schnapsen');
    act(() => sw.focus());
    expect(onPreload).toHaveBeenLastCalledWith('schwimmen');
    await userEvent.hover(screen.getByRole('button', { name: /How to play Schnapsen/ }));
    expect(onPreload).toHaveBeenLastCalledWith('schnapsen-tutorial');
    await userEvent.click(sw);
    expect(onOpen).toHaveBeenCalledWith('schwimmen');
    // Nothing above asked for the store.
    expect(shell.currentCore()).toBeNull();

    // When it arrives, the lines fill in.
    const core = await act(() => shell.loadCore());
    act(() => {
      const store = core.store;
      store.getState().newMatch('schnapsen', 2);
      const { state: s, match: m } = snTable(store.getState());
      const card = schnapsen.legalActions(s).find((a) => a.type === 'play')!;
      if (schnapsen.actor(s) === HUMAN) store.getState().act('schnapsen', card);
      else store.getState().computerMove('schnapsen', m.id, m.log.length, card);
    });
    expect(screen.getByTestId('status-schnapsen')).toHaveTextContent(/deal 1; game points to go: you 7/);
    expect(screen.getByText(en.app.start.resume)).toBeInTheDocument();
  });
});
