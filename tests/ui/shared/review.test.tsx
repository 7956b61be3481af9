// The Review dialog (issue 13): one entry per decision with its verdict and cost as words and as data, the
// costliest one flagged and explained; a review still being worked out or failed says so.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchwimmenDecisionReview } from '../../../src/coach/schwimmenReview';
import { schwimmen } from '../../../src/engine/schwimmen';
import type { ReviewEntry } from '../../../src/store';
import { coach } from '../../../src/ui/i18n/en/coach';
import { en } from '../../../src/ui/i18n/en';
import { describeSchwimmen } from '../../../src/ui/schwimmen/SchwimmenReview';
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
  render(
    <ReviewDialog<SchwimmenDecisionReview>
      game="schwimmen"
      round={2}
      entry={entry}
      onClose={onClose}
      describe={(d, c) => describeSchwimmen(d, c, 'french', en)}
    />,
  );
  return { onClose, user: userEvent.setup() };
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
    expect(screen.getByText('2 decisions, average cost 11.7 points of risk.')).toBeInTheDocument();
    const items = screen.getAllByTestId('review-decision');
    expect(items.map((i) => [i.dataset.verdict, i.dataset.cost, i.dataset.costliest])).toEqual([
      ['best', '0', undefined],
      ['blunder', '23.4', 'true'],
    ]);
    const worst = within(items[1]);
    expect(items[1]).toHaveAccessibleName(/Decision 2\s*Blunder\s*Costliest/);
    expect(worst.getByText('swap 8♥ for 7♦')).toBeInTheDocument();
    expect(worst.getByText('swap 8♥ for K♠')).toBeInTheDocument();
    expect(worst.getByText('23.4 points more risk of losing a life')).toBeInTheDocument();
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
