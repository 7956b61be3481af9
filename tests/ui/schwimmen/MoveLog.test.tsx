import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoundEvent } from '../../../src/engine/schwimmen';
import { en } from '../../../src/ui/i18n/en';
import { describeEvent } from '../../../src/ui/schwimmen/describe';
import { MoveLog } from '../../../src/ui/schwimmen/MoveLog';
import * as S from './screenScenarios';

const lines = () =>
  within(screen.getByRole('list', { name: en.log.heading }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('MoveLog', () => {
  it('is a labelled list of the round, the dealer first', () => {
    render(<MoveLog history={[]} names={S.NAMES.slice(0, 3)} dealer={1} />);
    expect(screen.getByRole('heading', { name: en.log.heading })).toBeInTheDocument();
    expect(lines()).toEqual(['Anna deals.']);
  });

  it('S21: one sentence per move, in order, newest at the bottom, then the showdown', () => {
    const sc = S.workedExample();
    render(
      <MoveLog
        history={sc.history}
        names={sc.names}
        dealer={sc.state.dealer}
        result={sc.result}
        knocker={sc.state.knocker}
      />,
    );
    expect(lines()).toEqual([
      'You deal.',
      'You take the other hand. In the middle: 7♣ 8♥ 9♠',
      'Anna takes 9♠ and gives 7♦',
      'Ben takes 7♣ and gives 7♥',
      'You take 8♥ and give 8♣',
      'Anna knocks',
      'Ben takes 8♣ and gives A♦',
      'You pass',
      'Showdown: You 29, Anna 29, Ben 25',
      'Lowest hand: 25\u00a0— Ben loses a life',
    ]);
  });

  it('every event type reads as describeEvent says', () => {
    const history: RoundEvent[] = [
      { type: 'keep', seat: 1, middle: ['7c', '8h', '9s'] },
      { type: 'swap', seat: 2, give: '7d', take: '9s' },
      { type: 'swapAll', seat: 3, give: ['Jc', 'Tc', '7h'], take: ['7c', '8h', '7d'] },
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
      { type: 'pass', seat: 3 },
      { type: 'refresh', discarded: ['Jc', 'Tc', '7h'], middle: ['Qs', 'Qh', 'Kh'] },
      { type: 'knock', seat: 0 },
      { type: 'takeSecond', seat: 1, middle: ['As', 'Ks', 'Ts'] },
    ];
    const names = S.NAMES.slice(0, 4);
    render(<MoveLog history={history} names={names} dealer={1} />);
    expect(lines()).toEqual(['Anna deals.', ...history.map((e) => describeEvent(e, names, en))]);
    expect(lines()).toContain('Clara swaps all three and leaves J♣ 10♣ 7♥ in the middle');
    expect(lines()).toContain('Everybody passed: three new cards in the middle, Q♠ Q♥ K♥');
  });

  it('marks each card it names with data-log-card', () => {
    const sc = S.workedExample();
    render(<MoveLog history={sc.history} names={sc.names} dealer={0} />);
    const list = screen.getByRole('list', { name: en.log.heading });
    expect(
      [...list.querySelectorAll('[data-log-card]')].slice(0, 5).map((e) => e.getAttribute('data-log-card')),
    ).toEqual(['7c', '8h', '9s', '9s', '7d']);
  });

  it('S20: the showdown after Feuer and after the stock ran out', () => {
    const feuer = S.feuer();
    const { unmount } = render(
      <MoveLog history={feuer.history} names={feuer.names} dealer={0} result={feuer.result} />,
    );
    expect(lines().slice(-3)).toEqual([
      'Ben shows three aces.',
      'Showdown: You 9, Anna 30, Ben 32, Clara 9',
      'Feuer! Everyone else loses a life',
    ]);
    unmount();
    const stock = S.stockRanOut();
    render(<MoveLog history={stock.history} names={stock.names} dealer={3} result={stock.result} />);
    expect(lines()).toContain(en.screens.result.ending.stock);
  });

  it('German faces draw the suit and name the card in words', () => {
    render(
      <MoveLog
        history={[{ type: 'swap', seat: 2, give: 'Jd', take: 'As' }]}
        names={S.NAMES}
        dealer={1}
        faces="german"
      />,
    );
    const item = screen.getAllByRole('listitem')[1];
    expect(item).toHaveTextContent('Ace of leaves');
    expect(item.querySelector('[data-log-card="As"] svg[data-suit="s"][data-faces="german"]')).not.toBeNull();
  });

  it('scrolls to the newest line at the next frame', async () => {
    const sc = S.stockRanOut();
    const { rerender } = render(<MoveLog history={sc.history.slice(0, 3)} names={sc.names} dealer={3} />);
    const list = screen.getByRole('list', { name: en.log.heading });
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 900 });
    rerender(<MoveLog history={sc.history} names={sc.names} dealer={3} />);
    // Not in the commit itself: reading the list's height there would force a layout.
    expect(list.scrollTop).toBe(0);
    await waitFor(() => expect(list.scrollTop).toBe(900));
  });

  it('can be scrolled by keyboard', () => {
    render(<MoveLog history={[]} names={S.NAMES} dealer={0} />);
    expect(screen.getByRole('list', { name: en.log.heading })).toHaveAttribute('tabindex', '0');
  });
});
