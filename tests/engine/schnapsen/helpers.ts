// Stacked decks and short-hand moves for the Schnapsen scenario tests.
import { expect } from 'vitest';
import { DECK_20, type Card, type Suit } from '../../../src/engine/cards';
import { IllegalActionError } from '../../../src/engine/game';
import {
  schnapsen,
  type SchnapsenAction,
  type SchnapsenRules,
  type SchnapsenState,
} from '../../../src/engine/schnapsen';

/** 'Ah Th Kh' → ['Ah', 'Th', 'Kh']. */
export function cards(text: string): Card[] {
  return text.split(/\s+/).filter(Boolean) as Card[];
}

export interface Stack {
  /** The non-dealer's five cards (deck indices 0–2 and 7–8). */
  nonDealer: string;
  /** The dealer's five cards (indices 3–5 and 9–10). */
  dealer: string;
  trump: string;
  /** The front of the talon, drawn first; the cards not named anywhere follow in DECK_20 order. */
  talon?: string;
}

/** A deck that N3 deals into exactly these hands, trump card and talon. */
export function stackDeck(stack: Stack): Card[] {
  const nd = cards(stack.nonDealer);
  const d = cards(stack.dealer);
  const named = [...nd, ...d, stack.trump as Card, ...cards(stack.talon ?? '')];
  const talon = [...cards(stack.talon ?? ''), ...DECK_20.filter((c) => !named.includes(c))];
  const deck = [
    nd[0],
    nd[1],
    nd[2],
    d[0],
    d[1],
    d[2],
    stack.trump as Card,
    nd[3],
    nd[4],
    d[3],
    d[4],
    ...talon,
  ];
  if (new Set(deck).size !== 20 || deck.length !== 20) throw new Error(`not a deck: ${deck.join(' ')}`);
  return deck;
}

/** A state right after dealing `stack` (dealer 1 unless told, so seat 0 leads). */
export function dealt(
  stack: Stack,
  options: { dealer?: number; rules?: Partial<SchnapsenRules> } = {},
): SchnapsenState {
  const s = schnapsen.init({ firstDealer: options.dealer ?? 1, rules: options.rules });
  return schnapsen.apply(s, { type: 'deal', deck: stackDeck(stack) });
}

/** 'Ah' plays a card; 'marry h', 'exchange', 'close', 'claim' do what they say. */
export function move(text: string): SchnapsenAction {
  if (text === 'exchange') return { type: 'exchangeTrump' };
  if (text === 'close' || text === 'claim') return { type: text };
  if (text.startsWith('marry ')) return { type: 'marry', suit: text.slice(6) as Suit };
  return { type: 'play', card: text as Card };
}

/** Applies comma-separated moves in order: 'Ac, Jc, close, marry h, claim'. */
export function run(s: SchnapsenState, moves: string): SchnapsenState {
  for (const m of moves
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean))
    s = schnapsen.apply(s, move(m));
  return s;
}

export function key(a: SchnapsenAction): string {
  return `${a.type}:${'card' in a ? a.card : 'suit' in a ? a.suit : ''}`;
}

/** The legal actions as sorted keys: 'play:Ah', 'marry:h', 'close:', 'claim:'. */
export function legal(s: SchnapsenState): string[] {
  return schnapsen.legalActions(s).map(key).sort();
}

/** The cards the actor may play, sorted. */
export function playable(s: SchnapsenState): string[] {
  return schnapsen
    .legalActions(s)
    .flatMap((a) => (a.type === 'play' ? [a.card] : []))
    .sort();
}

export function sorted(xs: readonly string[]): string[] {
  return [...xs].sort();
}

export function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

