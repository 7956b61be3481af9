// The Schwimmen state, its actions and the public record of a round. All plain JSON.
import type { Card } from '../cards';
import type { Seat } from '../game';
import type { SchwimmenRules } from './rules';

export type Phase = 'deal' | 'choose' | 'turns' | 'roundOver' | 'gameOver';

export type SchwimmenAction =
  | { type: 'deal'; deck: Card[] }
  | { type: 'keep' }
  | { type: 'takeSecond' }
  | { type: 'swap'; give: Card; take: Card; knock?: true }
  | { type: 'swapAll'; knock?: true }
  | { type: 'pass' }
  | { type: 'knock' };

export type RoundEnding = 'knock' | 'schnauz' | 'feuer' | 'stock';

export interface RoundResult {
  /** Each seat's hand value at the showdown; null for a player who was already out. */
  values: (number | null)[];
  /** Seats that lose a life (or are put out), in seat order. */
  losers: Seat[];
  ending: RoundEnding;
  /** Every hand shown at the showdown; null for a player who was already out. */
  hands: (Card[] | null)[];
  /** Seats that showed Schnauz or Feuer (S13, S17). */
  shown: Seat[];
  /** Seats put out by this round, in seat order. */
  eliminated: Seat[];
}

/** What everybody at the table saw happen in this round, in order (the round's public history). */
export type RoundEvent =
  | { type: 'keep'; seat: Seat; middle: Card[] }
  | { type: 'takeSecond'; seat: Seat; middle: Card[] }
  | { type: 'swap'; seat: Seat; give: Card; take: Card }
  | { type: 'swapAll'; seat: Seat; give: Card[]; take: Card[] }
  | { type: 'pass'; seat: Seat }
  | { type: 'knock'; seat: Seat }
  | { type: 'refresh'; discarded: Card[]; middle: Card[] };

export interface SchwimmenState {
  players: number;
  rules: SchwimmenRules;
  phase: Phase;
  /** Rounds dealt so far. */
  round: number;
  dealer: Seat;
  /** The seat to act in 'choose' and 'turns'; null while a deal is awaited and when the game is over. */
  turn: Seat | null;
  /** Each seat's hand; during 'choose' the dealer's is the first packet; [] for a player who is out. */
  hands: Card[][];
  /**
   * The dealer's unseen second packet: during 'choose', and after a round that a Schnauz or Feuer ended at
   * the deal (S13), where it stays face down; else empty.
   */
  secondPacket: Card[];
  middle: Card[];
  /** Face down; the front card is drawn first. */
  stock: Card[];
  /** Cards put aside face down this round: refreshed middles and the hands of players put out. */
  discards: Card[];
  lives: number[];
  out: boolean[];
  knocker: Seat | null;
  /** Turns played this round (S14: knocking waits until every player has had one). */
  turnsTaken: number;
  /** Passes in a row (S16). */
  passes: number;
  /** Turns still to play after a knock (S15). */
  finalTurns: number;
  /** This round's public history, newest event first (appending costs one small object; see roundHistory). */
  history: RoundHistory;
  roundResult: RoundResult | null;
  /** The last player in the game once it is over; null while it runs and for a draw. */
  winner: Seat | null;
}

/** A copy with the same shape, for `apply` to change before returning (arrays are shared, never mutated). */
export function copyState(s: SchwimmenState): SchwimmenState {
  return {
    players: s.players,
    rules: s.rules,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    turn: s.turn,
    hands: s.hands,
    secondPacket: s.secondPacket,
    middle: s.middle,
    stock: s.stock,
    discards: s.discards,
    lives: s.lives,
    out: s.out,
    knocker: s.knocker,
    turnsTaken: s.turnsTaken,
    passes: s.passes,
    finalTurns: s.finalTurns,
    history: s.history,
    roundResult: s.roundResult,
    winner: s.winner,
  };
}

/** The next seat clockwise after `from` that is still in the game. */
export function nextInGame(out: readonly boolean[], from: Seat): Seat {
  const n = out.length;
  let seat = from;
  for (let i = 0; i < n; i++) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if (!out[seat]) return seat;
  }
  return from;
}

export function playersInGame(out: readonly boolean[]): number {
  let count = 0;
  for (let i = 0; i < out.length; i++) if (!out[i]) count++;
  return count;
}

/** A player without lives who plays on (S9). */
export function isSwimming(s: Pick<SchwimmenState, 'lives' | 'out'>, seat: Seat): boolean {
  return s.lives[seat] === 0 && !s.out[seat];
}

/**
 * A round's history as a chain, newest first: each link is the event itself with the link before it. A
 * state is copied on every action, and copying a growing array each time cost a quarter of the engine's
 * time; a chain shares everything that came before, and one object per event is all an action adds.
 */
export type RoundHistory = HistoryLink | null;
export type HistoryLink = RoundEvent & { before: RoundHistory };

/** The round's events in the order they happened, each a plain event without its link. */
export function roundHistory(s: Pick<SchwimmenState, 'history'>): RoundEvent[] {
  return historyLinks(s.history).map(({ before: _, ...event }) => event as RoundEvent);
}

/** The links of a chain, oldest first. */
export function historyLinks(history: RoundHistory): HistoryLink[] {
  const links: HistoryLink[] = [];
  for (let link = history; link !== null; link = link.before) links.push(link);
  return links.reverse();
}

/** A copy of `items` with the element at `index` replaced. */
export function replaced<T>(items: readonly T[], index: number, value: T): T[] {
  const out = items.slice();
  out[index] = value;
  return out;
}
