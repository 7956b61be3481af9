// `npm run sim -- --review`: whether the skill rating measures what it claims. Each computer level in turn
// plays seat 0 (the human's seat in the app) against the same opponents on the same match seeds; every
// round or deal it played is then reviewed (src/coach/review.ts, which also replays it with the expert in
// its seat, src/coach/replay.ts), exactly as the app rates a player, and rated (src/coach/rating.ts) in
// order from 1500. The figures per level: the average cost per decision and the rating reached.
import type { Level } from '../bots';
import {
  nextRating,
  performanceRating,
  RATING_START,
  roundScore,
  roundWeight,
  type RatedRound,
} from '../coach/rating';
import type { RoundReview } from '../coach/types';
import { createRng, nextSeed } from '../engine/rng';
import { gameOf } from '../games';
import { HUMAN } from '../match/human';
import { playRecord } from './records';
import { round } from './stats';

/** A registered game's id (src/games). */
export type ReviewGame = string;

export interface ReviewConfig {
  game: ReviewGame;
  /** The levels that take seat 0 in turn. */
  levels: readonly Level[];
  /** The level of every other seat. */
  opponent: Level;
  /** Seats at the table (seat 0 and players − 1 opponents); a game with a fixed number of seats has its own. */
  players: number;
  /** Match seeds, the same for every level: matches (or single deals). */
  matches: number;
  /** Every match is a single deal (games that play single deals). */
  singleDeal?: boolean;
  seed: number;
}

export interface LevelReview {
  level: Level;
  /** Rounds or deals rated (those with at least one real decision). */
  rounds: number;
  decisions: number;
  /** Cost per decision over all of them, in the game's unit (see the game's review, src/coach). */
  averageCost: number;
  /** The mean of the player's result minus the expert's on the same deal, per rated round. */
  versusExpert: number;
  /** The rating after every rated round in order, from 1500: what the app would show. */
  rating: number;
  /** Where a performance like this one settles: the performance rating of the mean score of all its
   * rounds, each weighted as the rating weights it. Less noisy than `rating`, which follows the latest. */
  settled: number;
  seconds: number;
}

export interface ReviewResult {
  game: ReviewGame;
  opponent: Level;
  players: number;
  matches: number;
  levels: LevelReview[];
  seconds: number;
}

/** Called after every match with the matches done and to do, over every level. */
export type ReviewProgress = (done: number, total: number, seconds: number) => void;

export async function runReview(config: ReviewConfig, progress?: ReviewProgress): Promise<ReviewResult> {
  const game = gameOf(config.game);
  const players = Math.min(Math.max(config.players, game.sim.minPlayers), game.sim.maxPlayers);
  const bots = await game.brains.all();
  const reviewRound = await game.brains.review();
  /** The review of every round of the match (each carrying its duplicate replay's results). */
  const reviewsOf = (record: unknown, rounds: number): RoundReview<unknown, unknown>[] =>
    Array.from({ length: rounds }, (_, i) => reviewRound(record, i + 1, HUMAN));
  const started = performance.now();
  const rng = createRng(config.seed);
  const seeds = Array.from({ length: config.matches }, () => nextSeed(rng));
  const total = config.levels.length * config.matches;
  let done = 0;
  const levels = config.levels.map((level): LevelReview => {
    const levelStarted = performance.now();
    let rating = RATING_START;
    let weight = 0;
    let rounds = 0;
    let decisions = 0;
    let cost = 0;
    let versus = 0;
    let scores = 0;
    for (const [m, seed] of seeds.entries()) {
      const id = `review-${config.seed}-${m}`;
      const { record, state } = playRecord(game, bots, {
        seed,
        id,
        player: level,
        level: config.opponent,
        players,
        maxRounds: config.singleDeal ? 1 : undefined,
      });
      const reviews = reviewsOf(record, game.roundNumber(state));
      for (const review of reviews) {
        const n = review.decisions.length;
        const { duplicate } = review;
        // As the app: a round without a real decision, or one that cannot be replayed, is not rated.
        if (n === 0 || !duplicate) continue;
        const rated: RatedRound = {
          averageCost: review.averageCost,
          decisions: n,
          result: duplicate.result,
          expertResult: duplicate.expertResult,
        };
        rating = nextRating(gameOf(config.game).ratingScale, rating, rated, weight);
        weight += roundWeight(rated);
        scores += roundScore(gameOf(config.game).ratingScale, rated) * roundWeight(rated);
        rounds++;
        decisions += n;
        cost += review.averageCost * n;
        versus += duplicate.result - duplicate.expertResult;
      }
      done++;
      progress?.(done, total, (performance.now() - started) / 1000);
    }
    return {
      level,
      rounds,
      decisions,
      averageCost: round(decisions > 0 ? cost / decisions : 0, 4),
      versusExpert: round(rounds > 0 ? versus / rounds : 0, 4),
      rating: Math.round(rating),
      settled: Math.round(weight > 0 ? performanceRating(scores / weight) : RATING_START),
      seconds: round((performance.now() - levelStarted) / 1000, 1),
    };
  });
  return {
    game: config.game,
    opponent: config.opponent,
    players,
    matches: config.matches,
    levels,
    seconds: round((performance.now() - started) / 1000, 1),
  };
}
