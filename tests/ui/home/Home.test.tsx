// The home screen: a link per game named exactly after it, the resume line of a match in progress, and the
// app switching screens in place with the address following.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schnapsen } from '../../../src/engine/schnapsen';
import { gameStore, HUMAN } from '../../../src/store';
import { App } from '../../../src/ui/App';
import { Home } from '../../../src/ui/home/Home';
import { en } from '../../../src/ui/i18n/en';

const hrefFor = (game: string) => `/?game=${game}`;

describe('home screen', () => {
  beforeEach(() => {
    act(() => {
      gameStore().getState().newMatch(2024);
      gameStore().getState().newSchnapsenMatch(2);
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
      const { schnapsenState: s, schnapsenMatch: m } = store.getState();
      const legal = schnapsen.legalActions(s);
      const card = legal.find((a) => a.type === 'play')!;
      if (schnapsen.actor(s) === HUMAN) store.getState().schnapsenAct(card);
      else store.getState().schnapsenComputerMove(m.id, m.log.length, card);
    });
    render(<Home hrefFor={hrefFor} onOpen={() => {}} />);
    expect(screen.getByTestId('status-schnapsen')).toHaveTextContent(
      /deal 1; game points to go: you 7, Anna 7/,
    );
    expect(screen.getByText(en.app.start.resume)).toBeInTheDocument();
  });

  it('a click opens the game in place; Home and the back button come back', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Schnapsen' }));
    expect(gameStore().getState().screen).toBe('schnapsen');
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
