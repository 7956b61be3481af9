// Every word the Schnapsen table and its panels show comes from the message catalog (en/schnapsen.ts, with
// the shared card names, table and dialog words, and the rules page's own module) or is a player's name.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SchnapsenHint } from '../../../src/bots/schnapsen/hint';
import type { Card } from '../../../src/engine/cards';
import { schnapsen, type SchnapsenState } from '../../../src/engine/schnapsen';
import { LANGUAGE_NAMES } from '../../../src/ui/i18n';
import { coach } from '../../../src/ui/i18n/en/coach';
import { en } from '../../../src/ui/i18n/en';
import { schnapsenRules } from '../../../src/ui/i18n/en/schnapsenRules';
import { DealResult } from '../../../src/ui/schnapsen/DealResult';
import { MatchOver } from '../../../src/ui/schnapsen/MatchOver';
import { SchnapsenRulesPage } from '../../../src/ui/schnapsen/SchnapsenRulesPage';
import { SchnapsenSettingsDialog } from '../../../src/ui/schnapsen/SchnapsenSettingsDialog';
import { DEFAULT_SCHNAPSEN_SETTINGS } from '../../../src/ui/schnapsen/settings';
import { SchnapsenTable } from '../../../src/ui/schnapsen/SchnapsenTable';
import { dealt, run } from '../../engine/schnapsen/helpers';
import * as sc from './scenarios';

function leaves(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(leaves);
}

const templates = [
  ...leaves(en.schnapsen),
  ...leaves(en.cards),
  ...leaves(en.table.seats),
  ...leaves(en.table.me),
  // The Hint button and its "Thinking…" (shared with Schwimmen).
  en.table.hint.button,
  en.table.hint.pending,
  // The hint's own line: the coach's texts.
  ...leaves(coach.schnapsenHint),
  ...leaves(en.screens.common),
  ...leaves(en.screens.settings),
  // The language menu: its label and the languages in their own words.
  ...leaves(en.app.language),
  ...Object.values(LANGUAGE_NAMES),
  // The sound switch.
  ...leaves(en.stats.sound),
  // Practice: its settings, Take back and the badge (shared with Schwimmen).
  ...leaves(en.practice),
  ...leaves(schnapsenRules),
  // A template that is only a placeholder ('{points}') would match any text.
].filter((tpl) => tpl.replace(/\{\w+\}/g, '').trim() !== '');
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
    // Numbers, and the arrow and the decorative "!" of the shared dialogs.
    /^[.\d\s→+!]+$/.test(s) ||
    sc.NAMES.includes(s) ||
    pieces.has(s) ||
    whole.some((re) => re.test(s))
  );
}

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

const FACES = ['german', 'french'] as const;

