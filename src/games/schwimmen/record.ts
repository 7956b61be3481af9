// A Schwimmen match record read back from storage: input from outside, checked field by field and replayed.
import { isInt, isObject, isPlayerName, oneOf, checkedFields } from '../../persist/check';
import { readRecordBase, replayed } from '../record';
import {
  DEFAULT_RULES,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenState,
} from '../../engine/schwimmen';
import { HUMAN } from '../../match/human';
import { LEVELS, type Level } from '../../match/levels';
import { upgradedSchwimmenMatch, type SchwimmenMatchRecord } from '../../match/schwimmen';
import { MAX_OPPONENTS, SCHWIMMEN_RULE_CHECKS } from './settings';

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
  return checkedFields(raw, SCHWIMMEN_RULE_CHECKS, DEFAULT_RULES);
}

/**
 * A record read back from storage, every field checked (seats, levels, rules, seed, dealer, log, practice) and the
 * log replayed: null when it is not a valid match. Never throws.
 */
export function parseSchwimmenRecord(
  raw: unknown,
): { match: SchwimmenMatchRecord; state: SchwimmenState } | null {
  if (!isObject(raw)) return null;
  const { players, levels } = raw;
  if (!isInt(players, 2, MAX_OPPONENTS + 1)) return null;
  if (!Array.isArray(levels) || levels.length !== players) return null;
  if (!levels.every((level, seat) => (seat === HUMAN ? level === null : oneOf(level, LEVELS)))) return null;
  const base = readRecordBase(raw, players, readSchwimmenRules);
  if (!base) return null;
  const names = readSeatNames(raw.names, players);
  const match: SchwimmenMatchRecord = {
    ...base,
    players,
    levels: levels as (Level | null)[],
    ...(names ? { names } : {}),
    log: base.log as SchwimmenAction[],
  };
  return replayed(() => upgradedSchwimmenMatch(match));
}
