// The seam between the app and a game: everything the store, the saves, the bot driver, the worker, the
// statistics, the coach and the simulator need to know about one game, in one object (a GameModule). The
// registry (./index.ts) lists them; nothing above this folder asks which game it is holding.
import type { GameDef, Refusal, Seat } from '../engine/game';
import type { Bot, OracleBot } from '../bots/types';
import type { Level } from '../match/levels';
import type { GameScale } from '../coach/rating';
import type { RoundReview } from '../coach/types';
import type { CommonSettings } from './settings';
import type { Dealing } from '../match/dealing';
import type { DailyTag } from '../match/record';
import type { DailyMeasure } from '../daily/outcome';

export type { DailyTag };

/** What every game's match record holds: options, a seed and the action log (the state is derived). */
export interface MatchRecordBase<A = unknown, R = unknown> {
  /** Distinguishes matches started with the same seed, so a late bot answer never lands in a new match. */
  id: string;
  seed: number;
  rules: R;
  firstDealer: Seat;
  log: A[];
  /** A practice match (the setting): never counted in the statistics or the rating; Take back works. */
  practice?: boolean;
  /** How often a move was taken back (part of the match's line: see lineOf in src/store/takeBack.ts). */
  takeBacks?: number;
  /** How its deals are drawn (src/match/dealing.ts); missing in a match saved before deals were checkable. */
  dealing?: Dealing;
  /** A deal of the day's match; missing in every other. */
  daily?: DailyTag;
}

/** A match and the engine state its log leads to. */
export interface Table<Rec = MatchRecordBase, S = unknown> {
  match: Rec;
  state: S;
}

/** How far the human's match has got, as the statistics count it. */
export interface Progress {
  game: string;
  /** The match's id (unique per match, saved with it), with its seed for anyone reading a save. */
  match: string;
  seed: number;
  level: Level;
  /** The round (or deal) whose result is on the table; null while one is played. */
  finishedRound: number | null;
  /** Whether the human lost that round, as the game counts a loss (a life, a deal). */
  roundLost: boolean;
  /** The match is over for the human. */
  finished: boolean;
  won: boolean;
}

/** The code of a game's computer players and coach: fetched when a table needs it, never in the first page. */
export interface GameBrains<V, A, Rec, H = unknown> {
  /** The levels the page plays itself at once (the quick ones); the rest think in the worker. */
  quick(): Promise<Partial<Record<Level, Bot<V, A>>>>;
  /** Every level, for the worker, or for the page when the worker cannot load. */
  all(): Promise<Record<Level, Bot<V, A>>>;
  /** The expert's hint for the seat of `view`, which is to act. */
  hint(): Promise<(view: V, legal: A[], seed: number) => H>;
  /** The review of round `round` of `record` for `seat` (coach/review.ts). */
  review(): Promise<(record: Rec, round: number, seat: Seat) => RoundReview<V, A>>;
}

/** What `npm run sim` needs beyond the app's own: the oracle, extra sim-only players, how a round reads. */
export interface SimParts<S> {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Whether the figures include a deal win rate, and `--deals` may play single deals. */
  readonly singleDeals: boolean;
  /** The word for a round in the tables: "round", "deal". */
  readonly roundWord: string;
  /** The word for a match, singular and plural: "match", "Bummerl". */
  readonly matchWords: readonly [string, string];
  /** What a review's cost is counted in: "points of life-loss chance", "game points". */
  readonly costUnit: string;
  /** How many matches `--review` plays per level unless told. */
  readonly reviewMatches: number;
  /** Decimals of a review's average cost in the tables. */
  readonly costDigits: number;
  /** The engine options of a match of `players` seats with `rules` (checked by the engine). */
  options(players: number, firstDealer: Seat, rules: Record<string, unknown> | undefined): unknown;
  /** Throws a RangeError or TypeError with the reason when `rules` are not options of this game. */
  checkRules(rules: Record<string, unknown>): void;
  /** The seats that played the round that ended between `prev` and `next`, and the ones that lost it. */
  roundEnded(prev: S, next: S): { played: Seat[]; lost: Seat[] } | null;
  /** Sim-only players by level name (the oracle as `oracle`, plain greedy players…), or null. */
  extraBot(level: string): Promise<SimBot | null>;
  /** The extra level names, for the message that lists them. */
  readonly extraLevels: readonly string[];
}

/**
 * How a game's moves read in a game record (src/records; the format is docs/records.md). Deals, headers and the
 * replay are the records layer's: a game says only how its own moves are written and read, in English.
 */
export interface GameNotation<S, A, Rec> {
  /** The game's name in a record's Game header: "Schwimmen". */
  readonly name: string;
  /** The word that opens a deal's moves: "Round", "Deal". */
  readonly dealWord: string;
  /** The dealer of the deal on the table in `state` (read just after its deal). */
  dealer(state: S): Seat;
  /** Each seat's name as the match keeps it; null for the person, and for a computer not named yet. */
  names(record: Rec): readonly (string | null)[];
  /** The words of `action` (never a deal), taken by the seat to act in `before`; `names` by seat. */
  printMove(before: S, action: A, names: readonly string[]): string;
  /** The action a move line means in `before`, or why it cannot be read ("it is Anna's turn, not Ben's"). */
  readMove(before: S, text: string, names: readonly string[]): A | { reason: string };
  /** The engine's refusal of `action` by `name` in words: "Ben cannot take 10♥: it is not in the middle". */
  refusal(refusal: Refusal, action: A, name: string, before: S): string;
  /**
   * How a round or deal that ended between `before` and `after` came out, for a person reading the record (a
   * comment the reader skips): "Showdown: You 24, Ben 31. You lose a life". Null when none ended.
   */
  roundEnd?(before: S, after: S, names: readonly string[]): string | null;
}

