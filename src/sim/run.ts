// Runs bot-vs-bot matches and gathers the figures `npm run sim` prints (DESIGN.md, "Command-line figures").
import { createRng, nextSeed } from '../engine/rng';
import type { AnyBot, RuleOptions, SimGame } from './games';
import { Samples, percentiles, round, wilson, type Percentiles } from './stats';

export interface SimConfig {
  game: SimGame;
  players: number;
  /** One bot per seat (entry k is "the k-th bot"). */
  bots: AnyBot[];
  /** Match seeds; with `duplicate` every one is played once per seat rotation. */
  matches: number;
  seed: number;
  /** Replay every match seed with the bots rotated one seat each time, `players` times in all. */
  duplicate: boolean;
  /** Every "match" is a single deal (`--deals`, games with single deals): the figures count deals. */
  singleDeal?: boolean;
  /** Rule options other than the game's defaults. */
  rules?: RuleOptions;
}

export interface SimResult {
  game: string;
  /** The rule options of `--rules`, when any were given. */
  rules?: RuleOptions;
  /** Matches played (with --duplicate: match seeds × players). */
  matches: number;
  /** Per bot entry (the k-th bot of --bots, whatever seat it sat in). */
  wins: number[];
  draws: number;
  winRate: number[];
  ci95: [number, number][];
  roundLossRate: number[];
  /** Games with single deals: deals won / deals played, per bot entry. */
  dealWinRate?: number[];
  decisionMs: Record<string, Percentiles>;
  seconds: number;
}

export type Progress = (done: number, total: number, seconds: number) => void;

export function runSim(config: SimConfig, progress?: Progress, progressEveryMs = 3000): SimResult {
  const { game, players, bots } = config;
  const rotations = config.duplicate ? players : 1;
  const total = config.matches * rotations;
  const wins = new Array<number>(players).fill(0);
  const rounds = new Array<number>(players).fill(0);
  const lost = new Array<number>(players).fill(0);
  const dealsWon = new Array<number>(players).fill(0);
  let draws = 0;
  const times = new Map<string, Samples>();
  const timer = (bot: AnyBot, ms: number) => {
    let samples = times.get(bot.id);
    if (!samples) times.set(bot.id, (samples = new Samples()));
    samples.push(ms);
  };

  const started = performance.now();
  let lastReport = started;
  const seeds = createRng(config.seed);
  let done = 0;
  for (let m = 0; m < config.matches; m++) {
    const matchSeed = nextSeed(seeds);
    for (let r = 0; r < rotations; r++) {
      // Rotation r puts entry k at seat (k + r) mod players.
      const seats = new Array<AnyBot>(players);
      for (let k = 0; k < players; k++) seats[(k + r) % players] = bots[k];
      const rec = game.play(matchSeed, seats, timer, config.singleDeal === true, config.rules);
      const entryAt = (seat: number) => (seat - r + players) % players;
      if (rec.winner === null) draws++;
      else wins[entryAt(rec.winner)]++;
      for (let seat = 0; seat < players; seat++) {
        rounds[entryAt(seat)] += rec.rounds[seat];
        lost[entryAt(seat)] += rec.lost[seat];
        if (rec.dealsWon) dealsWon[entryAt(seat)] += rec.dealsWon[seat];
      }
      done++;
      const now = performance.now();
      if (progress && now - lastReport >= progressEveryMs) {
        lastReport = now;
        progress(done, total, (now - started) / 1000);
      }
    }
  }

  const decisionMs: Record<string, Percentiles> = {};
  for (const [id, samples] of times) {
    const p = percentiles(samples.values());
    decisionMs[id] = { p50: round(p.p50, 3), p95: round(p.p95, 3), p99: round(p.p99, 3) };
  }
  const result: SimResult = {
    game: game.name,
    ...(config.rules && Object.keys(config.rules).length > 0 && { rules: { ...config.rules } }),
    matches: total,
    wins,
    draws,
    winRate: wins.map((w) => round(w / total, 4)),
    ci95: wins.map((w) => wilson(w, total).map((x) => round(x, 4)) as [number, number]),
    roundLossRate: lost.map((l, k) => round(rounds[k] > 0 ? l / rounds[k] : 0, 4)),
    ...(game.dealWinRate && {
      dealWinRate: dealsWon.map((w, k) => round(rounds[k] > 0 ? w / rounds[k] : 0, 4)),
    }),
    decisionMs,
    seconds: round((performance.now() - started) / 1000, 2),
  };
  return result;
}
