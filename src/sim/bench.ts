// `npm run bench [-- --json] [-- --seconds S]`: engine speed with uniformly random legal play, on one core.
// Prints a table for people; with --json the last line is the contract's JSON (DESIGN.md).
import { DECK_32, type Card } from '../engine/cards';
import type { GameDef } from '../engine/game';
import { botDecisionTimes, reviewDecisionTimes } from './botBench';
import { createRng, shuffle, shuffleInPlace } from '../engine/rng';
import { schnapsen } from '../engine/schnapsen';
import { DEFAULT_RULES, handValue, schwimmen } from '../engine/schwimmen';

interface Args {
  json: boolean;
  seconds: number;
  trials: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { json: false, seconds: 0.2, trials: 40 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--seconds') args.seconds = Number(argv[++i]);
    else if (a === '--trials') args.trials = Number(argv[++i]);
    else if (a === '--help') {
      console.log('usage: npm run bench -- [--json] [--seconds S per trial] [--trials N]');
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!(args.seconds > 0) || !(args.trials >= 1)) throw new Error('--seconds and --trials must be positive');
  return args;
}

interface Rate {
  median: number;
  best: number;
}

/**
 * Rates (units per second) over several timed trials of `work`, which returns the units it did. The machines
 * here are shared virtual machines whose speed swings by a factor of two from one half-second to the next;
 * interference only ever slows a trial down, so the best trial is the figure (as timeit and BenchmarkTools do)
 * and the median is printed beside it.
 */
function measure(trials: number, seconds: number, work: () => number): Rate {
  const rates: number[] = [];
  for (let t = 0; t < trials + 1; t++) {
    let units = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < seconds * 1000) {
      units += work();
      elapsed = performance.now() - start;
    }
    if (t > 0) rates.push(units / (elapsed / 1000)); // the first trial only warms up the JIT
  }
  rates.sort((a, b) => a - b);
  return { median: rates[Math.floor(rates.length / 2)], best: rates[rates.length - 1] };
}

/**
 * Random legal play: counts how many times the game reaches a state awaiting a deal (a finished round or
 * deal), starting new matches whenever one ends.
 */
function randomPlay<S, A extends { type: string }, O>(
  game: GameDef<S, A, unknown, O>,
  options: O,
  seed: number,
) {
  const rng = createRng(seed);
  // The engine copies what it keeps from a deal, so one deck array is reshuffled in place for every deal.
  const deck = game.cards.slice();
  let state = game.init(options);
  return () => {
    let finished = 0;
    let s = state;
    for (let i = 0; i < 2000; i++) {
      const who = game.actor(s);
      if (who === 'none') {
        s = game.init(options);
      } else if (who === 'chance') {
        s = game.apply(s, { type: 'deal', deck: shuffleInPlace(deck, rng) } as unknown as A);
        finished++;
      } else {
        const legal = game.legalActions(s);
        s = game.apply(s, legal[rng.int(legal.length)]);
      }
    }
    state = s;
    return finished;
  };
}

function handValueWork(): () => number {
  const rng = createRng(1);
  const hands: Card[][] = [];
  for (let i = 0; i < 4096; i++) hands.push(shuffle(DECK_32, rng).slice(0, 3));
  const rules = { ...DEFAULT_RULES };
  let total = 0;
  return () => {
    let sum = 0; // a local, so the loop does not write to the closure on every call
    for (let i = 0; i < 4096; i++) sum += handValue(hands[i], rules);
    total += sum; // keeps the calls from being optimised away
    return total > 0 ? 4096 : 0;
  };
}

const args = parseArgs(process.argv.slice(2));
const schwimmenRounds = measure(
  args.trials,
  args.seconds,
  randomPlay(schwimmen, { players: 4, firstDealer: 0 }, 1),
);
const schnapsenDeals = measure(args.trials, args.seconds, randomPlay(schnapsen, { firstDealer: 0 }, 2));
const handValues = measure(args.trials, args.seconds, handValueWork());
const botMs = botDecisionTimes();
const reviewMs = reviewDecisionTimes();

const fmt = (r: Rate) =>
  `${Math.round(r.best).toLocaleString('en-US').padStart(11)}   (median ${Math.round(r.median).toLocaleString('en-US')})`;
console.log(`Schwimmen, 4 players, random legal play, rounds/s: ${fmt(schwimmenRounds)}`);
console.log(`Schnapsen, random legal play, deals/s:             ${fmt(schnapsenDeals)}`);
console.log(`handValue calls/s:                                 ${fmt(handValues)}`);
console.log(`best of ${args.trials} trials of ${args.seconds} s on one core, node ${process.version}`);
for (const [bot, { p50, p95 }] of Object.entries(botMs)) {
  console.log(`${bot.padEnd(20)} decision p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`);
}
for (const [game, { p50, p95 }] of Object.entries(reviewMs)) {
  console.log(`${(game + ' review').padEnd(20)} decision p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`);
}
if (args.json) {
  console.log(
    JSON.stringify({
      schwimmenRoundsPerSec: Math.round(schwimmenRounds.best),
      schnapsenDealsPerSec: Math.round(schnapsenDeals.best),
      handValuePerSec: Math.round(handValues.best),
      botMs,
      reviewMs,
    }),
  );
}
