// A Schwimmen match as the store keeps it: options, a seed and the action log. Everything else (the engine
// state, whose turn it is, what is legal) is derived from these with the engine.
import { LEVELS, type Level } from '../bots/types';
import { DECK_32 } from '../engine/cards';
import type { Seat } from '../engine/game';
import { createRng, shuffle } from '../engine/rng';
import {
  DEFAULT_RULES,
  schwimmen,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenState,
} from '../engine/schwimmen';

import {
  checkedFields,
  isActionLog,
  isInt,
  isMatchId,
  isObject,
  isPlayerName,
  isSeed,
  oneOf,
  readPracticeFields,
  sameDeck,
} from './check';
import { MAX_OPPONENTS, RULE_CHECKS } from './settings';

import { HUMAN } from './human';

export { HUMAN };

export interface MatchRecord {
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
  /** How often a move was taken back (part of the match's line: see lineOf in takeBack.ts). */
  takeBacks?: number;
}

/** Mixes two integers into a well-spread 32-bit seed (a step of the murmur3 finaliser). */
export function mixSeed(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The deck of round `round` (1-based) of the match with this seed. */
export function deckFor(seed: number, round: number) {
  return shuffle(DECK_32, createRng(mixSeed(seed, round)));
}

/** The seed a computer player gets for the decision after `logLength` actions. */
export function decisionSeed(seed: number, logLength: number): number {
  return mixSeed(seed ^ 0x5bd1e995, logLength);
}

export function newMatchRecord(opts: {
  seed: number;
  opponents: number;
  level: Level;
  rules: SchwimmenRules;
  id: string;
  practice?: boolean;
}): MatchRecord {
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

export function initialState(m: MatchRecord): SchwimmenState {
  return schwimmen.init({ players: m.players, rules: m.rules, firstDealer: m.firstDealer });
}

/** The deal action for the next round of `state`. */
export function nextDeal(m: MatchRecord, state: SchwimmenState): SchwimmenAction {
  return { type: 'deal', deck: deckFor(m.seed, state.round + 1) };
}

/**
 * Rebuilds the engine state from a record; throws when the record does not describe a legal match, or when a
 * deal in its log is not the deck its seed deals.
 */
export function replayMatch(m: MatchRecord): SchwimmenState {
  let s = initialState(m);
  for (const a of m.log) s = applyLogged(m, s, a);
  return s;
}

/** One action of a record's log: a deal must be the deck the match's seed deals for that round. */
function applyLogged(m: MatchRecord, s: SchwimmenState, a: SchwimmenAction): SchwimmenState {
  if (a.type === 'deal' && !sameDeck(a.deck, deckFor(m.seed, s.round + 1)))
    throw new Error(`round ${s.round + 1} was not dealt from the match's seed`);
  return schwimmen.apply(s, a);
}

/**
 * A record saved by an older version, brought up to date: there the dealer still chose after a Schnauz or
 * Feuer was dealt, and now that ends the round at the deal (S13), so such a choice is left out of the log.
 * Returns the record unchanged when nothing needed it; throws like replayMatch on anything else.
 */
export function upgradedMatch(m: MatchRecord): { match: MatchRecord; state: SchwimmenState } {
  let s = initialState(m);
  const log: SchwimmenAction[] = [];
  // The round whose choice was left out: a round had one choice at most.
  let skipped = -1;
  for (const a of m.log) {
    const shownAtDeal =
      (a.type === 'keep' || a.type === 'takeSecond') &&
      skipped !== s.round &&
      (s.phase === 'roundOver' || s.phase === 'gameOver') &&
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

/**
 * The computer players' names for a match of `players` seats, as a record keeps them; null when they are not
 * a name for every computer seat (the table names them again: a name is no reason to lose a match).
 */
export function readSeatNames(raw: unknown, players: number): (string | null)[] | null {
  if (!Array.isArray(raw) || raw.length !== players) return null;
  return raw.every((name, seat) => (seat === HUMAN ? name === null : isPlayerName(name)))
    ? (raw as (string | null)[])
    : null;
}

/** Saved rules, each option checked; an option an older version did not have takes its default. */
export function readSchwimmenRules(raw: unknown): SchwimmenRules | null {
  return checkedFields(raw, RULE_CHECKS, DEFAULT_RULES);
}

/**
 * A record read back from storage, every field checked (seats, levels, rules, seed, dealer, log, practice) and the
 * log replayed: null when it is not a valid match. Never throws.
 */
export function parseMatchRecord(raw: unknown): { match: MatchRecord; state: SchwimmenState } | null {
  if (!isObject(raw)) return null;
  const { id, seed, players, firstDealer, levels, log } = raw;
  if (!isMatchId(id) || !isSeed(seed) || !isInt(players, 2, MAX_OPPONENTS + 1)) return null;
  if (!isInt(firstDealer, 0, players - 1) || !isActionLog(log)) return null;
  if (!Array.isArray(levels) || levels.length !== players) return null;
  if (!levels.every((level, seat) => (seat === HUMAN ? level === null : oneOf(level, LEVELS)))) return null;
  const rules = readSchwimmenRules(raw.rules);
  const practice = readPracticeFields(raw);
  if (!rules || !practice) return null;
  const names = readSeatNames(raw.names, players);
  const match: MatchRecord = {
    id,
    seed,
    players,
    rules,
    levels: levels as (Level | null)[],
    ...(names ? { names } : {}),
    firstDealer,
    log: log as SchwimmenAction[],
    ...practice,
  };
  try {
    return upgradedMatch(match);
  } catch {
    return null;
  }
}
