import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/ui/i18n/en';
import { GameOver, type GameOverProps } from '../../../src/ui/schwimmen/GameOver';
import { NAMES, finishedMatch } from './screenScenarios';

const g = en.screens.gameOver;

function show(props: Partial<GameOverProps> = {}) {
  const onPlayAgain = vi.fn();
  const onSettings = vi.fn();
  render(
    <GameOver
      winner={3}
      names={NAMES.slice(0, 4)}
      summary={{ rounds: 12, livesLost: [3, 3, 3, 2], outOrder: [2, 0, 1] }}
      humanSeat={0}
      onPlayAgain={onPlayAgain}
      onSettings={onSettings}
      {...props}
    />,
  );
  const rows = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  return { onPlayAgain, onSettings, rows };
}

describe('GameOver', () => {
  it('S22: names the winner and how everybody finished, in order', () => {
    const { rows } = show();
    expect(screen.getByRole('heading', { level: 2, name: 'Clara wins!' })).toBeInTheDocument();
    expect(screen.getByText('12 rounds played')).toBeVisible();
    expect(rows()).toEqual([
      ['Clara', g.winner, '2'],
      ['Anna', 'Out 3rd', '3'],
      ['You', 'Out 2nd', '3'],
      ['Ben', 'Out 1st', '3'],
    ]);
  });

  it('S22: the human wins', () => {
    show({ winner: 0, summary: { rounds: 1, livesLost: [0, 1, 1, 1], outOrder: [1, 2, 3] } });
    expect(screen.getByRole('heading', { level: 2, name: g.youWin })).toBeInTheDocument();
    expect(screen.getByText('1 round played')).toBeVisible();
  });

  it('S22: a draw when the last players go out together', () => {
    const { rows } = show({
      winner: null,
      summary: { rounds: 9, livesLost: [3, 3, 3, 3], outOrder: [2, 1, 0, 3] },
    });
    expect(screen.getByRole('heading', { level: 2, name: g.draw })).toBeInTheDocument();
    expect(screen.getByText(g.drawText)).toBeVisible();
    expect(rows().map((row) => row[0])).toEqual(['Clara', 'You', 'Anna', 'Ben']);
  });

  it('S22: from a real match', () => {
    const { state, rounds } = finishedMatch();
    show({
      winner: state.winner,
      names: NAMES.slice(0, 2),
      summary: { rounds, livesLost: [0, 1], outOrder: [1] },
    });
    expect(screen.getByRole('heading', { level: 2, name: g.youWin })).toBeInTheDocument();
    expect(screen.getByText('2 rounds played')).toBeVisible();
  });

  it('"Play again" has the focus and calls onPlayAgain; "Change settings" calls onSettings', async () => {
    const user = userEvent.setup();
    const { onPlayAgain, onSettings } = show();
    const again = screen.getByRole('button', { name: 'Play again' });
    await waitFor(() => expect(again).toHaveFocus());
    await user.click(again);
    await user.click(screen.getByRole('button', { name: 'Change settings' }));
    expect(onPlayAgain).toHaveBeenCalledOnce();
    expect(onSettings).toHaveBeenCalledOnce();
  });

  it('is a labelled region', () => {
    show();
    expect(screen.getByTestId('game-over')).toHaveAccessibleName('Clara wins!');
  });
});
