// The skill rating: an Elo-like number per game that starts at 1500 and follows how well a player decides,
// not how the cards fell. Pure; a round's update is a handful of arithmetic, fit for the Worker.
//
// Each rated round (Schwimmen) or deal (Schnapsen) brings two figures:
//   c  the review's average cost per decision, in the game's unit (Schwimmen: percentage points of the chance
//      of losing a life this round; Schnapsen: game points), never negative;
//   d  the duplicate comparison: the player's result minus the expert's on the same deck with the same
//      computer players (Schwimmen: −1 for a life lost, 0 for none; Schnapsen: signed game points).
//
// The round's score S, from 0 (worst) to 1 (the expert's play):
//   Sc = 1 / (1 + c / C)                      the decisions; C is the game's COST_SCALE (Sc = ½ at c = C)
//   L  = clamp(−d / D, 0, 1)                  how far the result fell short of the expert's; D = RESULT_SCALE
//   S  = clamp(Sc − W · (1 − Sc) · L, S_MIN, S_MAX)                        W = RESULT_WEIGHT
// The rating is read on Elo's scale: the score expected of a player rated R is
//   E(R) = 1 / (1 + 10^((1500 − R) / 400))    (½ at 1500; ten to one 400 points higher)
// and each round moves that expected score a share f of the way to the round's score, as Elo moves a
// rating by K · (S − E), but in the score itself:
//   m  = min(n, N_MAX)                        the round's weight, n its real decisions
//   f  = max(a · m, m / (W + m + W0))         W: the weight of every round rated before (the store keeps it)
//   E(R') = E(R) + f · (S − E(R)),  so  R' = P(E(R) + f · (S − E(R)))
// where P(S) = 1500 + 400 · log10(S / (1 − S)) is the inverse of E: the performance rating of a score, the
// rating at which it is the expected one. So the rating is always the performance rating of a weighted
// average of the rounds' scores. While few decisions are rated the second term of f wins and that average
// is plain (each round weighted by its decisions, the start's ½ counting as W0 decisions), so the first
// rounds move the rating quickly; from about 1/a − W0 decisions on the first term wins and the average
// follows the most recent rounds (about the last 1/a = 200 decisions). a = RATE_PER_DECISION,
// W0 = START_WEIGHT. Averaging scores rather than ratings keeps a round without a single costly decision
// (S near 1, P near 2300) from outweighing the rest: the average score falls as the average cost rises.
//
// Why luck cannot move it:
// - A result better than the expert's (d > 0) is never credited: on the same cards and against the same
//   players, doing better than the yardstick is chance. So a lucky deal won with poor decisions scores no
//   more than its decisions (S ≤ Sc), and a rating at or above the level of those decisions does not rise
//   (poor: c ≥ C, so P ≤ 1500).
// - A result worse than the expert's counts only in proportion to the cost (the factor 1 − Sc): a player
//   whose every decision matched the expert's (c = 0) scores S_MAX whatever the cards did, so a hopeless deal
//   lost while playing like the expert never lowers the rating. The more a player's decisions cost, the
//   more of a shortfall against the expert is theirs, and the more it counts.
// - A round weighs as many single decisions (up to N_MAX): a round without a real choice moves nothing.
//
// What the numbers mean: playing exactly like the expert is P(S_MAX) = 2300, the ceiling; an average cost
// of C per decision with results like the expert's is 1500; the floor P(S_MIN) is 700. The average score
// stays within [S_MIN, S_MAX], so the rating stays within [700, 2300]; it never overshoots, and a constant
// performance converges to its P, the distance in score shrinking by a share of at least a · m every round,
// however far it is from the start. (Elo's own update would crawl near the ends of the scale, where E
// barely moves with R.)

export const RATING_START = 1500;
/** Elo's scale: 400 rating points between two players are odds of ten to one. */
const ELO_SCALE = 400;
/** The best and worst score a round can get: par for 2300 and 700. */
export const SCORE_MAX = 100 / 101;
export const SCORE_MIN = 1 / 101;
export const RATING_MAX = 2300;
export const RATING_MIN = 700;
/** a: the share of the way to the round's performance rating that each real decision moves the rating. */
export const RATE_PER_DECISION = 0.005;
/** W0: how many decisions' worth the start, 1500, counts for while the first rounds are averaged. */
export const START_WEIGHT = 24;
/** A round counts as at most this many decisions (a long Schwimmen round is still one round). */
export const MAX_DECISIONS = 12;
/** How much a result short of the expert's lowers the score, at most (see W above). */
export const RESULT_WEIGHT = 0.5;

