import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/engine/schwimmen';
import {
  changesSchwimmenMatch,
  DEFAULT_SCHWIMMEN_SETTINGS,
  sameSchwimmenSettings,
} from '../../../src/ui/schwimmen/settings';

const base = DEFAULT_SCHWIMMEN_SETTINGS;

describe('Schwimmen settings', () => {
  it('defaults: 3 opponents, normal level, the engine’s default rules, French faces, normal speed', () => {
    expect(base).toEqual({
      opponents: 3,
      level: 'normal',
      rules: DEFAULT_RULES,
      faces: 'french',
      speed: 'normal',
      practice: false,
      showCards: false,
    });
    expect(base.rules).toEqual({
      feuer: true,
      knockInFirstRound: false,
      lives: 3,
      threeOfAKind: true,
      tieBreak: 'none',
      knockWithSwap: false,
    });
  });

  it('the defaults cannot be changed by accident', () => {
    expect(Object.isFrozen(base)).toBe(true);
    expect(Object.isFrozen(base.rules)).toBe(true);
  });

  it('S14b: a rule (knockWithSwap too) or the number of opponents changes the match; faces, speed and level do not', () => {
    expect(changesSchwimmenMatch(base, { ...base, opponents: 4 })).toBe(true);
    expect(changesSchwimmenMatch(base, { ...base, rules: { ...base.rules, lives: 5 } })).toBe(true);
    expect(changesSchwimmenMatch(base, { ...base, rules: { ...base.rules, tieBreak: 'skat' } })).toBe(true);
    expect(changesSchwimmenMatch(base, { ...base, rules: { ...base.rules, knockWithSwap: true } })).toBe(
      true,
    );
    expect(changesSchwimmenMatch(base, { ...base, faces: 'german', speed: 'instant', level: 'easy' })).toBe(
      false,
    );
    expect(changesSchwimmenMatch(base, { ...base, rules: { ...base.rules } })).toBe(false);
  });

  it('sameSettings compares every field', () => {
    expect(sameSchwimmenSettings(base, { ...base, rules: { ...base.rules } })).toBe(true);
    expect(sameSchwimmenSettings(base, { ...base, speed: 'fast' })).toBe(false);
  });
});
