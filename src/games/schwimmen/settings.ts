// The player's settings for Schwimmen: table size, computer level, rule options, looks, pace and practice.
import type { Level } from '../../match/levels';
import { DEFAULT_RULES, TIE_BREAKS, type SchwimmenRules } from '../../engine/schwimmen';
import { readSettings, type Faces, type Speed } from '../settings';
import { isBool, isInt, oneOf, type FieldChecks } from '../../persist/check';

export const MIN_OPPONENTS = 1;
export const MAX_OPPONENTS = 7;
export const MIN_LIVES = 1;
export const MAX_LIVES = 5;

export interface SchwimmenSettings {
  /** Computer players at the table, 1–7. */
  opponents: number;
  level: Level;
  rules: SchwimmenRules;
  faces: Faces;
  speed: Speed;
  /** Practice: the matches do not count, and a move can be taken back (see saveSettings). */
  practice: boolean;
  /** Practice only: every computer's hand is shown face up (off whenever practice is off). */
  showCards: boolean;
}

export const DEFAULT_SCHWIMMEN_SETTINGS: SchwimmenSettings = Object.freeze({
  opponents: 3,
  level: 'normal',
  rules: Object.freeze({ ...DEFAULT_RULES }),
  faces: 'french',
  speed: 'normal',
  practice: false,
  showCards: false,
}) as SchwimmenSettings;

/** Every rule option, from the engine's defaults: a new rule is compared without another list to keep. */
const RULE_KEYS = Object.keys(DEFAULT_RULES) as (keyof SchwimmenRules)[];

/**
 * True when going from `before` to `after` changes the match itself (the table size or a rule), so a match in
 * progress would have to start again. Faces, speed and level never do (level applies from the next match).
 */
export function changesSchwimmenMatch(before: SchwimmenSettings, after: SchwimmenSettings): boolean {
  return (
    before.opponents !== after.opponents || RULE_KEYS.some((key) => before.rules[key] !== after.rules[key])
  );
}

export function sameSchwimmenSettings(a: SchwimmenSettings, b: SchwimmenSettings): boolean {
  return (
    !changesSchwimmenMatch(a, b) &&
    a.level === b.level &&
    a.faces === b.faces &&
    a.speed === b.speed &&
    a.practice === b.practice &&
    a.showCards === b.showCards
  );
}

/** What each rule option may hold (S6, S7, S9, S14, S14b, S20): for settings and saved matches alike. */
export const SCHWIMMEN_RULE_CHECKS: FieldChecks<SchwimmenRules> = {
  feuer: isBool,
  knockInFirstRound: isBool,
  lives: (x): x is number => isInt(x, MIN_LIVES, MAX_LIVES),
  threeOfAKind: isBool,
  tieBreak: (x): x is SchwimmenRules['tieBreak'] => oneOf(x, TIE_BREAKS),
  knockWithSwap: isBool,
};

/** Settings read back from storage, with anything missing or out of range replaced by the default. */
export function sanitizeSchwimmenSettings(raw: unknown): SchwimmenSettings {
  return readSettings(
    raw,
    DEFAULT_SCHWIMMEN_SETTINGS,
    { opponents: (x): x is number => isInt(x, MIN_OPPONENTS, MAX_OPPONENTS) },
    SCHWIMMEN_RULE_CHECKS,
  );
}
