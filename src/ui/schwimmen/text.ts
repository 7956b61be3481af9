// Schwimmen's sentences built from catalog templates (move log, round result, explanations). A sentence is kept as a template and its parameters until the last
// moment, so the same words can become a plain string (live region) or markup with small cards (move log).
import type { Card } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { FEUER, SCHNAUZ, THREE_OF_A_KIND } from '../../engine/schwimmen';
import { cardName, cardText, type Faces } from '../cards';
import { format, type Messages } from '../i18n';

export type LineParam = string | number | { readonly cards: readonly Card[] };

export interface Line {
  readonly template: string;
  readonly params: Readonly<Record<string, LineParam>>;
}

export const line = (template: string, params: Record<string, LineParam> = {}): Line => ({
  template,
  params,
});

export type CardStyle = 'symbols' | 'words';

export function cardsText(cards: readonly Card[], faces: Faces, t: Messages, style: CardStyle = 'symbols') {
  const one = style === 'words' ? cardName : cardText;
  return cards
    .map((c) => one(c, faces, t))
    .join(style === 'words' ? t.log.list.separator : t.log.cardSeparator);
}

/** The pieces of a template in order: literal text and parameter names. */
export function templateParts(template: string): { text?: string; param?: string }[] {
  const parts: { text?: string; param?: string }[] = [];
  const re = /\{(\w+)\}/g;
  let at = 0;
  for (let m = re.exec(template); m !== null; m = re.exec(template)) {
    if (m.index > at) parts.push({ text: template.slice(at, m.index) });
    parts.push({ param: m[1] });
    at = m.index + m[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts;
}

export function lineText(
  l: Line,
  t: Messages,
  faces: Faces = 'french',
  style: CardStyle = 'symbols',
): string {
  return templateParts(l.template)
    .map(({ text, param }) => {
      if (param === undefined) return text;
      const value = l.params[param];
      if (value === undefined) return `{${param}}`;
      return typeof value === 'object' ? cardsText(value.cards, faces, t, style) : String(value);
    })
    .join('');
}

/** "Anna", "Anna and Ben", "Anna, Ben and Clara". */
export function joinList(items: readonly string[], t: Messages): string {
  if (items.length <= 1) return items[0] ?? '';
  return format(t.log.list.last, {
    first: items.slice(0, -1).join(t.log.list.separator),
    last: items[items.length - 1],
  });
}

export interface Who {
  /** The names joined, the human first as "You" (or "you" inside a sentence). */
  text: string;
  /** Takes the plural verb: several players, or the human alone ("you lose"). */
  more: boolean;
}

/** The players `seats` as the subject of a sentence. */
export function who(
  seats: readonly Seat[],
  names: readonly string[],
  t: Messages,
  humanSeat: Seat | null,
  inSentence = false,
): Who {
  const you = humanSeat !== null && seats.includes(humanSeat);
  const others = seats.filter((s) => s !== humanSeat).map((s) => names[s] ?? String(s + 1));
  const first = you ? [inSentence ? t.screens.common.youInSentence : t.screens.common.you] : [];
  return { text: joinList([...first, ...others], t), more: you || seats.length > 1 };
}

/** The name of a value that has one: "Schnauz" (31), "Feuer" (32), "Three of a kind" (30½). */
export function specialValue(value: number, t: Messages): string | null {
  const names = t.screens.result.value;
  if (value === FEUER) return names.feuer;
  if (value === SCHNAUZ) return names.schnauz;
  if (value === THREE_OF_A_KIND) return names.threeOfAKind;
  return null;
}

/** A hand value as people write it: 30.5 is "30½". */
export function valueText(value: number): string {
  return Number.isInteger(value) ? String(value) : `${Math.floor(value)}½`;
}
