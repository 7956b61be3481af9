// Issue 38: how the player's taps and keys become moves at both tables. A move never drops the keyboard's
// focus to the page: it rests on the hand while the computers play and goes onto a card when the turn comes
// back. Each move is sent with the position it was aimed at, and the second tap of a double tap is aimed
// where the first one was (the store refuses it once the first one has moved the game on).
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SchnapsenAction, SchnapsenState } from '../../../../src/engine/schnapsen';
import type { SchwimmenAction, SchwimmenState } from '../../../../src/engine/schwimmen';
import { SchnapsenTable } from '../../../../src/ui/schnapsen/SchnapsenTable';
import { SchwimmenTable } from '../../../../src/ui/schwimmen/SchwimmenTable';
import { DOUBLE_TAP_MS } from '../../../../src/ui/shared/table/aim';
import { run } from '../../../engine/schnapsen/helpers';
import { firstLead, tableProps as schnapsenProps } from '../../schnapsen/scenarios';
import { humanFirstTurn, humanMayKnock, tableProps as schwimmenProps } from '../../schwimmen/scenarios';
import { play } from '../../../engine/schwimmen/helpers';

function schnapsenTable(s: SchnapsenState, position: string, onAction: (a: SchnapsenAction) => void) {
  return (
    <SchnapsenTable
      {...schnapsenProps(s)}
      faces="german"
      showPoints
      speed="instant"
      position={position}
      onAction={onAction}
    />
  );
}

function schwimmenTable(s: SchwimmenState, position: string, onAction: (a: SchwimmenAction) => void) {
  return (
    <SchwimmenTable
      {...schwimmenProps(s)}
      faces="french"
      speed="instant"
      position={position}
      onAction={onAction}
    />
  );
}

const handEl = () => screen.getByTestId('hand');
const cardIn = (row: HTMLElement, card: string) => row.querySelector(`[data-card="${card}"]`) as HTMLElement;

/** Renders `first`, and returns a way to show the table the store would show next. */
function table(first: ReactElement) {
  const utils = render(first);
  return { ...utils, show: (next: ReactElement) => utils.rerender(next) };
}

describe('#38: the keyboard keeps its place after a move', () => {
  it('Schnapsen: a card played with Enter leaves the focus on the hand, then on a card when it is your lead again', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const start = firstLead(); // Jh Kh Th Ah Ac: the human leads.
    const { show } = table(schnapsenTable(start, 'm:1', onAction));
    cardIn(handEl(), 'Ac').focus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith({ type: 'play', card: 'Ac' }, 'm:1');

    // Anna is to answer: no card of the hand can be played, and the focus rests on the hand itself.
    show(schnapsenTable(run(start, 'Ac'), 'm:2', onAction));
    expect(handEl()).toHaveFocus();

    // Anna answered, the human took the trick and leads again: the focus goes onto a card of the hand.
    show(schnapsenTable(run(start, 'Ac, Jc'), 'm:3', onAction));
    const focused = document.activeElement as HTMLElement;
    expect(handEl()).toContainElement(focused);
    expect(focused).toHaveAttribute('data-card');
    expect(focused).toBeEnabled();
    // The arrow keys walk on from there, and Enter plays the next card.
    await user.keyboard('{Home}{Enter}');
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('Schnapsen: from the hand at rest, the arrow keys go into it', async () => {
    const user = userEvent.setup();
    const start = firstLead();
    table(schnapsenTable(start, 'm:1', vi.fn()));
    handEl().focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(handEl().querySelectorAll('button')[0]);
    handEl().focus();
    await user.keyboard('{End}');
    const buttons = handEl().querySelectorAll('button');
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
  });

  it('Schwimmen: a swap made with the keyboard leaves the focus in the hand, then on a card on the next turn', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const start = humanFirstTurn(); // hand Ah 7h 9c, middle Qd 8d 8h
    const { show } = table(schwimmenTable(start, 'm:5', onAction));
    cardIn(handEl(), '9c').focus();
    await user.keyboard('{Enter}');
    cardIn(screen.getByTestId('middle'), 'Qd').focus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith({ type: 'swap', give: '9c', take: 'Qd' }, 'm:5');

    const swapped = play(start, { type: 'swap', give: '9c', take: 'Qd' });
    show(schwimmenTable(swapped, 'm:6', onAction));
    expect(handEl()).toHaveFocus();
    show(
      schwimmenTable(play(swapped, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }), 'm:9', onAction),
    );
    expect(handEl()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveAttribute('data-card');
  });

  it('Schwimmen: Pass pressed with Enter leaves the focus in the hand, not on the page', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const start = humanMayKnock();
    const { show } = table(schwimmenTable(start, 'm:9', onAction));
    screen.getByRole('button', { name: 'Pass' }).focus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith({ type: 'pass' }, 'm:9');
    show(schwimmenTable(play(start, { type: 'pass' }), 'm:10', onAction));
    expect(handEl()).toHaveFocus();
  });

  it('a focus the player moved elsewhere meanwhile is left where it is', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const start = firstLead();
    const { show } = table(schnapsenTable(start, 'm:1', onAction));
    cardIn(handEl(), 'Ac').focus();
    await user.keyboard('{Enter}');
    show(schnapsenTable(run(start, 'Ac'), 'm:2', onAction));
    // The player goes to the menu while Anna thinks.
    const menu = document.body.appendChild(document.createElement('button'));
    menu.focus();
    show(schnapsenTable(run(start, 'Ac, Jc'), 'm:3', onAction));
    expect(menu).toHaveFocus();
    menu.remove();
  });
});

