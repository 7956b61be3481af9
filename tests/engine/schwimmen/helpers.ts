// Stacked decks and short-hands for Schwimmen scenario tests.
import { RANKS, SUITS, type Card } from '../../../src/engine/cards';
import type { Seat } from '../../../src/engine/game';
import {
  schwimmen,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenState,
} from '../../../src/engine/schwimmen';

export interface StackSpec {
  players: number;
  dealer: Seat;
  /** Cards for some seats (the dealer's entry is the first packet). */
  hands?: Partial<Record<Seat, Card[]>>;
  second?: Card[];
  /** The first cards of the stock, in order. */
  stock?: Card[];
  out?: boolean[];
}

/** A 32-card deck that S11 deals into exactly the given hands, second packet and stock front. */
export function stackDeck(spec: StackSpec): Card[] {
  const out = spec.out ?? new Array<boolean>(spec.players).fill(false);
  const order: Seat[] = [];
  let seat = spec.dealer;
  do {
    seat = (seat + 1) % spec.players;
    while (out[seat]) seat = (seat + 1) % spec.players;
    order.push(seat);
  } while (seat !== spec.dealer);
  const k = order.length;
  const deck: (Card | undefined)[] = new Array(32).fill(undefined);
  const used = new Set<Card>();
  const put = (i: number, c: Card) => {
    if (used.has(c)) throw new Error(`stackDeck: ${c} used twice`);
    used.add(c);
    deck[i] = c;
  };
  order.forEach((s, p) => spec.hands?.[s]?.forEach((c, lap) => put(p + lap * k, c)));
  spec.second?.forEach((c, i) => put(3 * k + i, c));
  spec.stock?.forEach((c, i) => put(3 * k + 3 + i, c));
  // Fill rank by rank (7c 7s 7h 7d 8c …): the filler hands stay weak and the aces end up in the stock.
  const rest = RANKS.flatMap((r) => SUITS.map((su) => `${r}${su}` as Card)).filter((c) => !used.has(c));
  return deck.map((c) => c ?? (rest.shift() as Card));
}

export interface StartSpec extends StackSpec {
  rules?: Partial<SchwimmenRules>;
}

/** A state right after the first deal of a new match (phase 'choose'). */
export function dealt(spec: StartSpec): SchwimmenState {
  const s = schwimmen.init({ players: spec.players, rules: spec.rules, firstDealer: spec.dealer });
  return schwimmen.apply(s, { type: 'deal', deck: stackDeck(spec) });
}

/** Applies actions in order. */
export function play(s: SchwimmenState, ...actions: SchwimmenAction[]): SchwimmenState {
  for (const a of actions) s = schwimmen.apply(s, a);
  return s;
}

export const keep: SchwimmenAction = { type: 'keep' };
export const takeSecond: SchwimmenAction = { type: 'takeSecond' };
export const pass: SchwimmenAction = { type: 'pass' };
export const knock: SchwimmenAction = { type: 'knock' };
export const swapAll: SchwimmenAction = { type: 'swapAll' };
export const swap = (give: Card, take: Card): SchwimmenAction => ({ type: 'swap', give, take });

export const sorted = (cards: readonly Card[]) => [...cards].sort();

/** Every card in the state: hands, second packet, middle, stock and the cards put aside. */
export function allCards(s: SchwimmenState): Card[] {
  return [...s.hands.flat(), ...s.secondPacket, ...s.middle, ...s.stock, ...s.discards];
}

/** Cards from a string: h('Ah Kh Th'). */
export const h = (cards: string) => cards.split(' ') as Card[];

/**
 * A round that goes straight to the showdown with the dealt hands: seat 0 deals and keeps, the seat after
 * it knocks at once (knocking in the first round is switched on for this) and everybody else passes.
 */
export function showdownWith(hands: Card[][], rules: Partial<SchwimmenRules> = {}): SchwimmenState {
  const s = dealt({
    players: hands.length,
    dealer: 0,
    hands: Object.fromEntries(hands.map((cards, seat) => [seat, cards])),
    rules: { ...rules, knockInFirstRound: true },
  });
  return finishWithKnock(play(s, keep));
}

/** The player to act knocks and everybody else passes. */
export function finishWithKnock(s: SchwimmenState): SchwimmenState {
  s = play(s, knock);
  while (s.phase === 'turns') s = play(s, pass);
  return s;
}
