// `npm run sim -- --game schwimmen --players 4 --bots expert,normal,normal,normal --matches 2000 --seed 7
// [--duplicate] [--json]`: bot-vs-bot matches (Schnapsen: Bummerl matches, or single deals with --deals).
// `npm run sim -- --review [--game G] [--matches N] [--opponent LEVEL]`: each level in seat 0 reviewed and
// rated as the app rates a player (src/sim/review.ts).
// Prints a table for people; with --json the last line is the JSON of DESIGN.md ("Command-line figures").
// Argument errors exit with code 2, failures during the run with 1.
import { pathToFileURL } from 'node:url';
import { GAMES, type AnyBot, type RuleOptions } from './games';
import { LEVELS, type Level } from '../bots';
import { runReview, type ReviewGame, type ReviewResult } from './review';
import { runSim, type SimResult } from './run';

/** --review: matches per level when --matches is not given. */
const REVIEW_MATCHES: Readonly<Record<ReviewGame, number>> = { schwimmen: 40, schnapsen: 10 };

const USAGE = `usage: npm run sim -- [options]
  --game NAME        ${Object.keys(GAMES).join(' | ')} (default schwimmen)
  --players N        seats (default: one per bot in --bots, else 4 for Schwimmen, 2 for Schnapsen)
  --bots A,B,…       one level per seat: easy, normal, hard, expert (default: normal everywhere);
                     oracle: a player that sees every card, for measurement only
                     greedyK (Schwimmen, e.g. greedy25): a plain greedy player that knocks from K, for
                     measurement only
  --rules K=V,…      rule options of the game, e.g. knockWithSwap=true or tieBreak=skat (default: the
                     game's defaults)
  --matches N        matches, or match seeds with --duplicate (default 100)
  --deals N          Schnapsen: N single deals instead of matches (with --duplicate, N deals each
                     played once per seating); wins and win rates then count deals
  --seed S           integer seed for the deals and the first dealers (default 1)
  --duplicate        play every match seed once per seat rotation (N players: N times), so every bot
                     gets every seat; figures stay per bot of --bots
  --json             end with one line of JSON
  --quiet            no progress line on stderr
  --review           the skill rating's check: each level (easy, normal, hard, expert) plays seat 0 on the
                     same match seeds, every round or deal it played is reviewed, replayed with the expert
                     in its seat and rated; prints each level's average cost per decision and rating.
                     Both games unless --game; --matches per level (default: ${REVIEW_MATCHES.schwimmen} Schwimmen
                     matches, ${REVIEW_MATCHES.schnapsen} Schnapsen Bummerls); --deals N: N single Schnapsen
                     deals; --players for Schwimmen (default 4)
  --opponent LEVEL   with --review: the level of every other seat (default normal)`;

/** A request the simulator cannot run; `usage` says whether the usage text helps. */
export class ArgumentError extends Error {
  constructor(
    message: string,
    readonly usage = true,
  ) {
    super(message);
  }
}

export interface CliArgs {
  game: string;
  players: number;
  bots: string[];
  matches: number;
  /** `--deals`: every match is a single deal. */
  deals: boolean;
  seed: number;
  duplicate: boolean;
  json: boolean;
  quiet: boolean;
  help: boolean;
  /** --review: the games to review (--game, or both), and the opponents' level. */
  review: boolean;
  reviewGames: ReviewGame[];
  opponent: Level;
  /** Whether --matches (or --deals) was given; --review has defaults of its own. */
  matchesGiven: boolean;
  /** --rules: rule options; empty for the defaults. */
  rules: RuleOptions;
}

