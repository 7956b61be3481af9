// The Schwimmen computer players by level (botFor in ../index.ts hands them out).
import type { SchwimmenAction, SchwimmenView } from '../../engine/schwimmen';
import type { Bot, Level } from '../types';
import { easyBot } from './easy';
import { modelWorlds, type ModelParams } from './inference';
import { normalBot } from './normal';
import { greedyPolicy, NORMAL } from './policy';
import { HARD, searchDecision, type SearchParams, type WorldSourceFactory } from './search';

/**
 * `expert`: more worlds than `hard`, weighted by the opponents' play; every swap searched (and the best
 * four, and swap all, also ending with a knock under S14b; fewer at a table of five or more); others' lost
 * lives count less than its own, and a swimming player's loss more (S9).
 */
export const EXPERT: SearchParams = {
  ...HARD,
  // Up to 320 worlds (at least 80) within 50,000 turns. At four players 128 worlds within 20,000 turns won
  // 48.9%, 48.4%, 50.3% and 49.4% of 2,000 matches against three `normal`s on seeds 1–4; these settings
  // 49.9%, 49.5%, 51.5% and 52.6% (docs/schwimmen-bots.md). Two-player games had them already.
  worlds: 320,
  minWorlds: 80,
  budget: 50_000,
  swaps: 9,
  othersWeight: 0.25,
  margin: [0, 0, 1],
  knockSwaps: 4,
  swimming: 1.5,
  // From five players on: fewer swaps and worlds, so a decision stays within the time budget.
  bigTable: { worlds: 96, minWorlds: 24, budget: 16_000, swaps: 4, knockSwaps: 2 },
};
/**
 * The normal policy is deterministic, so a hand it would not have played so is almost ruled out: a
 * likelihood of 0.0002 per disagreement and up to 200 draws per opponent (each hand's likelihood worked out
 * once per decision). With 0.05 and 30 draws, where few hands explain the play, most worlds held one that
 * does not: 81.5% → 82.5% of two-player matches against `normal`, 46.9% → 48.9% at four (docs).
 *
 * But a player at the table need not play as `normal` does. A fifth of the prior goes to plain greedy players
 * that knock from 24 or 25 points: each opponent's policy is drawn with its cards, by how well the two explain
 * its play, and plays its seat in the rollouts. Against players the reading does not hold exactly it wins
 * more: `greedy25` 76.7% → 79.0% of two-player matches and 47.9% → 50.65% at four, `greedy28` 81.55% → 82.6%,
 * `hard` 57.0% → 58.9%. Against `normal`, which the normal reading alone holds exactly, about half a point
 * less: 81.5% → 81.0% (S14b 80.1% → 79.55%) at two players, 50.7% → 50.3% (46.3% → 45.5%) at four
 * (docs/schwimmen-bots.md, the twelfth attempt). From three players in the round on, the cards are drawn by
 * the normal reading alone and the policy only after them: at four players that took the loss back, 50.3% →
 * 51.1% (S14b 45.5% → 46.1%), against three `greedy25`s 50.65% → 49.9% (the thirteenth attempt).
 */
export const EXPERT_MODEL: ModelParams = {
  surprise: 0.0002,
  tries: 200,
  opponent: NORMAL,
  others: [24, 25].map((at) => ({ policy: greedyPolicy(at), prior: 0.2 / 2 })),
  cardsByOpponentFrom: 3,
};

/** A searching player: uniform worlds (`hard`), or worlds weighted by the opponents' play (`expert`). */
export function searchBot(
  id: string,
  p: SearchParams,
  model?: ModelParams,
): Bot<SchwimmenView, SchwimmenAction> {
  const source: WorldSourceFactory | undefined = model
    ? (view, k, base, l, rng, params) => modelWorlds(view, k, base, l, rng, params, model)
    : undefined;
  return { id, decide: (view, legal, seed) => searchDecision(view, legal, seed, p, source) };
}

export const schwimmenBots: Record<Level, Bot<SchwimmenView, SchwimmenAction>> = {
  easy: easyBot(),
  normal: normalBot(),
  hard: searchBot('hard', HARD),
  expert: searchBot('expert', EXPERT, EXPERT_MODEL),
};
