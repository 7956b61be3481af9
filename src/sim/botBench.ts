// Bot decision times for `npm run bench` ("botMs"): every level of each game decides on the same seeded
// positions from normal play (Schwimmen: 2 to 8 players; Schnapsen: every real choice in a few deals),
// a few seconds in all.
import { schnapsenBots } from '../bots/schnapsen';
import { schwimmenBots } from '../bots/schwimmen';
import { LEVELS, type Bot, type Level } from '../bots/types';
import { randomDeal } from '../engine/game';
import { createRng } from '../engine/rng';
import { schnapsen, type SchnapsenState } from '../engine/schnapsen';
import { schwimmen, type SchwimmenState } from '../engine/schwimmen';
import { reviewSchnapsenDecision } from '../coach/schnapsenReview';
import { reviewSchwimmenDecision } from '../coach/schwimmenReview';
import { quantileSorted } from './stats';

/** Positions per table size (2–8 players). */
const PER_SIZE = 36;
/** Schnapsen deals whose decision points are timed. */
const DEALS = 16;
/** Positions decided before timing, so that the first calls' compilation is not measured. */
const WARM_UP = 30;

/** Seeded positions where a player must decide, from matches of normal players. */
export function benchPositions(perSize = PER_SIZE, seed = 20_260_101): SchwimmenState[] {
  const rng = createRng(seed);
  const out: SchwimmenState[] = [];
  const normal = schwimmenBots.normal;
  for (let players = 2; players <= 8; players++) {
    let taken = 0;
    while (taken < perSize) {
      let s = schwimmen.init({ players, firstDealer: rng.int(players) });
      while (taken < perSize) {
        const who = schwimmen.actor(s);
        if (who === 'none') break;
        if (who === 'chance') {
          s = schwimmen.apply(s, randomDeal(schwimmen, rng));
          continue;
        }
        if (rng.int(4) === 0) {
          out.push(s);
          taken++;
        }
        s = schwimmen.apply(
          s,
          normal.decide(schwimmen.view(s, who), schwimmen.legalActions(s), rng.int(1 << 30)),
        );
      }
    }
  }
  return out;
}

/** Every Schnapsen position with two or more legal actions in `deals` seeded deals between normal players. */
export function schnapsenBenchPositions(deals = DEALS, seed = 20_260_102): SchnapsenState[] {
  const rng = createRng(seed);
  const out: SchnapsenState[] = [];
  const normal = schnapsenBots.normal;
  for (let d = 0; d < deals; d++) {
    let s = schnapsen.init({ firstDealer: d & 1 });
    s = schnapsen.apply(s, randomDeal(schnapsen, rng));
    while (s.phase === 'play') {
      const who = schnapsen.actor(s) as number;
      const legal = schnapsen.legalActions(s);
      if (legal.length > 1) out.push(s);
      s = schnapsen.apply(s, normal.decide(schnapsen.view(s, who), legal, rng.int(1 << 30)));
    }
  }
  return out;
}

type Times = Record<string, { p50: number; p95: number }>;

/** Times every level's decide() on the same inputs, into `result` keyed '<game>:<level>'. */
function timeLevels<V, A>(
  game: string,
  bots: Record<Level, Bot<V, A>>,
  inputs: { view: V; legal: A[] }[],
  result: Times,
): void {
  for (const level of LEVELS) {
    const bot = bots[level];
    for (let i = 0; i < Math.min(WARM_UP, inputs.length); i++) bot.decide(inputs[i].view, inputs[i].legal, i);
    const times = new Float64Array(inputs.length);
    inputs.forEach(({ view, legal }, i) => {
      const start = performance.now();
      bot.decide(view, legal, i);
      times[i] = performance.now() - start;
    });
    times.sort();
    const round3 = (x: number) => Math.round(x * 1000) / 1000;
    result[`${game}:${level}`] = {
      p50: round3(quantileSorted(times, 0.5)),
      p95: round3(quantileSorted(times, 0.95)),
    };
  }
}

/**
 * Median and 95th percentile of each level's decide(), in milliseconds, keyed '<game>:<level>'.
 * `perSize` (Schwimmen positions per table size) and `deals` (Schnapsen deals): the defaults are the
 * benchmark's; tests pass small ones.
 */
export function botDecisionTimes(perSize = PER_SIZE, deals = DEALS): Times {
  const result: Times = {};
  timeLevels(
    'schwimmen',
    schwimmenBots,
    benchPositions(perSize).map((s) => ({
      view: schwimmen.view(s, s.turn as number),
      legal: schwimmen.legalActions(s),
    })),
    result,
  );
  timeLevels(
    'schnapsen',
    schnapsenBots,
    schnapsenBenchPositions(deals).map((s) => ({
      view: schnapsen.view(s, schnapsen.actor(s) as number),
      legal: schnapsen.legalActions(s),
    })),
    result,
  );
  return result;
}

/**
 * Median and 95th percentile of the review of one decision (src/coach), in milliseconds, per game: every
 * legal choice of the positions above judged against the expert's, as the Review dialog asks for them. The
 * played move is the normal level's (any move costs the same to review).
 */
export function reviewDecisionTimes(perSize = PER_SIZE / 2, deals = DEALS / 2): Times {
  const time = <D>(decisions: D[], review: (d: D) => unknown) => {
    for (let i = 0; i < Math.min(WARM_UP / 3, decisions.length); i++) review(decisions[i]);
    const times = Float64Array.from(decisions, (d) => {
      const start = performance.now();
      review(d);
      return performance.now() - start;
    }).sort();
    const round3 = (x: number) => Math.round(x * 1000) / 1000;
    return { p50: round3(quantileSorted(times, 0.5)), p95: round3(quantileSorted(times, 0.95)) };
  };
  const schwimmenInputs = benchPositions(perSize, 20_260_103).map((s, i) => {
    const view = schwimmen.view(s, s.turn as number);
    const legal = schwimmen.legalActions(s);
    return { view, legal, played: schwimmenBots.normal.decide(view, legal, i), seed: i, logIndex: 0 };
  });
  const schnapsenInputs = schnapsenBenchPositions(deals, 20_260_104).map((s, i) => {
    const view = schnapsen.view(s, schnapsen.actor(s) as number);
    const legal = schnapsen.legalActions(s);
    return { view, legal, played: schnapsenBots.normal.decide(view, legal, i), seed: i, logIndex: 0 };
  });
  return {
    schwimmen: time(schwimmenInputs, (d) => reviewSchwimmenDecision(d)),
    schnapsen: time(schnapsenInputs, (d) => reviewSchnapsenDecision(d)),
  };
}
