// The games the simulator can play, read from the game registry (src/games): how to set a match up, which
// bots exist, and what counts as a round all come from a game's module and its `sim` parts. A game joins
// the simulator by joining the registry; nothing here knows one game from another.
import { LEVELS, type Level } from '../bots';
import { sameAction, type GameDef, type Seat } from '../engine/game';
import { createRng, nextSeed, shuffleInPlace } from '../engine/rng';
import { gameIds, gameOf, isGameId, type AnyGame } from '../games';
import type { SimBot } from '../games/types';

/** A level's bot; an oracle (`decideOpen`) is handed the full state instead of a view. */
export type AnyBot = SimBot;

/** Rule options from `--rules`, checked by the game's own defaults (e.g. `{ knockWithSwap: true }`). */
export type RuleOptions = Record<string, unknown>;

/** The level name that plays a game's oracle (sim only, never in the app). */
export const ORACLE = 'oracle';

/** Called around every bot decision with its duration in milliseconds. */
export type DecisionTimer = (bot: AnyBot, ms: number) => void;

/** Why a bot is missing: an unknown level (the user's mistake) or a game whose bots do not exist yet. */
export interface NoBot {
  problem: string;
  unknownLevel: boolean;
}

export interface MatchRecord {
  /** The winning seat; null for a draw. */
  winner: Seat | null;
  /** Per seat: rounds (or deals) it played. */
  rounds: number[];
  /** Per seat: of those, the ones it lost (as the game counts a lost round: a life, the deal). */
  lost: number[];
  /** Per seat: deals won (games that play single deals only). */
  dealsWon?: number[];
}

export interface SimGame {
  readonly name: string;
  /** The game's module in the registry, for what the simulator reads from it beyond this. */
  readonly module: AnyGame;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Whether the figures include a deal win rate. */
  readonly dealWinRate: boolean;
  /** The game's rule options with their defaults (the keys `--rules` accepts). */
  readonly defaultRules: Readonly<RuleOptions>;
  /** Throws a RangeError or TypeError with the reason when `rules` are not options of this game. */
  checkRules(rules: RuleOptions): void;
  /** Whether `--deals` may play single deals instead of matches. */
  readonly singleDeals: boolean;
  /**
   * Plays one match: the deals and the first dealer come from `matchSeed`; `seats[k]` plays seat k. With
   * `singleDeal` (games with single deals) the match stops after its first deal, and the winner of that deal
   * wins it.
   */
  play(
    matchSeed: number,
    seats: readonly AnyBot[],
    timer: DecisionTimer,
    singleDeal?: boolean,
    rules?: RuleOptions,
  ): MatchRecord;
}

/** A game-specific reading of a finished round or deal. */
interface RoundReader<S> {
  /** Called after every action: the seats that played a round that just ended, and the ones that lost it. */
  ended(prev: S, next: S): { played: Seat[]; lost: Seat[] } | null;
  winner(s: S): Seat | null;
}

/** Stops a match that runs away (a bug in a bot or the engine) instead of hanging the run. */
const MAX_ACTIONS = 100_000;

function playGeneric<S, A extends { type: string }, V, O>(
  game: GameDef<S, A, V, O>,
  options: O,
  reader: RoundReader<S>,
  matchSeed: number,
  seats: readonly AnyBot[],
  timer: DecisionTimer,
  singleDeal = false,
): MatchRecord {
  const players = seats.length;
  // Deals and bot seeds come from separate streams, so the deals of a seed do not depend on the bots.
  const deals = createRng(matchSeed);
  const botSeeds = createRng(matchSeed ^ 0x5bd1e995);
  const deck = game.cards.slice();
  let s = game.init(options);
  const rec: MatchRecord = {
    winner: null,
    rounds: new Array<number>(players).fill(0),
    lost: new Array<number>(players).fill(0),
  };
  for (let count = 0; ; count++) {
    if (count > MAX_ACTIONS) throw new Error(`match ${matchSeed} did not end after ${MAX_ACTIONS} actions`);
    const who = game.actor(s);
    if (who === 'none') break;
    let a: A;
    if (who === 'chance') {
      a = { type: 'deal', deck: shuffleInPlace(deck, deals).slice() } as unknown as A;
    } else {
      const legal = game.legalActions(s);
      const bot = seats[who];
      const seed = nextSeed(botSeeds);
      const start = performance.now();
      const chosen = (
        bot.decideOpen ? bot.decideOpen(s, legal, seed) : bot.decide(game.view(s, who), legal, seed)
      ) as A;
      timer(bot, performance.now() - start);
      a = legal.find((l) => sameAction(l, chosen)) as A;
      if (a === undefined) {
        throw new Error(
          `bot ${bot.id} chose an illegal action ${JSON.stringify(chosen)} in match ${matchSeed} (seat ${who})`,
        );
      }
    }
    const next = game.apply(s, a);
    const round = reader.ended(s, next);
    if (round) {
      for (const seat of round.played) rec.rounds[seat]++;
      for (const seat of round.lost) rec.lost[seat]++;
      if (singleDeal) {
        const winners = round.played.filter((seat) => !round.lost.includes(seat));
        rec.winner = winners.length === 1 ? winners[0] : null;
        return rec;
      }
    }
    s = next;
  }
  rec.winner = reader.winner(s);
  return rec;
}

