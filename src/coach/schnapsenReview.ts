// The review of one Schnapsen decision: every legal choice valued over the same worlds (opponent hands and
// talon orders consistent with the player's view, weighted by what the opponent's play says of its hand, as
// the expert weights them), each played by the expert's search to the end of the deal once few cards are
// hidden, or one trick deep with the expert's evaluation before that. Values are the deal's expected game
// points for the player (+ won, − lost); a choice's cost is how far it falls short of the expert's own
// choice. Nothing here reads a card the player could not see: the input is the view.
import { schnapsenBots } from '../bots/schnapsen';
import { EXPERT } from '../bots/schnapsen';
import { CODES, KING, QUEEN, suitIdx } from '../bots/schnapsen/cards';
import { inferenceOf } from '../bots/schnapsen/inference';
import { knowledgeOf, worldOf } from '../bots/schnapsen/knowledge';
import { Network } from '../bots/schnapsen/network';
import type { Hidden } from '../bots/schnapsen/sampling';
import { sameAction, worldsFor } from '../bots/schnapsen/search';
import { SCALE, Solver } from '../bots/schnapsen/solver';
import { NETWORK } from '../bots/schnapsen/weights';
import type { Card } from '../engine/cards';
import { WINNING_SCORE, type SchnapsenAction, type SchnapsenView } from '../engine/schnapsen';
import { claimResult } from '../engine/schnapsen/scoring';
import type { Decision, DecisionReview } from './types';
import { SCHNAPSEN_VERDICTS, verdictOf } from './verdict';

/**
 * The evaluations were fitted to outcomes with a stake of 3 on top of the game points (scripts/fitEvaluation.ts): a
 * value v there is (2P − 1)(3 + g) for a win chance P and g game points a won deal brings on average, about
 * 1.6, so the same position is worth (2P − 1)g = v · g / (3 + g) in game points alone.
 */
const GAME_POINTS_SHARE = 1.6 / 4.6;

export interface SchnapsenReviewParams {
  /** Worlds while the talon is open; after a close or once it is used up, every hand up to `closedWorlds`. */
  samples: number;
  closedWorlds: number;
  /** Searched to the end of the deal from this many face-down cards, one trick deep before. */
  exactTalon: number;
  /** Solver nodes after which no more worlds are searched (at least four are). */
  nodeBudget: number;
}

export const SCHNAPSEN_REVIEW: SchnapsenReviewParams = {
  samples: 40,
  closedWorlds: 120,
  exactTalon: EXPERT.exactTalon,
  nodeBudget: 400_000,
};

/** One legal choice, its expected game points and the share of worlds it wins the deal in. */
export interface SchnapsenOption {
  action: SchnapsenAction;
  value: number;
  winShare: number;
}

export interface SchnapsenDecisionReview extends DecisionReview<SchnapsenView, SchnapsenAction> {
  /** Every legal choice, in the order of `legal`; outcomes are expected game points (−3 to 3). */
  options: SchnapsenOption[];
}

export type SchnapsenDecision = Decision<SchnapsenView, SchnapsenAction>;

const SALT = 0x7e71e3a5;
const MIN_WORLDS = 4;

let solver: Solver | null = null;
function reviewSolver(): Solver {
  if (!solver) {
    solver = new Solver(0, new Network(NETWORK), GAME_POINTS_SHARE);
    solver.setDrawPairs(EXPERT.drawPairs);
    solver.setChanceLeft(EXPERT.chanceLeft);
  }
  return solver;
}

/** N11: the game points a claim now brings the player (negative: the opponent's), known from the view. */
export function claimValue(view: SchnapsenView): number {
  const result = claimResult(view, view.seat);
  return result.winner === view.seat ? result.gamePoints : -result.gamePoints;
}

