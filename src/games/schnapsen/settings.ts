// The player's Schnapsen settings: computer level, the rule options (N8, N12), automatic claim, showing the
// points, looks, pace and practice.
import type { Level } from '../../match/levels';
import { DEFAULT_RULES, type SchnapsenRules } from '../../engine/schnapsen';
import { isBool, oneOf, type FieldChecks } from '../../persist/check';
import { readSettings, type Faces, type Speed } from '../settings';

export const BUMMERL_SIZES = [7, 5] as const;

export interface SchnapsenSettings {
  level: Level;
  /** Engine rules: Bummerl 7 or 5 (N12), exchange with one card left (N8). */
  rules: SchnapsenRules;
  /** Claim 66 for the human as soon as they have it (N10; not an engine rule). */
  autoClaim: boolean;
  /** Show the human's points and pending marriage points; off = count in your head. */
  showPoints: boolean;
  faces: Faces;
  speed: Speed;
  /** Practice: the matches do not count, and a move can be taken back (see saveSchnapsenSettings). */
  practice: boolean;
  /** Practice only: the computer's hand is shown face up (off whenever practice is off). */
  showCards: boolean;
}

export const DEFAULT_SCHNAPSEN_SETTINGS: SchnapsenSettings = Object.freeze({
  level: 'normal',
  rules: Object.freeze({ ...DEFAULT_RULES }),
  autoClaim: false,
  showPoints: true,
  faces: 'german',
  speed: 'normal',
  practice: false,
  showCards: false,
}) as SchnapsenSettings;

const RULE_KEYS = ['bummerl', 'exchangeWithOneLeft'] as const;

/** True when going from `before` to `after` changes a rule, so a match in progress would start again. */
export function changesSchnapsenMatch(before: SchnapsenSettings, after: SchnapsenSettings): boolean {
  return RULE_KEYS.some((key) => before.rules[key] !== after.rules[key]);
}

export function sameSchnapsenSettings(a: SchnapsenSettings, b: SchnapsenSettings): boolean {
  return (
    !changesSchnapsenMatch(a, b) &&
    a.level === b.level &&
    a.autoClaim === b.autoClaim &&
    a.showPoints === b.showPoints &&
    a.faces === b.faces &&
    a.speed === b.speed &&
    a.practice === b.practice &&
    a.showCards === b.showCards
  );
}

/** What each rule option may hold (N8, N12): for settings and saved matches alike. */
export const SCHNAPSEN_RULE_CHECKS: FieldChecks<SchnapsenRules> = {
  bummerl: (x): x is SchnapsenRules['bummerl'] => oneOf(x, BUMMERL_SIZES),
  exchangeWithOneLeft: isBool,
};

/** Settings read back from storage, with anything missing or out of range replaced by the default. */
export function sanitizeSchnapsenSettings(raw: unknown): SchnapsenSettings {
  return readSettings(
    raw,
    DEFAULT_SCHNAPSEN_SETTINGS,
    { autoClaim: isBool, showPoints: isBool },
    SCHNAPSEN_RULE_CHECKS,
  );
}
