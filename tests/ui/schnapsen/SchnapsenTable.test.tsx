// The Schnapsen table from real engine positions: hooks for outside checks, leading, the lead actions
// (N7–N10) enabled exactly when the engine lists them, the second-phase duties (N6), points and announcements.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../../src/engine/schnapsen';
import type { Faces } from '../../../src/ui/cards';
import { opponentBack } from '../../../src/ui/schnapsen/flights';
import { SchnapsenTable } from '../../../src/ui/schnapsen/SchnapsenTable';
import { dealt, run, RUN } from '../../engine/schnapsen/helpers';
import {
  annaAnnounced,
  annaClosed,
  annaLeads,
  closedByMe,
  firstLead,
  marriageAnnounced,
  mustFollowHearts,
  mustHead,
  mustTrump,
  oneLeftExchange,
  oneLeftNoExchange,
  oneMarriage,
  secondTrickLed,
  tableProps,
  talonEmpty,
  trickTaken,
  twoMarriages,
} from './scenarios';

interface Extra {
  faces?: Faces;
  showPoints?: boolean;
  thinking?: boolean;
  confirmClose?: boolean;
}

function renderTable(s: SchnapsenState, extra: Extra = {}) {
  const onAction = vi.fn<(a: SchnapsenAction) => void>();
  const props = (state: SchnapsenState, more: Extra = extra) => (
    <SchnapsenTable
      {...tableProps(state)}
      faces={more.faces ?? 'german'}
      showPoints={more.showPoints ?? true}
      thinking={more.thinking}
      confirmClose={more.confirmClose}
      onAction={onAction}
    />
  );
  const utils = render(props(s));
  return {
    ...utils,
    onAction,
    update: (next: SchnapsenState, more?: Extra) => utils.rerender(props(next, more)),
  };
}

const hand = () => within(screen.getByTestId('hand'));
const handCards = () =>
  Array.from(screen.getByTestId('hand').querySelectorAll('[data-card]')).map((el) =>
    el.getAttribute('data-card'),
  );
const button = (name: string) => screen.getByRole('button', { name });
const plate = (seat: number) => screen.getByTestId(`bummerl-${seat}`).closest('.sn-plate') as HTMLElement;

describe('the hooks outside checks read', () => {
  it('N3: talon count, trump card, empty trick, the hand and both Bummerl tallies', () => {
    renderTable(firstLead());
    expect(screen.getByTestId('talon').textContent).toBe('9');
    expect(screen.getByTestId('talon')).toHaveAccessibleName('9 cards in the talon');
    const trump = screen.getByTestId('trump-card');
    expect(trump).toHaveAttribute('data-face', 'up');
    expect(trump.querySelector('[data-card]')).toHaveAttribute('data-card', 'Qh');
    expect(screen.getByTestId('trick').querySelectorAll('[data-card]')).toHaveLength(0);
    expect(handCards()).toHaveLength(5);
    expect(screen.getByTestId('bummerl-0').textContent).toBe('7');
    expect(screen.getByTestId('bummerl-1').textContent).toBe('7');
    expect(screen.getByTestId('bummerl-0')).toHaveAccessibleName('Bummerl: 7 game points to go');
  });

  it('N2: sorts the hand trumps first, then by suit, each from the ace down (A 10 K Q J)', () => {
    const { unmount } = renderTable(firstLead()); // Jh Kh Th Ah Ac under the trump Qh
    expect(handCards()).toEqual(['Ah', 'Th', 'Kh', 'Jh', 'Ac']);
    unmount();
    renderTable(oneMarriage()); // Qc Ac Ad Ks Qs, trumps hearts
    expect(handCards()).toEqual(['Ac', 'Qc', 'Ks', 'Qs', 'Ad']);
  });

  it('names every card in the hand and marks the dealer', () => {
    renderTable(firstLead(), { faces: 'french' });
    expect(hand().getByRole('button', { name: 'Ace of hearts' })).toHaveAttribute('data-card', 'Ah');
    expect(hand().getByRole('button', { name: 'Ace of hearts' })).not.toHaveAttribute('aria-pressed');
    expect(within(plate(1)).getByRole('img', { name: 'Dealer' })).toBeInTheDocument();
    expect(within(plate(0)).queryByRole('img', { name: 'Dealer' })).toBeNull();
  });

  it('shows the opponent’s hand face down, counted', () => {
    renderTable(firstLead());
    const theirs = screen.getByRole('group', { name: "Anna's cards" });
    expect(within(theirs).getByRole('img', { name: '5 cards' })).toBeInTheDocument();
    expect(theirs.querySelectorAll('[data-card]')).toHaveLength(0);
    // Each face-down card is named by its place, for the card flights (a card drawn is a new name).
    const backs = [...theirs.querySelectorAll<HTMLElement>('[data-flight-back]')].map(
      (b) => b.dataset.flightBack,
    );
    expect(backs).toEqual([0, 1, 2, 3, 4].map(opponentBack));
  });

  it('the talon text follows the cards left, down to 0 once it is used up', () => {
    renderTable(trickTaken());
    expect(screen.getByTestId('talon').textContent).toBe('7');
    renderTable(talonEmpty());
    expect(screen.getAllByTestId('talon')[1].textContent).toBe('0');
    expect(screen.getAllByTestId('trump-card')).toHaveLength(1);
  });
});

