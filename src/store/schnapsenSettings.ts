// The player's Schnapsen settings: computer level, the rule options (N8, N12), automatic claim, showing the
// points, looks and pace.
import { LEVELS, type Level } from '../bots/types';
import { DEFAULT_RULES, type SchnapsenRules } from '../engine/schnapsen';
import { FACES, SPEEDS, type Faces, type Speed } from './settings';

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
}

export const DEFAULT_SCHNAPSEN_SETTINGS: SchnapsenSettings = Object.freeze({
  level: 'normal',
  rules: Object.freeze({ ...DEFAULT_RULES }),
  autoClaim: false,
  showPoints: true,
  faces: 'german',
  speed: 'normal',
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
    a.speed === b.speed
  );
}

/** Settings read back from storage, with anything missing or out of range replaced by the default. */
export function sanitizeSchnapsenSettings(raw: unknown): SchnapsenSettings {
  const d = DEFAULT_SCHNAPSEN_SETTINGS;
  const r = (raw ?? {}) as Partial<Record<keyof SchnapsenSettings, unknown>>;
  const rules = (r.rules ?? {}) as Partial<Record<keyof SchnapsenRules, unknown>>;
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  const oneOf = <T extends string | number>(v: unknown, options: readonly T[], fallback: T): T =>
    options.includes(v as T) ? (v as T) : fallback;
  return {
    level: oneOf(r.level, LEVELS, d.level),
    rules: {
      bummerl: oneOf(rules.bummerl, BUMMERL_SIZES, d.rules.bummerl),
      exchangeWithOneLeft: bool(rules.exchangeWithOneLeft, d.rules.exchangeWithOneLeft),
    },
    autoClaim: bool(r.autoClaim, d.autoClaim),
    showPoints: bool(r.showPoints, d.showPoints),
    faces: oneOf(r.faces, FACES, d.faces),
    speed: oneOf(r.speed, SPEEDS, d.speed),
  };
}
