// The round's public history in words: one sentence per event, for the move log and the live region.
import { assertNever, type Seat } from '../../engine/game';
import type { RoundResult } from '../../engine/schwimmen';
import { format, type Messages } from '../i18n';
import type { Faces } from './settings';
import { line, lineText, valueText, type CardStyle, type Line } from './text';
import type { RoundMove } from './moves';

export interface DescribeOptions {
  /** The seat whose moves read "You …" (the app's human is seat 0); null for none. */
  humanSeat?: Seat | null;
  faces?: Faces;
  /** 'symbols' writes "9♠"; 'words' writes "9 of spades", kinder to screen readers. */
  cards?: CardStyle;
}

type Personal = { readonly you: string; readonly other: string };

function personal(forms: Personal, seat: Seat, names: readonly string[], humanSeat: Seat | null) {
  return (params: Record<string, Line['params'][string]>): Line =>
    seat === humanSeat ? line(forms.you, params) : line(forms.other, { name: names[seat], ...params });
}

/** One move in words; an exchange that ended with a knock (S14b) is one sentence, "Anna swaps and knocks: …". */
export function eventLine(
  event: RoundMove,
  names: readonly string[],
  t: Messages,
  humanSeat: Seat | null = 0,
): Line {
  const l = t.log;
  switch (event.type) {
    case 'keep':
      return personal(l.keep, event.seat, names, humanSeat)({ cards: { cards: event.middle } });
    case 'takeSecond':
      return personal(l.takeSecond, event.seat, names, humanSeat)({ cards: { cards: event.middle } });
    case 'swap':
      return personal(
        event.knock ? l.swapKnock : l.swap,
        event.seat,
        names,
        humanSeat,
      )({
        take: { cards: [event.take] },
        give: { cards: [event.give] },
      });
    case 'swapAll':
      return personal(
        event.knock ? l.swapAllKnock : l.swapAll,
        event.seat,
        names,
        humanSeat,
      )({ cards: { cards: event.give } });
    case 'pass':
      return personal(l.pass, event.seat, names, humanSeat)({});
    case 'knock':
      return personal(l.knock, event.seat, names, humanSeat)({});
    case 'refresh':
      return line(l.refresh, { cards: { cards: event.middle } });
    default:
      return assertNever(event);
  }
}

/** "Ben takes 9♠ and gives 7♦", "You pass", "Everybody passed: three new cards in the middle, …". */
export function describeEvent(
  event: RoundMove,
  names: readonly string[],
  t: Messages,
  options: DescribeOptions = {},
): string {
  const faces = options.faces ?? 'french';
  return lineText(eventLine(event, names, t, humanDefault(options)), t, faces, options.cards);
}

export function dealLine(
  dealer: Seat,
  names: readonly string[],
  t: Messages,
  humanSeat: Seat | null = 0,
): Line {
  return personal(t.log.deal, dealer, names, humanSeat)({});
}

/** "Anna deals." */
export function describeDeal(
  dealer: Seat,
  names: readonly string[],
  t: Messages,
  options: DescribeOptions = {},
) {
  return lineText(dealLine(dealer, names, t, humanDefault(options)), t);
}

/** "Showdown: You 29, Ben 29, Clara 25": every hand still in the game with its value. */
export function showdownLine(
  result: RoundResult,
  names: readonly string[],
  t: Messages,
  humanSeat: Seat | null = 0,
): Line {
  const values: string[] = [];
  result.values.forEach((value, seat) => {
    if (value === null) return;
    const name = seat === humanSeat ? t.screens.common.you : names[seat];
    values.push(format(t.log.showdownValue, { name, value: valueText(value) }));
  });
  return line(t.log.showdown, { values: values.join(t.log.list.separator) });
}

// `humanSeat: null` means nobody, so only a missing option falls back to seat 0.
function humanDefault(options: DescribeOptions): Seat | null {
  return options.humanSeat === undefined ? 0 : options.humanSeat;
}