describe('the Schnapsen table’s words', () => {
  it.each([
    ['the first lead', sc.firstLead],
    ['a finished trick', sc.trickTaken],
    ['the opponent leading', sc.annaLeads],
    ['two marriages', sc.twoMarriages],
    ['a marriage announced', sc.marriageAnnounced],
    ['following hearts', sc.mustFollowHearts],
    ['heading', sc.mustHead],
    ['trumping', sc.mustTrump],
    ['a closed talon', sc.closedByMe],
    ['the talon used up', sc.talonEmpty],
    ['the opponent’s announcements', sc.annaAnnounced],
    ['the opponent closing', sc.annaClosed],
    ['one card left', sc.oneLeftNoExchange],
    ['66 reached', sc.reached66],
    ['66 reached with a marriage to lead', sc.reached66Married],
    ['a deal over', sc.ended.closedBeaten],
    ['the match over', () => sc.matchOver(true)],
  ])('come from the catalog: %s', async (_, scenario) => {
    for (const faces of FACES) {
      for (const showPoints of [true, false]) {
        const s = scenario();
        const { container, unmount } = render(
          <SchnapsenTable
            {...sc.tableProps(s)}
            faces={faces}
            showPoints={showPoints}
            thinking
            onAction={() => {}}
          />,
        );
        const toggle = container.querySelector<HTMLButtonElement>('.sn-last__button:not(:disabled)');
        if (toggle) await userEvent.click(toggle);
        const marry = container.querySelector<HTMLButtonElement>('[data-action="marry"][aria-expanded]');
        if (marry) await userEvent.click(marry);
        expect(strangeWords(container)).toEqual([]);
        // The question before a claim, where the claim is the player's to make.
        const claim = container.querySelector<HTMLButtonElement>('[data-action="claim"]:not(:disabled)');
        if (claim) {
          await userEvent.click(claim);
          expect(strangeWords(container)).toEqual([]);
        }
        unmount();
      }
    }
  });

  it('come from the catalog: the hint, every kind of it', () => {
    const card = (c: Card) => ({ type: 'play', card: c }) as const;
    const hints: [SchnapsenState, SchnapsenHint][] = [
      [
        sc.firstLead(),
        {
          action: card('Ah'),
          reason: { kind: 'lead', card: 'Ah', beaten: 0, cheapest: false },
          winChance: null,
        },
      ],
      [
        sc.firstLead(),
        {
          action: card('Ah'),
          reason: { kind: 'lead', card: 'Ah', beaten: 0.1, cheapest: false },
          winChance: null,
        },
      ],
      [
        sc.firstLead(),
        {
          action: card('Jh'),
          reason: { kind: 'lead', card: 'Jh', beaten: 0.9, cheapest: true },
          winChance: null,
        },
      ],
      [
        sc.firstLead(),
        {
          action: card('Kh'),
          reason: { kind: 'lead', card: 'Kh', beaten: 0.9, cheapest: false },
          winChance: null,
        },
      ],
      [
        sc.annaLeads(),
        {
          action: card('Jc'),
          reason: { kind: 'take', card: 'Jc', points: 13, marriage: 0, total: 13 },
          winChance: null,
        },
      ],
      [
        sc.annaLeads(),
        {
          action: card('Jc'),
          reason: { kind: 'take', card: 'Jc', points: 13, marriage: 20, total: 33 },
          winChance: null,
        },
      ],
      [
        sc.annaLeads(),
        {
          action: card('Jc'),
          reason: { kind: 'take', card: 'Jc', points: 13, marriage: 0, total: 70 },
          winChance: null,
        },
      ],
      [
        sc.annaLeads(),
        {
          action: card('Jc'),
          reason: { kind: 'throw', card: 'Jc', lostAnyway: true, savesTrump: false },
          winChance: null,
        },
      ],
      [
        sc.annaLeads(),
        {
          action: card('Jc'),
          reason: { kind: 'throw', card: 'Jc', lostAnyway: false, savesTrump: true },
          winChance: null,
        },
      ],
      [
        sc.annaLeads(),
        {
          action: card('Jc'),
          reason: { kind: 'throw', card: 'Jc', lostAnyway: false, savesTrump: false },
          winChance: null,
        },
      ],
      [
        sc.twoMarriages(),
        {
          action: { type: 'marry', suit: 'h' },
          reason: { kind: 'marry', suit: 'h', points: 40, total: null },
          winChance: null,
        },
      ],
      [
        sc.twoMarriages(),
        {
          action: { type: 'marry', suit: 'd' },
          reason: { kind: 'marry', suit: 'd', points: 20, total: 45 },
          winChance: null,
        },
      ],
      [
        sc.twoMarriages(),
        {
          action: { type: 'marry', suit: 'h' },
          reason: { kind: 'marry', suit: 'h', points: 40, total: 80 },
          winChance: null,
        },
      ],
      [
        sc.firstLead(),
        { action: { type: 'exchangeTrump' }, reason: { kind: 'exchange', take: 'Qh' }, winChance: null },
      ],
      [sc.firstLead(), { action: { type: 'close' }, reason: { kind: 'close', sure: false }, winChance: 0.8 }],
      [
        sc.firstLead(),
        { action: { type: 'close' }, reason: { kind: 'close', sure: false }, winChance: 0.999 },
      ],
      [sc.firstLead(), { action: { type: 'close' }, reason: { kind: 'close', sure: true }, winChance: 1 }],
      [
        sc.reached66(),
        { action: { type: 'claim' }, reason: { kind: 'claim', points: 67, gamePoints: 2 }, winChance: 1 },
      ],
      [
        sc.firstLead(),
        { action: { type: 'claim' }, reason: { kind: 'claim', points: 0, gamePoints: 3 }, winChance: 0 },
      ],
    ];
    for (const faces of FACES) {
      for (const [s, hint] of hints) {
        const { container, unmount } = render(
          <SchnapsenTable
            {...sc.tableProps(s)}
            faces={faces}
            showPoints
            onAction={() => {}}
            hint={hint}
            onHint={() => {}}
          />,
        );
        expect(container.querySelector('[data-testid="hint"]')).not.toBeNull();
        expect(strangeWords(container)).toEqual([]);
        unmount();
      }
      const { container, unmount } = render(
        <SchnapsenTable
          {...sc.tableProps(sc.firstLead())}
          faces={faces}
          showPoints
          onAction={() => {}}
          hintPending
          onHint={() => {}}
        />,
      );
      expect(container.querySelector('.hint-callout.is-pending')).not.toBeNull();
      expect(strangeWords(container)).toEqual([]);
      unmount();
    }
  });

  it('come from the catalog: the live region', () => {
    for (const faces of FACES) {
      const start = dealt(sc.ANNA_CALLS, { dealer: 0 });
      const props = (s: SchnapsenState) => (
        <SchnapsenTable {...sc.tableProps(s)} faces={faces} showPoints onAction={() => {}} />
      );
      const { container, rerender, unmount } = render(props(start));
      rerender(props(run(start, 'exchange, marry d, Kd')));
      rerender(props(run(start, 'exchange, marry d, Kd, Jc')));
      expect(container.querySelector('[aria-live]')?.textContent).not.toBe('');
      expect(strangeWords(container)).toEqual([]);
      unmount();
    }
  });
});

