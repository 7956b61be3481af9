// What every game's saved match shares when it is read back: the fields of MatchRecordBase checked one by
// one, and a replay that turns a match the rules refuse into "no match" instead of an error. Each game's
// record.ts adds its own fields (seats, levels, names).
import { isActionLog, isInt, isMatchId, isSeed, readPracticeFields } from '../persist/check';
import type { MatchRecordBase } from './types';

/**
 * The fields every match record has, from a saved object: id, seed, first dealer (one of `seats`), action log,
 * rules (`readRules`: each option checked) and practice. Null when any of them is wrong.
 */
export function readRecordBase<R>(
  raw: Record<string, unknown>,
  seats: number,
  readRules: (raw: unknown) => R | null,
): MatchRecordBase<unknown, R> | null {
  const { id, seed, firstDealer, log } = raw;
  if (!isMatchId(id) || !isSeed(seed) || !isInt(firstDealer, 0, seats - 1) || !isActionLog(log)) return null;
  const rules = readRules(raw.rules);
  const practice = readPracticeFields(raw);
  if (!rules || !practice) return null;
  return { id, seed, rules, firstDealer, log, ...practice };
}

/** What `replay` gives, or null when it throws: a saved log the rules refuse is no match. */
export function replayed<T>(replay: () => T): T | null {
  try {
    return replay();
  } catch {
    return null;
  }
}
