// The review of one Schwimmen decision: every legal choice played out in the same sampled worlds, each
// consistent with what the player saw (weighted by the others' play, as the expert weights them), every seat
// played on to the end of the round by the normal policy, or by the greedy one the reading drew for it. A
// choice's outcome is the share of worlds in which the player then loses a life; its cost is how much that
// share exceeds the expert's own choice's, in percentage points. Nothing here reads a card the player could
// not see: the input is the view.
import { schwimmenBots } from '../bots/schwimmen';
import { EXPERT, EXPERT_MODEL } from '../bots/schwimmen';
import { modelWorlds } from '../bots/schwimmen/inference';
import { codeFor, readView, roundFromView } from '../bots/schwimmen/knowledge';
import { Round } from '../bots/schwimmen/round';
import { KEEP, playCandidate, rollout, TAKE_SECOND, worldLayout } from '../bots/schwimmen/search';
import { sameAction } from '../engine/game';
import { createRng } from '../engine/rng';
import type { SchwimmenAction, SchwimmenView } from '../engine/schwimmen';
import type { Card } from '../engine/cards';
import type { SchwimmenDecision } from './decisions';
import type { DecisionReview } from './types';
import { SCHWIMMEN_VERDICTS, verdictOf } from './verdict';

/** How hard the review looks: worlds at most and at least, and a bound on the turns its rollouts play. */
export interface SchwimmenReviewParams {
  worlds: number;
  minWorlds: number;
  budget: number;
}

export const SCHWIMMEN_REVIEW: SchwimmenReviewParams = { worlds: 400, minWorlds: 160, budget: 150_000 };

/** One legal choice and the share of worlds in which it loses the player a life. */
export interface SchwimmenOption {
  action: SchwimmenAction;
  loseChance: number;
}

export interface SchwimmenDecisionReview extends DecisionReview<SchwimmenView, SchwimmenAction> {
  /** Every legal choice, in the order of `legal`; outcomes are life-loss chances (0–1). */
  options: SchwimmenOption[];
  /** A dealer's choice (S12): the second packet, face up once chosen (shown with the choice, never judged). */
  packet?: Card[];
}

export type { SchwimmenDecision };

/** Keeps the review's worlds apart from the expert's own for the same seed. */
const SALT = 0x2e71e3a5;

function codeOf(a: SchwimmenAction, view: SchwimmenView): number {
  if (a.type === 'keep') return KEEP;
  if (a.type === 'takeSecond') return TAKE_SECOND;
  return codeFor(a, view);
}

/** The life-loss chance of each action of `actions` from `view`, on the same worlds. */
export function loseChances(
  view: SchwimmenView,
  actions: readonly SchwimmenAction[],
  seed: number,
  p: SchwimmenReviewParams = SCHWIMMEN_REVIEW,
): number[] {
  if (view.phase !== 'choose' && view.phase !== 'turns') throw new RangeError('No choice to review here');
  const k = readView(view);
  const base = roundFromView(view, k);
  // The expert's own layout: no hidden hand is a dealt 31 or Feuer once the dealer may choose (S13).
  const l = worldLayout(view, k, base);
  const worlds = modelWorlds(view, k, base, l, createRng(seed ^ SALT), EXPERT, EXPERT_MODEL);
  const codes = actions.map((a) => codeOf(a, view));
  if (codes.some((c) => c < 0)) throw new RangeError('An action that is not a choice of this seat');
  const me = view.seat;
  const world = new Round(base.n, base.rules),
    sim = new Round(base.n, base.rules);
  const second = new Int8Array(3);
  const lost = new Float64Array(codes.length);
  let turns = 0,
    n = 0;
  while (n < p.worlds && (n < p.minWorlds || turns < p.budget)) {
    world.copyFrom(base);
    worlds.next(world, second);
    for (let i = 0; i < codes.length; i++) {
      sim.copyFrom(world);
      playCandidate(sim, codes[i], me, second);
      turns += rollout(sim, EXPERT, worlds.models) + 1;
      if ((sim.losers >> me) & 1) lost[i]++;
    }
    n++;
  }
  return Array.from(lost, (x) => x / n);
}

/** Judges one decision: the expert's choice (exactly the hint for this seed) is the reference. */
export function reviewSchwimmenDecision(
  d: SchwimmenDecision,
  p: SchwimmenReviewParams = SCHWIMMEN_REVIEW,
): SchwimmenDecisionReview {
  const { view, legal, played, seed } = d;
  const expert = schwimmenBots.expert.decide(view, legal, seed);
  const chances = loseChances(view, legal, seed, p);
  const options = legal.map((action, i) => ({ action, loseChance: chances[i] }));
  const playedIndex = legal.findIndex((a) => sameAction(a, played));
  const expertIndex = legal.findIndex((a) => sameAction(a, expert));
  if (playedIndex < 0) throw new RangeError('The played action was not legal');
  const isExpert = playedIndex === expertIndex;
  const playedOutcome = chances[playedIndex];
  const expertOutcome = chances[expertIndex];
  const cost = isExpert ? 0 : Math.max(0, Math.round((playedOutcome - expertOutcome) * 1000) / 10);
  return {
    view,
    played,
    expert,
    cost,
    verdict: verdictOf(SCHWIMMEN_VERDICTS, cost, isExpert),
    playedOutcome,
    expertOutcome,
    logIndex: d.logIndex,
    options,
    ...(d.packet ? { packet: d.packet } : {}),
  };
}
