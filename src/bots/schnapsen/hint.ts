// The hint the human may ask for in Schnapsen: the expert's own move for the human's seat, why in a few facts
// (the table turns them into words), and, for a close or a claim, how often it wins the deal. Like every bot
// it works from the view alone and is the same for the same (view, legal, seed).
import type { Card, Suit } from '../../engine/cards';
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen';
// The engine's rules and scoring modules, not its index, and no assertNever: this file is a chunk of its own
// (the hint worked out on the page without a worker), and importing the engine's game module here splits
// that module off into one more file at start-up. The return type still makes the switch below exhaustive.
import { MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS } from '../../engine/schnapsen/rules';
import { claimResult } from '../../engine/schnapsen/scoring';
import { beats, dutyCards, idx, POINTS, suitMask } from './cards';
import { EXPERT, schnapsenBots } from './index';
import { inferenceOf } from './inference';
import { knowledgeOf, worldOf, type Knowledge } from './knowledge';
import { allHands, type Hidden } from './sampling';
import { handLikelihood, surePosition } from './search';
import { Solver } from './solver';
import { sureMove } from './sure';

/** Why the expert suggests its move, as facts about the cards (never words: the table words them). */
export type SchnapsenHintReason =
  /** Claim 66 (N10) with `points` counted: the claim wins `gamePoints` (N11). */
  | { kind: 'claim'; points: number; gamePoints: 1 | 2 | 3 }
  /**
   * Announce the marriage in `suit` (N7), worth `points`; `total` is what the player has counted then, null
   * while the points wait for a first trick.
   */
  | { kind: 'marry'; suit: Suit; points: 20 | 40; total: number | null }
  /** Exchange the trump jack for the face-up trump card `take` (N8). */
  | { kind: 'exchange'; take: Card }
  /** Close the talon (N9); `sure` when one line of play reaches 66 against every hand the opponent may hold. */
  | { kind: 'close'; sure: boolean }
  /**
   * Lead `card`: `beaten` is the share of the opponent's possible hands that could take it (0: none can);
   * `cheapest` when no other card could be led for fewer points.
   */
  | { kind: 'lead'; card: Card; beaten: number; cheapest: boolean }
  /**
   * Take the trick with `card`: `points` in the trick's two cards, `marriage` the pending marriage points that
   * count with this first trick (N7), `total` the points counted then.
   */
  | { kind: 'take'; card: Card; points: number; marriage: number; total: number }
  /** Let the trick go with `card`: `lostAnyway` when no card may take it, `savesTrump` when only a trump could. */
  | { kind: 'throw'; card: Card; lostAnyway: boolean; savesTrump: boolean };

export interface SchnapsenHint {
  /** Exactly what the `expert` level would play for this (view, legal, seed). */
  action: SchnapsenAction;
  reason: SchnapsenHintReason;
  /**
   * For a close or a claim: the share of the hands the opponent may hold in which it wins the deal (see
   * closeChance); null for any other move.
   */
  winChance: number | null;
}

/** The expert's suggestion for the seat of `view`, which must be to act (`legal` not empty). */
export function schnapsenHint(view: SchnapsenView, legal: SchnapsenAction[], seed: number): SchnapsenHint {
  if (legal.length === 0 || view.phase !== 'play') throw new RangeError('A hint needs a player to act');
  const action = schnapsenBots.expert.decide(view, legal, seed);
  const k = knowledgeOf(view);
  switch (action.type) {
    case 'claim': {
      const result = claimResult(view, view.seat);
      const wins = result.winner === view.seat;
      const reason = {
        kind: 'claim',
        points: view.points[view.seat],
        gamePoints: result.gamePoints,
      } as const;
      return { action, reason, winChance: wins ? 1 : 0 };
    }
    case 'close': {
      const hands = possibleHands(view, k);
      const sure = sureMove(
        surePosition(
          view,
          k,
          hands.map((h) => h.oppHand),
          k.me,
        ),
        -1,
        EXPERT.sureNodes,
      );
      return {
        action,
        reason: { kind: 'close', sure: sure !== null },
        winChance: sure !== null ? 1 : closeChance(view, k, hands),
      };
    }
    case 'marry': {
      const points = action.suit === view.trumpSuit ? TRUMP_MARRIAGE_POINTS : MARRIAGE_POINTS;
      const total = view.tricksWon[view.seat] > 0 ? view.points[view.seat] + points : null;
      return { action, reason: { kind: 'marry', suit: action.suit, points, total }, winChance: null };
    }
    case 'exchangeTrump':
      return { action, reason: { kind: 'exchange', take: view.trumpCard as Card }, winChance: null };
    case 'play':
      return {
        action,
        reason:
          view.lead === null
            ? leadReason(action.card, legal, view, k)
            : followReason(action.card, legal, view, k),
        winChance: null,
      };
    case 'deal':
      throw new RangeError('A deal is not a player’s choice');
  }
}

