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

/** A match id as the app makes them (a UUID), or any short plain string from an older version. */
export function isMatchId(x: unknown): x is string {
  return typeof x === 'string' && x.length > 0 && x.length <= 100;
}

export function oneOf<T>(x: unknown, options: readonly T[]): x is T {
  return options.includes(x as T);
}

/** The longest action log a saved match may have (far beyond any real match). */
export const MAX_LOG = 20_000;

/** An action log as saved: plain objects keyed on a string `type`, the first one a deal. */
export function isActionLog(x: unknown): x is { type: string }[] {
  if (!Array.isArray(x) || x.length === 0 || x.length > MAX_LOG) return false;
  if (!x.every((a) => isObject(a) && typeof a.type === 'string')) return false;
  return (x[0] as Fields).type === 'deal';
}

/** True when a saved deck is exactly the deck the seed deals. */
export function sameDeck(saved: unknown, expected: readonly string[]): boolean {
  return (
    Array.isArray(saved) && saved.length === expected.length && saved.every((card, i) => card === expected[i])
  );
}