export interface GameScale {
  /** C: the average cost per decision that scores ½ (par for 1500), in the game's unit. */
  costScale: number;
  /** D: a shortfall against the expert this large counts in full (a life; game points). */
  resultScale: number;
}

/** Schwimmen's scales: 3 points of life-loss chance per decision; a life. */
export const SCHWIMMEN_RATING_SCALE: GameScale = Object.freeze({ costScale: 3, resultScale: 1 });
/** Schnapsen's scales: a quarter of a game point per decision; three game points, the most a deal is worth. */
export const SCHNAPSEN_RATING_SCALE: GameScale = Object.freeze({ costScale: 0.25, resultScale: 3 });

/** One rated round or deal, as the review and the duplicate replay give it. */
export interface RatedRound {
  /** The review's average cost per decision, in the game's unit (≥ 0). */
  averageCost: number;
  /** Real decisions in the round (a choice between two or more actions). */
  decisions: number;
  /** The player's result: Schwimmen −1 for a life lost, else 0; Schnapsen signed game points. */
  result: number;
  /** The expert's result in the player's seat on the same deck. */
  expertResult: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function check(round: RatedRound): void {
  const { averageCost, decisions, result, expertResult } = round;
  if (!Number.isFinite(averageCost) || averageCost < 0)
    throw new RangeError(`an average cost must be a number ≥ 0, not ${averageCost}`);
  if (!Number.isInteger(decisions) || decisions < 0)
    throw new RangeError(`decisions must be a whole number ≥ 0, not ${decisions}`);
  if (!Number.isFinite(result) || !Number.isFinite(expertResult))
    throw new RangeError(`results must be numbers, not ${result} and ${expertResult}`);
}

/** The round's score S from 0 to 1 (see the header). */
export function roundScore(scale: GameScale, round: RatedRound): number {
  check(round);
  const { costScale, resultScale } = scale;
  const decisionScore = 1 / (1 + round.averageCost / costScale);
  const shortfall = clamp((round.expertResult - round.result) / resultScale, 0, 1);
  return clamp(decisionScore - RESULT_WEIGHT * (1 - decisionScore) * shortfall, SCORE_MIN, SCORE_MAX);
}

/** E: the score expected of a player rated `rating`, on Elo's scale. */
export function expectedScore(rating: number): number {
  return 1 / (1 + 10 ** ((RATING_START - rating) / ELO_SCALE));
}

/** P, the inverse of E: the rating at which `score` is the expected one (where a constant score settles). */
export function performanceRating(score: number): number {
  const s = clamp(score, SCORE_MIN, SCORE_MAX);
  return clamp(RATING_START + ELO_SCALE * Math.log10(s / (1 - s)), RATING_MIN, RATING_MAX);
}

/** m: a round's weight, its real decisions up to MAX_DECISIONS. */
export function roundWeight(round: Pick<RatedRound, 'decisions'>): number {
  return Math.min(round.decisions, MAX_DECISIONS);
}

/**
 * The rating after `round`, where `weightBefore` (W) is the sum of roundWeight over every round rated
 * before it. A round without a real decision leaves the rating as it was.
 */
export function nextRating(
  scale: GameScale,
  rating: number,
  round: RatedRound,
  weightBefore: number,
): number {
  const score = roundScore(scale, round);
  const from = Number.isFinite(rating) ? clamp(rating, RATING_MIN, RATING_MAX) : RATING_START;
  const m = roundWeight(round);
  if (m === 0) return from;
  const before = Number.isFinite(weightBefore) && weightBefore > 0 ? weightBefore : 0;
  const share = Math.max(RATE_PER_DECISION * m, m / (before + m + START_WEIGHT));
  const expected = expectedScore(from);
  return performanceRating(expected + share * (score - expected));
}

/** The rating after a run of rounds from the start (the simulator's figure). */
export function ratingAfter(scale: GameScale, rounds: readonly RatedRound[]): number {
  let rating = RATING_START;
  let weight = 0;
  for (const round of rounds) {
    rating = nextRating(scale, rating, round, weight);
    weight += roundWeight(round);
  }
  return rating;
}