/** Values (game points) and win shares of `actions` from `view`, on the same worlds. */
export function schnapsenValues(
  view: SchnapsenView,
  actions: readonly SchnapsenAction[],
  seed: number,
  p: SchnapsenReviewParams = SCHNAPSEN_REVIEW,
): { values: number[]; winShares: number[] } {
  const k = knowledgeOf(view);
  const me = k.me;
  const config = { ...EXPERT, samples: p.samples, closedWorlds: p.closedWorlds };
  const worlds: Hidden[] = worldsFor(k, config, seed ^ SALT, inferenceOf(view, k));
  const exact = !k.open || view.talonSize <= p.exactTalon;
  const s = reviewSolver();
  const totals = new Float64Array(actions.length);
  const wins = new Float64Array(actions.length);
  let weight = 0,
    searched = 0;
  s.nodes = 0;
  const valueOf = (a: SchnapsenAction): number => {
    switch (a.type) {
      case 'claim':
        return SCALE * claimValue(view);
      case 'close':
        return s.closeValue(me);
      case 'exchangeTrump':
        // The leader's best play after the exchange (the solver makes it first whenever it may).
        return s.leadNode(me, -127, 127);
      case 'marry': {
        const base = 5 * suitIdx(a.suit);
        return Math.max(s.leadValue(me, base + QUEEN, true), s.leadValue(me, base + KING, true));
      }
      case 'play': {
        const c = CODES.indexOf(a.card as Card);
        return k.lead >= 0 ? s.followValue(me, k.lead, c) : s.leadValue(me, c, false);
      }
      default:
        throw new RangeError(`${a.type} is not a player's choice`);
    }
  };
  for (const w of worlds) {
    if (searched >= MIN_WORLDS && s.nodes >= p.nodeBudget) break;
    searched++;
    // Every value leaves the solver's position as it found it, so one load serves every action.
    s.load(worldOf(view, k, w.oppHand, w.talon));
    s.setHorizon(exact ? 99 : EXPERT.horizon);
    for (let i = 0; i < actions.length; i++) {
      const v = valueOf(actions[i]);
      totals[i] += v * w.weight;
      if (v > 0) wins[i] += w.weight;
    }
    weight += w.weight;
  }
  // A claim's outcome is known from the view alone: exactly, not as a mean over worlds.
  const claim = claimValue(view);
  return {
    values: actions.map((a, i) => (a.type === 'claim' ? claim : totals[i] / weight / SCALE)),
    winShares: actions.map((a, i) => (a.type === 'claim' ? Number(claim > 0) : wins[i] / weight)),
  };
}

/** Judges one decision: the expert's choice (exactly the hint for this seed) is the reference. */
export function reviewSchnapsenDecision(
  d: SchnapsenDecision,
  p: SchnapsenReviewParams = SCHNAPSEN_REVIEW,
): SchnapsenDecisionReview {
  const { view, legal, played, seed } = d;
  const expert = schnapsenBots.expert.decide(view, legal, seed);
  const { values, winShares } = schnapsenValues(view, legal, seed, p);
  const options = legal.map((action, i) => ({ action, value: values[i], winShare: winShares[i] }));
  const playedIndex = legal.findIndex((a) => sameAction(a, played));
  const expertIndex = legal.findIndex((a) => sameAction(a, expert));
  if (playedIndex < 0) throw new RangeError('The played action was not legal');
  const isExpert = playedIndex === expertIndex;
  const playedOutcome = values[playedIndex];
  const expertOutcome = values[expertIndex];
  const cost = isExpert ? 0 : Math.max(0, Math.round((expertOutcome - playedOutcome) * 100) / 100);
  return {
    view,
    played,
    expert,
    cost,
    verdict:
      played.type === 'claim' && view.points[view.seat] < WINNING_SCORE && !isExpert
        ? 'blunder'
        : verdictOf(SCHNAPSEN_VERDICTS, cost, isExpert),
    playedOutcome,
    expertOutcome,
    logIndex: d.logIndex,
    options,
  };
}
