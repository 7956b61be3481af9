// Issue 38: the Schwimmen turn's buttons. One primary (yellow) button at most, the move the hint suggests:
// Knock is not styled as the main move just because it is allowed (it often loses a life), and "Swap and knock"
// switched on is drawn as a switch, not as a second primary button. With knocking with a swap (S14b) the two
// exchanges that end with a knock stand together, apart from the plain moves, and keep their English names.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SchwimmenAction, SchwimmenState } from '../../../src/engine/schwimmen';
import { SchwimmenTable, type HintDisplay } from '../../../src/ui/schwimmen/SchwimmenTable';
import { humanChooses, humanMayKnock, tableProps } from './scenarios';

const ON = { knockWithSwap: true };

function renderTable(s: SchwimmenState, hint: HintDisplay | null = null) {
  return render(
    <SchwimmenTable {...tableProps(s)} faces="french" onAction={() => {}} onHint={() => {}} hint={hint} />,
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const primaries = () =>
  [...document.querySelectorAll('.sw-button.table-button--primary')].map((b) => b.textContent);

const hintFor = (action: SchwimmenAction, loseChance: number | null): HintDisplay => ({
  action,
  reason:
    action.type === 'knock'
      ? { kind: 'knock', value: 21 }
      : { kind: 'pass', worth: { kind: 'suit', value: 21, suit: 'h' }, middleHelps: false, plans: [] },
  loseChance,
});

describe('issue 38: one primary button at most', () => {
  it('S14: Knock allowed is not the main move by itself, and neither is Keep', () => {
    renderTable(humanMayKnock());
    expect(button('Knock')).toBeEnabled();
    expect(primaries()).toEqual([]);
    renderTable(humanChooses());
    expect(button('Keep')).toBeEnabled();
    expect(primaries()).toEqual([]);
  });

  it('the button the hint suggests is the only primary one; a hint to pass leaves Knock plain', () => {
    const { unmount } = renderTable(humanMayKnock(), hintFor({ type: 'knock' }, 0.04));
    expect(primaries()).toEqual(['Knock']);
    unmount();
    // The hint says a knock would almost surely lose a life and suggests passing.
    renderTable(humanMayKnock(), hintFor({ type: 'pass' }, 0.97));
    expect(primaries()).toEqual(['Pass']);
    expect(button('Knock')).not.toHaveClass('table-button--primary');
  });

  it('S14b: "Swap and knock" switched on is a pressed switch, never a second primary button', async () => {
    renderTable(humanMayKnock(ON), hintFor({ type: 'swapAll', knock: true }, 0.2));
    await userEvent.click(button('Swap and knock'));
    expect(button('Swap and knock')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Swap and knock')).not.toHaveClass('table-button--primary');
    expect(primaries()).toEqual(['Swap all and knock']);
  });
});

describe('issue 38: S14b, the five buttons', () => {
  it('keep their English names, the two that end with a knock grouped after the plain moves', () => {
    renderTable(humanMayKnock(ON));
    const groups = [...document.querySelectorAll('.sw-actions__group')].map((g) =>
      [...g.querySelectorAll('button')].map((b) => b.textContent),
    );
    expect(groups).toEqual([
      ['Swap all', 'Pass', 'Knock'],
      ['Swap and knock', 'Swap all and knock'],
    ]);
    for (const name of ['Swap all', 'Pass', 'Knock', 'Swap and knock', 'Swap all and knock'])
      expect(button(name)).toBeEnabled();
  });
});
