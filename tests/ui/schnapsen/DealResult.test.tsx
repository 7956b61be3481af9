// N11, N12: the deal result for every way a deal ends — who won, why, the game points and the tally — and
// the end of the match.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import { DealResult } from '../../../src/ui/schnapsen/DealResult';
import { MatchOver } from '../../../src/ui/schnapsen/MatchOver';
import { ended, matchOver, NAMES } from './scenarios';

function showResult(s: SchnapsenState, bummerlBefore?: [number, number]) {
  const onNext = vi.fn();
  render(
    <DealResult view={schnapsen.view(s, 0)} names={NAMES} bummerlBefore={bummerlBefore} onNext={onNext} />,
  );
  const panel = screen.getByTestId('deal-result');
  return { onNext, panel, text: panel.textContent ?? '' };
}

const change = (seat: number) => screen.getByTestId(`result-bummerl-${seat}`).textContent;

describe('N11: the deal result says who won, why and how much', () => {
  it.each([
    [
      'claim1',
      'You win the deal',
      'You claimed 66 with 76 points.',
      '1 game point: Anna had 33 points or more.',
      1,
    ],
    [
      'claim2',
      'You win the deal',
      'You claimed 66 with 67 points.',
      '2 game points: Anna had fewer than 33 points (Schneider).',
      2,
    ],
    [
      'claim3',
      'You win the deal',
      'You claimed 66 with 86 points.',
      '3 game points: Anna had not won a trick (Schwarz).',
      3,
    ],
    [
      'falseClaim2',
      'Anna wins the deal',
      'You claimed 66 with only 21 points: a false claim.',
      '2 game points for a false claim.',
      2,
    ],
    [
      'falseClaim3',
      'Anna wins the deal',
      'You claimed 66 with only 13 points: a false claim.',
      '3 game points for a false claim: Anna had not won a trick yet.',
      3,
    ],
    [
      'closedClaim3',
      'You win the deal',
      'You closed the talon and claimed 66 with 66 points.',
      '3 game points: Anna had not won a trick when the talon was closed.',
      3,
    ],
    [
      'closedClaim1',
      'You win the deal',
      'You closed the talon and claimed 66 with 76 points.',
      '1 game point: Anna had 33 points or more when the talon was closed.',
      1,
    ],
    [
      'closedFalseClaim',
      'Anna wins the deal',
      'You closed the talon but claimed 66 with only 15 points.',
      '3 game points for a failed close: Anna had not won a trick when it was closed.',
      3,
    ],
    [
      'closedRunOut',
      'Anna wins the deal',
      'You closed the talon but did not reach 66.',
      '2 game points for a failed close.',
      2,
    ],
    [
      'closedBeaten',
      'Anna wins the deal',
      'Anna reached 66 first after the talon was closed by you.',
      '3 game points for a failed close: Anna had not won a trick when it was closed.',
      3,
    ],
    [
      'closedLastTrick',
      'You win the deal',
      'You closed the talon and took the last trick with 79 points.',
      '3 game points: Anna had not won a trick when the talon was closed.',
      3,
    ],
    [
      'closedLostLast',
      'Anna wins the deal',
      'You closed the talon and reached 66, but lost the last trick without claiming.',
      '3 game points for a failed close: Anna had not won a trick when it was closed.',
      3,
    ],
    [
      'lastTrick1',
      'You win the deal',
      'You took the last trick.',
      '1 game point for the last trick, without 66.',
      1,
    ],
    [
      'lastTrick2',
      'You win the deal',
      'You took the last trick with 106 points.',
      '2 game points: Anna had fewer than 33 points (Schneider).',
      2,
    ],
  ] as const)('N11 %s: “%s”', (key, verdict, reason, worth, points) => {
    const s = ended[key]();
    const { panel, text } = showResult(s);
    expect(panel).toHaveAttribute('data-reason', s.dealResult?.reason);
    expect(panel).toHaveAttribute('data-game-points', String(points));
    expect(screen.getByRole('heading', { name: 'Deal 1' })).toBeInTheDocument();
    expect(text).toContain(verdict);
    expect(text).toContain(reason);
    expect(text).toContain(worth);
    expect(screen.getByTestId('game-points')).toHaveTextContent(
      points === 1 ? '+1 game point' : `+${points} game points`,
    );
    expect(screen.getByTestId('result-points-0')).toHaveTextContent(String(s.points[0]));
    expect(screen.getByTestId('result-points-1')).toHaveTextContent(String(s.points[1]));
  });

  it('N12: the Bummerl tally moves from 7 by the game points won', () => {
    showResult(ended.claim2());
    expect(change(0)).toBe('7 → 5');
    expect(change(1)).toBe('7 → 7');
    expect(screen.getByTestId('result-bummerl-0')).toHaveAccessibleName('Bummerl: 5 to go, 7 before');
  });

  it('N12: the tally before can be given, for the last deal of a match', () => {
    const s = matchOver(true);
    showResult(s, [2, 1]);
    expect(change(0)).toBe('2 → 0');
    expect(change(1)).toBe('1 → 1');
  });

  it('N7: marriage points lost for want of a trick are pointed out', () => {
    const { text } = showResult(ended.lostMarriage());
    expect(text).toContain('You announced 20 marriage points but won no trick, so they did not count.');
  });

  it('“Next deal” goes on, with the focus on it', async () => {
    const { onNext } = showResult(ended.claim1());
    const next = screen.getByRole('button', { name: 'Next deal' });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('is a labelled region', () => {
    const { panel } = showResult(ended.claim1());
    expect(panel).toHaveAccessibleName('Deal 1');
    expect(panel).toHaveAccessibleDescription('You win the deal');
    expect(within(panel).getByRole('table')).toHaveAccessibleName(
      'Card points, tricks and the Bummerl after this deal',
    );
  });
});

describe('N12: the end of the match', () => {
  function showMatch(humanWins: boolean, record?: { won: number; lost: number }) {
    const onPlayAgain = vi.fn();
    const onSettings = vi.fn();
    const s = matchOver(humanWins);
    render(
      <MatchOver
        view={schnapsen.view(s, 0)}
        names={NAMES}
        record={record}
        onPlayAgain={onPlayAgain}
        onSettings={onSettings}
      />,
    );
    return { onPlayAgain, onSettings, s };
  }

  it('N12: “You win the Bummerl!” with the deal count and the final tally', async () => {
    const { onPlayAgain, onSettings } = showMatch(true, { won: 3, lost: 2 });
    expect(screen.getByRole('heading', { name: 'You win the Bummerl!' })).toBeInTheDocument();
    expect(screen.getByText('Anna gets the Bummerl.')).toBeInTheDocument();
    expect(screen.getByText('5 deals played')).toBeInTheDocument();
    expect(screen.getByText('Bummerls: you 3, Anna 2')).toBeInTheDocument();
    expect(screen.getByText(/^Last deal: Anna claimed 66 with only 0 points/)).toBeInTheDocument();
    const play = screen.getByRole('button', { name: 'Play again' });
    await waitFor(() => expect(play).toHaveFocus());
    await userEvent.click(play);
    expect(onPlayAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Change settings' }));
    expect(onSettings).toHaveBeenCalledTimes(1);
  });

  it('N12: “Anna wins the Bummerl” when the human loses', () => {
    showMatch(false);
    expect(screen.getByRole('heading', { name: 'Anna wins the Bummerl' })).toBeInTheDocument();
    expect(screen.getByTestId('match-over')).toHaveAttribute('data-winner', '1');
    expect(screen.getByRole('img', { name: 'Bummerl: won' })).toBeInTheDocument();
  });
});
