// The hint on the Schnapsen table (issue 13): the Hint button, the callout's words for every kind of reason,
// the chance that a close or a claim wins, and the suggested card or button marked data-hint="suggested".
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchnapsenHint } from '../../../src/bots/schnapsen/hint';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import { gameStore, HUMAN, positionKey } from '../../../src/store';
import type { Faces } from '../../../src/ui/cards';
import { SchnapsenApp } from '../../../src/ui/schnapsen/SchnapsenApp';
import { SchnapsenTable } from '../../../src/ui/schnapsen/SchnapsenTable';
import { annaLeads, closedByMe, firstLead, reached66, tableProps, twoMarriages } from './scenarios';
import { sn } from '../../store/helpers';

interface Extra {
  faces?: Faces;
  hintPending?: boolean;
  onHint?: () => void;
}

function table(s: SchnapsenState, hint: SchnapsenHint | null, extra: Extra = {}) {
  return (
    <SchnapsenTable
      {...tableProps(s)}
      faces={extra.faces ?? 'french'}
      showPoints
      onAction={() => {}}
      hint={hint}
      hintPending={extra.hintPending}
      onHint={extra.onHint ?? (() => {})}
    />
  );
}

function renderTable(s: SchnapsenState, hint: SchnapsenHint | null, extra: Extra = {}) {
  const onHint = extra.onHint ?? vi.fn();
  const utils = render(table(s, hint, { ...extra, onHint }));
  return {
    ...utils,
    onHint,
    update: (h: SchnapsenHint | null, more: Extra = {}) =>
      utils.rerender(table(s, h, { ...extra, onHint, ...more })),
  };
}

const callout = () => screen.getByTestId('hint');
/** The whole text, as it reads. */
const exactly = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const text = () => callout().querySelector('.hint-callout__text');
const chance = () => callout().querySelector('.hint-callout__chance');
const suggested = () => Array.from(document.querySelectorAll('[data-hint]'));

// firstLead: the human leads holding Jh Kh Th Ah Ac under the trump card Qh.
const LEAD_SAFE: SchnapsenHint = {
  action: { type: 'play', card: 'Ah' },
  reason: { kind: 'lead', card: 'Ah', beaten: 0, cheapest: false },
  winChance: null,
};

