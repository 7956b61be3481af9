// Bot decision times for `npm run bench` ("botMs"): every Schwimmen level decides on the same seeded
// positions from normal play, 2 to 8 players; a few seconds in all.
import { schwimmenBots } from '../bots/schwimmen';
import { LEVELS } from '../bots/types';
import { randomDeal } from '../engine/game';
import { createRng } from '../engine/rng';
import { schwimmen, type SchwimmenState } from '../engine/schwimmen';
import { quantileSorted } from './stats';

/** Positions per table size (2–8 players). */
const PER_SIZE = 36;
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

/**
 * Median and 95th percentile of each level's decide(), in milliseconds, keyed 'schwimmen:<level>'.
 * `perSize`: positions per table size (the default is the benchmark's; tests pass a small one).
 */
export function botDecisionTimes(perSize = PER_SIZE): Record<string, { p50: number; p95: number }> {
  const positions = benchPositions(perSize);
  const inputs = positions.map((s) => ({
    view: schwimmen.view(s, s.turn as number),
    legal: schwimmen.legalActions(s),
  }));
  const result: Record<string, { p50: number; p95: number }> = {};
  for (const level of LEVELS) {
    const bot = schwimmenBots[level];
    for (let i = 0; i < Math.min(WARM_UP, inputs.length); i++) bot.decide(inputs[i].view, inputs[i].legal, i);
    const times = new Float64Array(inputs.length);
    inputs.forEach(({ view, legal }, i) => {
      const start = performance.now();
      bot.decide(view, legal, i);
      times[i] = performance.now() - start;
    });
    times.sort();
    const round3 = (x: number) => Math.round(x * 1000) / 1000;
    result[`schwimmen:${level}`] = {
      p50: round3(quantileSorted(times, 0.5)),
      p95: round3(quantileSorted(times, 0.95)),
    };
  }
  return result;
}
