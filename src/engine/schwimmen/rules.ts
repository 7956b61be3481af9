// Rule options of Schwimmen (rules page, "Options summary").

export const TIE_BREAKS = ['none', 'skat'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export interface SchwimmenRules {
  /** S7: three aces are Feuer (32) and cost everybody else a life. */
  feuer: boolean;
  /** S14: knocking allowed before every player has had a turn. */
  knockInFirstRound: boolean;
  /** S9: lives at the start, 1–5. */
  lives: number;
  /** S6: three cards of one rank are worth 30.5. */
  threeOfAKind: boolean;
  /** S20: how equal lowest hands are separated. */
  tieBreak: TieBreak;
  /** S14b: a swap or a swap-all may end with a knock. */
  knockWithSwap: boolean;
}

export const DEFAULT_RULES: Readonly<SchwimmenRules> = Object.freeze({
  feuer: true,
  knockInFirstRound: false,
  lives: 3,
  threeOfAKind: true,
  tieBreak: 'none',
  knockWithSwap: false,
});

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
export const MIN_LIVES = 1;
export const MAX_LIVES = 5;

/** The full rules from defaults and `partial`; a value outside its range is a programmer's error. */
export function resolveRules(partial: Partial<SchwimmenRules> = {}): SchwimmenRules {
  const r: SchwimmenRules = {
    feuer: partial.feuer ?? DEFAULT_RULES.feuer,
    knockInFirstRound: partial.knockInFirstRound ?? DEFAULT_RULES.knockInFirstRound,
    lives: partial.lives ?? DEFAULT_RULES.lives,
    threeOfAKind: partial.threeOfAKind ?? DEFAULT_RULES.threeOfAKind,
    tieBreak: partial.tieBreak ?? DEFAULT_RULES.tieBreak,
    knockWithSwap: partial.knockWithSwap ?? DEFAULT_RULES.knockWithSwap,
  };
  for (const key of ['feuer', 'knockInFirstRound', 'threeOfAKind', 'knockWithSwap'] as const) {
    if (typeof r[key] !== 'boolean') throw new TypeError(`Schwimmen rule ${key} must be true or false`);
  }
  if (!Number.isInteger(r.lives) || r.lives < MIN_LIVES || r.lives > MAX_LIVES) {
    throw new RangeError(`Schwimmen rule lives must be an integer from ${MIN_LIVES} to ${MAX_LIVES}`);
  }
  if (!TIE_BREAKS.includes(r.tieBreak))
    throw new RangeError(`Schwimmen rule tieBreak must be 'none' or 'skat'`);
  return r;
}
