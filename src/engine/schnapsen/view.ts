// What one seat may know (DESIGN.md): its own hand and everything shown face up in this deal.
import type { Card, Suit } from '../cards';
import type { Seat } from '../game';
import type { SchnapsenRules } from './rules';
import {
  turnOf,
  type Closing,
  type DealResult,
  type Marriage,
  type Pair,
  type Phase,
  type SchnapsenState,
  type Trick,
  type TrumpTransfer,
} from './state';

export interface SchnapsenView {
  readonly seat: Seat;
  readonly phase: Phase;
  readonly rules: SchnapsenRules;
  readonly dealNumber: number;
  readonly dealer: Seat;
  /** The seat to act during 'play'; null otherwise. */
  readonly turn: Seat | null;
  readonly hand: readonly Card[];
  readonly opponentHandSize: number;
  /**
   * Cards the opponent is known to hold: the other half of a marriage they showed, the old trump card
   * they took by exchange, the trump card they drew last. Each was shown face up and has not been played.
   */
  readonly opponentKnownCards: readonly Card[];
  readonly trumpSuit: Suit | null;
  /** The card under the talon while it is there; both players saw it face up before any close. */
  readonly trumpCard: Card | null;
  readonly trumpFaceUp: boolean;
  /** Face-down cards left in the talon (the trump card not included). */
  readonly talonSize: number;
  readonly closedBy: Seat | null;
  readonly closing: Closing | null;
  readonly leader: Seat;
  /** The card led to the current trick, while the follower has yet to play. */
  readonly lead: Card | null;
  /** A marriage just announced, whose K or Q is to be led. */
  readonly marriage: Suit | null;
  readonly tricks: readonly Trick[];
  readonly marriages: readonly Marriage[];
  readonly exchange: TrumpTransfer | null;
  readonly trumpDrawn: TrumpTransfer | null;
  /** Counted points (N7: marriages only once the seat has a trick); public, as every trick is. */
  readonly points: Pair<number>;
  /** Announced marriage points not counted yet, for want of a trick. */
  readonly pendingPoints: Pair<number>;
  readonly tricksWon: Pair<number>;
  readonly bummerl: Pair<number>;
  readonly dealResult: DealResult | null;
  readonly winner: Seat | null;
}

export function viewOf(s: SchnapsenState, seat: Seat): SchnapsenView {
  if (seat !== 0 && seat !== 1) throw new RangeError(`seat must be 0 or 1, got ${String(seat)}`);
  const other = 1 - seat;
  const opponentHand = s.hands[other];
  const shown: Card[] = [];
  for (const m of s.marriages) if (m.seat === other) shown.push(`K${m.suit}` as Card, `Q${m.suit}` as Card);
  if (s.exchange?.seat === other) shown.push(s.exchange.card);
  if (s.trumpDrawn?.seat === other) shown.push(s.trumpDrawn.card);
  // A shown card leaves the opponent's hand only by being played, face up: so this is public knowledge.
  const opponentKnownCards = shown.filter((c, i) => opponentHand.includes(c) && shown.indexOf(c) === i);
  const pending = (p: Seat) => (s.tricksWon[p] > 0 ? 0 : s.marriagePoints[p]);
  return {
    seat,
    phase: s.phase,
    rules: { ...s.rules },
    dealNumber: s.dealNumber,
    dealer: s.dealer,
    turn: s.phase === 'play' ? turnOf(s) : null,
    hand: s.hands[seat].slice(),
    opponentHandSize: opponentHand.length,
    opponentKnownCards,
    trumpSuit: s.trumpSuit,
    trumpCard: s.trumpCard,
    trumpFaceUp: s.trumpCard !== null && s.closedBy === null,
    talonSize: s.talon.length,
    closedBy: s.closedBy,
    closing: s.closing === null ? null : { ...s.closing },
    leader: s.leader,
    lead: s.lead,
    marriage: s.marriage,
    tricks: s.tricks.map((t) => ({ ...t })),
    marriages: s.marriages.map((m) => ({ ...m })),
    exchange: s.exchange === null ? null : { ...s.exchange },
    trumpDrawn: s.trumpDrawn === null ? null : { ...s.trumpDrawn },
    points: [s.points[0], s.points[1]],
    pendingPoints: [pending(0), pending(1)],
    tricksWon: [s.tricksWon[0], s.tricksWon[1]],
    bummerl: [s.bummerl[0], s.bummerl[1]],
    dealResult: s.dealResult === null ? null : { ...s.dealResult },
    winner: s.winner,
  };
}
