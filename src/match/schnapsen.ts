// A Schnapsen match as data: options, a seed and the action log (the engine state is derived).
import { DECK_20 } from '../engine/cards';
import type { Seat } from '../engine/game';
import { createRng, shuffle } from '../engine/rng';
import {
  schnapsen,
  type SchnapsenAction,
  type SchnapsenRules,
  type SchnapsenState,
} from '../engine/schnapsen';
import type { Level } from './levels';
import { mixSeed, sameDeck, type DailyTag } from './record';
import { deckOf, type Dealing } from './dealing';

export { matchOver, roundLosers, roundNumber, roundOver } from './schnapsenRounds';

export interface SchnapsenMatchRecord {
  /** Distinguishes matches started with the same seed, so a late bot answer never lands in a new match. */
  id: string;
  seed: number;
  rules: SchnapsenRules;
  /** The computer player's level (seat 1; the human is seat 0). */
  level: Level;
  /**
   * The computer player's name, given when the table first shows the match, in the language of that moment:
   * the same opponent for the whole match, whatever the language later. Missing until then, and in a match
   * saved before names were kept.
   */
  opponentName?: string;
  firstDealer: Seat;
  log: SchnapsenAction[];
  /** A practice match (the setting): never counted in the statistics, the rating or the Bummerls. */
  practice?: boolean;
  /** How often a move was taken back (part of the match's line: see lineOf in src/store/takeBack.ts). */
  takeBacks?: number;
  /** How its deals are drawn (./dealing.ts); missing in a match saved before deals were checkable. */
  dealing?: Dealing;
  /** A deal of the day's match (src/daily); missing in every other. */
  daily?: DailyTag;
}

// Keeps Schnapsen's decks apart from Schwimmen's for the same seed.
const SALT = 0x5c4a9f21;

/** The deck of deal `deal` (1-based) of the match with this seed. */
export function schnapsenDeckFor(seed: number, deal: number) {
  return shuffle(DECK_20, createRng(mixSeed(seed ^ SALT, deal)));
}

/** The deck of deal `deal` (1-based) of match `m`, as its dealing says (./dealing.ts). */
export function schnapsenDeck(m: { seed: number; dealing?: Dealing }, deal: number) {
  return deckOf('schnapsen', m, deal, DECK_20, schnapsenDeckFor);
}

/** The seed the computer player gets for the decision after `logLength` actions. */
export function schnapsenDecisionSeed(seed: number, logLength: number): number {
  return mixSeed(seed ^ SALT ^ 0x5bd1e995, logLength);
}

export function newSchnapsenRecord(opts: {
  seed: number;
  level: Level;
  rules: SchnapsenRules;
  id: string;
  practice?: boolean;
}): SchnapsenMatchRecord {
  return {
    id: opts.id,
    seed: opts.seed,
    rules: { ...opts.rules },
    level: opts.level,
    // N3: the first dealer is drawn at random, from the seed.
    firstDealer: createRng(mixSeed(opts.seed ^ SALT, 0)).int(2),
    log: [],
    ...(opts.practice ? { practice: true } : {}),
  };
}

export function schnapsenInitialState(m: SchnapsenMatchRecord): SchnapsenState {
  return schnapsen.init({ rules: m.rules, firstDealer: m.firstDealer });
}

/** The deal action for the next deal of `state`. */
export function nextSchnapsenDeal(m: SchnapsenMatchRecord, state: SchnapsenState): SchnapsenAction {
  return { type: 'deal', deck: schnapsenDeck(m, state.dealNumber + 1) };
}

/**
 * Rebuilds the engine state from a record; throws when the record does not describe a legal match, or when a
 * deal in its log is not the deck its seed deals.
 */
export function replaySchnapsen(m: SchnapsenMatchRecord): SchnapsenState {
  let s = schnapsenInitialState(m);
  for (const a of m.log) {
    if (a.type === 'deal' && !sameDeck(a.deck, schnapsenDeck(m, s.dealNumber + 1)))
      throw new Error(`deal ${s.dealNumber + 1} was not dealt from the match's seed`);
    s = schnapsen.apply(s, a);
  }
  return s;
}

/** The Bummerl tally when the current (or last) deal of the match began. */
export function bummerlAtDealStart(m: SchnapsenMatchRecord): readonly [number, number] {
  let s = schnapsenInitialState(m);
  let atStart: readonly [number, number] = s.bummerl;
  for (const a of m.log) {
    if (a.type === 'deal') atStart = s.bummerl;
    s = schnapsen.apply(s, a);
  }
  return atStart;
}
