// Issue 41: the replay viewer steps through a game record: Start, Previous move, Next move and End (disabled
// at the ends), the arrow keys with Home and End, a jump from the list of moves, one seat's view hiding the
// other hands, the review's marks, Escape and Close; and it never writes to the storage.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameOf } from '../../../src/games';
import { recordOfMatch } from '../../../src/records/print';
import { playRecord } from '../../../src/sim/records';
import type { ReplayRequest } from '../../../src/ui/replay/open';
import ReplayViewer from '../../../src/ui/replay/ReplayViewer';
import { chooseLanguage } from '../../../src/ui/i18n';
import { DUEL_ID, duelGame } from '../../fixtures/duel/module';
import { registerDuel, unregisterDuel } from '../../fixtures/duel/register';
import { playedMatch, recordOf } from './matches';

afterEach(cleanup);

async function show(request: ReplayRequest) {
  const onClose = vi.fn();
  render(<ReplayViewer request={request} onClose={onClose} />);
  const viewer = await screen.findByTestId('replay');
  const step = () => screen.getByTestId('replay-step').textContent;
  const button = (name: string) => screen.getByRole('button', { name });
  return { onClose, viewer, step, button, user: userEvent.setup() };
}

const schwimmenRecord = recordOf('schwimmen', playedMatch('schwimmen', { players: 4, maxRounds: 2 }));
const count = schwimmenRecord.log.length;