/**
 * Every hand the opponent may hold, as the expert sees them: the cards its play has shown it cannot hold are
 * left out, and each hand is weighted by how likely its play so far makes it (inference.ts).
 */
function possibleHands(view: SchnapsenView, k: Knowledge): Hidden[] {
  const inf = inferenceOf(view, k);
  return allHands(k, inf.excluded, handLikelihood(k, inf));
}

/** The cards that take `card` when it is led: a higher one of its suit, or any trump against a plain card. */
function takers(card: number, trump: number): number {
  const suit = (card / 5) | 0;
  const higher = suitMask(suit) & ~((2 << card) - 1);
  return suit === trump ? higher : higher | suitMask(trump);
}

function leadReason(
  card: Card,
  legal: SchnapsenAction[],
  view: SchnapsenView,
  k: Knowledge,
): SchnapsenHintReason {
  const c = idx(card);
  const beat = takers(c, k.trump);
  let beaten = 0;
  let total = 0;
  for (const h of possibleHands(view, k)) {
    // While the talon is open any card may answer (N5); once it is closed the follower's duty decides (N6).
    const answers = k.open ? h.oppHand : dutyCards(h.oppHand, c, k.trump);
    if ((answers & beat) !== 0) beaten += h.weight;
    total += h.weight;
  }
  const leads = legal.flatMap((a) => (a.type === 'play' ? [POINTS[idx(a.card)]] : []));
  return { kind: 'lead', card, beaten: beaten / total, cheapest: POINTS[c] <= Math.min(...leads) };
}

function followReason(
  card: Card,
  legal: SchnapsenAction[],
  view: SchnapsenView,
  k: Knowledge,
): SchnapsenHintReason {
  const me = view.seat;
  const c = idx(card);
  if (beats(k.lead, c, k.trump)) {
    const points = POINTS[k.lead] + POINTS[c];
    const marriage = view.tricksWon[me] === 0 ? view.pendingPoints[me] : 0;
    return { kind: 'take', card, points, marriage, total: view.points[me] + points + marriage };
  }
  const winners = legal.flatMap((a) =>
    a.type === 'play' && beats(k.lead, idx(a.card), k.trump) ? [idx(a.card)] : [],
  );
  const trumps = suitMask(k.trump);
  const plainLead = (trumps & (1 << k.lead)) === 0;
  return {
    kind: 'throw',
    card,
    lostAnyway: winners.length === 0,
    savesTrump: winners.length > 0 && plainLead && winners.every((w) => (trumps & (1 << w)) !== 0),
  };
}

/** Solves the closed talon hand by hand; made on the first close asked about (its tables take memory). */
let closeSolver: Solver | null = null;

/**
 * The share of the opponent's possible hands (weighted as in possibleHands) in which closing now reaches 66:
 * each hand played to the end with every card known, as the expert's own search judges a close. Once the
 * talon is closed no card is drawn, so the talon's order does not matter and every hand is looked at.
 */
function closeChance(view: SchnapsenView, k: Knowledge, hands: Hidden[]): number {
  closeSolver ??= new Solver(EXPERT.stake);
  const solver = closeSolver;
  let won = 0;
  let total = 0;
  for (const h of hands) {
    solver.load(worldOf(view, k, h.oppHand, h.talon));
    solver.setHorizon(99);
    // A null window: only whether the closer wins matters, not by how much.
    if (solver.closeValue(k.me, 0, 1) > 0) won += h.weight;
    total += h.weight;
  }
  return won / total;
}
