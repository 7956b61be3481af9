// A Schwimmen match record read back from storage: input from outside, checked field by field and replayed.
import {
  isActionLog,
  isInt,
  isMatchId,
  isObject,
  isPlayerName,
  isSeed,
  oneOf,
  readPracticeFields,
  checkedFields,
} from '../../persist/check';
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
  const { id, seed, players, firstDealer, levels, log } = raw;
  if (!isMatchId(id) || !isSeed(seed) || !isInt(players, 2, MAX_OPPONENTS + 1)) return null;
  if (!isInt(firstDealer, 0, players - 1) || !isActionLog(log)) return null;
  if (!Array.isArray(levels) || levels.length !== players) return null;
  if (!levels.every((level, seat) => (seat === HUMAN ? level === null : oneOf(level, LEVELS)))) return null;
  const rules = readSchwimmenRules(raw.rules);
  const practice = readPracticeFields(raw);
  if (!rules || !practice) return null;
  const names = readSeatNames(raw.names, players);
  const match: SchwimmenMatchRecord = {
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
    return upgradedSchwimmenMatch(match);
  } catch {
    return null;
  }
}
