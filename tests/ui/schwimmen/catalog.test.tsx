// Every word the table shows comes from the message catalog (en/table.ts, en/cards.ts) or is a player's name.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchwimmenTable } from '../../../src/ui/schwimmen/SchwimmenTable';
import { en } from '../../../src/ui/i18n/en';
import {
  NAMES,
  annaChooses,
  eightPlayers,
  humanChooses,
  humanFirstTurn,
  humanLastTurn,
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

describe('the table’s words', () => {
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
      expect(strange).toEqual([]);
      unmount();
    }
  });
});
