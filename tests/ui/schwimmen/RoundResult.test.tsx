import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../src/ui/i18n/en';
import { RoundResult, type RoundResultProps } from '../../../src/ui/schwimmen/RoundResult';
import * as S from './screenScenarios';

const r = en.screens.result;

function show(sc: S.Scenario, props: Partial<RoundResultProps> = {}) {
  const onNext = vi.fn();
  render(
    <RoundResult
      result={sc.result}
      names={sc.names}
      lives={sc.state.lives}
      out={sc.state.out}
      knocker={sc.state.knocker}
      faces="french"
      onNext={onNext}
      {...props}
    />,
  );
  const panel = screen.getByTestId('round-result');
  const row = (seat: number) => panel.querySelector(`[data-seat="${seat}"]`) as HTMLElement;
  return { onNext, panel, row };
}

describe('RoundResult', () => {
  it('S21: reveals every hand with its value, marks the loser and the knocker, and explains the knock', () => {
    const { panel, row } = show(S.workedExample());
    expect(within(panel).getByRole('heading', { name: r.title })).toBeInTheDocument();
    expect(panel).toHaveAccessibleName(r.title);
    expect(panel).toHaveAccessibleDescription('Lowest hand: 25\u00a0— Ben loses a life');
    expect(within(panel).getByText('Anna knocked.')).toBeVisible();
    expect(panel.querySelectorAll('[data-card]')).toHaveLength(9);
    expect(within(row(0)).getByRole('img', { name: 'Ace of hearts' })).toHaveAttribute('data-card', 'Ah');
    expect(row(1).querySelector('[data-value]')).toHaveTextContent('29');
    expect(row(2).querySelector('[data-value]')).toHaveAttribute('data-value', '25');
    expect(row(2)).toHaveAttribute('data-loser', 'true');
    expect(row(0)).not.toHaveAttribute('data-loser');
    expect(within(row(2)).getByText(r.badges.loses)).toBeVisible();
    expect(within(row(1)).getByText(r.badges.knocked)).toBeVisible();
  });

  it('S9: shows the lives left, with the lost one leaving', () => {
    const { row } = show(S.workedExample());
    expect(within(row(2)).getByText('2 lives left')).toBeInTheDocument();
    expect(row(2).querySelectorAll('.scr-token')).toHaveLength(3);
    expect(row(2).querySelectorAll('.scr-token--leaving')).toHaveLength(1);
    expect(row(0).querySelectorAll('.scr-token--leaving')).toHaveLength(0);
    expect(within(row(0)).getByText('3 lives left')).toBeInTheDocument();
  });

  it('"Next round" calls onNext and has the focus', async () => {
    const { onNext } = show(S.workedExample());
    const next = screen.getByRole('button', { name: 'Next round' });
    // At the next frame, when the page is laid out anyway.
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.setup().click(next);
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('offers "See the result" when the match is over, and can leave focus alone', () => {
    show(S.workedExample(), { nextLabel: 'seeResult', autoFocus: false });
    expect(screen.getByRole('button', { name: r.seeResult })).not.toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next round' })).toBeNull();
  });

  it('S20: Feuer — everyone else loses a life', () => {
    const { panel, row } = show(S.feuer());
    expect(panel).toHaveAttribute('data-ending', 'feuer');
    expect(within(panel).getByText('Feuer! Everyone else loses a life')).toBeVisible();
    expect(within(panel).getByText('Ben shows three aces.')).toBeVisible();
    expect(within(row(2)).getByText(r.value.feuer)).toBeVisible();
    expect(row(2).querySelector('[data-value]')).toHaveAttribute('data-value', '32');
    for (const seat of [0, 1, 3]) expect(row(seat)).toHaveAttribute('data-loser', 'true');
    expect(row(2)).not.toHaveAttribute('data-loser');
  });

  it('S17: Schnauz — the round ends and the lowest hand loses', () => {
    const { panel, row } = show(S.schnauz());
    expect(within(panel).getByText('Schnauz! Anna shows 31.')).toBeVisible();
    expect(panel).toHaveAccessibleDescription('Lowest hand: 9\u00a0— you lose a life');
    expect(within(row(1)).getByText(r.value.schnauz)).toBeVisible();
    expect(row(0)).toHaveAttribute('data-loser', 'true');
  });

  it("S20: everybody equal under tie rule 'none' — nobody loses", () => {
    const { panel } = show(S.allEqual());
    expect(within(panel).getByText('Everyone has 21: nobody loses a life')).toBeVisible();
    expect(panel.querySelectorAll('[data-loser]')).toHaveLength(0);
    expect(panel.querySelectorAll('.scr-token--leaving')).toHaveLength(0);
  });

  it('S20: a tie for the lowest hand — both lose a life', () => {
    const { panel, row } = show(S.tie());
    expect(within(panel).getByText('Lowest hand: 15 — Anna and Ben lose a life')).toBeVisible();
    expect(row(1)).toHaveAttribute('data-loser', 'true');
    expect(row(2)).toHaveAttribute('data-loser', 'true');
  });

  it('S20: the Skat tie rule says which suit lost', () => {
    const { panel, row } = show(S.skatTie());
    expect(within(panel).getByText('Lowest hand: 20 — Ben loses a life')).toBeVisible();
    expect(within(panel).getByText('Ben loses on the Skat order: hearts below spades')).toBeVisible();
    expect(row(1)).not.toHaveAttribute('data-loser');
  });

  it('S20: the Skat tie rule between three of a kind names the ranks, and German faces their names', () => {
    const { panel } = show(S.skatThreeOfAKind(), { faces: 'german' });
    expect(within(panel).getByText('Anna loses on the Skat order: three 7s below three 8s')).toBeVisible();
    expect(within(panel).getAllByText(r.value.threeOfAKind)).toHaveLength(2);
  });

  it('S9: a player who loses the last life is swimming', () => {
    const { panel, row } = show(S.swimmingThenOut().swimming);
    expect(within(panel).getByText('Anna is swimming now: one more loss is the end.')).toBeVisible();
    expect(within(row(1)).getByText(r.badges.swimming)).toBeVisible();
    expect(within(row(1)).getByText('0 lives left')).toBeInTheDocument();
  });

  it('S9: a swimmer who loses is put out', () => {
    const { panel, row } = show(S.swimmingThenOut().out);
    expect(within(panel).getByText('Lowest hand: 15 — Anna is out')).toBeVisible();
    expect(within(panel).getByText('Anna was swimming and is out of the game.')).toBeVisible();
    expect(row(1)).toHaveAttribute('data-out', 'true');
    expect(within(row(1)).getByText(r.badges.out)).toBeVisible();
    expect(row(1).querySelectorAll('.scr-token--leaving')).toHaveLength(0);
    expect(within(panel).getByText('Ben knocked.')).toBeVisible();
  });

  it('S19: the stock ran out', () => {
    const { panel } = show(S.stockRanOut());
    expect(within(panel).getByText(r.ending.stock)).toBeVisible();
    expect(within(panel).getByText('Lowest hand: 9 — Ben loses a life')).toBeVisible();
  });

  it('#38: lists the losers first, then a Schnauz shown, then the others in seat order, those already out last', () => {
    const seats = (panel: HTMLElement) =>
      [...panel.querySelectorAll('.scr-result__hands > li')].map((li) =>
        Number(li.getAttribute('data-seat')),
      );
    // Schnauz: Anna shows 31, the player (seat 0) loses.
    const schnauz = show(S.schnauz());
    expect(seats(schnauz.panel)).toEqual([0, 1, 2]);
    expect(schnauz.row(1)).toHaveAttribute('data-special', 'true');
    cleanup();
    // Anna and Ben lose the tie; the player and Clara follow.
    const tie = show(S.tie());
    expect(seats(tie.panel)).toEqual([1, 2, 0, 3]);
    cleanup();
    const eight = show(S.eightPlayers());
    const order = seats(eight.panel);
    expect(order.at(-1)).toBe(1);
    expect(eight.row(order[0])).toHaveAttribute('data-loser', 'true');
  });

  it('lists a player who was already out without cards', () => {
    const sc = S.eightPlayers();
    const { panel, row } = show(sc);
    expect(row(1)).toHaveTextContent('Anna');
    expect(row(1).querySelectorAll('[data-card]')).toHaveLength(0);
    expect(panel.querySelectorAll('[data-card]')).toHaveLength(21);
  });

  it('speaks to the human as "you" and uses the given names otherwise', () => {
    const sc = S.tie();
    show(sc, { humanSeat: null, names: ['Zoe', 'Anna', 'Ben', 'Clara'] });
    expect(screen.getByText('Lowest hand: 15 — Anna and Ben lose a life')).toBeVisible();
    expect(screen.getByTestId('round-result').querySelector('[data-seat="0"]')).toHaveTextContent('Zoe');
  });
});
