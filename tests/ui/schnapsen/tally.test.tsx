// N12: the Bummerl tally reads as game points to go ("4 to go") and the winner's 0 as a win, the same on the
// seat plates, in the deal result and at the end of the match; the test ids keep holding the bare number.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { schnapsen } from '../../../src/engine/schnapsen';
import { DealResult } from '../../../src/ui/schnapsen/DealResult';
import { MatchOver } from '../../../src/ui/schnapsen/MatchOver';
import { SchnapsenTable } from '../../../src/ui/schnapsen/SchnapsenTable';
import { afterDeals, ended, matchOver, NAMES, tableProps } from './scenarios';

const plate = (seat: number) => screen.getByTestId(`bummerl-${seat}`).closest('.sn-plate') as HTMLElement;
const row = (seat: number) => screen.getByTestId(`result-bummerl-${seat}`).closest('tr') as HTMLElement;

describe('N12: the seat plates', () => {
  it('N12: each tally reads as points to go; the test id holds the number', () => {
    render(<SchnapsenTable {...tableProps(afterDeals(1))} faces="german" showPoints onAction={() => {}} />);
    expect(screen.getByTestId('bummerl-1').textContent).toBe('4');
    expect(within(plate(1)).getByText('to go')).toBeInTheDocument();
    expect(within(plate(1)).getByTestId('bummerl-1').parentElement).toHaveTextContent('4to go');
    expect(screen.getByTestId('bummerl-1')).toHaveAccessibleName('Bummerl: 4 game points to go');
    expect(screen.getByTestId('bummerl-0').parentElement).toHaveTextContent('7to go');
  });

  it('N12: the winner’s 0 reads “Won”, not “0 to go”', () => {
    render(<SchnapsenTable {...tableProps(matchOver(true))} faces="german" showPoints onAction={() => {}} />);
    expect(screen.getByTestId('bummerl-0').textContent).toBe('0');
    expect(screen.getByTestId('bummerl-0')).toHaveAccessibleName('Bummerl: won');
    expect(within(plate(0)).getByText('Won')).toBeInTheDocument();
    expect(within(plate(0)).queryByText('to go')).toBeNull();
    // The 0 is out of sight, "Won" in its place.
    expect(screen.getByTestId('bummerl-0').querySelector('.lives__count')?.closest('.is-won')).not.toBeNull();
    expect(within(plate(1)).getByText('to go')).toBeInTheDocument();
  });
});

describe('N12: the deal result', () => {
  it('N12: the change ends in points to go', () => {
    render(<DealResult view={schnapsen.view(ended.claim2(), 0)} names={NAMES} onNext={() => {}} />);
    expect(screen.getByTestId('result-bummerl-0').textContent).toBe('7 → 5');
    expect(screen.getByTestId('result-bummerl-0')).toHaveAccessibleName('Bummerl: 5 to go, 7 before');
    expect(within(row(0)).getByText('to go')).toBeInTheDocument();
    expect(within(row(1)).getByText('to go')).toBeInTheDocument();
  });

  it('N12: the last deal’s winner reads “2 → Won”; the test id still holds “2 → 0”', () => {
    render(
      <DealResult
        view={schnapsen.view(matchOver(true), 0)}
        names={NAMES}
        bummerlBefore={[2, 1]}
        onNext={() => {}}
      />,
    );
    expect(screen.getByTestId('result-bummerl-0').textContent).toBe('2 → 0');
    expect(screen.getByTestId('result-bummerl-0')).toHaveAccessibleName('Bummerl won: from 2 to 0');
    expect(within(row(0)).getByText('Won')).toBeInTheDocument();
    expect(within(row(0)).queryByText('to go')).toBeNull();
    expect(within(row(1)).getByText('to go')).toBeInTheDocument();
  });
});

describe('N12: the end of the match', () => {
  it('N12: the winner’s tally reads “Won”, the other player’s the points to go', () => {
    render(
      <MatchOver
        view={schnapsen.view(matchOver(false), 0)}
        names={NAMES}
        onPlayAgain={() => {}}
        onSettings={() => {}}
      />,
    );
    const [mine, theirs] = screen.getAllByRole('listitem');
    expect(theirs).toHaveClass('is-winner');
    expect(within(theirs).getByText('Won')).toBeInTheDocument();
    expect(within(theirs).getByRole('img', { name: 'Bummerl: won' })).toBeInTheDocument();
    expect(within(mine).getByText('to go')).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: /^Bummerl: \d+ game points? to go$/ })).toBeInTheDocument();
  });
});