/** A bot as the simulator seats it: an oracle (`decideOpen`) is handed the full state instead of a view. */
export type SimBot = Bot<unknown, { type: string }> & Partial<OracleBot<unknown, { type: string }>>;

/**
 * One game, as everything below the screens knows it. Type parameters: the engine's state, action and view,
 * the match record, the settings, the hint.
 */
export interface GameModule<
  S = unknown,
  A extends { type: string } = { type: string },
  V = unknown,
  Rec extends MatchRecordBase<A> = MatchRecordBase<A>,
  Set extends CommonSettings = CommonSettings,
  H = unknown,
> {
  readonly id: string;
  readonly engine: GameDef<S, A, V, never>;
  /** The keys its saves live under (src/persist/saves.ts): the match, the settings, and the matches' tally. */
  readonly saveKeys: {
    readonly match: string;
    readonly settings: string;
    readonly tally?: string;
    /** The deal of the day on the table or played last (see store/tables.ts: dailySlot). */
    readonly daily: string;
  };

  readonly settings: {
    readonly defaults: Set;
    /** Settings read back from storage, anything missing or out of range replaced by the default. */
    read(raw: unknown): Set;
    /** True when going from `before` to `after` changes the match itself, so it would start again. */
    changesMatch(before: Set, after: Set): boolean;
    /** Settings for a table of `players` seats (a game with a fixed table keeps its own). */
    forPlayers(settings: Set, players: number): Set;
  };

  /** A new match with these settings; its log is empty (the first deal is made by the store). */
  newRecord(settings: Set, seed: number, id: string): Rec;
  initialState(record: Rec): S;
  /** The deal action for the next round of `state`, from the match's seed. */
  nextDeal(record: Rec, state: S): A;
  /**
   * The seed text of deal `deal` (1-based) of `record` (src/match/dealing.ts): what its fingerprint hashes and
   * "Check this deal" shows; null for a deal of a match saved before deals were checkable.
   */
  dealSeed(record: Rec, deal: number): string | null;
  /** The deck a deal's seed text gives, in dealing order: what `npm run verify-deal` prints. */
  deckOfSeed(seed: string): string[];
  /** The seed a computer player gets for the decision after `logLength` actions. */
  decisionSeed(record: Rec, logLength: number): number;
  /** A record read back from storage, every field checked and its log replayed; null when it is no match. */
  readRecord(raw: unknown): Table<Rec, S> | null;
  /** The computer level of each seat (null for the human). */
  levels(record: Rec): readonly (Level | null)[];
  /** The record with its computer players named from `pool` (one name per computer seat, in seat order). */
  named(record: Rec, pool: readonly string[]): Rec;

  /** The round's (or deal's) result stands. */
  roundOver(state: S): boolean;
  /** The match is decided. */
  matchOver(state: S): boolean;
  /** The round on the table (1-based), or the last one while its result stands; 0 before the first deal. */
  roundNumber(state: S): number;
  /** The winner of a finished match; null for a draw or while it is played. */
  winner(state: S): Seat | null;
  /** The statistics' reading of the match now. */
  progress(record: Rec, state: S): Progress;
  /** The skill rating's scales for a round of this game (src/coach/rating.ts). */
  readonly ratingScale: GameScale;

  /** The computer players still in, for the pause between their moves. */
  computersIn(state: S): number;
  /**
   * True when the next deal of `state` is the computers' to make (Schwimmen, once the human is out); else the
   * human asks for it.
   */
  computersDeal(state: S): boolean;
  /** An action a setting plays for the human at once in `state` (Schnapsen's automatic claim), or null. */
  playedForHuman(state: S, settings: Set): A | null;
  /** Take back (practice) never crosses these actions (a deal the human asked for). */
  takeBackBarrier(state: S, action: A): boolean;

  /** The deal of the day (src/daily): the same fixed conditions on every device, one round or deal. */
  readonly daily: {
    /**
     * The match of the deal of `day` ('YYYY-MM-DD'): seats, levels, names, rules and dealer fixed by the game
     * and the date, its deals from the public key `daily:<game>:<day>`; `counts` for the first play of today's.
     * Its log is empty (the store deals).
     */
    record(day: string, id: string, counts: boolean): Rec;
    /** The player's result of the finished deal, in the rating's measure, and whether it is won. */
    measure(state: S): DailyMeasure;
  };

  /** How its moves are written in a game record. */
  readonly notation: GameNotation<S, A, Rec>;

  readonly brains: GameBrains<V, A, Rec, H>;
  readonly sim: SimParts<S>;
}

/** Any registered game, as the shared code holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameModule<any, any, any, any, any, any>;
