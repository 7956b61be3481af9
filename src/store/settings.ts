// The player's settings for Schwimmen: table size, computer level, rule options, looks and pace.
import { LEVELS, type Level } from '../bots/types';
import { DEFAULT_RULES, type SchwimmenRules } from '../engine/schwimmen';

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

export const FACES = ['french', 'german'] as const;
export type Faces = (typeof FACES)[number];

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
}

export const DEFAULT_SCHWIMMEN_SETTINGS: SchwimmenSettings = Object.freeze({
  opponents: 3,
  level: 'normal',
  rules: Object.freeze({ ...DEFAULT_RULES }),
  faces: 'french',
  speed: 'normal',
}) as SchwimmenSettings;

/** How long a computer player seems to think before it acts, by speed (milliseconds). */
export const BOT_DELAY_MS: Record<Speed, number> = { slow: 1400, normal: 800, fast: 350, instant: 0 };

const RULE_KEYS = ['feuer', 'knockInFirstRound', 'lives', 'threeOfAKind', 'tieBreak'] as const;

/**
 * True when going from `before` to `after` changes the match itself (the table size or a rule), so a match in
 * progress would have to start again. Faces, speed and level never do (level applies from the next match).
 */
export function changesMatch(before: SchwimmenSettings, after: SchwimmenSettings): boolean {
  return (
    before.opponents !== after.opponents || RULE_KEYS.some((key) => before.rules[key] !== after.rules[key])
  );
}

export function sameSettings(a: SchwimmenSettings, b: SchwimmenSettings): boolean {
  return !changesMatch(a, b) && a.level === b.level && a.faces === b.faces && a.speed === b.speed;
}

/** Settings read back from storage, with anything missing or out of range replaced by the default. */
export function sanitizeSettings(raw: unknown): SchwimmenSettings {
  const d = DEFAULT_SCHWIMMEN_SETTINGS;
  const r = (raw ?? {}) as Partial<Record<keyof SchwimmenSettings, unknown>>;
  const rules = (r.rules ?? {}) as Partial<Record<keyof SchwimmenRules, unknown>>;
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  const int = (v: unknown, lo: number, hi: number, fallback: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? v : fallback;
  const oneOf = <T extends string>(v: unknown, options: readonly T[], fallback: T): T =>
    options.includes(v as T) ? (v as T) : fallback;
  return {
    opponents: int(r.opponents, MIN_OPPONENTS, MAX_OPPONENTS, d.opponents),
    level: oneOf(r.level, LEVELS, d.level),
    rules: {
      feuer: bool(rules.feuer, d.rules.feuer),
      knockInFirstRound: bool(rules.knockInFirstRound, d.rules.knockInFirstRound),
      lives: int(rules.lives, MIN_LIVES, MAX_LIVES, d.rules.lives),
      threeOfAKind: bool(rules.threeOfAKind, d.rules.threeOfAKind),
      tieBreak: oneOf(rules.tieBreak, ['none', 'skat'] as const, d.rules.tieBreak),
    },
    faces: oneOf(r.faces, FACES, d.faces),
    speed: oneOf(r.speed, SPEEDS, d.speed),
  };
}
