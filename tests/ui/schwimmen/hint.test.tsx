// The hint on the table (issue 4): the Hint button, the callout's words for every kind of reason, the chance
// of losing a life by knocking, and the suggested cards or button marked on the table.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HandWorth, HintPlan } from '../../../src/bots/schwimmen/hint';
import type { SchwimmenState } from '../../../src/engine/schwimmen';
import { schwimmen } from '../../../src/engine/schwimmen';
import { gameStore, HUMAN, positionKey } from '../../../src/store';
import { chooseLanguage } from '../../../src/ui/i18n';
import { SchwimmenApp } from '../../../src/ui/schwimmen/SchwimmenApp';
import type { Faces } from '../../../src/ui/cards';
import { SchwimmenTable, type HintDisplay } from '../../../src/ui/schwimmen/SchwimmenTable';
import { annaChooses, humanChooses, humanFirstTurn, humanMayKnock, tableProps } from './scenarios';
import { sw } from '../../store/helpers';

function renderTable(
  s: SchwimmenState,
  hint: HintDisplay | null,
  extra: { faces?: Faces; hintPending?: boolean; onHint?: () => void } = {},
) {
  const onHint = extra.onHint ?? vi.fn();
  const utils = render(
    <SchwimmenTable
      {...tableProps(s)}
      faces={extra.faces ?? 'french'}
      onAction={() => {}}
      hint={hint}
      hintPending={extra.hintPending}
      onHint={onHint}
    />,
  );
  return { ...utils, onHint };
}

const callout = () => screen.getByTestId('hint');
const hand = () => within(screen.getByTestId('hand'));
const middle = () => within(screen.getByTestId('middle'));

// humanFirstTurn: hand Ah 7h 9c, middle Qd 8d 8h, knocking not yet allowed.
const TAKE: HintDisplay = {
  action: { type: 'swap', give: '9c', take: '8h' },
  reason: {
    kind: 'take',
    take: '8h',
    give: '9c',
    worth: { kind: 'suit', value: 26, suit: 'h' },
    plans: [],
  },
  loseChance: null,
};

