// A Schnapsen match record read back from storage: input from outside, checked field by field and replayed.
import type { Seat } from '../../engine/game';
import {
  DEFAULT_RULES,
  type SchnapsenAction,
  type SchnapsenRules,
  type SchnapsenState,
} from '../../engine/schnapsen';
import { LEVELS } from '../../match/levels';
import { replaySchnapsen, type SchnapsenMatchRecord } from '../../match/schnapsen';
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
} from '../../persist/check';
import { SCHNAPSEN_RULE_CHECKS } from './settings';

/** Saved rules, each option checked; an option an older version did not have takes its default. */
export function readSchnapsenRules(raw: unknown): SchnapsenRules | null {
  return checkedFields(raw, SCHNAPSEN_RULE_CHECKS, DEFAULT_RULES);
}

/**
 * A record read back from storage, every field checked (level, rules, seed, dealer, log, practice) and the log
 * replayed: null when it is not a valid match. Never throws.
 */
export function parseSchnapsenRecord(
  raw: unknown,
): { match: SchnapsenMatchRecord; state: SchnapsenState } | null {
  if (!isObject(raw)) return null;
  const { id, seed, level, firstDealer, log } = raw;
  if (!isMatchId(id) || !isSeed(seed) || !oneOf(level, LEVELS) || !isInt(firstDealer, 0, 1)) return null;
  if (!isActionLog(log)) return null;
  const rules = readSchnapsenRules(raw.rules);
  const practice = readPracticeFields(raw);
  if (!rules || !practice) return null;
  const match: SchnapsenMatchRecord = {
    id,
    seed,
    rules,
    level,
    // A name that cannot be read is named again by the table: no reason to lose the match.
    ...(isPlayerName(raw.opponentName) ? { opponentName: raw.opponentName } : {}),
    firstDealer: firstDealer as Seat,
    log: log as SchnapsenAction[],
    ...practice,
  };
  try {
    return { match, state: replaySchnapsen(match) };
  } catch {
    return null;
  }
}
