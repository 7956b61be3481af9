// S13 (a Schnauz or Feuer dealt ends the round before the dealer chooses) and S14b (a swap or a swap-all may
// end with a knock) on the table, in the result panel, in the move log and in Settings, with stacked decks.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  roundHistory,
  schwimmen,
  type SchwimmenAction,
  type SchwimmenState,
} from '../../../src/engine/schwimmen';
import { chooseLanguage, LANGUAGES } from '../../../src/ui/i18n';
import { en } from '../../../src/ui/i18n/en';
import { loadMessages } from '../../../src/ui/i18n/language';
import { coach } from '../../../src/ui/i18n/en/coach';
import { MoveLog } from '../../../src/ui/schwimmen/MoveLog';
import { moveText } from '../../../src/ui/schwimmen/SchwimmenReview';
import { RoundResult } from '../../../src/ui/schwimmen/RoundResult';
import { SchwimmenTable } from '../../../src/ui/schwimmen/SchwimmenTable';
import { SchwimmenSettingsDialog } from '../../../src/ui/schwimmen/SchwimmenSettingsDialog';
import { DEFAULT_SCHWIMMEN_SETTINGS } from '../../../src/ui/schwimmen/settings';
import { pass, play } from '../../engine/schwimmen/helpers';
import {
  NAMES,
  feuerForDealerBen,
  humanFirstTurn,
  humanLastTurn,
  humanMayKnock,
  schnauzDealtToAnna,
  tableProps,
} from './scenarios';

const ON = { knockWithSwap: true };

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

/** The table as the app shows it: over a finished round, the result panel (and its unseen packet, S13). */
function renderTable(s: SchwimmenState) {
  const onAction = vi.fn<(a: SchwimmenAction) => void>();
  const props = tableProps(s);
  const view = props.view;
  const unseenPacket = view.phase !== 'choose' && view.secondPacketSize > 0 ? view.dealer : null;
  const utils = render(
    <SchwimmenTable {...props} faces="french" onAction={onAction}>
      {s.roundResult && (
        <RoundResult
          result={s.roundResult}
          names={props.names}
          lives={s.lives}
          out={s.out}
          knocker={s.knocker}
          faces="french"
          onNext={() => {}}
          unseenPacket={unseenPacket}
        />
      )}
    </SchwimmenTable>,
  );
  return { ...utils, onAction };
}

const hand = () => within(screen.getByTestId('hand'));
const middle = () => within(screen.getByTestId('middle'));
const button = (name: string) => screen.getByRole('button', { name });
const live = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');

/** Anna (seat 1) swaps 9♠ for Q♦ and knocks in the same turn, after the human passed on the second turn. */
function annaSwapsAndKnocks(): SchwimmenState {
  return play(humanFirstTurn(ON), pass, { type: 'swap', give: '9s', take: 'Qd', knock: true });
}