describe('the Hint button', () => {
  it('is named Hint, asks for a hint by click or keyboard, and says when it is busy', async () => {
    const { onHint, update } = renderTable(firstLead(), null);
    const button = screen.getByRole('button', { name: 'Hint' });
    await userEvent.click(button);
    expect(onHint).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onHint).toHaveBeenCalledTimes(3);

    update(null, { hintPending: true });
    expect(screen.getByRole('button', { name: 'Hint' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Thinking about your cards…');
  });

  it('is offered only on the human’s turn, and only when the app offers hints', () => {
    const { unmount } = renderTable(run1(), LEAD_SAFE);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    expect(screen.queryByTestId('hint')).toBeNull();
    expect(suggested()).toEqual([]);
    unmount();
    render(<SchnapsenTable {...tableProps(firstLead())} faces="french" showPoints onAction={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
  });

  it('the callout is a polite live region that is there before any hint, so the hint is announced', () => {
    const { update } = renderTable(firstLead(), null);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    update(LEAD_SAFE);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Lead A♥: it takes the trick whatever Anna holds');
  });
});

/** Anna (seat 1) is to act: the human's hint is not for this position. */
function run1(): SchnapsenState {
  const s = annaLeads();
  return schnapsen.apply(s, schnapsen.legalActions(s)[0]);
}

describe('the suggested card', () => {
  it('N5: the card to lead carries data-hint="suggested", is ringed, and is described by the hint', () => {
    renderTable(firstLead(), LEAD_SAFE);
    const ace = within(screen.getByTestId('hand')).getByRole('button', { name: 'Ace of hearts' });
    expect(ace).toHaveAttribute('data-card', 'Ah');
    expect(ace).toHaveAttribute('data-hint', 'suggested');
    expect(ace).toHaveClass('is-hinted');
    expect(ace).toHaveAccessibleDescription('Lead A♥: it takes the trick whatever Anna holds');
    expect(suggested()).toEqual([ace]);
    expect(document.querySelectorAll('.sn-button.is-hinted')).toHaveLength(0);
  });

  it('the card to answer with is marked the same way', () => {
    // Anna led Ac; the human holds Jc Qc Kc Jd Qd.
    renderTable(annaLeads(), {
      action: { type: 'play', card: 'Jc' },
      reason: { kind: 'throw', card: 'Jc', lostAnyway: true, savesTrump: false },
      winChance: null,
    });
    const jack = within(screen.getByTestId('hand')).getByRole('button', { name: 'Jack of clubs' });
    expect(jack).toHaveAttribute('data-hint', 'suggested');
    expect(text()).toHaveTextContent(/^Throw J♣: the trick is lost anyway$/);
  });
});

describe('the suggested button', () => {
  it.each([
    ['Exchange trump jack', { type: 'exchangeTrump' }, { kind: 'exchange', take: 'Qh' }, null],
    ['Close the talon', { type: 'close' }, { kind: 'close', sure: true }, 1],
  ] as const)('N8 N9: %s carries data-hint="suggested"', (name, action, reason, winChance) => {
    renderTable(firstLead(), { action, reason, winChance } as SchnapsenHint);
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('data-hint', 'suggested');
    expect(button).toHaveClass('is-hinted');
    expect(button).toHaveAccessibleDescription(text()?.textContent ?? '');
    expect(suggested()).toEqual([button]);
  });

  it('N10: Claim 66 carries it, with the points and what the claim wins', () => {
    renderTable(reached66(), {
      action: { type: 'claim' },
      reason: { kind: 'claim', points: 67, gamePoints: 1 },
      winChance: 1,
    });
    expect(screen.getByRole('button', { name: 'Claim 66' })).toHaveAttribute('data-hint', 'suggested');
    expect(text()).toHaveTextContent(/^Claim 66: you have 67$/);
    expect(chance()).toHaveTextContent(/^It wins the deal, for 1 game point$/);
  });

  it('N7: with two marriages, Marriage carries it, then the suit in the menu it opens', async () => {
    renderTable(twoMarriages(), {
      action: { type: 'marry', suit: 'h' },
      reason: { kind: 'marry', suit: 'h', points: 40, total: null },
      winChance: null,
    });
    const marry = screen.getByRole('button', { name: 'Marriage' });
    expect(suggested()).toEqual([marry]);
    await userEvent.click(marry);
    const hearts = screen.getByRole('button', { name: 'Hearts (40)' });
    expect(suggested()).toEqual([hearts]);
    expect(hearts).toHaveClass('is-hinted');
    expect(hearts).toHaveAccessibleDescription('Announce 40 in hearts: they count once you win a trick');
  });
});

describe('the callout says why, in one line', () => {
  const lead = (beaten: number, cheapest: boolean): SchnapsenHint => ({
    action: { type: 'play', card: 'Ac' },
    reason: { kind: 'lead', card: 'Ac', beaten, cheapest },
    winChance: null,
  });

  it.each([
    [lead(0, false), 'Lead A♣: it takes the trick whatever Anna holds'],
    [lead(0.12, false), 'Lead A♣: only 12% of the hands Anna can hold could take it'],
    [lead(0.003, true), 'Lead A♣: only 1% of the hands Anna can hold could take it'],
    [lead(0.6, true), 'Lead A♣: it risks the fewest points'],
    [lead(0.6, false), 'Lead A♣: the best lead against the hands Anna can hold'],
  ])('a lead: %#', (hint, words) => {
    renderTable(firstLead(), hint);
    expect(text()).toHaveTextContent(exactly(words));
    expect(within(callout()).getByRole('img', { name: 'Ace of clubs' })).toHaveTextContent('A♣');
    expect(chance()).toBeNull();
  });

  const take = (points: number, marriage: number, total: number): SchnapsenHint => ({
    action: { type: 'play', card: 'Jc' },
    reason: { kind: 'take', card: 'Jc', points, marriage, total },
    winChance: null,
  });
  const fling = (lostAnyway: boolean, savesTrump: boolean): SchnapsenHint => ({
    action: { type: 'play', card: 'Jc' },
    reason: { kind: 'throw', card: 'Jc', lostAnyway, savesTrump },
    winChance: null,
  });

  it.each([
    [take(13, 0, 30), 'Take the trick with J♣: +13 points'],
    [take(13, 20, 33), 'Take the trick with J♣: +13, and your 20 marriage points count'],
    [take(21, 0, 68), 'Take the trick with J♣: that makes 68, then claim 66'],
    [fling(true, false), 'Throw J♣: the trick is lost anyway'],
    [fling(false, true), 'Throw J♣: keep your trumps for later'],
    [fling(false, false), 'Throw J♣: this trick is not worth a better card'],
  ])('an answer: %#', (hint, words) => {
    renderTable(annaLeads(), hint);
    expect(text()).toHaveTextContent(exactly(words));
  });

  const marry = (total: number | null): SchnapsenHint => ({
    action: { type: 'marry', suit: 'd' },
    reason: { kind: 'marry', suit: 'd', points: 20, total },
    winChance: null,
  });

  it.each([
    [marry(null), 'french', 'Announce 20 in diamonds: they count once you win a trick'],
    [marry(45), 'french', 'Announce 20 in diamonds: that makes 45'],
    [marry(70), 'french', 'Announce 20 in diamonds: that makes 70, then claim 66'],
    [marry(45), 'german', 'Announce 20 in bells: that makes 45'],
  ] as const)('N7 a marriage: %#', (hint, faces, words) => {
    renderTable(twoMarriages(), hint, { faces });
    expect(text()).toHaveTextContent(exactly(words));
  });

  it('N8: the exchange names the trump card, and the Unter with German faces', () => {
    const hint: SchnapsenHint = {
      action: { type: 'exchangeTrump' },
      reason: { kind: 'exchange', take: 'Qh' },
      winChance: null,
    };
    const { unmount } = renderTable(firstLead(), hint);
    expect(text()).toHaveTextContent(/^Exchange the trump jack: take Q♥$/);
    unmount();
    renderTable(firstLead(), hint, { faces: 'german' });
    expect(text()).toHaveTextContent(/^Exchange the trump Unter: take O/);
    expect(within(callout()).getByRole('img', { name: 'Ober of hearts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exchange trump Unter' })).toHaveAttribute(
      'data-hint',
      'suggested',
    );
  });

  it.each([
    [{ sure: false, winChance: 0.84 }, 'Close now: you reach 66 in 84% of the hands Anna can hold'],
    [{ sure: false, winChance: 0.996 }, 'Close now: you reach 66 in almost every hand Anna can hold'],
    [{ sure: false, winChance: 1 }, 'Close now: you reach 66 in almost every hand Anna can hold'],
    [{ sure: true, winChance: 1 }, 'Close now: you reach 66 whatever Anna holds'],
  ])('N9: closing, with the chance it wins: %#', ({ sure, winChance }, words) => {
    renderTable(firstLead(), { action: { type: 'close' }, reason: { kind: 'close', sure }, winChance });
    expect(text()).toHaveTextContent(exactly(words));
  });

  it('N11: a claim that would lose says so', () => {
    renderTable(closedByMe(), {
      action: { type: 'claim' },
      reason: { kind: 'claim', points: 0, gamePoints: 2 },
      winChance: 0,
    });
    expect(chance()).toHaveTextContent(/^A claim now loses the deal$/);
  });
});

describe('in the app', () => {
  beforeEach(() => {
    act(() => {
      gameStore().getState().setScreen('schnapsen');
      gameStore().getState().newMatch('schnapsen', 2);
    });
  });

  it('Hint shows the expert’s suggestion for this position, playing it works, and the move takes the hint away', async () => {
    const store = gameStore();
    expect(schnapsen.actor(sn(store.getState()).state)).toBe(HUMAN);
    render(<SchnapsenApp homeHref="/" onHome={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByTestId('hint', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(store.getState().hint).toMatchObject({
      game: 'schnapsen',
      key: positionKey(sn(store.getState()).match),
    });
    const marked = suggested();
    expect(marked).toHaveLength(1);
    const logBefore = sn(store.getState()).match.log.length;
    await userEvent.click(marked[0] as HTMLElement);
    // A close asks first (the match's seed is random: the expert may well close).
    const question = screen.queryByRole('alertdialog');
    if (question) await userEvent.click(within(question).getByRole('button', { name: 'Close the talon' }));
    expect(sn(store.getState()).match.log.length).toBe(logBefore + 1);
    expect(screen.queryByTestId('hint')).toBeNull();
    expect(store.getState().hint).toBeNull();
    expect(suggested()).toEqual([]);
  });
});