describe('leading and following', () => {
  it('N4: leads a card with a click', async () => {
    const { onAction } = renderTable(firstLead());
    await userEvent.click(hand().getByRole('button', { name: 'Ten of hearts' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'play', card: 'Th' });
  });

  it('plays from the keyboard: Tab into the hand, arrow keys along it, Enter plays', async () => {
    const user = userEvent.setup();
    const { onAction } = renderTable(firstLead());
    hand().getByRole('button', { name: 'Ace of hearts' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(hand().getByRole('button', { name: 'King of hearts' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(hand().getByRole('button', { name: 'Ace of acorns' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith({ type: 'play', card: 'Ac' });
  });

  it('N5: while the talon is open the follower may play any card, none singled out', async () => {
    const { onAction } = renderTable(annaLeads());
    expect(within(screen.getByTestId('trick')).getByRole('img', { name: 'Ace of acorns' })).toHaveAttribute(
      'data-card',
      'Ac',
    );
    for (const b of hand().getAllByRole('button')) expect(b).toBeEnabled();
    expect(screen.getByTestId('hand').querySelectorAll('.is-playable')).toHaveLength(0);
    expect(screen.getByText("Your turn: answer Anna's card")).toBeInTheDocument();
    await userEvent.click(hand().getByRole('button', { name: 'Unter of acorns' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'play', card: 'Jc' });
  });

  it('waits while the opponent thinks: cards disabled, the opponent marked', () => {
    renderTable(dealt(RUN, { dealer: 0 }), { thinking: true });
    for (const b of hand().getAllByRole('button')) expect(b).toBeDisabled();
    expect(within(plate(1)).getByText('Thinking')).toBeInTheDocument();
    expect(screen.getByText('Anna is thinking')).toBeInTheDocument();
    expect(button('Claim 66')).toHaveAccessibleDescription('Not your turn');
    // The human's turn mark keeps its room, unseen and unannounced, so that the plate does not move.
    const kept = within(plate(0)).getByText('Your turn');
    expect(kept).toHaveStyle({ visibility: 'hidden' });
    expect(kept).toHaveAttribute('aria-hidden', 'true');
  });

  it('says whose turn it is', () => {
    renderTable(firstLead());
    expect(within(plate(0)).getByText('Your turn')).toBeInTheDocument();
    expect(screen.getByText('Your lead: play a card')).toBeInTheDocument();
    // The computer's mark keeps the room of its "Thinking" mark, unseen, so that its plate does not move.
    const kept = within(plate(1)).getByText('Thinking');
    expect(kept).toHaveStyle({ visibility: 'hidden' });
    expect(kept).toHaveAttribute('aria-hidden', 'true');
  });

  it('a finished trick stays in the middle, marked with who took it, until the next lead', () => {
    renderTable(trickTaken());
    const trick = screen.getByTestId('trick');
    expect(trick).toHaveAttribute('data-state', 'taken');
    expect([...trick.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'))).toEqual([
      'Ac',
      'Jc',
    ]);
    expect(screen.getByText('You took the trick')).toBeInTheDocument();
  });
});

describe('N6: the second phase', () => {
  it('N6: highlights the cards of the led suit and disables the others with “You must follow hearts”', async () => {
    const { onAction } = renderTable(mustFollowHearts(), { faces: 'french' });
    const playable = hand()
      .getAllByRole('button')
      .filter((b) => !(b as HTMLButtonElement).disabled);
    expect(playable.map((b) => b.getAttribute('data-card'))).toEqual(['Qh', 'Jh']);
    for (const b of playable) expect(b).toHaveClass('is-playable');
    const club = hand().getByRole('button', { name: 'King of clubs' });
    expect(club).toBeDisabled();
    expect(club).toHaveAccessibleDescription('You must follow hearts');
    expect(club).toHaveAttribute('title', 'You must follow hearts');
    expect(screen.getByText('You must follow hearts')).toBeInTheDocument();
    await userEvent.click(hand().getByRole('button', { name: 'Queen of hearts' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'play', card: 'Qh' });
  });

  it('N6: heading comes first: “You must take the trick with a higher …”', () => {
    renderTable(mustHead(), { faces: 'french' });
    expect(hand().getByRole('button', { name: 'King of clubs' })).toBeEnabled();
    expect(hand().getByRole('button', { name: 'Jack of clubs' })).toHaveAccessibleDescription(
      'You must take the trick with a higher club',
    );
  });

  it('N6: German faces name German suits', () => {
    renderTable(mustHead(), { faces: 'german' });
    expect(hand().getByRole('button', { name: 'Unter of acorns' })).toHaveAccessibleDescription(
      'You must take the trick with a higher acorn',
    );
  });

  it('N6: without the led suit the follower must trump', () => {
    renderTable(mustTrump());
    expect(hand().getByRole('button', { name: 'Unter of leaves' })).toHaveAccessibleDescription(
      'You must trump',
    );
    expect(hand().getByRole('button', { name: 'Ace of hearts' })).toBeEnabled();
    expect(hand().getByRole('button', { name: 'Ten of hearts' })).toBeEnabled();
  });

  it('N9: a closed talon turns the trump card face down and says so', () => {
    renderTable(closedByMe());
    const trump = screen.getByTestId('trump-card');
    expect(trump).toHaveAttribute('data-face', 'down');
    expect(trump.querySelector('[data-card]')).toBeNull();
    expect(trump).toHaveAccessibleName('Trump card, turned face down: the talon is closed');
    expect(screen.getByRole('img', { name: 'Trumps: hearts' })).toBeInTheDocument();
    expect(within(plate(0)).getByText('Closed')).toBeInTheDocument();
  });
});

describe('N7–N10: the lead actions', () => {
  it('N7: one marriage is announced with “Marriage” at once', async () => {
    const { onAction } = renderTable(oneMarriage());
    await userEvent.click(button('Marriage'));
    expect(onAction).toHaveBeenCalledWith({ type: 'marry', suit: 's' });
    expect(button('Marriage')).not.toHaveAttribute('aria-expanded');
  });

  it('N7: with two marriages “Marriage” opens a choice of the suits, worth 40 in trumps and 20 otherwise', async () => {
    const user = userEvent.setup();
    const { onAction } = renderTable(twoMarriages()); // Kh Qh Kd Qd, trumps hearts
    expect(button('Marriage')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('Marriage'));
    expect(button('Marriage')).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('group', { name: 'Which marriage?' }));
    expect(menu.getAllByRole('button').map((b) => b.textContent)).toEqual(['Hearts (40)', 'Bells (20)']);
    expect(menu.getByRole('button', { name: 'Hearts (40)' })).toHaveFocus();
    await user.click(menu.getByRole('button', { name: 'Bells (20)' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'marry', suit: 'd' });
    expect(screen.queryByRole('group', { name: 'Which marriage?' })).toBeNull();
  });

  it('N7: the suit menu closes on Escape and gives the focus back to Marriage', async () => {
    const user = userEvent.setup();
    const { onAction } = renderTable(twoMarriages(), { faces: 'french' });
    await user.click(button('Marriage'));
    expect(screen.getByRole('button', { name: 'Diamonds (20)' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('group', { name: 'Which marriage?' })).toBeNull();
    expect(button('Marriage')).toHaveFocus();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('N7: without a king and queen of one suit Marriage is disabled, saying why', () => {
    renderTable(firstLead(), { faces: 'french' });
    expect(button('Marriage')).toBeDisabled();
    expect(button('Marriage')).toHaveAccessibleDescription('Needs the king and queen of one suit');
    renderTable(firstLead(), { faces: 'german' });
    expect(screen.getAllByRole('button', { name: 'Marriage' })[1]).toHaveAccessibleDescription(
      'Needs the king and Ober of one suit',
    );
  });

  it('N7: after announcing, only its king and queen may be led; the points wait for a trick', () => {
    renderTable(marriageAnnounced());
    const enabled = hand()
      .getAllByRole('button')
      .filter((b) => !(b as HTMLButtonElement).disabled)
      .map((b) => b.getAttribute('data-card'));
    expect(enabled).toEqual(['Ks', 'Qs']);
    expect(hand().getByRole('button', { name: 'Ace of acorns' })).toHaveAccessibleDescription(
      'Lead the king or Ober of leaves, or claim 66',
    );
    expect(button('Close the talon')).toHaveAccessibleDescription('Not after announcing a marriage');
    expect(button('Claim 66')).toBeEnabled();
    expect(screen.getByTestId('points-0')).toHaveTextContent('0 points');
    expect(screen.getByTestId('pending-0')).toHaveTextContent('+20 pending');
    expect(within(plate(0)).getByRole('img', { name: 'Marriage in leaves (20)' })).toBeInTheDocument();
  });

  it('N8: “Exchange trump Unter” exchanges when the engine allows it', async () => {
    const { onAction } = renderTable(firstLead());
    await userEvent.click(button('Exchange trump Unter'));
    expect(onAction).toHaveBeenCalledWith({ type: 'exchangeTrump' });
  });

  it('N8: without the trump jack, or with fewer than 2 cards in the talon, the exchange says why', () => {
    renderTable(oneMarriage(), { faces: 'french' });
    expect(button('Exchange trump jack')).toBeDisabled();
    expect(button('Exchange trump jack')).toHaveAccessibleDescription('Needs the jack of hearts');
    renderTable(oneLeftNoExchange(), { faces: 'french' });
    expect(screen.getAllByRole('button', { name: 'Exchange trump jack' })[1]).toHaveAccessibleDescription(
      'Only while 2 or more cards are in the talon',
    );
  });

  it('N8: the option lets the exchange happen with one face-down card left', () => {
    renderTable(oneLeftExchange());
    expect(screen.getByTestId('talon').textContent).toBe('1');
    expect(button('Exchange trump Unter')).toBeEnabled();
  });

  it('N9: “Close the talon” closes it once confirmed; once closed or used up it says why not', async () => {
    const { onAction } = renderTable(firstLead());
    await userEvent.click(button('Close the talon'));
    const question = screen.getByRole('alertdialog', { name: 'Close the talon?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Close the talon' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'close' });
    renderTable(closedByMe());
    expect(screen.getAllByRole('button', { name: 'Close the talon' })[1]).toHaveAccessibleDescription(
      'The talon is closed',
    );
    renderTable(talonEmpty());
    expect(screen.getAllByRole('button', { name: 'Close the talon' })[2]).toHaveAccessibleDescription(
      'The talon is used up',
    );
  });

  it('#38 N9 N11: Close the talon asks first, with what a failed close costs; Keep it open changes nothing', async () => {
    const { onAction } = renderTable(firstLead());
    await userEvent.click(button('Close the talon'));
    expect(onAction).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog', { name: 'Close the talon?' });
    // Anna has no trick yet: a failed close would cost 3 game points (N11).
    expect(question).toHaveAccessibleDescription(
      'Nobody draws any more, and suit must be followed from now on. You must reach 66 with the cards in your hand; if you fail, Anna wins 3 game points.',
    );
    expect(within(question).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onAction).not.toHaveBeenCalled();
    expect(button('Close the talon')).toBeEnabled();
  });

  it('#38: the tutorial’s table closes the talon without asking', async () => {
    const { onAction } = renderTable(firstLead(), { confirmClose: false });
    await userEvent.click(button('Close the talon'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onAction).toHaveBeenCalledWith({ type: 'close' });
  });

  it('N10: “Claim 66” claims on lead (below 66 once confirmed), and only the player on lead may', async () => {
    const { onAction } = renderTable(firstLead());
    await userEvent.click(button('Claim 66'));
    await userEvent.click(button('Claim anyway'));
    expect(onAction).toHaveBeenCalledWith({ type: 'claim' });
    renderTable(annaLeads());
    const claims = screen.getAllByRole('button', { name: 'Claim 66' });
    expect(claims[1]).toBeDisabled();
    expect(claims[1]).toHaveAccessibleDescription('Only the player on lead');
    expect(screen.getAllByRole('button', { name: 'Marriage' })[1]).toHaveAccessibleDescription(
      'Only the player on lead',
    );
  });

  it('every lead action is enabled exactly when the engine lists it', () => {
    const positions = [
      firstLead,
      twoMarriages,
      oneMarriage,
      marriageAnnounced,
      closedByMe,
      talonEmpty,
      annaLeads,
    ];
    for (const position of positions) {
      const s = position();
      const legal = new Set(schnapsen.legalActions(s).map((a) => a.type));
      const { unmount } = renderTable(s);
      for (const [type, name] of [
        ['marry', 'Marriage'],
        ['exchangeTrump', 'Exchange trump Unter'],
        ['close', 'Close the talon'],
        ['claim', 'Claim 66'],
      ] as const) {
        expect(button(name).hasAttribute('disabled'), `${position.name}: ${name}`).toBe(!legal.has(type));
      }
      unmount();
    }
  });
});

describe('points, tricks and announcements', () => {
  it('shows the player’s own points and tricks, and the opponent’s tricks only', () => {
    renderTable(trickTaken());
    expect(screen.getByTestId('points-0')).toHaveTextContent('13 points');
    expect(screen.getByTestId('tricks-0')).toHaveTextContent('1 trick');
    expect(screen.getByTestId('tricks-1')).toHaveTextContent('0 tricks');
    expect(screen.queryByTestId('points-1')).toBeNull();
  });

  it('“Show my points” off: no points and no pending marriage points — count in your head', () => {
    renderTable(marriageAnnounced(), { showPoints: false });
    expect(screen.queryByTestId('points-0')).toBeNull();
    expect(screen.queryByTestId('pending-0')).toBeNull();
    expect(screen.queryByText(/points$/)).toBeNull();
    expect(screen.getByTestId('tricks-0')).toHaveTextContent('0 tricks');
  });

  it('N7, N8: the opponent’s marriage and exchange are shown, and the cards they showed lie face up', () => {
    renderTable(annaAnnounced(), { faces: 'french' });
    expect(within(plate(1)).getByRole('img', { name: 'Marriage in diamonds (20)' })).toBeInTheDocument();
    expect(within(plate(1)).getByText('Exchanged the trump jack for the ten of hearts')).toBeInTheDocument();
    const theirs = screen.getByRole('group', { name: "Anna's cards" });
    expect([...theirs.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'))).toEqual([
      'Qd',
      'Th',
    ]);
    expect(within(theirs).getByRole('img', { name: '4 cards' })).toBeInTheDocument();
    expect(screen.getByTestId('trick').querySelector('[data-card]')).toHaveAttribute('data-card', 'Kd');
  });

  it('N9: the opponent’s close is shown', () => {
    renderTable(annaClosed());
    expect(within(plate(1)).getByText('Closed the talon')).toBeInTheDocument();
    expect(screen.getByTestId('trump-card')).toHaveAttribute('data-face', 'down');
  });
});

describe('the last trick', () => {
  it('can be looked at while the next trick is played, and only the last one', async () => {
    const user = userEvent.setup();
    renderTable(secondTrickLed());
    expect(screen.getByTestId('trick').querySelector('[data-card]')).toHaveAttribute('data-card', 'Tc');
    const toggle = button('Last trick');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'The last trick' });
    expect([...panel.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card'))).toEqual([
      'Ac',
      'Jc',
    ]);
    expect(within(panel).getByText('You took the trick')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'The last trick' })).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('is disabled before the first trick', () => {
    renderTable(firstLead());
    expect(button('Last trick')).toBeDisabled();
  });

  it('closes by itself when the next trick is taken', async () => {
    const s = secondTrickLed();
    const { update } = renderTable(s);
    await userEvent.click(button('Last trick'));
    expect(screen.getByRole('group', { name: 'The last trick' })).toBeInTheDocument();
    update(run(s, 'Qc'));
    expect(screen.queryByRole('group', { name: 'The last trick' })).toBeNull();
  });
});

describe('the live region', () => {
  const live = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

  it('announces the opponent’s lead in words', () => {
    const before = dealt(RUN, { dealer: 0 });
    const { update } = renderTable(before, { faces: 'french' });
    expect(live().textContent).toBe('');
    update(run(before, 'Ac'), { faces: 'french' });
    expect(live()).toHaveTextContent('Anna plays the ace of clubs');
    expect(live()).toHaveTextContent('Your turn');
  });

  it('announces the opponent’s exchange, marriage and close', () => {
    const start = dealt(
      { nonDealer: 'Kd Qd Jh Ac As', dealer: 'Jc Qc Kc Js Qs', trump: 'Th' },
      { dealer: 0 },
    );
    const { update } = renderTable(start, { faces: 'french' });
    update(run(start, 'exchange'), { faces: 'french' });
    expect(live()).toHaveTextContent('Anna exchanges the trump jack for the ten of hearts');
    update(run(start, 'exchange, marry d'), { faces: 'french' });
    expect(live()).toHaveTextContent('Anna announces a marriage in diamonds (20)');
    update(run(start, 'exchange, marry d, Kd'), { faces: 'french' });
    expect(live()).toHaveTextContent('Anna plays the king of diamonds');
    const c = dealt(RUN, { dealer: 0 });
    update(c);
    update(run(c, 'close'));
    expect(live()).toHaveTextContent('Anna closes the talon');
  });

  it('tells who took the trick the player answered', () => {
    const s = annaLeads();
    const { update } = renderTable(s, { faces: 'french' });
    update(run(s, 'Jc'), { faces: 'french' });
    expect(live()).toHaveTextContent('Anna takes the trick');
  });
});
