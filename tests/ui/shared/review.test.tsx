// The Review dialog (issue 13): one entry per decision with its verdict and cost as words and as data, the
// costliest one flagged and explained; a review still being worked out or failed says so.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchwimmenDecisionReview } from '../../../src/coach/schwimmenReview';
import { schwimmen } from '../../../src/engine/schwimmen';
import type { ReviewEntry } from '../../../src/store';
import { coach } from '../../../src/ui/i18n/en/coach';
import { chooseLanguage } from '../../../src/ui/i18n';
import { en } from '../../../src/ui/i18n/en';
import { describeSchwimmen, schwimmenCost } from '../../../src/ui/schwimmen/SchwimmenReview';
import { ReviewDialog } from '../../../src/ui/shared/coach/ReviewDialog';
import { dealt, h, keep, play } from '../../bots/schwimmen/helpers';

const state = play(
  dealt({ players: 2, dealer: 1, hands: { 0: h('As 7s 8h') }, second: h('Ks 7d 9c') }),
  keep,
);
const view = schwimmen.view(state, 0);

function decision(over: Partial<SchwimmenDecisionReview>): SchwimmenDecisionReview {
  return {
    view,
    played: { type: 'swap', give: '8h', take: 'Ks' },
    expert: { type: 'swap', give: '8h', take: 'Ks' },
    cost: 0,
    verdict: 'best',
    playedOutcome: 0.2,
    expertOutcome: 0.2,
    logIndex: 3,
    options: [],
    ...over,
  };
}

function show(entry: ReviewEntry | undefined) {
  const onClose = vi.fn();
  const { unmount } = render(
    <ReviewDialog<SchwimmenDecisionReview>
      game="schwimmen"
      round={2}
      entry={entry}
      onClose={onClose}
      describe={(d, c) => describeSchwimmen(d, c, 'french', en)}
      costText={schwimmenCost}
    />,
  );
  return { onClose, unmount, user: userEvent.setup() };
}

describe('ReviewDialog', () => {
  it('is a dialog named "Review of round N" that says while the review is worked out', () => {
    show({ status: 'pending' });
    expect(screen.getByRole('dialog', { name: 'Review of round 2' })).toBeInTheDocument();
    expect(screen.getByTestId('review')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(coach.loading);
  });

  it('lists each decision with its verdict and cost, and flags and explains the costliest', async () => {
    const blunder = decision({
      logIndex: 5,
      played: { type: 'swap', give: '8h', take: '7d' },
      cost: 23.4,
      verdict: 'blunder',
      playedOutcome: 0.45,
      expertOutcome: 0.216,
    });
    const { onClose, user } = show({
      status: 'ready',
      review: { decisions: [decision({}), blunder], averageCost: 11.7, costliest: 1 },
    });
    expect(screen.getByText('2 decisions, average cost 12% more risk of losing a life.')).toBeInTheDocument();
    const items = screen.getAllByTestId('review-decision');
    expect(items.map((i) => [i.dataset.verdict, i.dataset.cost, i.dataset.costliest])).toEqual([
      ['best', '0', undefined],
      ['blunder', '23.4', 'true'],
    ]);
    const worst = within(items[1]);
    expect(items[1]).toHaveAccessibleName(/Decision 2\s*Blunder\s*Costliest/);
    expect(worst.getByText('swap 8♥ for 7♦')).toBeInTheDocument();
    expect(worst.getByText('swap 8♥ for K♠')).toBeInTheDocument();
    expect(worst.getByText('23% more likely to lose a life')).toBeInTheDocument();
    expect(
      worst.getByText(
        'Swap 8♥ for 7♦ (18 in spades) risked a life in 45% of the games; swap 8♥ for K♠ (28 in spades) in 22%.',
      ),
    ).toBeInTheDocument();
    // The position as the player saw it: hand and middle, each card named.
    expect(worst.getByRole('img', { name: 'Ace of spades' })).toBeInTheDocument();
    expect(worst.getByRole('img', { name: 'King of spades' })).toBeInTheDocument();
    // The expert's own move reads "the same".
    expect(within(items[0]).getByText(coach.sameMove)).toBeInTheDocument();
    // By keyboard: each decision is a Tab stop, and Escape closes.
    await user.tab();
    await user.tab();
    expect(items[0]).toHaveFocus();
    await user.tab();
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('issue 38: the cost in per cent, as each language writes it, with a decimal only under one', async () => {
    const costs = [26.3, 0.4, 0];
    const review = {
      decisions: costs.map((cost, i) =>
        decision({ logIndex: i, cost, verdict: cost > 1 ? 'mistake' : 'good' }),
      ),
      averageCost: 8.9,
      costliest: 0,
    };
    const { unmount } = show({ status: 'ready', review });
    const cost = () =>
      screen.getAllByTestId('review-decision').map((d) => within(d).getAllByRole('definition')[2]);
    expect(cost().map((d) => d.textContent)).toEqual([
      '26% more likely to lose a life',
      '0.4% more likely to lose a life',
      '0% more likely to lose a life',
    ]);
    expect(screen.getByText('3 decisions, average cost 9% more risk of losing a life.')).toBeInTheDocument();
    unmount();
    await act(() => chooseLanguage('de'));
    show({ status: 'ready', review });
    expect(await screen.findByText('26 % wahrscheinlicher, ein Leben zu verlieren')).toBeInTheDocument();
    expect(screen.getByText('0,4 % wahrscheinlicher, ein Leben zu verlieren')).toBeInTheDocument();
    await act(() => chooseLanguage('en'));
  });

  it('issue 38: S12, taking the second packet shows the packet and its worth, never a bare dash', () => {
    const choosing = dealt({ players: 2, dealer: 0, hands: { 0: h('As 7s 8h') }, second: h('Kh Qh 9c') });
    const chose = decision({
      view: schwimmen.view(choosing, 0),
      played: { type: 'takeSecond' },
      expert: { type: 'keep' },
      cost: 12,
      verdict: 'mistake',
      playedOutcome: 0.4,
      expertOutcome: 0.28,
      packet: h('Kh Qh 9c'),
    });
    show({ status: 'ready', review: { decisions: [chose], averageCost: 12, costliest: 0 } });
    const item = within(screen.getByTestId('review-decision'));
    expect(
      item.getByText(
        'Take the second packet (20 in hearts) risked a life in 40% of the games; keep the first packet (18 in spades) in 28%.',
      ),
    ).toBeInTheDocument();
    expect(item.getByText(coach.schwimmen.secondPacket)).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'Queen of hearts' })).toBeInTheDocument();
    expect(screen.getByTestId('review')).not.toHaveTextContent('—');
  });

  it('says when there was nothing to review, and when the review failed', () => {
    const { onClose } = show({ status: 'ready', review: { decisions: [], averageCost: 0, costliest: null } });
    expect(screen.getByText(coach.none)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed review is an alert', () => {
    show({ status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(coach.failed);
  });
});
