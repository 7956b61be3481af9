// A Schnapsen match record read back from storage: input from outside, checked field by field and replayed.
import {
  DEFAULT_RULES,
  type SchnapsenAction,
  type SchnapsenRules,
  type SchnapsenState,
} from '../../engine/schnapsen';
import { LEVELS } from '../../match/levels';
import { replaySchnapsen, type SchnapsenMatchRecord } from '../../match/schnapsen';
import { checkedFields, isObject, isPlayerName, oneOf } from '../../persist/check';
import { readRecordBase, replayed } from '../record';
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
  if (!isObject(raw) || !oneOf(raw.level, LEVELS)) return null;
  const base = readRecordBase(raw, 2, readSchnapsenRules);
  if (!base) return null;
  const match: SchnapsenMatchRecord = {
    ...base,
    level: raw.level,
    // A name that cannot be read is named again by the table: no reason to lose the match.
    ...(isPlayerName(raw.opponentName) ? { opponentName: raw.opponentName } : {}),
    log: base.log as SchnapsenAction[],
  };
  return replayed(() => ({ match, state: replaySchnapsen(match) }));
}