describe('S14b: "Swap and knock" and "Swap all and knock"', () => {
  it('S14b: with the option off (the default) neither button is there', () => {
    renderTable(humanMayKnock());
    expect(button('Knock')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Swap and knock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Swap all and knock' })).toBeNull();
  });

  it('S14b, S14: in the first round both stand beside the others, disabled with the reason', () => {
    renderTable(humanFirstTurn(ON));
    for (const name of ['Swap and knock', 'Swap all and knock', 'Knock']) {
      expect(button(name)).toBeDisabled();
      expect(button(name)).toHaveAccessibleDescription("You can't knock until everyone has had a turn");
    }
    expect(button('Swap all')).toBeEnabled();
    expect(button('Pass')).toBeEnabled();
    const names = within(screen.getByRole('region', { name: 'Your seat' }))
      .getAllByRole('button')
      .filter((b) => !b.hasAttribute('data-card'))
      .map((b) => b.textContent);
    expect(names).toEqual(['Swap all', 'Pass', 'Knock', 'Swap and knock', 'Swap all and knock']);
  });

  it('S14b, S15: after a knock both are disabled: somebody has already knocked', () => {
    renderTable(humanLastTurn(ON));
    expect(button('Swap and knock')).toBeDisabled();
    expect(button('Swap and knock')).toHaveAccessibleDescription('Somebody has already knocked');
    expect(button('Swap all and knock')).toHaveAccessibleDescription('Somebody has already knocked');
    expect(button('Swap all')).toBeEnabled();
  });

  it('S14b: on a computer’s turn both are disabled and described by the status line', () => {
    renderTable(annaSwapsAndKnocks());
    expect(button('Swap and knock')).toBeDisabled();
    expect(button('Swap and knock')).toHaveAccessibleDescription('Ben is playing');
    expect(button('Swap all and knock')).toHaveAccessibleDescription('Ben is playing');
  });

  it('S14b: "Swap all and knock" reports a swap-all with a knock; "Swap all" stays a plain one', async () => {
    const { onAction } = renderTable(humanMayKnock(ON));
    await userEvent.click(button('Swap all and knock'));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'swapAll', knock: true });
    await userEvent.click(button('Swap all'));
    expect(onAction).toHaveBeenLastCalledWith({ type: 'swapAll' });
    const legal = schwimmen.legalActions(humanMayKnock(ON));
    for (const call of onAction.mock.calls) expect(legal).toContainEqual(call[0]);
  });

  it('S14b: "Swap and knock" arms the next swap: a hand card, then a middle card, and the swap knocks', async () => {
    const { onAction } = renderTable(humanMayKnock(ON));
    const swapKnock = button('Swap and knock');
    expect(swapKnock).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(swapKnock);
    expect(swapKnock).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText('Pick a card from your hand and one from the middle: you knock after the swap'),
    ).toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.click(hand().getByRole('button', { name: 'Nine of clubs' }));
    await userEvent.click(middle().getByRole('button', { name: 'Nine of hearts' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'swap', give: '9c', take: '9h', knock: true });
  });

  it('S14b: without pressing it a swap is a plain swap; pressing again or Escape takes the knock back', async () => {
    const { onAction } = renderTable(humanMayKnock(ON));
    const swapKnock = button('Swap and knock');
    await userEvent.click(swapKnock);
    await userEvent.click(swapKnock);
    expect(swapKnock).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(swapKnock);
    await userEvent.keyboard('{Escape}');
    expect(swapKnock).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(middle().getByRole('button', { name: 'Eight of spades' }));
    await userEvent.click(hand().getByRole('button', { name: 'Nine of clubs' }));
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'swap', give: '9c', take: '8s' });
  });

  it('S14b: by keyboard: Enter presses "Swap and knock", then Enter picks the two cards', async () => {
    const { onAction } = renderTable(humanMayKnock(ON));
    const user = userEvent.setup();
    button('Swap and knock').focus();
    await user.keyboard('{Enter}');
    expect(button('Swap and knock')).toHaveAttribute('aria-pressed', 'true');
    middle().getByRole('button', { name: 'Nine of hearts' }).focus();
    await user.keyboard('{Enter}');
    hand().getByRole('button', { name: 'Seven of hearts' }).focus();
    await user.keyboard(' ');
    expect(onAction).toHaveBeenCalledExactlyOnceWith({ type: 'swap', give: '7h', take: '9h', knock: true });
  });

  it('S14b: a hint to swap and knock marks the two cards and the "Swap and knock" button', () => {
    const s = humanMayKnock(ON);
    const action: SchwimmenAction = { type: 'swap', give: '9c', take: '9h', knock: true };
    render(
      <SchwimmenTable
        {...tableProps(s)}
        faces="french"
        onAction={() => {}}
        onHint={() => {}}
        hint={{
          action,
          reason: {
            kind: 'take',
            take: '9h',
            give: '9c',
            worth: { kind: 'suit', value: 20, suit: 'h' },
            plans: [],
          },
          loseChance: 0.97,
          swapKnockLoseChance: 0.3,
        }}
      />,
    );
    // The reason says the knock as well as the swap.
    expect(screen.getByTestId('hint')).toHaveTextContent(/^Take 9♥ and knock: 20 in hearts/);
    // Issue 38: the chance is that of the suggested knock, after the swap, not of a plain knock now.
    expect(screen.getByTestId('hint').querySelector('.hint-callout__chance')).toHaveTextContent(
      /^If you swap and knock: about 30% chance of losing a life$/,
    );
    expect(button('Swap and knock')).toHaveAttribute('data-hint', 'suggested');
    expect(button('Knock')).not.toHaveAttribute('data-hint');
    expect(hand().getByRole('button', { name: 'Nine of clubs' })).toHaveAttribute('data-hint', 'give');
    expect(middle().getByRole('button', { name: 'Nine of hearts' })).toHaveAttribute('data-hint', 'take');
  });

  it('S14b: an opponent who swapped and knocked is announced as such, and marked as the knocker', () => {
    const { container } = renderTable(annaSwapsAndKnocks());
    expect(live(container)).toHaveTextContent(
      'Anna: Swapped and knocked (took Queen of diamonds, gave Nine of spades)',
    );
    const anna = within(screen.getByRole('group', { name: 'Anna' }));
    expect(anna.getByText('Knocked')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Anna' })).toHaveTextContent('Took Q♦, gave 9♠');
  });

  it('S14b, S15: every other player then has one last turn, the human too', () => {
    const s = play(annaSwapsAndKnocks(), pass, pass);
    renderTable(s);
    expect(screen.getByText('Anna knocked: this is your last turn')).toBeInTheDocument();
    expect(button('Swap and knock')).toHaveAccessibleDescription('Somebody has already knocked');
    const over = play(s, pass);
    expect(over.phase).toBe('roundOver');
    expect(over.roundResult?.ending).toBe('knock');
  });

  it('S14b: the move log tells the swap and the knock as one move', () => {
    const s = annaSwapsAndKnocks();
    render(<MoveLog history={roundHistory(s)} names={NAMES.slice(0, 4)} dealer={s.dealer} />);
    const items = within(screen.getByRole('list', { name: en.log.heading })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Anna swaps and knocks: takes Q♦ and gives 9♠');
    expect(items.at(-1)).toHaveAttribute('data-kind', 'knock');
    expect(items.map((li) => li.textContent).filter((text) => text === 'Anna knocks')).toEqual([]);
  });

  it('S14b: the human’s own swap and knock reads "You swap and knock"', () => {
    const s = play(humanMayKnock(ON), { type: 'swapAll', knock: true });
    render(<MoveLog history={roundHistory(s)} names={NAMES.slice(0, 4)} dealer={s.dealer} />);
    const items = within(screen.getByRole('list', { name: en.log.heading })).getAllByRole('listitem');
    expect(items.at(-1)?.textContent).toMatch(/^You swap all three and knock, leaving .* in the middle$/);
  });
});