/** The game's name with a capital, for messages ("Schnapsen bots are not available yet"). */
export function titleOf(game: string): string {
  return game.length > 0 ? game[0].toUpperCase() + game.slice(1) : game;
}

/** The level names `--bots` accepts for a game: the app's levels, then the game's sim-only ones. */
export function levelNames(game: SimGame): string[] {
  return [...LEVELS, ...game.module.sim.extraLevels];
}

/** A sim-only player as the seats see it: an oracle (`decideOpen` and no `decide`) refuses a view. */
function seatable(bot: AnyBot): AnyBot {
  if (typeof bot.decide === 'function' || typeof bot.decideOpen !== 'function') return bot;
  const oracle = bot as Required<Pick<AnyBot, 'id' | 'decideOpen'>>;
  return {
    id: oracle.id,
    decideOpen: (state, legal, seed) => oracle.decideOpen(state, legal, seed),
    decide() {
      throw new Error(`${oracle.id} plays from the full state only`);
    },
  };
}

/**
 * The bot for a level of the app (`(await module.brains.all())[level]`) or a sim-only one
 * (`module.sim.extraBot(level)`: the oracle, …), or why there is none. Resolved before a run, so that
 * `play` stays synchronous.
 */
export async function resolveBot(game: SimGame, level: string): Promise<AnyBot | NoBot> {
  if ((LEVELS as readonly string[]).includes(level)) {
    try {
      const bots = (await game.module.brains.all()) as Partial<Record<Level, AnyBot>>;
      const bot = bots[level as Level];
      if (bot && typeof bot.decide === 'function') return bot;
    } catch {
      // no bots for this game yet
    }
    return { problem: `${titleOf(game.name)} bots are not available yet`, unknownLevel: false };
  }
  const extra = await game.module.sim.extraBot(level);
  if (extra) return seatable(extra);
  return { problem: `unknown bot "${level}" (levels: ${levelNames(game).join(', ')})`, unknownLevel: true };
}

/** The rule options a game's settings start from (the engine's defaults): the keys `--rules` accepts. */
function defaultRulesOf(module: AnyGame): RuleOptions {
  const rules = (module.settings.defaults as { rules?: unknown }).rules;
  return typeof rules === 'object' && rules !== null ? { ...(rules as RuleOptions) } : {};
}

function simGameFor(module: AnyGame): SimGame {
  const { engine, sim } = module;
  const reader: RoundReader<unknown> = {
    ended: (prev, next) => sim.roundEnded(prev, next),
    winner: (s) => module.winner(s),
  };
  return {
    name: module.id,
    module,
    minPlayers: sim.minPlayers,
    maxPlayers: sim.maxPlayers,
    dealWinRate: sim.singleDeals,
    singleDeals: sim.singleDeals,
    defaultRules: defaultRulesOf(module),
    checkRules: (rules) => sim.checkRules(rules),
    play(matchSeed, seats, timer, singleDeal, rules) {
      const firstDealer = createRng(matchSeed ^ 0x2545f491).int(seats.length);
      const rec = playGeneric(
        engine as GameDef<unknown, { type: string }, unknown, unknown>,
        sim.options(seats.length, firstDealer, rules),
        reader,
        matchSeed,
        seats,
        timer,
        sim.singleDeals && singleDeal === true,
      );
      if (sim.singleDeals) rec.dealsWon = rec.rounds.map((played, seat) => played - rec.lost[seat]);
      return rec;
    },
  };
}

const built = new WeakMap<AnyGame, SimGame>();

/** The simulator's view of the registered game `id`; a RangeError for an id no game has. */
export function simGame(id: string): SimGame {
  const module = gameOf(id);
  let game = built.get(module);
  if (!game) built.set(module, (game = simGameFor(module)));
  return game;
}

/** The ids of the games the simulator can play: every registered game, in the registry's order. */
export function simGameIds(): string[] {
  return gameIds();
}

export const isSimGame = isGameId;

/**
 * Every registered game by id, as the simulator plays it (`GAMES.schwimmen`): read from the registry on
 * every access, so a game registered later is there too.
 */
export const GAMES: Readonly<Record<string, SimGame>> = new Proxy({} as Record<string, SimGame>, {
  get: (_, id) => (typeof id === 'string' && isGameId(id) ? simGame(id) : undefined),
  has: (_, id) => typeof id === 'string' && isGameId(id),
  ownKeys: () => gameIds(),
  getOwnPropertyDescriptor: (_, id) =>
    typeof id === 'string' && isGameId(id)
      ? { value: simGame(id), enumerable: true, configurable: true, writable: false }
      : undefined,
});
