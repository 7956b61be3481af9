import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchwimmenAction, SchwimmenState } from '../../../src/engine/schwimmen';
import type { Faces } from '../../../src/ui/cards';
import { packetBack, seatBack } from '../../../src/ui/schwimmen/flights';
import { SchwimmenTable } from '../../../src/ui/schwimmen/SchwimmenTable';
import { FRESH_DEAL_MS } from '../../../src/ui/shared/table/useFreshDeal';
import {
  annaChooses,
  eightPlayers,
  humanChooses,
  humanFirstTurn,
  humanLastTurn,
  humanMayKnock,
  humanOut,
  roundOver,
  tableProps,
} from './scenarios';

function renderTable(s: SchwimmenState, extra: { faces?: Faces; thinking?: number | null } = {}) {
  const onAction = vi.fn<(a: SchwimmenAction) => void>();
  const utils = render(
    <SchwimmenTable
      {...tableProps(s)}
      faces={extra.faces ?? 'french'}
      thinking={extra.thinking}
      onAction={onAction}
    />,
  );
  return { ...utils, onAction };
}

const hand = () => within(screen.getByTestId('hand'));
const middle = () => within(screen.getByTestId('middle'));
const seat = (name: string) => within(screen.getByRole('group', { name }));

describe('the dealer’s choice (S12)', () => {
  it('S12: the dealer keeps or takes the other hand with the named buttons', async () => {
    const { onAction } = renderTable(humanChooses());
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'keep' });
    await userEvent.click(screen.getByRole('button', { name: 'Take the other hand' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'takeSecond' });
    expect(screen.queryByRole('button', { name: 'Swap all' })).toBeNull();
  });

  it('S12: shows the dealer’s second packet face down beside the dealer, and the first packet’s value', () => {
    renderTable(humanChooses());
    expect(screen.getByRole('img', { name: 'Other hand, face down' })).toBeInTheDocument();
    expect(screen.getByText('Your hand: 18')).toBeInTheDocument();
    expect(screen.getByText('Keep these cards, or take the other hand unseen')).toBeInTheDocument();
  });

  it('every face-down card is named for the card flights: each seat’s cards and the second packet', () => {
    renderTable(humanChooses());
    const packet = screen.getByRole('img', { name: 'Other hand, face down' });
    const names = (el: HTMLElement) =>
      [...el.querySelectorAll<HTMLElement>('[data-flight-back]')].map((b) => b.dataset.flightBack);
    expect(names(packet)).toEqual([packetBack(0, 0), packetBack(0, 1), packetBack(0, 2)]);
    expect(names(screen.getByRole('group', { name: 'Anna' }))).toEqual([0, 1, 2].map((i) => seatBack(1, i)));
    // No two face-down cards on the table share a name.
    const all = names(document.body);
    expect(new Set(all).size).toBe(all.length);
  });

  it('S12: an opponent dealer’s packet lies at their seat; the human waits', () => {
    renderTable(annaChooses());
    expect(seat('Anna').getByRole('img', { name: 'Other hand, face down' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep' })).toBeNull();
    expect(screen.getByText('Anna is playing')).toBeInTheDocument();
  });
});

describe('a turn', () => {
  it('swaps a hand card for a middle card: hand card first', async () => {
    const { onAction } = renderTable(humanFirstTurn());
    await userEvent.click(hand().getByRole('button', { name: 'Ace of hearts' }));
    expect(hand().getByRole('button', { name: 'Ace of hearts' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Now pick the card from the middle you want')).toBeInTheDocument();
    await userEvent.click(middle().getByRole('button', { name: 'Queen of diamonds' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'swap', give: 'Ah', take: 'Qd' });
  });

  it('swaps a hand card for a middle card: middle card first', async () => {
    const { onAction } = renderTable(humanFirstTurn());
    await userEvent.click(middle().getByRole('button', { name: 'Eight of hearts' }));
    expect(screen.getByText('Now pick the card from your hand to give')).toBeInTheDocument();
    await userEvent.click(hand().getByRole('button', { name: 'Nine of clubs' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'swap', give: '9c', take: '8h' });
  });

  it('changes or clears the selection within one row instead of swapping', async () => {
    const { onAction } = renderTable(humanFirstTurn());
    const ace = hand().getByRole('button', { name: 'Ace of hearts' });
    const seven = hand().getByRole('button', { name: 'Seven of hearts' });
    await userEvent.click(ace);
    await userEvent.click(seven);
    expect(ace).toHaveAttribute('aria-pressed', 'false');
    expect(seven).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(seven);
    expect(seven).toHaveAttribute('aria-pressed', 'false');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('Escape clears the selection', async () => {
    renderTable(humanFirstTurn());
    const ace = hand().getByRole('button', { name: 'Ace of hearts' });
    await userEvent.click(ace);
    await userEvent.keyboard('{Escape}');
    expect(ace).toHaveAttribute('aria-pressed', 'false');
  });

  it('Swap all and Pass report their actions', async () => {
    const { onAction } = renderTable(humanFirstTurn());
    await userEvent.click(screen.getByRole('button', { name: 'Swap all' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'swapAll' });
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'pass' });
  });

  it('shows the human’s hand value', () => {
    renderTable(humanFirstTurn());
    expect(screen.getByText('Your hand: 18')).toBeInTheDocument();
  });

  it('puts every card in its row with data-card', () => {
    renderTable(humanFirstTurn());
    const codes = (id: string) =>
      Array.from(screen.getByTestId(id).querySelectorAll('[data-card]')).map((el) =>
        el.getAttribute('data-card'),
      );
    expect(codes('hand')).toEqual(['Ah', '7h', '9c']);
    expect(codes('middle')).toEqual(['Qd', '8d', '8h']);
  });
});

describe('knocking (S14, S15)', () => {
  it('S14: Knock is disabled in the first round and says why', () => {
    renderTable(humanFirstTurn());
    const knock = screen.getByRole('button', { name: 'Knock' });
    expect(knock).toBeDisabled();
    expect(knock).toHaveAccessibleDescription("You can't knock until everyone has had a turn");
    expect(screen.getByText("You can't knock until everyone has had a turn")).toBeVisible();
  });

  it('S14: Knock is enabled from the second turn on and reports the knock', async () => {
    const { onAction } = renderTable(humanMayKnock());
    const knock = screen.getByRole('button', { name: 'Knock' });
    expect(knock).toBeEnabled();
    await userEvent.click(knock);
    expect(onAction).toHaveBeenCalledWith({ type: 'knock' });
  });

  it('S15: after a knock the last turn is announced and Knock says somebody knocked', () => {
    renderTable(humanLastTurn());
    expect(screen.getByRole('button', { name: 'Knock' })).toHaveAccessibleDescription(
      'Somebody has already knocked',
    );
    expect(screen.getByText('Anna knocked: this is your last turn')).toBeInTheDocument();
    expect(seat('Anna').getByText('Knocked')).toBeInTheDocument();
    expect(screen.queryByText('Somebody has already knocked')).toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Pass' })).toBeEnabled();
  });
});

describe('when it is not the human’s turn', () => {
  it('nothing can be clicked and the table says who is playing', () => {
    renderTable(eightPlayers(), { thinking: 5 });
    expect(hand().queryAllByRole('button')).toHaveLength(0);
    expect(middle().queryAllByRole('button')).toHaveLength(0);
    expect(hand().getAllByRole('img')).toHaveLength(3);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Emma is playing');
    }
    expect(screen.getByText('Emma is playing')).toBeInTheDocument();
    expect(seat('Emma').getByText('Thinking')).toBeInTheDocument();
  });

  it('waits for the deal after a round', () => {
    renderTable(roundOver());
    expect(screen.getByText('Waiting for the deal')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('a human who is out has no buttons and is told the others play on', () => {
    renderTable(humanOut());
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('You are out. The others play on.')).toBeInTheDocument();
    expect(screen.getByTestId('hand').querySelectorAll('[data-card]')).toHaveLength(0);
  });
});

describe('the seats', () => {
  it('S9: each seat’s lives show as a number of tokens', () => {
    renderTable(eightPlayers());
    const lives = Array.from({ length: 8 }, (_, s) => screen.getByTestId(`lives-${s}`).textContent);
    expect(lives).toEqual(['1', '1', '0', '0', '1', '1', '1', '1']);
    expect(screen.getByTestId('lives-2')).toHaveAccessibleName('0 lives');
  });

  it('S9: marks a swimming player and greys out a player who is out, without cards', () => {
    renderTable(eightPlayers());
    expect(seat('Ben').getByText('Swimming')).toBeInTheDocument();
    expect(seat('Clara').getByText('Out')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Clara' })).toHaveClass('is-out');
    expect(seat('Clara').getByRole('img', { name: '0 cards' })).toBeInTheDocument();
    expect(seat('David').getByRole('img', { name: '3 cards' })).toBeInTheDocument();
    expect(seat('Ben').queryByText('Out')).toBeNull();
  });

  it('marks the dealer and whose turn it is', () => {
    renderTable(eightPlayers());
    expect(seat('Anna').getByRole('img', { name: 'Dealer' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Dealer' })).toHaveLength(1);
    expect(seat('Emma').getByText('Playing')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Emma' })).toHaveClass('is-active');
  });

  it('shows each opponent’s last action of the round', () => {
    renderTable(humanFirstTurn());
    expect(seat('Anna').getByText((_, el) => el?.textContent === 'Took K♥, gave 8♣')).toBeInTheDocument();
    expect(seat('Anna').getByRole('img', { name: 'King of hearts' })).toBeInTheDocument();
    expect(seat('Ben').getByText('Passed')).toBeInTheDocument();
    expect(seat('Clara').getByText('Swapped all three')).toBeInTheDocument();
  });

  it('names the cards of a last action in the German face set', () => {
    renderTable(humanFirstTurn(), { faces: 'german' });
    expect(seat('Anna').getByRole('img', { name: 'King of hearts' })).toBeInTheDocument();
    expect(seat('Anna').getByRole('img', { name: 'Eight of acorns' })).toBeInTheDocument();
    expect(hand().getByRole('button', { name: 'Nine of acorns' })).toHaveAttribute('data-card', '9c');
  });

  it('the dealer’s own choice shows as the dealer’s last action', () => {
    renderTable(eightPlayers());
    expect(seat('Anna').getByText('Kept the hand')).toBeInTheDocument();
  });

  it('announces the latest opponent move in a polite live region', () => {
    const { container } = renderTable(humanFirstTurn());
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Clara: Swapped all three Your turn',
    );
  });
});

describe('keyboard', () => {
  it('selects with Enter, moves with the arrow keys, swaps with Space and clears with Escape', async () => {
    const { onAction } = renderTable(humanFirstTurn());
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    // The first tab stops are the middle cards (the table reads top to bottom), then the hand.
    expect(middle().getByRole('button', { name: 'Eight of diamonds' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(middle().getByRole('button', { name: 'Queen of diamonds' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(middle().getByRole('button', { name: 'Queen of diamonds' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(middle().getByRole('button', { name: 'Queen of diamonds' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.keyboard('{Enter}');
    await user.keyboard('{End}');
    expect(middle().getByRole('button', { name: 'Eight of hearts' })).toHaveFocus();
    await user.tab();
    expect(hand().getByRole('button', { name: 'Ace of hearts' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    expect(onAction).toHaveBeenCalledWith({ type: 'swap', give: '7h', take: 'Qd' });
  });

  it('reaches the turn buttons with Tab', async () => {
    const { onAction } = renderTable(humanFirstTurn());
    const user = userEvent.setup();
    for (let i = 0; i < 8; i++) await user.tab();
    expect(screen.getByRole('button', { name: 'Pass' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith({ type: 'pass' });
  });
});

describe('the slot over the centre', () => {
  it('shows the children the app lays over the table', () => {
    render(
      <SchwimmenTable {...tableProps(roundOver())} faces="french" onAction={() => {}}>
        <div data-testid="round-result">result</div>
      </SchwimmenTable>,
    );
    expect(screen.getByTestId('round-result')).toBeInTheDocument();
  });
});

describe('dragging with a mouse', () => {
  it('drops a hand card on a middle card to swap them', () => {
    const { onAction } = renderTable(humanFirstTurn());
    const ace = hand().getByRole('button', { name: 'Ace of hearts' });
    const target = middle().getByRole('button', { name: 'Eight of diamonds' });
    const original = document.elementsFromPoint;
    document.elementsFromPoint = () => [target];
    try {
      fireEvent.pointerDown(ace, { pointerId: 1, button: 0, pointerType: 'mouse', clientX: 10, clientY: 10 });
      fireEvent.pointerMove(ace, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: -80 });
      expect(target).toHaveClass('is-target');
      fireEvent.pointerUp(ace, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: -80 });
      fireEvent.click(ace);
    } finally {
      document.elementsFromPoint = original;
    }
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith({ type: 'swap', give: 'Ah', take: '8d' });
  });

  it('#38: while a card is dragged, the row it may go to is marked and the card under it lights up', () => {
    renderTable(humanFirstTurn());
    const queen = middle().getByRole('button', { name: 'Queen of diamonds' });
    const target = hand().getByRole('button', { name: 'Nine of clubs' });
    const original = document.elementsFromPoint;
    let under: Element[] = [];
    document.elementsFromPoint = () => under;
    try {
      fireEvent.pointerDown(queen, {
        pointerId: 1,
        button: 0,
        pointerType: 'mouse',
        clientX: 10,
        clientY: 10,
      });
      fireEvent.pointerMove(queen, { pointerId: 1, pointerType: 'mouse', clientX: 40, clientY: 60 });
      // On its way: the hand is the drop zone, nothing under the card yet.
      expect(screen.getByTestId('hand')).toHaveClass('is-drop-zone');
      expect(screen.getByTestId('middle')).not.toHaveClass('is-drop-zone');
      expect(queen).toHaveClass('is-dragging');
      expect(queen).not.toHaveClass('is-over');
      under = [target];
      fireEvent.pointerMove(queen, { pointerId: 1, pointerType: 'mouse', clientX: 60, clientY: 120 });
      expect(target).toHaveClass('is-target');
      // The dragged card gives way, so the card it would land on shows.
      expect(queen).toHaveClass('is-over');
      expect(queen.style.transform).toContain('scale(');
      fireEvent.pointerCancel(queen, { pointerId: 1, pointerType: 'mouse' });
      expect(screen.getByTestId('hand')).not.toHaveClass('is-drop-zone');
      expect(target).not.toHaveClass('is-target');
    } finally {
      document.elementsFromPoint = original;
    }
  });
});

describe('a new deal under the finger', () => {
  it('a second tap within 350 ms of a new deal appearing does not select one of its cards', () => {
    vi.useFakeTimers();
    try {
      const s = humanFirstTurn();
      const props = { ...tableProps(s), faces: 'french' as const, onAction: vi.fn() };
      const { rerender } = render(<SchwimmenTable {...props} matchId="one" />);
      // "Next round" (or "Play again") puts a new deal on the table where the button was.
      rerender(<SchwimmenTable {...props} matchId="two" />);
      const ace = hand().getByRole('button', { name: 'Ace of hearts' });
      fireEvent.click(ace);
      expect(ace).toHaveAttribute('aria-pressed', 'false');
      vi.advanceTimersByTime(FRESH_DEAL_MS - 50);
      fireEvent.click(ace);
      expect(ace).toHaveAttribute('aria-pressed', 'false');
      vi.advanceTimersByTime(50);
      fireEvent.click(ace);
      expect(ace).toHaveAttribute('aria-pressed', 'true');
    } finally {
      vi.useRealTimers();
    }
  });
});
