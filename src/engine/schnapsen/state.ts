// The Schnapsen state, its actions and the public record of a deal. All plain JSON.
import type { Card, Suit } from '../cards';
import type { Seat } from '../game';
import { resolveRules, type SchnapsenRules } from './rules';

export type Phase = 'deal' | 'play' | 'dealOver' | 'matchOver';

export type SchnapsenAction =
  | { type: 'deal'; deck: Card[] }
  | { type: 'play'; card: Card }
  | { type: 'marry'; suit: Suit }
  | { type: 'exchangeTrump' }
  | { type: 'close' }
  | { type: 'claim' };

export interface SchnapsenOptions {
  rules?: Partial<SchnapsenRules>;
  firstDealer: Seat;
}

/** Two values, one per seat. */
export type Pair<T> = readonly [T, T];

/** How a deal ended (N11). */
export type DealReason =
  /** A correct claim; the talon was not closed. */
  | 'claim'
  /** A claim under 66 by a player who had not closed the talon. */
  | 'falseClaim'
  /** The closer claimed correctly. */
  | 'closedClaim'
  /** The closer claimed falsely, the opponent claimed correctly first, or the cards ran out without the
   * closer taking the last trick with 66. */
  | 'closedFailed'
  /** The closer took the last trick with 66 or more. */
  | 'closedLastTrick'
  /** The talon was not closed and the cards were played out. */
  | 'lastTrick';

export interface DealResult {
  readonly winner: Seat;
  readonly gamePoints: 1 | 2 | 3;
  readonly reason: DealReason;
  /** Who claimed 66; null when the cards were played out. */
  readonly claimedBy: Seat | null;
}

export interface Trick {
  readonly leader: Seat;
  readonly lead: Card;
  readonly follow: Card;
  readonly winner: Seat;
}

/** A marriage shown (N7), public to both players. */
export interface Marriage {
  readonly seat: Seat;
  readonly suit: Suit;
  readonly points: 20 | 40;
}

/** What N11 needs to know about the closer's opponent at the moment of closing (N9). */
export interface Closing {
  readonly by: Seat;
  readonly opponentPoints: number;
  readonly opponentHadTrick: boolean;
}

/** A trump card that changed hands in view of both players. */
export interface TrumpTransfer {
  readonly seat: Seat;
  readonly card: Card;
}

export interface SchnapsenState {
  readonly phase: Phase;
  readonly rules: SchnapsenRules;
  /** Deals started in this match. */
  readonly dealNumber: number;
  readonly dealer: Seat;
  readonly hands: Pair<readonly Card[]>;
  /** The card under the talon (face up, or turned down after a close); null once it has been drawn. */
  readonly trumpCard: Card | null;
  /** Null only before the first deal. */
  readonly trumpSuit: Suit | null;
  /** Face-down cards, front drawn first; the trump card is not included. */
  readonly talon: readonly Card[];
  readonly closedBy: Seat | null;
  readonly closing: Closing | null;
  /** Who leads the current trick. */
  readonly leader: Seat;
  /** The card led to the current trick, waiting for the follower; null before the lead. */
  readonly lead: Card | null;
  /** A marriage the leader has announced, whose K or Q must be led next (N7). */
  readonly marriage: Suit | null;
  /** Card points in the tricks each seat has won. */
  readonly trickPoints: Pair<number>;
  /** Marriage points each seat has announced; they count only once the seat has won a trick. */
  readonly marriagePoints: Pair<number>;
  /** Counted points: trick points, plus marriage points once the seat has won a trick. */
  readonly points: Pair<number>;
  readonly tricksWon: Pair<number>;
  /** Every trick of this deal, in order. */
  readonly tricks: readonly Trick[];
  readonly marriages: readonly Marriage[];
  /** N8: the old trump card the exchanger took. */
  readonly exchange: TrumpTransfer | null;
  /** N5: the trump card drawn with the last face-down card. */
  readonly trumpDrawn: TrumpTransfer | null;
  /** N12: game points each seat still needs. */
  readonly bummerl: Pair<number>;
  readonly dealResult: DealResult | null;
  /** Set when the match is over. */
  readonly winner: Seat | null;
}

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A copy of the same shape for `apply` to change before returning; arrays are shared, never mutated. */
export function copyState(s: SchnapsenState): Mutable<SchnapsenState> {
  return {
    phase: s.phase,
    rules: s.rules,
    dealNumber: s.dealNumber,
    dealer: s.dealer,
    hands: s.hands,
    trumpCard: s.trumpCard,
    trumpSuit: s.trumpSuit,
    talon: s.talon,
    closedBy: s.closedBy,
    closing: s.closing,
    leader: s.leader,
    lead: s.lead,
    marriage: s.marriage,
    trickPoints: s.trickPoints,
    marriagePoints: s.marriagePoints,
    points: s.points,
    tricksWon: s.tricksWon,
    tricks: s.tricks,
    marriages: s.marriages,
    exchange: s.exchange,
    trumpDrawn: s.trumpDrawn,
    bummerl: s.bummerl,
    dealResult: s.dealResult,
    winner: s.winner,
  };
}

const NO_CARDS: readonly Card[] = Object.freeze([]);
const NO_TRICKS: readonly Trick[] = Object.freeze([]);
const NO_MARRIAGES: readonly Marriage[] = Object.freeze([]);
const ZEROS: Pair<number> = Object.freeze([0, 0] as const);

export function initialState(options: SchnapsenOptions): SchnapsenState {
  const dealer = options?.firstDealer;
  if (dealer !== 0 && dealer !== 1) throw new RangeError(`firstDealer must be 0 or 1, got ${String(dealer)}`);
  const rules = resolveRules(options.rules);
  return {
    phase: 'deal',
    rules,
    dealNumber: 0,
    dealer,
    hands: [NO_CARDS, NO_CARDS],
    trumpCard: null,
    trumpSuit: null,
    talon: NO_CARDS,
    closedBy: null,
    closing: null,
    leader: 1 - dealer,
    lead: null,
    marriage: null,
    trickPoints: ZEROS,
    marriagePoints: ZEROS,
    points: ZEROS,
    tricksWon: ZEROS,
    tricks: NO_TRICKS,
    marriages: NO_MARRIAGES,
    exchange: null,
    trumpDrawn: null,
    bummerl: [rules.bummerl, rules.bummerl],
    dealResult: null,
    winner: null,
  };
}

export const EMPTY = { NO_CARDS, NO_TRICKS, NO_MARRIAGES, ZEROS } as const;

/** The seat to act during 'play'. */
export function turnOf(s: SchnapsenState): Seat {
  return s.lead === null ? s.leader : 1 - s.leader;
}

/** N5/N6: cards are still drawn (not closed, and face-down cards remain). */
export function talonOpen(s: SchnapsenState): boolean {
  return s.closedBy === null && s.talon.length > 0;
}
