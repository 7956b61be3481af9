// The coach's vocabulary: a decision a player made, how the review judges it, and a round's review.
// Every judgement is made from the player's view alone (what they could know at that moment), never from
// the hidden cards.

/** From good to bad. Thresholds per game: see `verdict.ts`. */
export const VERDICTS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** One choice a player made: what their seat saw, what was legal, what they played. */
export interface Decision<V, A> {
  view: V;
  legal: A[];
  played: A;
  /** The seed the hint for this position uses (decisionSeed of the match at this log length). */
  seed: number;
  /** Where in the match's action log the played action sits. */
  logIndex: number;
}

/**
 * A decision judged. `cost` is in the game's own unit, never negative:
 * - Schwimmen: percentage points added to the chance of losing a life this round (0–100);
 * - Schnapsen: game points lost on average (0–6).
 * The expert's move is the reference: following the hint costs 0.
 */
export interface DecisionReview<V, A> {
  view: V;
  played: A;
  expert: A;
  cost: number;
  verdict: Verdict;
  /** The played move's and the expert's outcome, in the game's measure (see each game's review). */
  playedOutcome: number;
  expertOutcome: number;
  logIndex: number;
}

export interface RoundReview<V, A> {
  decisions: DecisionReview<V, A>[];
  /** The mean cost per decision (0 when the player had no real choice). */
  averageCost: number;
  /** Index into `decisions` of the costliest one with a cost above 0, or null. */
  costliest: number | null;
  /**
   * The player's result and the expert's in the same seat on the same deck (replay.ts, the rating's measure),
   * or null when the round cannot be replayed (the seat was out already, or the round is not finished).
   */
  duplicate?: { result: number; expertResult: number } | null;
}
