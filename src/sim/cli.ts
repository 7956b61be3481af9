// `npm run sim -- --game GAME --players 4 --bots expert,normal,normal,normal --matches 2000 --seed 7
// [--duplicate] [--json]`: bot-vs-bot matches (or single deals with --deals, for the games that have them).
// Every game the registry lists (src/games) can be played; what differs between them comes from its module.
// `npm run sim -- --review [--game G] [--matches N] [--opponent LEVEL]`: each level in seat 0 reviewed and
// rated as the app rates a player (src/sim/review.ts).
// Prints a table for people; with --json the last line is the JSON of DESIGN.md ("Command-line figures").
// Argument errors exit with code 2, failures during the run with 1.
import { pathToFileURL } from 'node:url';
import {
  isSimGame,
  ORACLE,
  resolveBot,
  simGame,
  simGameIds,
  titleOf,
  type AnyBot,
  type RuleOptions,
  type SimGame,
} from './games';
import { LEVELS, type Level } from '../bots';
import { runReview, type ReviewGame, type ReviewResult } from './review';
import { runSim, type SimResult } from './run';

/** Seats when neither --players nor --bots says, for a game whose table size is a choice. */
const DEFAULT_PLAYERS = 4;

/** The registry's facts the review reads that SimParts may not have yet (see reviewMatches, costUnit). */

/** --review: matches per level when --matches is not given, the game's own (`sim.reviewMatches`). */
export function reviewMatchesOf(game: SimGame): number {
  return game.module.sim.reviewMatches;
}

/** --review: the unit of a decision's cost in the game (`sim.costUnit`). */
function costUnitOf(game: SimGame): string {
  return game.module.sim.costUnit;
}

