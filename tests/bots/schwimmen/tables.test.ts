// The bots' hand tables agree with the engine on every hand under every rule option (S4–S7, S20).
import { describe, expect, it } from 'vitest';
import { handTables, meanReach, reachOf, tripleIndex } from '../../../src/bots/schwimmen/tables';
import { cardAt } from './helpers';
import { handStrength, handValue, resolveRules } from '../../../src/engine/schwimmen';

const VARIANTS = [false, true].flatMap((feuer) =>
  [false, true].flatMap((threeOfAKind) =>
    (['none', 'skat'] as const).map((tieBreak) => resolveRules({ feuer, threeOfAKind, tieBreak })),
  ),
);

describe('hand tables', () => {
  it('S4–S7, S20: value and showdown order of all 4,960 hands, in every order, under every option', () => {
    for (const rules of VARIANTS) {
      const t = handTables(rules);
      for (let a = 0; a < 32; a++) {
        for (let b = a + 1; b < 32; b++) {
          for (let c = b + 1; c < 32; c++) {
            const hand = [cardAt(a), cardAt(b), cardAt(c)];
            const v2 = 2 * handValue(hand, rules);
            const key = rules.tieBreak === 'skat' ? 2 * handStrength(hand, rules) : v2;
            for (const x of [tripleIndex(a, b, c), tripleIndex(c, a, b), tripleIndex(b, c, a)]) {
              if (t.value2[x] !== v2 || t.key[x] !== key) {
                expect([hand.join(' '), t.value2[x], t.key[x]]).toEqual([hand.join(' '), v2, key]);
              }
            }
          }
        }
      }
    }
  });

  it('keeps the mean potential of all hands that the dealer’s choice compares with', () => {
    for (const rules of VARIANTS.filter((r) => r.tieBreak === 'none')) {
      const t = handTables(rules);
      expect(t.meanReach).toBe(meanReach(t));
    }
  });

  it('a hand’s potential lies between its value and 31 or more, the same in every order', () => {
    const t = handTables(resolveRules());
    const x = tripleIndex(7 + 16, 6 + 16, 0); // Ah Kh 7c: three hearts would make 31
    expect(reachOf(t, x)).toBeGreaterThan(21);
    expect(reachOf(t, x)).toBeLessThan(31);
    expect(reachOf(t, tripleIndex(0, 7 + 16, 6 + 16))).toBe(reachOf(t, x));
  });
});