/** `--rules knockWithSwap=true,lives=2`: true/false and integers as such, anything else a string. */
function parseRules(raw: string | undefined): RuleOptions {
  if (raw === undefined || raw === '' || raw.startsWith('--'))
    throw new ArgumentError('--rules needs a list');
  const rules: RuleOptions = {};
  for (const pair of raw.split(',')) {
    const [key, value] = pair.split('=').map((x) => x.trim());
    if (!key || value === undefined || value === '')
      throw new ArgumentError(`--rules takes KEY=VALUE pairs, not "${pair}"`);
    rules[key] =
      value === 'true' ? true : value === 'false' ? false : /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return rules;
}

function integer(flag: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || raw.startsWith('--')) throw new ArgumentError(`${flag} needs a value`);
  const x = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(x) || x < min || x > max) {
    throw new ArgumentError(`${flag} must be an integer from ${min} to ${max}, not "${raw}"`);
  }
  return x;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  let game = 'schwimmen';
  let gameGiven = false;
  let players: number | undefined;
  let bots: string[] | undefined;
  let matchesGiven = false;
  const args: CliArgs = {
    game: '',
    players: 0,
    bots: [],
    matches: 100,
    deals: false,
    seed: 1,
    duplicate: false,
    json: false,
    quiet: false,
    help: false,
    review: false,
    reviewGames: [],
    opponent: 'normal',
    matchesGiven: false,
    rules: {},
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] =
      argv[i].startsWith('--') && argv[i].includes('=') ? argv[i].split(/=(.*)/s) : [argv[i]];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case '--game': {
        const v = value();
        if (v === undefined || !(v in GAMES)) {
          throw new ArgumentError(`--game must be one of ${Object.keys(GAMES).join(', ')}, not "${v ?? ''}"`);
        }
        game = v;
        gameGiven = true;
        break;
      }
      case '--players':
        players = integer('--players', value(), 1, 64);
        break;
      case '--bots': {
        const v = value();
        if (v === undefined || v === '' || v.startsWith('--')) throw new ArgumentError('--bots needs a list');
        bots = v.split(',').map((b) => b.trim());
        break;
      }
      case '--matches':
        if (args.deals) throw new ArgumentError('--matches and --deals exclude each other');
        matchesGiven = true;
        args.matches = integer('--matches', value(), 1, 100_000_000);
        break;
      case '--deals':
        if (matchesGiven) throw new ArgumentError('--matches and --deals exclude each other');
        args.deals = true;
        args.matches = integer('--deals', value(), 1, 100_000_000);
        break;
      case '--seed':
        args.seed = integer('--seed', value(), -0x80000000, 0xffffffff);
        break;
      case '--duplicate':
        args.duplicate = true;
        break;
      case '--rules':
        args.rules = parseRules(value());
        break;
      case '--json':
        args.json = true;
        break;
      case '--quiet':
        args.quiet = true;
        break;
      case '--review':
        args.review = true;
        break;
      case '--opponent': {
        const v = value();
        if (!(LEVELS as readonly (string | undefined)[]).includes(v))
          throw new ArgumentError(`--opponent must be one of ${LEVELS.join(', ')}, not "${v ?? ''}"`);
        args.opponent = v as Level;
        break;
      }
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new ArgumentError(`unknown argument "${argv[i]}"`);
    }
  }
  args.matchesGiven = matchesGiven || args.deals;
  if (args.review) {
    if (Object.keys(args.rules).length > 0) throw new ArgumentError('--review plays the default rules');
    return reviewArgs(args, game, gameGiven, players, bots);
  }
  const def = GAMES[game];
  args.game = game;
  const known = Object.keys(def.defaultRules);
  for (const key of Object.keys(args.rules)) {
    if (!known.includes(key))
      throw new ArgumentError(`--rules: ${game} has no rule "${key}" (rules: ${known.join(', ')})`);
  }
  try {
    def.checkRules(args.rules);
  } catch (e) {
    throw new ArgumentError(`--rules: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (args.deals && !def.singleDeals) throw new ArgumentError(`--deals is for Schnapsen, not ${game}`);
  args.players = players ?? bots?.length ?? (def.minPlayers === def.maxPlayers ? def.minPlayers : 4);
  if (args.players < def.minPlayers || args.players > def.maxPlayers) {
    throw new ArgumentError(
      `${game} needs ${def.minPlayers === def.maxPlayers ? def.minPlayers : `${def.minPlayers} to ${def.maxPlayers}`} players, not ${args.players}`,
    );
  }
  args.bots = bots ?? new Array<string>(args.players).fill('normal');
  if (args.bots.length !== args.players) {
    throw new ArgumentError(`--bots lists ${args.bots.length} bots for ${args.players} players`);
  }
  return args;
}

function reviewArgs(
  args: CliArgs,
  game: string,
  gameGiven: boolean,
  players: number | undefined,
  bots: string[] | undefined,
): CliArgs {
  if (bots) throw new ArgumentError('--review plays every level in seat 0: leave out --bots');
  if (args.duplicate)
    throw new ArgumentError('--review replays every deal with the expert already: leave out --duplicate');
  if (gameGiven && game !== 'schwimmen' && game !== 'schnapsen')
    throw new ArgumentError(`--review knows schwimmen and schnapsen, not ${game}`);
  args.reviewGames = gameGiven ? [game as ReviewGame] : ['schwimmen', 'schnapsen'];
  args.game = args.reviewGames[0];
  if (args.deals && !args.reviewGames.includes('schnapsen'))
    throw new ArgumentError('--deals is for Schnapsen');
  args.players = players ?? 4;
  const { minPlayers, maxPlayers } = GAMES.schwimmen;
  if (players !== undefined && !args.reviewGames.includes('schwimmen'))
    throw new ArgumentError('--players is for Schwimmen: Schnapsen has 2');
  if (args.players < minPlayers || args.players > maxPlayers)
    throw new ArgumentError(`schwimmen needs ${minPlayers} to ${maxPlayers} players, not ${args.players}`);
  return args;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** The figures as a table for people. */
export function formatTable(args: CliArgs, r: SimResult): string {
  const lines: string[] = [];
  const unit = args.deals ? 'deals' : 'matches';
  const how = args.duplicate ? `${args.matches} seeds × ${args.players} seat rotations` : 'seats fixed';
  const rules = Object.entries(args.rules).map(([k, v]) => `${k}=${String(v)}`);
  lines.push(
    `${r.game}, ${args.players} players, ${r.matches} ${unit} (${how}), seed ${args.seed}, ${r.seconds} s` +
      (rules.length > 0 ? `, rules ${rules.join(',')}` : ''),
  );
  const header = ['bot', 'name', 'wins', 'win rate', '95% interval', 'round losses'];
  if (r.dealWinRate) header.push('deals won');
  const rows = args.bots.map((name, k) => {
    const row = [
      String(k),
      name,
      String(r.wins[k]),
      pct(r.winRate[k]),
      `${pct(r.ci95[k][0])} – ${pct(r.ci95[k][1])}`,
      pct(r.roundLossRate[k]),
    ];
    if (r.dealWinRate) row.push(pct(r.dealWinRate[k]));
    return row;
  });
  lines.push(...columns([header, ...rows]));
  lines.push(`draws: ${r.draws}`);
  const timing = Object.entries(r.decisionMs).map(([id, p]) => [
    id,
    p.p50.toFixed(3),
    p.p95.toFixed(3),
    p.p99.toFixed(3),
  ]);
  lines.push('', ...columns([['decision ms', 'p50', 'p95', 'p99'], ...timing]));
  return lines.join('\n');
}

const UNITS: Readonly<Record<ReviewGame, string>> = {
  schwimmen: 'points of life-loss chance',
  schnapsen: 'game points',
};

/** The review's figures as a table for people, one block per game. */
export function formatReview(args: CliArgs, results: readonly ReviewResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    const table =
      r.game === 'schwimmen' ? `${r.players - 1} × ${r.opponent} (${r.players} players)` : r.opponent;
    const [one, many] =
      r.game === 'schnapsen' && args.deals
        ? ['single deal', 'single deals']
        : r.game === 'schwimmen'
          ? ['match', 'matches']
          : ['Bummerl', 'Bummerls'];
    if (lines.length > 0) lines.push('');
    lines.push(
      `${r.game} review: each level in seat 0 against ${table}, ${r.matches} ${r.matches === 1 ? one : many} each, seed ${args.seed}, ${r.seconds} s`,
    );
    lines.push(
      `cost per decision in ${UNITS[r.game]}; vs expert: result minus the expert's on the same deal`,
      'rating: after every round in order, from 1500; settles at: the rating of the mean score, where it converges',
    );
    const header = [
      'level',
      r.game === 'schwimmen' ? 'rounds' : 'deals',
      'decisions',
      'cost/decision',
      'vs expert',
      'rating',
      'settles at',
    ];
    const rows = r.levels.map((l) => [
      l.level,
      String(l.rounds),
      String(l.decisions),
      l.averageCost.toFixed(r.game === 'schwimmen' ? 2 : 3),
      l.versusExpert.toFixed(3),
      String(l.rating),
      String(l.settled),
    ]);
    lines.push(...columns([header, ...rows], 1));
  }
  return lines.join('\n');
}