describe('S14b in the review', () => {
  it('S14b: a choice that swaps and knocks is named as such', () => {
    const swap = { type: 'swap', give: '9s', take: 'Qd', knock: true } as const;
    expect(moveText(swap, 'french', en, coach)).toBe('swap 9♠ for Q♦ and knock');
    expect(moveText({ type: 'swapAll', knock: true }, 'french', en, coach)).toBe('swap all three and knock');
    expect(moveText({ type: 'swapAll' }, 'french', en, coach)).toBe('swap all three');
  });
});

describe('S13: a Schnauz or Feuer dealt is shown at once', () => {
  it('S13: Anna’s Schnauz ends the round at the deal; the human dealer has nothing to choose', () => {
    const s = schnauzDealtToAnna();
    expect(s.phase).toBe('roundOver');
    const { container } = renderTable(s);
    expect(screen.queryByRole('button', { name: 'Keep' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take the other hand' })).toBeNull();
    expect(screen.queryByText('Keep these cards, or take the other hand unseen')).toBeNull();
    // The second packet lies face down beside the dealer, never turned over, its cards nowhere on the page.
    const packet = screen.getByRole('img', { name: 'Other hand, face down, never seen' });
    expect(packet.querySelectorAll('.card--back')).toHaveLength(3);
    for (const card of ['Kh', 'Qh', '7s'])
      expect(container.querySelector(`[data-card="${card}"]`)).toBeNull();
    const panel = within(screen.getByTestId('round-result'));
    expect(screen.getByTestId('round-result')).toHaveAttribute('data-ending', 'schnauz');
    expect(panel.getByText('Schnauz! Anna shows 31.')).toBeVisible();
    expect(
      panel.getByText(
        'Shown at once after the deal: no turn was played, and your other hand stays face down.',
      ),
    ).toBeVisible();
    const mine = screen.getByTestId('round-result').querySelector('[data-seat="0"]') as HTMLElement;
    expect(within(mine).getByTestId('unseen-packet')).toHaveTextContent('Other hand unseen');
    const anna = screen.getByTestId('round-result').querySelector('[data-seat="1"]') as HTMLElement;
    expect(within(anna).getByText('Schnauz')).toBeInTheDocument();
  });

  it('S13: a dealer’s own Feuer in the first packet: shown at once, the packet stays at Ben’s seat', () => {
    const s = feuerForDealerBen();
    expect(s.phase).toBe('roundOver');
    renderTable(s);
    const ben = within(screen.getByRole('group', { name: 'Ben' }));
    expect(ben.getByRole('img', { name: 'Other hand, face down, never seen' })).toBeInTheDocument();
    const panel = within(screen.getByTestId('round-result'));
    expect(panel.getByText('Ben shows three aces.')).toBeVisible();
    expect(
      panel.getByText(
        'Shown at once after the deal: no turn was played, and Ben’s other hand stays face down.',
      ),
    ).toBeVisible();
    const row = screen.getByTestId('round-result').querySelector('[data-seat="2"]') as HTMLElement;
    expect(within(row).getByTestId('unseen-packet')).toBeInTheDocument();
  });

  it('S13: the move log goes from the deal straight to the showdown', () => {
    const s = schnauzDealtToAnna();
    render(
      <MoveLog
        history={roundHistory(s)}
        names={NAMES.slice(0, 4)}
        dealer={s.dealer}
        result={s.roundResult}
        knocker={s.knocker}
        packetUnseen
      />,
    );
    const items = within(screen.getByRole('list', { name: en.log.heading }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items.slice(0, 3)).toEqual([
      'You deal.',
      'Schnauz! Anna shows 31.',
      'Showdown: You 18, Anna 31, Ben 20, Clara 18',
    ]);
    expect(items).toContain(
      'Shown at once after the deal: no turn was played, and your other hand stays face down.',
    );
    expect(items.join(' ')).not.toMatch(/keep|take the other hand/i);
  });
});

describe('S13, S14b in every language', () => {
  it.each(LANGUAGES)('%s: the Settings switch, its hint, and the two buttons’ names', async (language) => {
    const t = await loadMessages(language);
    await act(() => chooseLanguage(language));
    const settings = render(
      <SchwimmenSettingsDialog
        open
        settings={DEFAULT_SCHWIMMEN_SETTINGS}
        matchInProgress={false}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );
    const knockWithSwap = screen.getByRole('switch', { name: t.screens.settings.knockWithSwap.label });
    expect(knockWithSwap).not.toBeChecked();
    expect(knockWithSwap).toHaveAccessibleDescription(t.screens.settings.knockWithSwap.hint);
    settings.unmount();
    renderTable(humanMayKnock(ON));
    expect(screen.getByRole('button', { name: t.table.actions.swapKnock })).toBeEnabled();
    expect(screen.getByRole('button', { name: t.table.actions.swapAllKnock })).toBeEnabled();
  });
});