/** Expects `a` to be refused with `code`, a message, and `s` left exactly as it was. */
export function expectRefused(
  s: SchnapsenState,
  a: SchnapsenAction,
  code: string,
  message?: RegExp,
): IllegalActionError {
  const frozen = deepFreeze(s);
  const before = JSON.stringify(frozen);
  let caught: unknown = null;
  try {
    schnapsen.apply(frozen, a);
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(IllegalActionError);
  const err = caught as IllegalActionError;
  expect(err.code).toBe(code);
  expect(err.message.length).toBeGreaterThan(5);
  if (message) expect(err.message).toMatch(message);
  expect(JSON.stringify(frozen)).toBe(before);
  return err;
}

// The decks of the scenarios, dealt with seat 1 as dealer so that seat 0 leads. Trumps are hearts.

/**
 * RUN: seat 0 wins the first five tricks (Ac/Jc, Tc/Qc, As/Js, Ks/Qs, Ad/Jd: 13+13+13+7+13 = 59) and
 * draws first every time; seat 1 holds no trump until it draws the trump card Qh with the last trick.
 */
export const RUN: Stack = {
  nonDealer: 'Jh Kh Th Ah Ac',
  dealer: 'Jc Qc Kc Jd Qd',
  trump: 'Qh',
  talon: 'Tc Js As Ts Ks Qs Ad Td Kd',
};
export const RUN_FIRST_FOUR = 'Ac, Jc, Tc, Qc, As, Js, Ks, Qs';
export const RUN_FIRST_FIVE = `${RUN_FIRST_FOUR}, Ad, Jd`;

/**
 * PLAYOUT: the follower wins every trick, so the lead alternates. Played in the order of
 * PLAYOUT_TRICKS, both seats end with 60 and seat 0 takes the last trick.
 */
export const PLAYOUT: Stack = {
  nonDealer: 'Jc Qs Jd Tc Ac',
  dealer: 'Qc Js Qd Kc Kh',
  trump: 'Qh',
  talon: 'Ks Ts Kd Td Jh As Ah Th Ad',
};
export const PLAYOUT_TRICKS =
  'Jc, Qc, Js, Qs, Jd, Qd, Kc, Tc, Ac, Kh, Ks, Ts, Kd, Td, Jh, Qh, As, Th, Ad, Ah';

/**
 * C1: seat 0 holds four trumps (A 10 K Q) and Jc; seat 1 Tc Kc Qs Js Jd. Seat 0 closes at once, so
 * seat 1 had no trick at the moment of closing, then loses Jc to seat 1's Tc (12) and wins the rest.
 */
export const C1: Stack = { nonDealer: 'Ah Th Kh Qh Jc', dealer: 'Tc Kc Qs Js Jd', trump: 'Jh' };

/**
 * C2: after 'Jc, Qc, As, Th' seat 1 has 5 (a trick) and seat 0 21, on lead with Ah Kh Qh Tc Jd
 * against Kd Qd Js Td Ks; the talon then holds Kc Ac Qs Ts Ad.
 */
export const C2: Stack = {
  nonDealer: 'Jc Ah Th Kh Qh',
  dealer: 'Qc As Kd Qd Js',
  trump: 'Jh',
  talon: 'Td Tc Jd Ks',
};
export const C2_FIRST_TWO = 'Jc, Qc, As, Th';

/** C3: seat 0 closes with a weak hand; seat 1 holds four trumps and Ac. */
export const C3: Stack = { nonDealer: 'Jc Qc Js Qs Jd', dealer: 'Ah Th Kh Qh Ac', trump: 'Jh' };

/** DUTIES: seat 0 holds the spade marriage; seat 1 holds Kc Jc, two trumps and Js. */
export const DUTIES: Stack = { nonDealer: 'Qc Ac Ad Ks Qs', dealer: 'Kc Jc Th Ah Js', trump: 'Qh' };

/** C4: seat 0 closes with A K Q of trumps, Ac and Jc against Qc Kc Qs Js Jd. */
export const C4: Stack = { nonDealer: 'Ah Kh Qh Ac Jc', dealer: 'Qc Kc Qs Js Jd', trump: 'Jh' };

/** PLAYOUT2: like PLAYOUT (the follower wins every trick) but seat 1 ends with 69 and seat 0 with 51. */
export const PLAYOUT2: Stack = {
  nonDealer: 'Jc Qs Ks Tc Ac',
  dealer: 'Qc Js Ts Kc Kh',
  trump: 'Qh',
  talon: 'Jd Qd Kd Td Jh As Ah Th Ad',
};
export const PLAYOUT2_TRICKS =
  'Jc, Qc, Js, Qs, Ks, Ts, Kc, Tc, Ac, Kh, Jd, Qd, Kd, Td, Jh, Qh, As, Th, Ad, Ah';