describe('the Schnapsen panels’ words', () => {
  it.each(Object.entries(sc.ended))('come from the catalog: the deal result %s', (_, scenario) => {
    const { container } = render(
      <DealResult view={schnapsen.view(scenario(), 0)} names={sc.NAMES} onNext={() => {}} />,
    );
    expect(strangeWords(container)).toEqual([]);
  });

  it('come from the catalog: the match over', () => {
    for (const humanWins of [true, false]) {
      const { container, unmount } = render(
        <MatchOver
          view={schnapsen.view(sc.matchOver(humanWins), 0)}
          names={sc.NAMES}
          record={{ won: 1, lost: 4 }}
          onPlayAgain={() => {}}
          onSettings={() => {}}
        />,
      );
      expect(strangeWords(container)).toEqual([]);
      unmount();
    }
  });

  it('come from the catalog: the settings, and the question before a new match', async () => {
    const user = userEvent.setup();
    render(
      <SchnapsenSettingsDialog
        open
        settings={DEFAULT_SCHNAPSEN_SETTINGS}
        matchInProgress
        levels={['easy']}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );
    expect(strangeWords(document.body)).toEqual([]);
    await user.click(document.querySelector<HTMLInputElement>('input[value="5"]') as HTMLInputElement);
    await user.click(document.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement);
    expect(strangeWords(document.body)).toEqual([]);
  });

  it('come from the catalog: the rules page', () => {
    for (const faces of FACES) {
      const { unmount } = render(
        <SchnapsenRulesPage
          rules={{ bummerl: 5, exchangeWithOneLeft: true }}
          autoClaim
          faces={faces}
          onClose={() => {}}
        />,
      );
      expect(strangeWords(document.body)).toEqual([]);
      unmount();
    }
  });
});
