// A whole round's (Schwimmen) or deal's (Schnapsen) review: each decision of the seat judged, the mean cost
// and the costliest decision, and the duplicate replay's results for the skill rating (replay.ts).
import type { SchnapsenAction, SchnapsenView } from '../engine/schnapsen';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';
import { HUMAN, type SchwimmenMatchRecord } from '../match/schwimmen';
import type { SchnapsenMatchRecord } from '../match/schnapsen';
import { schnapsenDecisions, schwimmenDecisions } from './decisions';
import { replaySchnapsenDeal, replaySchwimmenRound } from './replay';
import { reviewSchnapsenDecision, type SchnapsenDecisionReview } from './schnapsenReview';
import { reviewSchwimmenDecision, type SchwimmenDecisionReview } from './schwimmenReview';
import type { DecisionReview, RoundReview } from './types';

export type SchwimmenRoundReview = RoundReview<SchwimmenView, SchwimmenAction> & {
  decisions: SchwimmenDecisionReview[];
};
export type SchnapsenDealReview = RoundReview<SchnapsenView, SchnapsenAction> & {
  decisions: SchnapsenDecisionReview[];
};

/** The mean cost and the costliest decision (the first of equals) of judged decisions. */
export function summarise<D extends DecisionReview<unknown, unknown>>(
  decisions: D[],
): { decisions: D[]; averageCost: number; costliest: number | null } {
  let costliest: number | null = null,
    total = 0;
  decisions.forEach((d, i) => {
    total += d.cost;
    if (d.cost > 0 && (costliest === null || d.cost > decisions[costliest].cost)) costliest = i;
  });
  return { decisions, averageCost: decisions.length === 0 ? 0 : total / decisions.length, costliest };
}

/** The duplicate's two results, or null when the round cannot be replayed. */
function duplicateOf(replay: () => { result: number; expertResult: number }) {
  try {
    const { result, expertResult } = replay();
    return { result, expertResult };
  } catch {
    return null;
  }
}

export function reviewSchwimmenRound(
  record: SchwimmenMatchRecord,
  round: number,
  seat = HUMAN,
): SchwimmenRoundReview {
  return {
    ...summarise(schwimmenDecisions(record, round, seat).map((d) => reviewSchwimmenDecision(d))),
    duplicate: duplicateOf(() => replaySchwimmenRound(record, round, seat)),
  };
}

export function reviewSchnapsenDeal(
  record: SchnapsenMatchRecord,
  deal: number,
  seat = HUMAN,
): SchnapsenDealReview {
  return {
    ...summarise(schnapsenDecisions(record, deal, seat).map((d) => reviewSchnapsenDecision(d))),
    duplicate: duplicateOf(() => replaySchnapsenDeal(record, deal, seat)),
  };
}
