// A deal of the day's result, read from the coach's review of its one round or deal: how it went, what the
// expert in the player's seat made of the same cards, and a mark per decision. Pure.
import type { RoundReview } from '../coach/types';
import type { DailyResult } from './history';

/** What a game says of a finished deal of the day: its result in the rating's measure, and whether it is won. */
export interface DailyMeasure {
  /** The player's result (Schwimmen −1 for a life lost, 0 for none; Schnapsen the signed game points). */
  result: number;
  won: boolean;
}

/**
 * The result of a deal of the day from the game's measure and, when it could be worked out, its review (the
 * expert's result in the player's seat, a mark per decision, the costliest one, 1-based).
 */
export function dailyResultOf(
  measure: DailyMeasure,
  review: RoundReview<unknown, unknown> | null,
): DailyResult {
  const duplicate = review?.duplicate ?? null;
  return {
    won: measure.won,
    result: measure.result,
    expertResult: duplicate ? duplicate.expertResult : null,
    marks: review ? review.decisions.map((d) => d.verdict) : [],
    costliest: review?.costliest == null ? null : review.costliest + 1,
  };
}
