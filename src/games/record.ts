// What every game's saved match shares when it is read back: the fields of MatchRecordBase checked one by
// one, and a replay that turns a match the rules refuse into "no match" instead of an error. Each game's
// record.ts adds its own fields (seats, levels, names).
import type { Dealing } from '../match/dealing';
import {
  isActionLog,
  isBool,
  isHexKey,
  isInt,
  isMatchId,
  isObject,
  isSeed,
  readPracticeFields,
} from '../persist/check';
import type { DailyTag, MatchRecordBase } from './types';

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
  const dealing = readDealing(raw.dealing);
  const daily = readDaily(raw.daily);
  if (!rules || !practice || dealing === null || daily === null) return null;
  return {
    id,
    seed,
    rules,
    firstDealer,
    log,
    ...practice,
    ...(dealing ? { dealing } : {}),
    ...(daily ? { daily } : {}),
  };
}

/** A saved deal of the day's tag: undefined when there is none, null when it is wrong. */
function readDaily(raw: unknown): DailyTag | undefined | null {
  if (raw === undefined) return undefined;
  if (!isObject(raw) || typeof raw.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw.date)) return null;
  return isBool(raw.counts) ? { date: raw.date, counts: raw.counts } : null;
}

/** What `replay` gives, or null when it throws: a saved log the rules refuse is no match. */
export function replayed<T>(replay: () => T): T | null {
  try {
    return replay();
  } catch {
    return null;
  }
}

/** The longest key a record may hold (a public key is a short text; a random one 64 hex digits). */
const MAX_KEY = 100;

/** A saved `dealing`, checked: undefined when there is none (an older save), null when it is wrong. */
export function readDealing(raw: unknown): Dealing | undefined | null {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) return null;
  if (raw.link === true && Object.keys(raw).length === 1) return { link: true };
  const { key, from } = raw;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY) return null;
  if (!isHexKey(key) && !/^daily:[a-z]+:\d{4}-\d{2}-\d{2}$/.test(key)) return null;
  if (from === undefined) return { key };
  return isInt(from, 1, 1e6) ? { key, from } : null;
}
