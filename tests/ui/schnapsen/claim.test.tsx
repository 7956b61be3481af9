// N10, N11: claiming 66 at the table. A false claim stays possible, but below 66 the table asks first with the
// player's counted points; at 66 or more it says so and Claim 66 becomes the main button.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchnapsenAction, SchnapsenState } from '../../../src/engine/schnapsen';
import { SchnapsenTable } from '../../../src/ui/schnapsen/SchnapsenTable';
import { reached66, reached66Married, tableProps, trickTaken } from './scenarios';

function renderTable(s: SchnapsenState, showPoints = true) {
  const onAction = vi.fn<(a: SchnapsenAction) => void>();
  render(<SchnapsenTable {...tableProps(s)} faces="french" showPoints={showPoints} onAction={onAction} />);
  return { onAction, user: userEvent.setup() };
}

const claimButton = () => screen.getByRole('button', { name: 'Claim 66' });
const question = () => screen.getByRole('alertdialog', { name: 'Claim 66?' });

describe('N10, N11: a claim below 66 asks first', () => {
  it('N11: below 66 Claim 66 is not the main button, and it asks with the points counted', async () => {
    const { onAction, user } = renderTable(trickTaken()); // 13 points, on lead
    expect(claimButton()).toBeEnabled();
    expect(claimButton()).not.toHaveClass('table-button--primary');
    await user.click(claimButton());
    expect(question()).toHaveAccessibleDescription(
      'You have 13 points. Claim anyway? You will lose this deal.',
    );
    // The safe answer has the focus; nothing has been played yet.
    expect(within(question()).getByRole('button', { name: 'Keep playing' })).toHaveFocus();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('N10: confirming plays the claim', async () => {
    const { onAction, user } = renderTable(trickTaken());
    await user.click(claimButton());
    await user.click(within(question()).getByRole('button', { name: 'Claim anyway' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'claim' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('N10: “Keep playing” or Escape keeps the deal going, with the focus back on Claim 66', async () => {
    const { onAction, user } = renderTable(trickTaken());
    await user.click(claimButton());
    await user.click(within(question()).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(claimButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
    // The deal goes on: the cards can still be led.
    await user.click(screen.getByRole('button', { name: 'Ten of clubs' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'play', card: 'Tc' });
  });
});

describe('N10: at 66 or more the table says so', () => {
  it('N10: “You have 67 — claim now”, and Claim 66 is the main button that claims at once', async () => {
    const { onAction, user } = renderTable(reached66());
    expect(screen.getByText('You have 67 — claim now')).toHaveClass('sn-status', 'is-claim');
    expect(claimButton()).toHaveAccessibleDescription('You have 67 — claim now');
    expect(claimButton()).toHaveClass('table-button--primary');
    await user.click(claimButton());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'claim' });
  });

  it('N7, N10: the claim-now line goes before the marriage duty, which the other cards still carry', () => {
    renderTable(reached66Married()); // 76, must lead Kh or Qh
    expect(screen.getByText('You have 76 — claim now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ten of clubs' })).toHaveAccessibleDescription(
      'Lead the king or queen of hearts, or claim 66',
    );
    expect(claimButton()).toHaveClass('table-button--primary');
  });

  it('below 66 there is no claim-now line', () => {
    renderTable(trickTaken());
    expect(screen.queryByText(/claim now/)).toBeNull();
    expect(screen.getByText('Your lead: play a card')).toBeInTheDocument();
  });
});

describe('“Show my points” off: the table does not count for the player', () => {
  it('N10: no claim-now line and no main button at 67, and the claim asks without giving the points away', async () => {
    const { onAction, user } = renderTable(reached66(), false);
    expect(screen.queryByText(/claim now/)).toBeNull();
    expect(claimButton()).not.toHaveClass('table-button--primary');
    await user.click(claimButton());
    expect(question()).toHaveAccessibleDescription(
      'A claim with fewer than 66 points loses this deal. Claim now?',
    );
    expect(question()).not.toHaveTextContent('67');
    await user.click(within(question()).getByRole('button', { name: 'Claim' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'claim' });
  });
});