/** "a", "a and b", "a, b and c". */
function listed(names: readonly string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const allGames = () => simGameIds().map(simGame);
const variableSeats = (g: SimGame) => g.minPlayers < g.maxPlayers;
const seatsText = (g: SimGame) =>
  g.minPlayers === g.maxPlayers ? String(g.minPlayers) : `${g.minPlayers} to ${g.maxPlayers}`;
/** The games that play single deals with --deals, as the messages name them ("Schnapsen"). */
const dealGames = () =>
  listed(
    allGames()
      .filter((g) => g.singleDeals)
      .map((g) => titleOf(g.name)),
  );

/** The default game: the first one registered. */
const defaultGame = () => simGameIds()[0];

/** `text` in lines of at most `width` characters, every line after the first indented by `indent`. */
function wrap(text: string, indent: number, width = 108): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** The usage text, from the registered games. */
export function usage(): string {
  const games = allGames();
  const name = (g: SimGame) => titleOf(g.name);
  const defaultSeats = games
    .map((g) => `${variableSeats(g) ? `${DEFAULT_PLAYERS}` : g.minPlayers} for ${name(g)}`)
    .join(', ');
  const seats = games.map((g) => `${name(g)} ${seatsText(g)}`).join(', ');
  const extras = games
    .filter((g) => g.module.sim.extraLevels.some((l) => l !== ORACLE))
    .map((g) => `${g.module.sim.extraLevels.filter((l) => l !== ORACLE).join(', ')} (${name(g)})`);
  const rules = games.map((g) => `${name(g)}: ${Object.keys(g.defaultRules).join(', ')}`).join('; ');
  const reviewDefaults = games.map((g) => `${reviewMatchesOf(g)} ${name(g)} matches`).join(', ');
  const playersGames = listed(games.filter(variableSeats).map(name));
  const col = 21;
  const option = (flag: string, text: string) => `  ${flag.padEnd(col - 2)}${wrap(text, col)}`;
  return [
    'usage: npm run sim -- [options]',
    option('--game NAME', `${simGameIds().join(' | ')} (default ${defaultGame()})`),
    option('--players N', `seats (${seats}; default: one per bot in --bots, else ${defaultSeats})`),
    option(
      '--bots A,B,…',
      `one level per seat: ${LEVELS.join(', ')} (default: normal everywhere); ${ORACLE}: a player that sees ` +
        'every card, for measurement only' +
        (extras.length > 0 ? `; other players for measurement only: ${extras.join(', ')}` : ''),
    ),
    option('--rules K=V,…', `rule options of the game (default: the game's defaults): ${rules}`),
    option('--matches N', 'matches, or match seeds with --duplicate (default 100)'),
    option(
      '--deals N',
      `${dealGames()}: N single deals instead of matches (with --duplicate, N deals each played once per ` +
        'seating); wins and win rates then count deals',
    ),
    option('--seed S', 'integer seed for the deals and the first dealers (default 1)'),
    option(
      '--duplicate',
      'play every match seed once per seat rotation (N players: N times), so every bot gets every seat; ' +
        'figures stay per bot of --bots',
    ),
    option('--json', 'end with one line of JSON'),
    option('--quiet', 'no progress line on stderr'),
    option(
      '--review',
      `the skill rating's check: each level (${LEVELS.join(', ')}) plays seat 0 on the same match seeds, ` +
        'every round or deal it played is reviewed, replayed with the expert in its seat and rated; prints ' +
        "each level's average cost per decision and rating. Every game unless --game; --matches per level " +
        `(default: ${reviewDefaults}); --deals N: N single deals (${dealGames()}); --players for ` +
        `${playersGames} (default ${DEFAULT_PLAYERS})`,
    ),
    option('--opponent LEVEL', 'with --review: the level of every other seat (default normal)'),
  ].join('\n');
}

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
  /** --review: the games to review (--game, or every one), and the opponents' level. */
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
  let game = defaultGame();
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
        if (v === undefined || !isSimGame(v)) {
          throw new ArgumentError(`--game must be one of ${simGameIds().join(', ')}, not "${v ?? ''}"`);
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
  const def = simGame(game);
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
  if (args.deals && !def.singleDeals) throw new ArgumentError(`--deals is for ${dealGames()}, not ${game}`);
  args.players = players ?? bots?.length ?? (variableSeats(def) ? DEFAULT_PLAYERS : def.minPlayers);
  if (args.players < def.minPlayers || args.players > def.maxPlayers) {
    throw new ArgumentError(`${game} needs ${seatsText(def)} players, not ${args.players}`);
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
  if (gameGiven && !isSimGame(game))
    throw new ArgumentError(`--review knows ${listed(simGameIds())}, not ${game}`);
  args.reviewGames = gameGiven ? [game] : simGameIds();
  args.game = args.reviewGames[0];
  const reviewed = args.reviewGames.map(simGame);
  if (args.deals && !reviewed.some((g) => g.singleDeals))
    throw new ArgumentError(`--deals is for ${dealGames()}`);
  args.players = players ?? DEFAULT_PLAYERS;
  const choosing = reviewed.filter(variableSeats);
  if (players !== undefined && choosing.length === 0) {
    const fixed = reviewed.map((g) => `${titleOf(g.name)} has ${g.minPlayers}`);
    const others = listed(
      allGames()
        .filter(variableSeats)
        .map((g) => titleOf(g.name)),
    );
    throw new ArgumentError(`--players is for ${others}: ${listed(fixed)}`);
  }
  for (const g of choosing) {
    if (args.players < g.minPlayers || args.players > g.maxPlayers)
      throw new ArgumentError(`${g.name} needs ${seatsText(g)} players, not ${args.players}`);
  }
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

/** The review's figures as a table for people, one block per game. */
export function formatReview(args: CliArgs, results: readonly ReviewResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    const game = simGame(r.game);
    const { roundWord, costDigits } = game.module.sim;
    const others = `${r.players - 1} × ${r.opponent}`;
    const table = variableSeats(game)
      ? `${others} (${r.players} players)`
      : r.players === 2
        ? r.opponent
        : others;
    const [one, many] =
      game.singleDeals && args.deals
        ? [`single ${roundWord}`, `single ${roundWord}s`]
        : game.module.sim.matchWords;
    if (lines.length > 0) lines.push('');
    lines.push(
      `${r.game} review: each level in seat 0 against ${table}, ${r.matches} ${r.matches === 1 ? one : many} each, seed ${args.seed}, ${r.seconds} s`,
    );
    lines.push(
      `cost per decision in ${costUnitOf(game)}; vs expert: result minus the expert's on the same deal`,
      'rating: after every round in order, from 1500; settles at: the rating of the mean score, where it converges',
    );
    const header = [
      'level',
      `${roundWord}s`,
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
      l.averageCost.toFixed(costDigits),
      l.versusExpert.toFixed(3),
      String(l.rating),
      String(l.settled),
    ]);
    lines.push(...columns([header, ...rows], 1));
  }
  return lines.join('\n');
}

async function mainReview(args: CliArgs): Promise<number> {
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
    const def = simGame(game);
    results.push(
      await runReview(
        {
          game,
          levels: LEVELS,
          opponent: args.opponent,
          players: args.players,
          matches: args.matchesGiven ? args.matches : reviewMatchesOf(def),
          singleDeal: def.singleDeals && args.deals,
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

export async function main(argv: readonly string[]): Promise<number> {
  let args: CliArgs;
  const bots: AnyBot[] = [];
  try {
    args = parseArgs(argv);
    if (args.help) {
      console.log(usage());
      return 0;
    }
    if (args.review) return await mainReview(args);
    const game = simGame(args.game);
    for (const level of args.bots) {
      const bot = await resolveBot(game, level);
      if ('problem' in bot) throw new ArgumentError(bot.problem, bot.unknownLevel);
      bots.push(bot);
    }
  } catch (e) {
    if (!(e instanceof ArgumentError)) throw e;
    console.error(e.usage ? `sim: ${e.message}\n\n${usage()}` : `sim: ${e.message}`);
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
      game: simGame(args.game),
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
  main(process.argv.slice(2)).then(
    (code) => void (process.exitCode = code),
    (e: unknown) => {
      console.error(`sim: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      process.exitCode = 1;
    },
  );
}
