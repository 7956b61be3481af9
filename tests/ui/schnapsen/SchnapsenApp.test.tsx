// The Schnapsen screen wired to the store: the human's actions reach the engine, the deal result and the
// end of the match follow, and the menu opens the settings and the rules.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { schnapsen } from '../../../src/engine/schnapsen';
import { gameStore, HUMAN } from '../../../src/store';
import { en } from '../../../src/ui/i18n/en';
import { SchnapsenApp } from '../../../src/ui/schnapsen/SchnapsenApp';
import { sn } from '../../store/helpers';

const S = en.schnapsen;
const App = () => <SchnapsenApp homeHref="/" onHome={() => {}} />;

/** A match (seed 1) where the human leads the first trick. */
beforeEach(() => {
  act(() => {
    gameStore().getState().setScreen('schnapsen');
    gameStore().getState().newMatch('schnapsen', 1);
  });
  expect(schnapsen.actor(sn(gameStore().getState()).state)).toBe(HUMAN);
});

describe('Schnapsen screen', () => {
  it('shows the dealt table from the store, with the Bummerl tallies and the talon count', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(S.title);
    expect(screen.getByTestId('hand').querySelectorAll('[data-card]')).toHaveLength(5);
    expect(screen.getByTestId('talon')).toHaveTextContent('9');
    expect(screen.getByTestId('bummerl-0')).toHaveTextContent('7');
    expect(screen.getByTestId('bummerl-1')).toHaveTextContent('7');
  });

  it('a false claim, once confirmed, shows the deal result; Next deal deals again', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: S.actions.claim }));
    expect(screen.queryByTestId('deal-result')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: S.claimConfirm.confirm }));
    const result = screen.getByTestId('deal-result');
    expect(result).toHaveAttribute('data-reason', 'falseClaim');
    expect(screen.getByTestId('bummerl-1')).toHaveTextContent('4');
    expect(screen.getByTestId('result-bummerl-1')).toHaveTextContent('7 → 4');
    await userEvent.click(screen.getByRole('button', { name: S.result.nextDeal }));
    expect(screen.queryByTestId('deal-result')).toBeNull();
    expect(sn(gameStore().getState()).state.dealNumber).toBe(2);
  });

  /** Plays the match on the table to its end (claims when it can). */
  function playToTheEnd() {
    const store = gameStore();
    act(() => {
      for (let i = 0; i < 500 && sn(store.getState()).state.phase !== 'matchOver'; i++) {
        const { state: s, match: m } = sn(store.getState());
        const who = schnapsen.actor(s);
        const legal = schnapsen.legalActions(s);
        if (who === 'chance') store.getState().nextDeal('schnapsen');
        else if (who === HUMAN)
          store.getState().act('schnapsen', legal.find((a) => a.type === 'claim') ?? legal[0]);
        else store.getState().computerMove('schnapsen', m.id, m.log.length, legal[0]);
      }
    });
  }

  it('after the last deal: See the result, then the end of the match and Play again', async () => {
    const store = gameStore();
    render(<App />);
    playToTheEnd();
    expect(screen.getByTestId('deal-result')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: S.result.seeResult }));
    expect(screen.getByTestId('match-over')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: S.matchOver.playAgain })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: S.matchOver.playAgain }));
    expect(screen.queryByTestId('match-over')).toBeNull();
    expect(sn(store.getState()).state.bummerl).toEqual([7, 7]);
  });

  it('issue 12: a match already over when the table opens (a reload) shows its end, not the last deal again', () => {
    playToTheEnd();
    render(<App />);
    expect(screen.getByTestId('match-over')).toBeInTheDocument();
    expect(screen.queryByTestId('deal-result')).toBeNull();
  });

  it('opens the settings and the rules from the menu', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: en.app.menu.settings }));
    expect(screen.getByRole('heading', { name: S.settings.title })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: en.app.menu.rules }));
    expect(gameStore().getState().dialog).toBe('rules');
  });
});
