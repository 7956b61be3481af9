// The games the simulator can play: how to set a match up, which bots exist, and what counts as a round.
// A game joins by adding an entry to GAMES; the runner and the command line need nothing else.
import { botFor, LEVELS, type Bot, type Level } from '../bots';
import type { OracleBot } from '../bots/types';
import { schwimmenOracle } from '../bots/schwimmen/oracle';
import { greedyBot } from '../bots/schwimmen/greedy';
import { schnapsenOracle } from '../bots/schnapsen/oracle';
import { sameAction, type GameDef, type Seat } from '../engine/game';
import { createRng, nextSeed, shuffleInPlace } from '../engine/rng';
import {
  DEFAULT_RULES as SCHNAPSEN_DEFAULTS,
  schnapsen,
  type SchnapsenRules,
  type SchnapsenState,
} from '../engine/schnapsen';
import { resolveRules as schnapsenRules } from '../engine/schnapsen/rules';
import {
  DEFAULT_RULES as SCHWIMMEN_DEFAULTS,
  schwimmen,
  resolveRules as schwimmenRules,
  type SchwimmenRules,
  type SchwimmenState,
} from '../engine/schwimmen';

/** A level's bot; an oracle (`decideOpen`) is handed the full state instead of a view. */
export type AnyBot = Bot<unknown, { type: string }> & Partial<OracleBot<unknown, { type: string }>>;

/** Rule options from `--rules`, checked by the game's own defaults (e.g. `{ knockWithSwap: true }`). */
export type RuleOptions = Record<string, unknown>;

/** The level name that plays a game's oracle (sim only, never in the app). */
export const ORACLE = 'oracle';

/** Schwimmen, sim only: `greedy25` is a plain greedy player that knocks from 25 (bots/schwimmen/greedy.ts). */
const GREEDY = /^greedy(\d{2})$/;

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
  /** Per seat: rounds (Schwimmen) or deals (Schnapsen) it played. */
  rounds: number[];
  /** Per seat: of those, the ones it lost (a life in Schwimmen, the deal in Schnapsen). */
  lost: number[];
  /** Per seat: deals won (Schnapsen only). */
  dealsWon?: number[];
}

export interface SimGame {
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Whether the figures include a deal win rate (Schnapsen). */
  readonly dealWinRate: boolean;
  /** The bot for a level (or `oracle`), or why there is none. */
  bot(level: string): AnyBot | NoBot;
  /** The game's rule options with their defaults (the keys `--rules` accepts). */
  readonly defaultRules: Readonly<RuleOptions>;
  /** Throws a RangeError or TypeError with the reason when `rules` are not options of this game. */
  checkRules(rules: RuleOptions): void;
  /** Whether `--deals` may play single deals instead of matches (Schnapsen). */
  readonly singleDeals: boolean;
  /**
   * Plays one match: the deals and the first dealer come from `matchSeed`; `seats[k]` plays seat k. With
   * `singleDeal` the match stops after its first deal, and the winner of that deal wins it.
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

/** An oracle as the simulator's seats see any bot. */
const openBot = <S, A>(oracle: OracleBot<S, A>) => oracle as unknown as OracleBot<unknown, { type: string }>;

function levelBot(
  game: 'schwimmen' | 'schnapsen',
  level: string,
  oracle: OracleBot<unknown, { type: string }>,
): AnyBot | NoBot {
  if (level === ORACLE) {
    return {
      id: oracle.id,
      decideOpen: (state, legal, seed) => oracle.decideOpen(state, legal, seed),
      decide() {
        throw new Error(`${oracle.id} plays from the full state only`);
      },
    };
  }
  const greedy = GREEDY.exec(level);
  if (greedy && game === 'schwimmen') return greedyBot(Number(greedy[1])) as unknown as AnyBot;
  if (!(LEVELS as readonly string[]).includes(level)) {
    const levels = [...LEVELS, ORACLE, ...(game === 'schwimmen' ? ['greedyK'] : [])].join(', ');
    return { problem: `unknown bot "${level}" (levels: ${levels})`, unknownLevel: true };
  }
  try {
    // botFor's overloads list the games that have bots; the simulator asks for any of them.
    const find = botFor as unknown as (g: string, l: Level) => AnyBot | undefined;
    const bot = find(game, level as Level);
    if (bot && typeof bot.decide === 'function') return bot;
  } catch {
    // no bots for this game yet
  }
  const name = game[0].toUpperCase() + game.slice(1);
  return { problem: `${name} bots are not available yet`, unknownLevel: false };
}

const schwimmenReader: RoundReader<SchwimmenState> = {
  ended(prev, next) {
    const r = next.roundResult;
    if (r === null || r === prev.roundResult) return null;
    const played: Seat[] = [];
    r.values.forEach((v, seat) => v !== null && played.push(seat));
    return { played, lost: r.losers };
  },
  winner: (s) => s.winner,
};

const schnapsenReader: RoundReader<SchnapsenState> = {
  ended(prev, next) {
    const r = next.dealResult;
    if (r === null || r === prev.dealResult) return null;
    return { played: [0, 1], lost: [1 - r.winner] };
  },
  winner: (s) => s.winner,
};

export const GAMES: Record<string, SimGame> = {
  schwimmen: {
    name: 'schwimmen',
    minPlayers: 2,
    maxPlayers: 8,
    dealWinRate: false,
    singleDeals: false,
    bot: (level) => levelBot('schwimmen', level, openBot(schwimmenOracle)),
    defaultRules: { ...SCHWIMMEN_DEFAULTS },
    checkRules: (rules) => void schwimmenRules(rules as Partial<SchwimmenRules>),
    play(matchSeed, seats, timer, _singleDeal, rules) {
      const firstDealer = createRng(matchSeed ^ 0x2545f491).int(seats.length);
      return playGeneric(
        schwimmen,
        { players: seats.length, firstDealer, rules: rules as Partial<SchwimmenRules> | undefined },
        schwimmenReader,
        matchSeed,
        seats,
        timer,
      );
    },
  },
  schnapsen: {
    name: 'schnapsen',
    minPlayers: 2,
    maxPlayers: 2,
    dealWinRate: true,
    singleDeals: true,
    bot: (level) => levelBot('schnapsen', level, openBot(schnapsenOracle)),
    defaultRules: { ...SCHNAPSEN_DEFAULTS },
    checkRules: (rules) => void schnapsenRules(rules as Partial<SchnapsenRules>),
    play(matchSeed, seats, timer, singleDeal, rules) {
      const firstDealer = createRng(matchSeed ^ 0x2545f491).int(2);
      const rec = playGeneric(
        schnapsen,
        { firstDealer, rules: rules as Partial<SchnapsenRules> | undefined },
        schnapsenReader,
        matchSeed,
        seats,
        timer,
        singleDeal,
      );
      rec.dealsWon = rec.rounds.map((played, seat) => played - rec.lost[seat]);
      return rec;
    },
  },
};
