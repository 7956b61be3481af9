// A Schwimmen match as data: options, a seed and the action log. Everything else (the engine state, whose turn
// it is, what is legal) is derived from these with the engine.
import { DECK_32 } from '../engine/cards';
import type { Seat } from '../engine/game';
import { createRng, shuffle } from '../engine/rng';
import {
  schwimmen,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenState,
} from '../engine/schwimmen';
import { HUMAN } from './human';
import type { Level } from './levels';
import { mixSeed, sameDeck, type DailyTag } from './record';
import { deckOf, type Dealing } from './dealing';
import { roundOver } from './schwimmenRounds';

export { HUMAN };
export { matchOver, roundLosers, roundNumber, roundOver } from './schwimmenRounds';

export interface SchwimmenMatchRecord {
  /** Distinguishes matches started with the same seed, so a late bot answer never lands in a new match. */
  id: string;
  seed: number;
  players: number;
  rules: SchwimmenRules;
  /** The computer level of each seat; seat 0 (the human) is null. */
  levels: (Level | null)[];
  /**
   * The computer players' names by seat (seat 0, the human, null), given when the table first shows the
   * match, in the language of that moment: they stay the same people for the whole match, whatever the
   * language later. Missing until then, and in a match saved before names were kept.
   */
  names?: (string | null)[];
  firstDealer: Seat;
  log: SchwimmenAction[];
  /** A practice match (the setting): never counted in the statistics or the rating; Take back works. */
  practice?: boolean;
  /** How often a move was taken back (part of the match's line: see lineOf in src/store/takeBack.ts). */
  takeBacks?: number;
  /** How its deals are drawn (./dealing.ts); missing in a match saved before deals were checkable. */
  dealing?: Dealing;
  /** A deal of the day's match (src/daily); missing in every other. */
  daily?: DailyTag;
}

/** The deck of round `round` (1-based) of the match with this seed. */
export function schwimmenDeckFor(seed: number, round: number) {
  return shuffle(DECK_32, createRng(mixSeed(seed, round)));
}

/** The deck of round `round` (1-based) of match `m`, as its dealing says (./dealing.ts). */
export function schwimmenDeck(m: { seed: number; dealing?: Dealing }, round: number) {
  return deckOf('schwimmen', m, round, DECK_32, schwimmenDeckFor);
}

/** The seed a computer player gets for the decision after `logLength` actions. */
export function schwimmenDecisionSeed(seed: number, logLength: number): number {
  return mixSeed(seed ^ 0x5bd1e995, logLength);
}

export function newSchwimmenRecord(opts: {
  seed: number;
  opponents: number;
  level: Level;
  rules: SchwimmenRules;
  id: string;
  practice?: boolean;
}): SchwimmenMatchRecord {
  const players = opts.opponents + 1;
  return {
    id: opts.id,
    seed: opts.seed,
    players,
    rules: { ...opts.rules },
    levels: Array.from({ length: players }, (_, seat) => (seat === HUMAN ? null : opts.level)),
    // S10: the first dealer is drawn at random, from the seed.
    firstDealer: createRng(mixSeed(opts.seed, 0)).int(players),
    log: [],
    ...(opts.practice ? { practice: true } : {}),
  };
}

export function schwimmenInitialState(m: SchwimmenMatchRecord): SchwimmenState {
  return schwimmen.init({ players: m.players, rules: m.rules, firstDealer: m.firstDealer });
}

/** The deal action for the next round of `state`. */
export function nextSchwimmenDeal(m: SchwimmenMatchRecord, state: SchwimmenState): SchwimmenAction {
  return { type: 'deal', deck: schwimmenDeck(m, state.round + 1) };
}

/**
 * Rebuilds the engine state from a record; throws when the record does not describe a legal match, or when a
 * deal in its log is not the deck its seed deals.
 */
export function replaySchwimmen(m: SchwimmenMatchRecord): SchwimmenState {
  let s = schwimmenInitialState(m);
  for (const a of m.log) s = applyLogged(m, s, a);
  return s;
}

/** One action of a record's log: a deal must be the deck the match's seed deals for that round. */
function applyLogged(m: SchwimmenMatchRecord, s: SchwimmenState, a: SchwimmenAction): SchwimmenState {
  if (a.type === 'deal' && !sameDeck(a.deck, schwimmenDeck(m, s.round + 1)))
    throw new Error(`round ${s.round + 1} was not dealt from the match's seed`);
  return schwimmen.apply(s, a);
}

/**
 * A record saved by an older version, brought up to date: there the dealer still chose after a Schnauz or
 * Feuer was dealt, and now that ends the round at the deal (S13), so such a choice is left out of the log.
 * Returns the record unchanged when nothing needed it; throws like replaySchwimmen on anything else.
 */
export function upgradedSchwimmenMatch(m: SchwimmenMatchRecord): {
  match: SchwimmenMatchRecord;
  state: SchwimmenState;
} {
  let s = schwimmenInitialState(m);
  const log: SchwimmenAction[] = [];
  // The round whose choice was left out: a round had one choice at most.
  let skipped = -1;
  for (const a of m.log) {
    const shownAtDeal =
      (a.type === 'keep' || a.type === 'takeSecond') &&
      skipped !== s.round &&
      roundOver(s) &&
      s.turnsTaken === 0 &&
      s.middle.length === 0 &&
      (s.roundResult?.shown.length ?? 0) > 0;
    if (shownAtDeal) {
      skipped = s.round;
      continue;
    }
    s = applyLogged(m, s, a);
    log.push(a);
  }
  return { match: log.length === m.log.length ? m : { ...m, log }, state: s };
}
