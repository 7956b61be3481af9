// What every game's settings share: the computer level, the cards' faces, the pace, and practice (with the
// computers' cards shown). Each game's own settings add their rule options (src/games/<game>/settings.ts).
import { LEVELS, type Level } from '../match/levels';
import { fieldsOrDefaults, isBool, isObject, oneOf, type FieldChecks } from '../persist/check';

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

export const FACES = ['french', 'german'] as const;
export type Faces = (typeof FACES)[number];

/** The settings every game has, whatever its rules. */
export interface CommonSettings {
  level: Level;
  faces: Faces;
  speed: Speed;
  /** Practice: the matches do not count, and a move can be taken back. */
  practice: boolean;
  /** Practice only: every computer's hand is shown face up (off whenever practice is off). */
  showCards: boolean;
}

/** How long a computer player seems to think before it acts, by speed (milliseconds). */
export const BOT_DELAY_MS: Record<Speed, number> = { slow: 1400, normal: 800, fast: 350, instant: 0 };

/** Settings as they are saved: the computers' cards are shown in practice only. */
export function settledPractice<T extends { practice: boolean; showCards: boolean }>(settings: T): T {
  return settings.practice || !settings.showCards ? settings : { ...settings, showCards: false };
}

/** What each common setting may hold. */
const COMMON_CHECKS: FieldChecks<CommonSettings> = {
  level: (x): x is Level => oneOf(x, LEVELS),
  faces: (x): x is Faces => oneOf(x, FACES),
  speed: (x): x is Speed => oneOf(x, SPEEDS),
  practice: isBool,
  showCards: isBool,
};

/**
 * A game's settings read back from storage: the common ones, the game's own (`own`: what each may hold) and
 * each rule option (`ruleChecks`) checked, anything missing or out of range replaced by its default, and the
 * computers' cards shown in practice only.
 */
export function readSettings<R extends object, S extends CommonSettings & { rules: R }>(
  raw: unknown,
  defaults: S,
  own: FieldChecks<Omit<S, keyof CommonSettings | 'rules'>>,
  ruleChecks: FieldChecks<R>,
): S {
  const checks = { ...COMMON_CHECKS, ...own } as unknown as FieldChecks<Omit<S, 'rules'>>;
  const settings = fieldsOrDefaults<Omit<S, 'rules'>>(raw, checks, defaults);
  const rules = fieldsOrDefaults(isObject(raw) ? raw.rules : undefined, ruleChecks, defaults.rules);
  return settledPractice({ ...settings, rules } as S);
}