describe('#38: a tap counts for the position it was aimed at', () => {
  it('Schnapsen: the second click of a double click is aimed where the first was, though the table moved on', () => {
    const onAction = vi.fn();
    const start = firstLead();
    const { show } = table(schnapsenTable(start, 'm:1', onAction));
    fireEvent.click(cardIn(handEl(), 'Ac'), { detail: 1, clientX: 300, clientY: 600 });
    // The first card won the trick (instant speed): the human leads again before the second click lands.
    show(schnapsenTable(run(start, 'Ac, Jc'), 'm:3', onAction));
    fireEvent.click(handEl().querySelectorAll('button')[4], { detail: 2, clientX: 300, clientY: 600 });
    expect(onAction.mock.calls.map((call) => call[1])).toEqual(['m:1', 'm:1']);
  });

  it('Schwimmen: taps a phone does not count are one double tap when close in time and place', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const onAction = vi.fn();
      const start = humanMayKnock();
      const { show } = table(schwimmenTable(start, 'm:9', onAction));
      const pass = () => screen.getByRole('button', { name: 'Pass' });
      fireEvent.click(pass(), { detail: 1, clientX: 500, clientY: 700 });
      // The computers answered at once: it is the human's turn again when the second tap lands.
      const next = play(start, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }, { type: 'pass' });
      show(schwimmenTable(next, 'm:13', onAction));
      vi.advanceTimersByTime(DOUBLE_TAP_MS / 2);
      fireEvent.click(pass(), { detail: 1, clientX: 503, clientY: 704 });
      expect(onAction).toHaveBeenLastCalledWith({ type: 'pass' }, 'm:9');
      // Later, it is a tap of its own, aimed at the position on show.
      vi.advanceTimersByTime(DOUBLE_TAP_MS);
      fireEvent.click(pass(), { detail: 1, clientX: 503, clientY: 704 });
      expect(onAction).toHaveBeenLastCalledWith({ type: 'pass' }, 'm:13');
      // So is one at once but elsewhere (another button), and a key press.
      fireEvent.click(screen.getByRole('button', { name: 'Knock' }), {
        detail: 1,
        clientX: 700,
        clientY: 704,
      });
      expect(onAction).toHaveBeenLastCalledWith({ type: 'knock' }, 'm:13');
      fireEvent.click(pass(), { detail: 0 });
      expect(onAction).toHaveBeenLastCalledWith({ type: 'pass' }, 'm:13');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a key held down makes one move', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    table(schnapsenTable(firstLead(), 'm:1', onAction));
    within(handEl()).getAllByRole('button')[0].focus();
    await user.keyboard('{Enter>4/}');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('a table with no position (the tutorial) sends the action alone', async () => {
    const onAction = vi.fn();
    render(<SchnapsenTable {...schnapsenProps(firstLead())} faces="german" showPoints onAction={onAction} />);
    await userEvent.click(cardIn(handEl(), 'Ac'));
    expect(onAction.mock.calls).toEqual([[{ type: 'play', card: 'Ac' }]]);
  });
});
