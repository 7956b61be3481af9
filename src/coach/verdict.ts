// From a decision's cost to its verdict. The thresholds are upper bounds, in each game's unit (types.ts):
//
// | verdict    | Schwimmen: points of life-loss chance | Schnapsen: game points |
// | ---------- | ------------------------------------- | ---------------------- |
// | best       | below 1.5                             | below 0.1              |
// | good       | below 3                               | below 0.25             |
// | inaccuracy | below 6                               | below 0.5              |
// | mistake    | below 12                              | below 1                |
// | blunder    | 12 or more                            | 1 or more              |
//
// A Schwimmen round costs a life to one player in two to five, and a good player's choices mostly differ
// by a few points: 12 points more is a round made markedly likelier to lose (missing a Schnauz within
// reach costs about 15 in a two-player round). The review's sampling noise is about 2 points; the expert's
// own move, the reference, costs 0. A Schnapsen deal is worth 1 to 3 game points, so a blunder throws away a
// whole point on average, an inaccuracy a tenth of a deal's worth or more.
//
// One rule stands above the costs: a claim short of 66 is a blunder whatever it costs (N10: the points are
// on the table to be counted; a false claim in a lost deal only loses less than playing on would).
import type { Verdict } from './types';

/** A game's upper bounds of best, good, inaccuracy and mistake; anything above is a blunder. */
export type VerdictBounds = readonly [number, number, number, number];

/** Schwimmen's bounds, in points of life-loss chance (the table above). */
export const SCHWIMMEN_VERDICTS: VerdictBounds = [1.5, 3, 6, 12];
/** Schnapsen's bounds, in game points (the table above). */
export const SCHNAPSEN_VERDICTS: VerdictBounds = [0.1, 0.25, 0.5, 1];

const ORDER: readonly Verdict[] = ['best', 'good', 'inaccuracy', 'mistake'];

/** The verdict for `cost` (≥ 0) under a game's `bounds`; the expert's own move is always best. */
export function verdictOf(bounds: VerdictBounds, cost: number, isExpertMove = false): Verdict {
  if (isExpertMove) return 'best';
  for (let i = 0; i < bounds.length; i++) if (cost < bounds[i]) return ORDER[i];
  return 'blunder';
}