describe('the replay viewer', () => {
  it('opens at the end, a labelled dialog with every hand face up', async () => {
    const { viewer, step, button } = await show({ record: schwimmenRecord });
    const dialog = screen.getByRole('dialog', { name: 'Replay' });
    expect(dialog).toContainElement(viewer);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(step()).toBe(`move ${count} of ${count}`);
    expect(button('Next move')).toBeDisabled();
    expect(button('End')).toBeDisabled();
    expect(button('Start')).toBeEnabled();
    expect(button('Previous move')).toBeEnabled();
    const seats = screen.getAllByTestId('replay-seat');
    expect(seats).toHaveLength(4);
  });

  it('steps with the buttons, disabled at the ends', async () => {
    const { step, button, user } = await show({ record: schwimmenRecord });
    await user.click(button('Start'));
    expect(step()).toBe(`move 0 of ${count}`);
    expect(button('Start')).toBeDisabled();
    expect(button('Previous move')).toBeDisabled();
    expect(screen.getByTestId('replay-move')).toHaveTextContent('Before the first deal');
    await user.click(button('Next move'));
    expect(step()).toBe(`move 1 of ${count}`);
    // The first action is the deal, in the move log's words.
    expect(screen.getByTestId('replay-move')).toHaveTextContent(/Round 1.*deals\./);
    await user.click(button('Next move'));
    expect(step()).toBe(`move 2 of ${count}`);
    await user.click(button('Previous move'));
    expect(step()).toBe(`move 1 of ${count}`);
    await user.click(button('End'));
    expect(step()).toBe(`move ${count} of ${count}`);
    expect(button('Next move')).toBeDisabled();
    // End, pressed, is disabled: the keys still step.
    await user.keyboard('{ArrowLeft}');
    expect(step()).toBe(`move ${count - 1} of ${count}`);
  });

  it('steps with ← and →, Home and End', async () => {
    const { step, user } = await show({ record: schwimmenRecord });
    await user.keyboard('{Home}');
    expect(step()).toBe(`move 0 of ${count}`);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(step()).toBe(`move 3 of ${count}`);
    await user.keyboard('{ArrowLeft}');
    expect(step()).toBe(`move 2 of ${count}`);
    await user.keyboard('{End}');
    expect(step()).toBe(`move ${count} of ${count}`);
    await user.keyboard('{ArrowRight}');
    expect(step()).toBe(`move ${count} of ${count}`);
  });

  it('jumps to a move from the list, marked as the current one', async () => {
    const { step, user } = await show({ record: schwimmenRecord });
    const list = screen.getByRole('navigation', { name: 'Moves' });
    const moves = within(list).getAllByRole('button');
    expect(moves).toHaveLength(count);
    expect(moves[count - 1]).toHaveAttribute('aria-current', 'step');
    await user.click(moves[4]);
    expect(step()).toBe(`move 5 of ${count}`);
    expect(moves[4]).toHaveAttribute('aria-current', 'step');
    expect(moves[count - 1]).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('replay-move')).toHaveTextContent(moves[4].textContent!.replace(/^5/, ''));
  });

  it("shows one seat's view: that seat's hand face up, the others face down", async () => {
    const { user } = await show({ record: schwimmenRecord, at: 6 });
    const open = () => screen.getAllByTestId('replay-seat').map((s) => s.dataset.open);
    expect(open()).toEqual(['true', 'true', 'true', 'true']);
    const seat1 = screen.getAllByTestId('replay-seat')[1];
    const cards = [...seat1.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'));
    expect(cards).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'What you saw');
    expect(open()).toEqual(['true', 'false', 'false', 'false']);
    // No card of a hidden hand is anywhere in the page.
    for (const card of cards) expect(seat1.querySelector(`[data-card="${card}"]`)).toBeNull();
    expect(within(seat1).getByRole('img', { name: '3 cards' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'What Anna saw');
    expect(open()).toEqual(['false', 'true', 'false', 'false']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Every hand');
    expect(open()).toEqual(['true', 'true', 'true', 'true']);
  });

  it("marks the review's verdicts in the list and on the current move", async () => {
    const person = schwimmenRecord.log.findIndex((_, i) => i > 1 && i % 4 === 2);
    const { user } = await show({ record: schwimmenRecord, marks: { [person]: 'blunder', 1: 'best' } });
    const list = screen.getByRole('navigation', { name: 'Moves' });
    const marked = within(list).getAllByRole('img', { name: /^Review: / });
    expect(marked.map((m) => m.dataset.verdict)).toEqual(['best', 'blunder']);
    expect(marked[1]).toHaveTextContent('Blunder');
    expect(screen.queryByTestId('replay-mark')).toBeNull();
    await user.click(within(list).getAllByRole('button')[person]);
    expect(screen.getByTestId('replay-mark')).toHaveAccessibleName('Review: Blunder');
  });

  it('closes with Close and with Escape', async () => {
    const { onClose, button, user } = await show({ record: schwimmenRecord });
    await user.click(button('Close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('never writes to the storage while it is stepped through', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    try {
      const { button, user } = await show({ record: schwimmenRecord });
      await user.click(button('Start'));
      for (let i = 0; i < 10; i++) await user.click(button('Next move'));
      await user.keyboard('{End}{ArrowLeft}{Home}');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'What you saw');
      await user.click(button('Close'));
      expect(setItem).not.toHaveBeenCalled();
      expect(removeItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      removeItem.mockRestore();
    }
  });

  it('shows a Schnapsen deal: the trick, the trump card and the moves in words', async () => {
    const match = playedMatch('schnapsen', { maxRounds: 1 });
    const record = recordOf('schnapsen', match);
    const { step, user } = await show({ record });
    expect(step()).toBe(`move ${record.log.length} of ${record.log.length}`);
    expect(screen.getAllByTestId('replay-seat')).toHaveLength(2);
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByTestId('replay-move')).toHaveTextContent(/Deal 1.*deals; trump is/);
    // The first card played leads the first trick; the next one completes it.
    const moves = within(screen.getByRole('navigation', { name: 'Moves' })).getAllByRole('button');
    const lead = moves.findIndex((m) => /You play|Anna plays/.test(m.textContent ?? ''));
    await user.click(moves[lead]);
    expect(screen.getByTestId('replay-trick').querySelectorAll('[data-card]')).toHaveLength(1);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('replay-move')).toHaveTextContent(/plays .*takes the trick|you take the trick/);
    expect(screen.getByTestId('replay-trick').querySelectorAll('[data-card]')).toHaveLength(2);
  });

  it("speaks the player's language", async () => {
    await act(() => chooseLanguage('de'));
    try {
      const { step, button } = await show({ record: schwimmenRecord });
      expect(step()).toBe(`Zug ${count} von ${count}`);
      expect(button('Nächster Zug')).toBeDisabled();
    } finally {
      await act(() => chooseLanguage('en'));
    }
  });
});

describe('a game without a board in the viewer', () => {
  beforeAll(registerDuel);
  afterAll(unregisterDuel);

  it("shows the record's moves in words", async () => {
    const bots = await duelGame.brains.all();
    const { record: match } = playRecord(gameOf(DUEL_ID), bots as never, {
      seed: 3,
      player: 'easy',
      level: 'easy',
      players: 2,
    });
    const record = recordOfMatch(gameOf(DUEL_ID), match);
    const { step, user } = await show({ record });
    expect(step()).toBe(`move ${record.log.length} of ${record.log.length}`);
    expect(screen.getByText('The moves of this game are shown in words only.')).toBeInTheDocument();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('replay-move')).toHaveTextContent(/plays /);
  });
});
