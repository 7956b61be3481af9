// Small checks for values read back from storage: a saved game is input from outside, checked field by field
// before anything replays it.

export type Fields = Record<string, unknown>;

export function isObject(x: unknown): x is Fields {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

export function isInt(x: unknown, lo: number, hi: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
}

export function isSeed(x: unknown): x is number {
  return isInt(x, 0, 0xffffffff);
}

/** A random key as a match keeps it: 64 lowercase hex digits (32 bytes). */
export function isHexKey(x: unknown): x is string {
  return typeof x === 'string' && /^[0-9a-f]{64}$/.test(x);
}

/** A match id as the app makes them (a UUID), or any short plain string from an older version. */
export function isMatchId(x: unknown): x is string {
  return typeof x === 'string' && x.length > 0 && x.length <= 100;
}

export function oneOf<T>(x: unknown, options: readonly T[]): x is T {
  return options.includes(x as T);
}

export function isBool(x: unknown): x is boolean {
  return typeof x === 'boolean';
}

/** A check for each field of `T`: what it may hold. */
export type FieldChecks<T> = { readonly [K in keyof T]-?: (x: unknown) => x is T[K] };

/** The fields of `raw` that pass their check, and the default for every other one (settings). */
export function fieldsOrDefaults<T extends object>(raw: unknown, checks: FieldChecks<T>, defaults: T): T {
  const r = isObject(raw) ? raw : {};
  const out = { ...defaults };
  for (const key of Object.keys(checks) as (keyof T & string)[]) {
    if (checks[key](r[key])) out[key] = r[key] as T[typeof key];
  }
  return out;
}

/**
 * The fields of `raw`, each checked, and the default for a field an older version did not save (rules of a
 * saved match); null when a field holds anything its check refuses.
 */
export function checkedFields<T extends object>(raw: unknown, checks: FieldChecks<T>, defaults: T): T | null {
  if (!isObject(raw)) return null;
  const out = { ...defaults };
  for (const key of Object.keys(checks) as (keyof T & string)[]) {
    if (raw[key] === undefined) continue;
    if (!checks[key](raw[key])) return null;
    out[key] = raw[key] as T[typeof key];
  }
  return out;
}

/**
 * A saved match's practice fields: `practice` (an older save without it is no practice match) and
 * `takeBacks` (none when missing). Only the fields that say something are kept; null when either holds
 * anything else.
 */
export function readPracticeFields(raw: Fields): { practice?: true; takeBacks?: number } | null {
  const { practice, takeBacks } = raw;
  if (practice !== undefined && !isBool(practice)) return null;
  if (takeBacks !== undefined && !isInt(takeBacks, 0, 1e9)) return null;
  return {
    ...(practice === true ? { practice: true as const } : {}),
    ...(typeof takeBacks === 'number' && takeBacks > 0 ? { takeBacks } : {}),
  };
}

/** A computer player's name as a match keeps it: a short plain string. */
export function isPlayerName(x: unknown): x is string {
  return typeof x === 'string' && x.trim().length > 0 && x.length <= 40;
}

/** The longest action log a saved match may have (far beyond any real match). */
export const MAX_LOG = 20_000;

/** An action log as saved: plain objects keyed on a string `type`, the first one a deal. */
export function isActionLog(x: unknown): x is { type: string }[] {
  if (!Array.isArray(x) || x.length === 0 || x.length > MAX_LOG) return false;
  if (!x.every((a) => isObject(a) && typeof a.type === 'string')) return false;
  return (x[0] as Fields).type === 'deal';
}
