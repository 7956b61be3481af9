// Why a round ended as it did, in words: read from the engine's RoundResult, never recomputed by other rules.
import { rankOf, suitOf, SUITS, type Card, type Suit } from '../../engine/cards';
import type { Seat } from '../../engine/game';
import { cardPoints, FEUER, THREE_OF_A_KIND, type RoundResult } from '../../engine/schwimmen';
import { format, type Messages } from '../i18n';
import type { Faces } from './settings';
import { line, lineText, valueText, who, type Line } from './text';

export interface ResultContext {
  names: readonly string[];
  /** Lives after the round; without them the "swimming now" notes are left out. */
  lives?: readonly number[];
  knocker: Seat | null;
  humanSeat: Seat | null;
  faces: Faces;
  /** S13: the dealer whose second packet stays face down, the round having ended at the deal; else null. */
  unseenPacket?: Seat | null;
}

export interface ResultStory {
  /** How the round ended: "Ben knocked.", "Schnauz! Clara shows 31." */
  ending: Line;
  /** Who loses and why: "Lowest hand: 25 — Clara loses a life". */
  verdict: Line;
  /** The Skat tie rule's reason, players now swimming, players put out. */
  notes: Line[];
}

type Forms = { readonly one: string; readonly more: string };

function sentence(forms: Forms, seats: readonly Seat[], ctx: ResultContext, t: Messages, params = {}) {
  const w = who(seats, ctx.names, t, ctx.humanSeat, false);
  return line(w.more ? forms.more : forms.one, { who: w.text, ...params });
}

function clause(forms: Forms, seats: readonly Seat[], ctx: ResultContext, t: Messages): string {
  const w = who(seats, ctx.names, t, ctx.humanSeat, true);
  return format(w.more ? forms.more : forms.one, { who: w.text });
}

/** The suit a hand's value stands in (the higher one in Skat order when two suits tie). */
export function valueSuit(hand: readonly Card[], value: number): Suit | null {
  for (const suit of SUITS) {
    let sum = 0;
    for (const card of hand) if (suitOf(card) === suit) sum += cardPoints(card);
    if (sum === value) return suit;
  }
  return null;
}

export function explainResult(result: RoundResult, ctx: ResultContext, t: Messages): ResultStory {
  const r = t.screens.result;
  const inGame = result.values.flatMap((v, seat) => (v === null ? [] : [seat]));
  const values = inGame.map((seat) => result.values[seat] as number);
  const lowest = Math.min(...values);

  let ending: Line;
  switch (result.ending) {
    case 'knock':
      ending =
        ctx.knocker === null ? line(r.ending.knockUnknown) : sentence(r.ending.knock, [ctx.knocker], ctx, t);
      break;
    case 'schnauz':
      ending = sentence(r.ending.schnauz, result.shown, ctx, t);
      break;
    case 'feuer':
      ending = sentence(
        r.ending.feuer,
        result.shown.filter((seat) => result.values[seat] === FEUER),
        ctx,
        t,
      );
      break;
    case 'stock':
      ending = line(r.ending.stock);
      break;
  }

  const losers = result.losers;
  const notes: Line[] = [];
  const dealer = ctx.unseenPacket ?? null;
  if (dealer !== null) {
    const forms = r.notes.atDeal;
    notes.push(dealer === ctx.humanSeat ? line(forms.you) : line(forms.other, { name: ctx.names[dealer] }));
  }
  let verdict: Line;
  if (result.ending === 'feuer') {
    verdict = line(r.verdict.feuer);
  } else if (losers.length === 0) {
    verdict = line(r.verdict.nobody, { value: valueText(lowest) });
  } else {
    const lifeLosers = losers.filter((seat) => !result.eliminated.includes(seat));
    const clauses: string[] = [];
    if (lifeLosers.length > 0) clauses.push(clause(r.verdict.loseLife, lifeLosers, ctx, t));
    if (result.eliminated.length > 0) clauses.push(clause(r.verdict.putOut, result.eliminated, ctx, t));
    const outcome =
      clauses.length === 1 ? clauses[0] : format(r.verdict.both, { first: clauses[0], second: clauses[1] });
    verdict = line(r.verdict.lowest, { value: valueText(lowest), outcome });
    const skat = skatReason(result, inGame, lowest, ctx, t);
    if (skat) notes.push(skat);
  }

  if (ctx.lives) {
    const lives = ctx.lives;
    const swimming = losers.filter((seat) => lives[seat] === 0 && !result.eliminated.includes(seat));
    if (swimming.length > 0) notes.push(sentence(r.notes.swimming, swimming, ctx, t));
  }
  if (result.eliminated.length > 0) notes.push(sentence(r.notes.out, result.eliminated, ctx, t));
  return { ending, verdict, notes };
}

/**
 * When some hands share the lowest value but not all of them lose, the Skat tie rule decided: name the
 * losers' suit (or rank, for three of a kind) and the next higher one among the hands that were spared.
 */
function skatReason(
  result: RoundResult,
  inGame: readonly Seat[],
  lowest: number,
  ctx: ResultContext,
  t: Messages,
): Line | null {
  const tied = inGame.filter((seat) => result.values[seat] === lowest);
  const spared = tied.filter((seat) => !result.losers.includes(seat));
  if (spared.length === 0 || result.losers.length === 0) return null;
  const cards = t.log.cards;
  const loserHand = result.hands[result.losers[0]] as Card[];
  if (lowest === THREE_OF_A_KIND) {
    const rankOrder = '789TJQKA';
    const rankOfSeat = (seat: Seat) => rankOf((result.hands[seat] as Card[])[0]);
    const higher = spared.map(rankOfSeat).sort((a, b) => rankOrder.indexOf(a) - rankOrder.indexOf(b))[0];
    return sentence(t.screens.result.notes.skatRank, result.losers, ctx, t, {
      lower: cards.ranksPlural[ctx.faces][rankOf(loserHand[0])],
      higher: cards.ranksPlural[ctx.faces][higher],
    });
  }
  const suitOfSeat = (seat: Seat) => valueSuit(result.hands[seat] as Card[], lowest);
  const lower = valueSuit(loserHand, lowest);
  // The lowest-ranked suit among the spared hands: SUITS runs from the highest (clubs) down.
  const higher = spared
    .map(suitOfSeat)
    .filter((s): s is Suit => s !== null)
    .sort((a, b) => SUITS.indexOf(b) - SUITS.indexOf(a))[0];
  if (lower === null || higher === undefined) return null;
  return sentence(t.screens.result.notes.skatSuit, result.losers, ctx, t, {
    lower: t.cards[ctx.faces].suits[lower],
    higher: t.cards[ctx.faces].suits[higher],
  });
}

/** The showdown in one or two sentences, for the live region: "Ben knocked. Lowest hand: 25 — Clara loses a life". */
export function describeResult(
  result: RoundResult,
  names: readonly string[],
  t: Messages,
  options: { knocker?: Seat | null; humanSeat?: Seat | null; faces?: Faces; lives?: readonly number[] } = {},
): string {
  const faces = options.faces ?? 'french';
  const story = explainResult(
    result,
    {
      names,
      lives: options.lives,
      knocker: options.knocker ?? null,
      humanSeat: options.humanSeat === undefined ? 0 : options.humanSeat,
      faces,
    },
    t,
  );
  // Headlines carry no full stop on screen; read one after another they need one.
  return [story.ending, story.verdict, ...story.notes]
    .map((l) => lineText(l, t, faces))
    .map((text) => (/[.!?]$/.test(text) ? text : `${text}.`))
    .join(' ');
}
