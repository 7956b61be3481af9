// Matches played by computer players in every seat, written down as the app keeps a match (the game's match
// record: seed + action log), with the app's own decks and decision seeds, through the game's module
// (src/games). Seat 0, the human's seat in the app, is played by a bot of the level asked for, so the coach's
// review and duplicate replay can read these records exactly as they read a player's.
import { botFor, type Bot, type Level } from '../bots';
import type { GameDef } from '../engine/game';
import { gameOf, type AnyGame, type MatchRecordBase } from '../games';
import type { SchwimmenMatchRecord } from '../match/schwimmen';
import type { SchnapsenMatchRecord } from '../match/schnapsen';
import type { SchnapsenRules } from '../engine/schnapsen';
import type { Dealing } from '../match/dealing';
import type { SchwimmenRules } from '../engine/schwimmen';

const MAX_ACTIONS = 100_000;

export interface RecordOptions {
  seed: number;
  /** The level in seat 0. */
  player: Level;
  /** The level of every other seat. */
  level: Level;
  /** Seats at the table, seat 0 included (a game with a fixed number of seats ignores it). */
  players: number;
  /** Rule options other than the game's defaults. */
  rules?: object;
  id?: string;
  /** Stop before the deal of round (or deal) `maxRounds + 1` (the match may then be unfinished). */
  maxRounds?: number;
  /** How its deals are drawn (src/match/dealing.ts); the older shuffle from `seed` when not given. */
  dealing?: Dealing;
}

/**
 * A match of `game` with `opts.player` in seat 0 and `opts.level` everywhere else, `bots` being the game's
 * players by level. Played until the match is over for seat 0 (out, or decided: what follows is no longer
 * the player's), or until `maxRounds` rounds are played. Returns the record and the state it leads to.
 */
export function playRecord<Rec extends MatchRecordBase = MatchRecordBase>(
  game: AnyGame,
  bots: Readonly<Record<Level, Bot<unknown, unknown>>>,
  opts: RecordOptions,
): { record: Rec; state: unknown } {
  const engine = game.engine as GameDef<unknown, { type: string }, unknown, unknown>;
  // A game's settings: its defaults with the table asked for.
  const settings = {
    ...game.settings.forPlayers(game.settings.defaults, opts.players),
    level: opts.level,
    ...(opts.rules !== undefined && { rules: opts.rules }),
  };
  const record = game.newRecord(settings, opts.seed, opts.id ?? `sim-${opts.seed}`) as Rec;
  if (opts.dealing) record.dealing = opts.dealing;
  const seats = game.levels(record).map((level) => bots[level ?? opts.player]);
  const maxRounds = opts.maxRounds ?? Infinity;
  let s: unknown = game.initialState(record);
  while (!game.progress(record, s).finished) {
    if (record.log.length > MAX_ACTIONS) throw new Error(`match ${opts.seed} did not end`);
    const who = engine.actor(s);
    if (who === 'none') break;
    if (who === 'chance' && game.roundNumber(s) >= maxRounds) break;
    const action =
      who === 'chance'
        ? (game.nextDeal(record, s) as { type: string })
        : (seats[who].decide(
            engine.view(s, who),
            engine.legalActions(s),
            game.decisionSeed(record, record.log.length),
          ) as { type: string });
    s = engine.apply(s, action);
    record.log.push(action);
  }
  return { record, state: s };
}

// The two below keep the signatures tests/coach/replay.test.ts calls; they are playRecord with the bots of
// the contract's botFor. New code calls playRecord with the game's module.

/** The bots of `game` by level, synchronously (botFor, the contract's entry point). */
function contractBots(game: string): Record<Level, Bot<unknown, unknown>> {
  const find = botFor as unknown as (g: string, l: Level) => Bot<unknown, unknown>;
  return new Proxy({} as Record<Level, Bot<unknown, unknown>>, {
    get: (_, level) => find(game, level as Level),
  });
}

/** A Schwimmen match: `player` in seat 0, `opponents` computer players at `level`; see playRecord. */
export function playSchwimmenRecord(opts: {
  seed: number;
  player: Level;
  opponents: number;
  level: Level;
  rules?: SchwimmenRules;
  id?: string;
}): SchwimmenMatchRecord {
  const id = 'schwimmen';
  const { opponents, ...rest } = opts;
  return playRecord<SchwimmenMatchRecord>(gameOf(id), contractBots(id), { ...rest, players: opponents + 1 })
    .record;
}

/** A Schnapsen match (one Bummerl): `player` in seat 0 against the computer player at `level`. */
export function playSchnapsenRecord(opts: {
  seed: number;
  player: Level;
  level: Level;
  rules?: SchnapsenRules;
  id?: string;
  /** Stop after this many deals (the match may then be unfinished). */
  maxDeals?: number;
}): SchnapsenMatchRecord {
  const id = 'schnapsen';
  const { maxDeals, ...rest } = opts;
  return playRecord<SchnapsenMatchRecord>(gameOf(id), contractBots(id), {
    ...rest,
    players: 2,
    maxRounds: maxDeals,
  }).record;
}