describe('the Hint button', () => {
  it('is named Hint, asks for a hint by click or keyboard, and says when it is busy', async () => {
    const { onHint, rerender } = renderTable(humanFirstTurn(), null);
    const button = screen.getByRole('button', { name: 'Hint' });
    await userEvent.click(button);
    expect(onHint).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onHint).toHaveBeenCalledTimes(3);

    rerender(
      <SchwimmenTable
        {...tableProps(humanFirstTurn())}
        faces="french"
        onAction={() => {}}
        hint={null}
        hintPending
        onHint={onHint}
      />,
    );
    expect(screen.getByRole('button', { name: 'Hint' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Thinking about your cards…');
  });

  it('is offered only on the human’s turn, and only when the app offers hints', () => {
    renderTable(annaChooses(), TAKE);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    expect(screen.queryByTestId('hint')).toBeNull();
    render(<SchwimmenTable {...tableProps(humanFirstTurn())} faces="french" onAction={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
  });
});

describe('the callout says why, in one line', () => {
  it('a swap: the card to take and what the hand is then worth; both cards are marked', () => {
    renderTable(humanFirstTurn(), TAKE);
    expect(within(callout()).getByRole('img', { name: 'Eight of hearts' })).toHaveTextContent('8♥');
    expect(callout()).toHaveTextContent(/^Take 8♥: 26 in hearts$/);
    const give = hand().getByRole('button', { name: 'Nine of clubs' });
    const take = middle().getByRole('button', { name: 'Eight of hearts' });
    expect(give).toHaveAttribute('data-hint', 'give');
    expect(take).toHaveAttribute('data-hint', 'take');
    expect(give).toHaveClass('is-hinted');
    expect(take).toHaveClass('is-hinted');
    expect(take).toHaveAccessibleDescription('Take 8♥: 26 in hearts');
    expect(screen.getByTestId('hand').querySelectorAll('[data-hint]')).toHaveLength(1);
    expect(screen.getByTestId('middle').querySelectorAll('[data-hint]')).toHaveLength(1);
    expect(document.querySelectorAll('.sw-button.is-hinted')).toHaveLength(0);
  });

  it('with German faces the suit is named as on those cards', () => {
    renderTable(humanFirstTurn(), TAKE, { faces: 'german' });
    expect(within(callout()).getByRole('img', { name: 'Eight of hearts' })).toBeInTheDocument();
    const bells: HintDisplay = {
      action: { type: 'swap', give: '9c', take: '8d' },
      reason: {
        kind: 'take',
        take: '8d',
        give: '9c',
        worth: { kind: 'suit', value: 8, suit: 'd' },
        plans: [],
      },
      loseChance: null,
    };
    renderTable(humanFirstTurn(), bells, { faces: 'german' });
    expect(screen.getAllByTestId('hint')[1]).toHaveTextContent(/: 8 in bells$/);
  });

  it('three of a kind and Feuer are named', () => {
    const { unmount } = renderTable(humanFirstTurn(), {
      ...TAKE,
      reason: {
        ...TAKE.reason,
        worth: { kind: 'threeOfAKind', value: 30.5, rank: '8' },
      } as HintDisplay['reason'],
    });
    expect(callout()).toHaveTextContent(/^Take 8♥: three of a kind, 30½$/);
    unmount();
    renderTable(humanFirstTurn(), {
      ...TAKE,
      reason: { ...TAKE.reason, worth: { kind: 'feuer', value: 32 } } as HintDisplay['reason'],
    });
    expect(callout()).toHaveTextContent(/^Take 8♥: Feuer, three aces$/);
  });

  it.each([
    [
      'swap all three',
      { type: 'swapAll' },
      { kind: 'swapAll', worth: { kind: 'suit', value: 30, suit: 'c' }, plans: [] },
      'Swap all three: 30 in clubs',
      'Swap all',
    ],
    [
      'pass',
      { type: 'pass' },
      { kind: 'pass', worth: { kind: 'suit', value: 21, suit: 'h' }, middleHelps: false, plans: [] },
      'Pass: nothing in the middle helps',
      'Pass',
    ],
    [
      'pass though a swap would help',
      { type: 'pass' },
      {
        kind: 'pass',
        worth: { kind: 'suit', value: 21, suit: 'h' },
        middleHelps: true,
        plans: [{ kind: 'deny', seat: 1, suit: 'd' }],
      },
      'Pass: keeps diamonds away from Anna, who collects them',
      'Pass',
    ],
  ] as const)('%s: the reason, and the button marked', (_, action, reason, words, button) => {
    renderTable(humanFirstTurn(), {
      action,
      reason: { ...reason, plans: [...reason.plans] },
      loseChance: null,
    } as HintDisplay);
    expect(callout()).toHaveTextContent(new RegExp(`^${words}$`));
    const marked = screen.getByRole('button', { name: button });
    expect(marked).toHaveClass('is-hinted');
    expect(marked).toHaveAttribute('data-hint', 'suggested');
    expect(marked).toHaveAccessibleDescription(words);
    expect(document.querySelectorAll('.card.is-hinted')).toHaveLength(0);
  });

  it('S12: keep or take the other hand, with the first packet’s worth', () => {
    const { unmount } = renderTable(humanChooses(), {
      action: { type: 'keep' },
      reason: { kind: 'keep', worth: { kind: 'suit', value: 24, suit: 'h' } },
      loseChance: null,
    });
    expect(callout()).toHaveTextContent(/^Keep: 24 in hearts is a good start$/);
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveClass('is-hinted');
    unmount();
    renderTable(humanChooses(), {
      action: { type: 'takeSecond' },
      reason: { kind: 'takeSecond', worth: { kind: 'suit', value: 18, suit: 'h' } },
      loseChance: null,
    });
    expect(callout()).toHaveTextContent(/^Take the other hand: 18 in hearts is too weak$/);
    expect(screen.getByRole('button', { name: 'Take the other hand' })).toHaveClass('is-hinted');
  });

  it('S14: knocking, with the chance of losing a life', () => {
    renderTable(humanMayKnock(), {
      action: { type: 'knock' },
      reason: { kind: 'knock', value: 28 },
      loseChance: 0.12,
    });
    const text = callout().querySelector('.hint-callout__text');
    const risk = callout().querySelector('.hint-callout__chance');
    expect(text).toHaveTextContent(/^Knock: your 28 is likely enough$/);
    expect(risk).toHaveTextContent(/^If you knock now: about 12% chance of losing a life$/);
    expect(screen.getByRole('button', { name: 'Knock' })).toHaveClass('is-hinted');
  });

  it.each([
    [0, 'If you knock now: almost no chance of losing a life'],
    [0.004, 'If you knock now: almost no chance of losing a life'],
    [0.01, 'If you knock now: about 1% chance of losing a life'],
    [0.5, 'If you knock now: about 50% chance of losing a life'],
    [0.99, 'If you knock now: about 99% chance of losing a life'],
    [1, 'If you knock now: you would almost surely lose a life'],
  ])('a chance of %s reads “%s”', (chance, words) => {
    renderTable(humanMayKnock(), {
      action: { type: 'pass' },
      reason: { kind: 'pass', worth: { kind: 'suit', value: 21, suit: 'h' }, middleHelps: false, plans: [] },
      loseChance: chance,
    });
    expect(callout().querySelector('.hint-callout__chance')).toHaveTextContent(new RegExp(`^${words}$`));
  });

  it('without a chance (knocking not allowed) there is no second line', () => {
    renderTable(humanFirstTurn(), TAKE);
    expect(callout().querySelector('.hint-callout__chance')).toBeNull();
  });

  it('the callout is a polite live region that is there before any hint, so the hint is announced', () => {
    const { rerender } = renderTable(humanFirstTurn(), null);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <SchwimmenTable
        {...tableProps(humanFirstTurn())}
        faces="french"
        onAction={() => {}}
        hint={TAKE}
        onHint={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Take 8♥: 26 in hearts');
  });
});

// humanFirstTurn: the hand Ah 7h 9c is worth 18 in hearts; Anna (seat 1) plays next.
describe('issue 38: a move its value does not explain is worded by its plan', () => {
  const take = (worth: HandWorth, plans: HintPlan[]): HintDisplay => ({
    action: { type: 'swap', give: '9c', take: '8h' },
    reason: { kind: 'take', take: '8h', give: '9c', worth, plans },
    loseChance: null,
  });
  const hearts = (value: number): HandWorth => ({ kind: 'suit', value, suit: 'h' });

  it.each([
    [
      'S6: a pair, going for three of a kind',
      take(hearts(18), [{ kind: 'pair', rank: '8', feuer: false }]),
      'Take 8♥: a pair of 8s, going for three of a kind (30½)',
    ],
    [
      'S7: a pair of aces, going for Feuer',
      take(hearts(18), [{ kind: 'pair', rank: 'A', feuer: true }]),
      'Take 8♥: a pair of aces, going for Feuer (32)',
    ],
    [
      'S5: two cards of a Schnauz, the hand dropping for them',
      take(hearts(11), [{ kind: 'schnauz', suit: 'h' }]),
      'Take 8♥, though your hand drops to 11 in hearts: one card from Schnauz (31) in hearts',
    ],
    [
      'a suit kept from the next player',
      take(hearts(18), [{ kind: 'deny', seat: 1, suit: 'd' }]),
      'Take 8♥: keeps diamonds away from Anna, who collects them',
    ],
    [
      'S20: a higher suit under the Skat tie rule',
      take(hearts(18), [{ kind: 'higherSuit', value: 18, suit: 'c' }]),
      'Take 8♥: 18 in clubs beats the same value in a lower suit (Skat order)',
    ],
    [
      'the play-outs: safer than the move worth the most',
      take(hearts(18), [
        {
          kind: 'playOut',
          lose: 0.18,
          versus: { type: 'swap', give: '9c', take: 'Qd' },
          versusWorth: { kind: 'suit', value: 20, suit: 'd' },
          versusLose: 0.254,
          othersMore: false,
        },
      ]),
      'Take 8♥: safer: you lose a life in 18% of the expert’s trial rounds, against 25% if you take Q♦ (20 in diamonds)',
    ],
    [
      'the play-outs: as safe, and the others lose more',
      take(hearts(18), [
        {
          kind: 'playOut',
          lose: 0.2,
          versus: { type: 'pass' },
          versusWorth: hearts(18),
          versusLose: 0.204,
          othersMore: true,
        },
      ]),
      'Take 8♥: the others lose more lives: you lose one in 20% of the expert’s trial rounds, against 20% if you pass',
    ],
    [
      'the play-outs: a close call',
      take(hearts(18), [
        {
          kind: 'playOut',
          lose: 0.3,
          versus: { type: 'swapAll' },
          versusWorth: { kind: 'suit', value: 26, suit: 'd' },
          versusLose: 0.2,
          othersMore: false,
        },
      ]),
      'Take 8♥: a close call: you lose a life in 30% of the expert’s trial rounds, against 20% if you swap all three (26 in diamonds)',
    ],
  ] as const)('%s', (_, hint, words) => {
    renderTable(humanFirstTurn(), hint);
    expect(callout()).toHaveTextContent(new RegExp(`^${words.replace(/[()]/g, '\\$&')}$`));
    expect(callout()).not.toHaveTextContent(/no swap is worth it/);
  });

  it('S16: a pass after everybody else passed brings a new middle, or ends the round', () => {
    const pass = (plan: HintPlan): HintDisplay => ({
      action: { type: 'pass' },
      reason: { kind: 'pass', worth: hearts(18), middleHelps: true, plans: [plan] },
      loseChance: null,
    });
    const { unmount } = renderTable(humanFirstTurn(), pass({ kind: 'refresh' }));
    expect(callout()).toHaveTextContent(
      /^Pass: everybody has passed, so three new cards come to the middle$/,
    );
    unmount();
    renderTable(humanFirstTurn(), pass({ kind: 'endRound' }));
    expect(callout()).toHaveTextContent(
      /^Pass: everybody has passed and the stock cannot fill the middle again, so the round ends now$/,
    );
  });

  it('S5: a swap to 31 says Schnauz', () => {
    renderTable(humanFirstTurn(), take({ kind: 'suit', value: 31, suit: 'c' }, []));
    expect(callout()).toHaveTextContent(/^Take 8♥: Schnauz, 31 in clubs$/);
  });

  it('in German, with the percent written the German way', async () => {
    await act(() => chooseLanguage('de'));
    renderTable(
      humanFirstTurn(),
      take(hearts(18), [
        {
          kind: 'playOut',
          lose: 0.18,
          versus: { type: 'pass' },
          versusWorth: hearts(18),
          versusLose: 0.25,
          othersMore: false,
        },
      ]),
    );
    expect(callout()).toHaveTextContent(
      /^Nimm 8♥: sicherer: In 18 % der Proberunden des Experten verlierst du ein Leben, gegen 25 %, wenn du schiebst$/,
    );
    await act(() => chooseLanguage('en'));
  });
});

describe('in the app', () => {
  beforeEach(() => {
    act(() => gameStore().getState().newMatch('schwimmen', 2024));
  });

  it('Hint shows the expert’s suggestion for this position, and the next move takes it away', async () => {
    const store = gameStore();
    for (let i = 0; i < 40; i++) {
      const { state, match } = sw(store.getState());
      const who = schwimmen.actor(state);
      if (who === HUMAN && state.phase === 'turns') break;
      const legal = schwimmen.legalActions(state);
      act(() => {
        if (who === HUMAN) store.getState().act('schwimmen', legal[0]);
        else
          store
            .getState()
            .computerMove(
              'schwimmen',
              match.id,
              match.log.length,
              legal.find((a) => a.type === 'pass') ?? legal[0],
            );
      });
    }
    render(<SchwimmenApp homeHref="/" onHome={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByTestId('hint', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(store.getState().hint?.key).toBe(positionKey(sw(store.getState()).match));
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(screen.queryByTestId('hint')).toBeNull();
    expect(store.getState().hint).toBeNull();
  });
});
