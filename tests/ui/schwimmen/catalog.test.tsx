// Every word the table shows comes from the message catalog (en/table.ts, en/cards.ts) or is a player's name.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HintPlan } from '../../../src/bots/schwimmen/hint';
import type { SchwimmenAction, SchwimmenState } from '../../../src/engine/schwimmen';
import { SchwimmenTable, type HintDisplay } from '../../../src/ui/schwimmen/SchwimmenTable';
import { en } from '../../../src/ui/i18n/en';
import {
  NAMES,
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

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leaves);
}

const templates = [...leaves(en.table), ...leaves(en.cards)];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const whole = templates.map(
  (tpl) =>
    new RegExp(
      `^${tpl
        .split(/\{\w+\}/)
        .map(escape)
        .join('.+?')}$`,
      's',
    ),
);
const pieces = new Set(templates.flatMap((tpl) => tpl.split(/\{\w+\}/).map((p) => p.trim())).filter(Boolean));

function fromCatalog(text: string): boolean {
  const s = text.trim();
  return (
    s === '' ||
    /^\d+(\.\d+)?$/.test(s) ||
    NAMES.includes(s) ||
    pieces.has(s) ||
    whole.some((re) => re.test(s)) ||
    pieces.has(s.replace(/^,\s*/, ''))
  );
}

/** Every text node, aria-label and title under `container` that is not from the catalog. */
function strangeWords(container: HTMLElement): string[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const strange: string[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!fromCatalog(n.textContent ?? '')) strange.push(n.textContent ?? '');
  }
  for (const el of container.querySelectorAll('[aria-label], [title]')) {
    for (const attr of ['aria-label', 'title']) {
      const value = el.getAttribute(attr);
      if (value !== null && !fromCatalog(value)) strange.push(value);
    }
  }
  return strange;
}