function mainReview(args: CliArgs): number {
  const tty = process.stderr.isTTY === true;
  const results: ReviewResult[] = [];
  for (const game of args.reviewGames) {
    const progress = args.quiet
      ? undefined
      : (done: number, total: number, seconds: number) => {
          const left = (seconds / done) * (total - done);
          const line = `sim --review: ${game} ${done}/${total} (${((100 * done) / total).toFixed(0)}%), ${seconds.toFixed(0)} s, about ${left.toFixed(0)} s left`;
          process.stderr.write(tty ? `\r${line}\x1b[K` : `${line}\n`);
        };
    results.push(
      runReview(
        {
          game,
          levels: LEVELS,
          opponent: args.opponent,
          players: args.players,
          matches: args.matchesGiven ? args.matches : REVIEW_MATCHES[game],
          singleDeal: game === 'schnapsen' && args.deals,
          seed: args.seed,
        },
        progress,
      ),
    );
    if (progress && tty) process.stderr.write('\r\x1b[K');
  }
  console.log(formatReview(args, results));
  if (args.json) console.log(JSON.stringify({ review: results }));
  return 0;
}

/** Rows as aligned columns: the first `left` flush left (names), the others flush right (figures). */
function columns(rows: string[][], left = 2): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) =>
    r
      .map((cell, c) => (c < left ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd(),
  );
}

export function main(argv: readonly string[]): number {
  let args: CliArgs;
  const bots: AnyBot[] = [];
  try {
    args = parseArgs(argv);
    if (args.help) {
      console.log(USAGE);
      return 0;
    }
    if (args.review) return mainReview(args);
    const game = GAMES[args.game];
    for (const level of args.bots) {
      const bot = game.bot(level);
      if ('problem' in bot) throw new ArgumentError(bot.problem, bot.unknownLevel);
      bots.push(bot);
    }
  } catch (e) {
    if (!(e instanceof ArgumentError)) throw e;
    console.error(e.usage ? `sim: ${e.message}\n\n${USAGE}` : `sim: ${e.message}`);
    return 2;
  }
  const tty = process.stderr.isTTY === true;
  const progress = args.quiet
    ? undefined
    : (done: number, total: number, seconds: number) => {
        const left = (seconds / done) * (total - done);
        const line = `sim: ${done}/${total} ${args.deals ? 'deals' : 'matches'} (${((100 * done) / total).toFixed(0)}%), ${seconds.toFixed(0)} s, about ${left.toFixed(0)} s left`;
        process.stderr.write(tty ? `\r${line}\x1b[K` : `${line}\n`);
      };
  const result = runSim(
    {
      game: GAMES[args.game],
      players: args.players,
      bots,
      matches: args.matches,
      seed: args.seed,
      duplicate: args.duplicate,
      singleDeal: args.deals,
      rules: args.rules,
    },
    progress,
  );
  if (progress && tty) process.stderr.write('\r\x1b[K');
  console.log(formatTable(args, result));
  if (args.json) console.log(JSON.stringify(result));
  return 0;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`sim: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exitCode = 1;
  }
}