const worth = { kind: 'suit', value: 30.5, suit: 'h' } as const;
const versus: SchwimmenAction[] = [
  { type: 'swap', give: 'Ah', take: 'Qd' },
  { type: 'swap', give: 'Ah', take: 'Qd', knock: true },
  { type: 'swapAll' },
  { type: 'swapAll', knock: true },
  { type: 'pass' },
  { type: 'knock' },
];
function playOut(a: SchwimmenAction, lose: number, versusLose: number, othersMore: boolean): HintPlan {
  return {
    kind: 'playOut',
    lose,
    versus: a,
    versusWorth: { kind: 'suit', value: 21, suit: 'h' },
    versusLose,
    othersMore,
  };
}
/** Every plan a reason can name, the play-outs with each move they are weighed against and each outcome. */
const PLANS: HintPlan[] = [
  { kind: 'pair', rank: '8', feuer: false },
  { kind: 'pair', rank: 'A', feuer: true },
  { kind: 'schnauz', suit: 'h' },
  { kind: 'deny', seat: 1, suit: 'd' },
  { kind: 'refresh' },
  { kind: 'endRound' },
  { kind: 'higherSuit', value: 20, suit: 'c' },
  // Each outcome of the play-outs, and each move they are weighed against.
  ...[
    [0.1, 0.2, false],
    [0.2, 0.2, true],
    [0.3, 0.2, false],
  ].map(([lose, versusLose, othersMore]) =>
    playOut(versus[4], lose as number, versusLose as number, othersMore as boolean),
  ),
  ...versus.filter((a) => a.type !== 'pass').map((a) => playOut(a, 0.1, 0.2, false)),
];
/** Every kind of hint reason, in a position where its action is legal. */
const HINTS: [string, () => SchwimmenState, HintDisplay | null][] = [
  ['a hint being worked out', humanFirstTurn, null],
  [
    'a swap',
    humanFirstTurn,
    {
      action: { type: 'swap', give: '9c', take: '8h' },
      reason: { kind: 'take', take: '8h', give: '9c', worth, plans: [] },
      loseChance: null,
    },
  ],
  [
    'three of a kind',
    humanFirstTurn,
    {
      action: { type: 'swap', give: '9c', take: '8h' },
      reason: {
        kind: 'take',
        take: '8h',
        give: '9c',
        worth: { kind: 'threeOfAKind', value: 30.5, rank: '8' },
        plans: [],
      },
      loseChance: null,
    },
  ],
  [
    'Feuer',
    humanFirstTurn,
    {
      action: { type: 'swap', give: '9c', take: '8h' },
      reason: { kind: 'take', take: '8h', give: '9c', worth: { kind: 'feuer', value: 32 }, plans: [] },
      loseChance: null,
    },
  ],
  [
    'swap all',
    humanMayKnock,
    { action: { type: 'swapAll' }, reason: { kind: 'swapAll', worth, plans: [] }, loseChance: 0.42 },
  ],
  [
    'knock',
    humanMayKnock,
    { action: { type: 'knock' }, reason: { kind: 'knock', value: 30.5 }, loseChance: 0.003 },
  ],
  [
    'pass',
    humanMayKnock,
    {
      action: { type: 'pass' },
      reason: { kind: 'pass', worth, middleHelps: false, plans: [] },
      loseChance: 1,
    },
  ],
  ...PLANS.map((plan): [string, () => SchwimmenState, HintDisplay] => [
    `a swap with the plan ${JSON.stringify(plan)}`,
    humanFirstTurn,
    {
      action: { type: 'swap', give: '9c', take: '8h' },
      reason: {
        kind: 'take',
        take: '8h',
        give: '9c',
        worth: { kind: 'suit', value: 16, suit: 'h' },
        plans: [plan],
      },
      loseChance: null,
    },
  ]),
  ...PLANS.slice(3, 8).map((plan): [string, () => SchwimmenState, HintDisplay] => [
    `a pass with the plan ${JSON.stringify(plan)}`,
    humanLastTurn,
    {
      action: { type: 'pass' },
      reason: { kind: 'pass', worth, middleHelps: true, plans: [plan] },
      loseChance: null,
    },
  ]),
  [
    'swap all and knock, with a plan',
    () => humanMayKnock({ knockWithSwap: true }),
    {
      action: { type: 'swapAll', knock: true },
      reason: { kind: 'swapAll', worth, plans: [PLANS[0]] },
      loseChance: 0.2,
    },
  ],
  ['keep', humanChooses, { action: { type: 'keep' }, reason: { kind: 'keep', worth }, loseChance: null }],
  [
    'take the other hand',
    humanChooses,
    { action: { type: 'takeSecond' }, reason: { kind: 'takeSecond', worth }, loseChance: null },
  ],
];

describe('the table’s words', () => {
  it.each(HINTS)('come from the catalog: the hint for %s', (_, scenario, hint) => {
    for (const faces of ['french', 'german'] as const) {
      const { container, unmount } = render(
        <SchwimmenTable
          {...tableProps(scenario())}
          faces={faces}
          onAction={() => {}}
          hint={hint}
          hintPending={hint === null}
          onHint={() => {}}
        />,
      );
      expect(container.querySelector('.hint-callout')).not.toBeNull();
      expect(strangeWords(container)).toEqual([]);
      unmount();
    }
  });

  it.each([
    ['the dealer’s choice', humanChooses],
    ['a turn', humanFirstTurn],
    ['the last turn', humanLastTurn],
    ['an opponent choosing', annaChooses],
    ['eight players', eightPlayers],
    ['a finished round', roundOver],
    ['the human out', humanOut],
  ])('come from the catalog: %s', (_, scenario) => {
    for (const faces of ['french', 'german'] as const) {
      const { container, unmount } = render(
        <SchwimmenTable {...tableProps(scenario())} faces={faces} thinking={3} onAction={() => {}} />,
      );
      expect(strangeWords(container)).toEqual([]);
      unmount();
    }
  });
});
