import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/engine/cards';
import {
  DEFAULT_RULES,
  bestSuitIndex,
  cardPoints,
  handStrength,
  handValue,
  type SchwimmenRules,
} from '../../../src/engine/schwimmen';

const h = (s: string) => s.split(' ') as Card[];
const ON = { feuer: true, threeOfAKind: true };
const NO_TRIPS = { feuer: true, threeOfAKind: false };
const NO_FEUER = { feuer: false, threeOfAKind: true };
const NEITHER = { feuer: false, threeOfAKind: false };

// [hand, rules, value, rule ids]
const TABLE: [string, Partial<SchwimmenRules>, number, string][] = [
  ['Ah Ks Ts', ON, 20, 'S4'],
  ['7h 9h Ks', ON, 16, 'S4'],
  ['8s 9d Js', ON, 18, 'S4'],
  ['7c 8h 9s', ON, 9, 'S4'],
  ['7c 8c 9c', ON, 24, 'S4'],
  ['Ac 7c 8d', ON, 18, 'S4'],
  ['Ad 7c 8c', ON, 15, 'S4'],
  ['Ad 9c 8c', ON, 17, 'S4'],
  ['Kd Qd 7h', ON, 20, 'S4'],
  ['Jh Th 9d', ON, 20, 'S4'],
  ['Ks Qs Js', ON, 30, 'S4'],
  ['As 9s 8s', ON, 28, 'S4'],
  ['Ah Kh Th', ON, 31, 'S5'],
  ['Ac Qc Jc', ON, 31, 'S5'],
  ['Ad Td Kd', ON, 31, 'S5'],
  ['As Js Ts', NEITHER, 31, 'S5'],
  ['7c 7s 7h', ON, 30.5, 'S6'],
  ['Kc Ks Kd', ON, 30.5, 'S6'],
  ['8h 8d 8s', ON, 30.5, 'S6'],
  ['7c 7s 7h', NO_TRIPS, 7, 'S6'],
  ['Kc Ks Kd', NO_TRIPS, 10, 'S6'],
  ['Tc Th Td', NEITHER, 10, 'S6'],
  ['Ac As Ah', ON, 32, 'S7'],
  ['As Ah Ad', NO_TRIPS, 32, 'S7'],
  ['Ac As Ad', NO_FEUER, 30.5, 'S7'],
  ['Ac Ah Ad', NEITHER, 11, 'S7'],
  ['Ac As Kc', ON, 21, 'S4'],
  ['Ac Kc Qs', NO_FEUER, 21, 'S4'],
  ['9d 8d 7d', NEITHER, 24, 'S4'],
  ['Ts Js 7h', NO_TRIPS, 20, 'S4'],
  ['Qh 7h Ah', NO_FEUER, 28, 'S4'],
  ['7d 8s 9h', NEITHER, 9, 'S4'],
];

describe('hand values', () => {
  it('S3: ace 11, king queen jack ten 10, nine eight seven their face value', () => {
    const points = (['7c', '8c', '9c', 'Tc', 'Jc', 'Qc', 'Kc', 'Ac'] as Card[]).map(cardPoints);
    expect(points).toEqual([7, 8, 9, 10, 10, 10, 10, 11]);
  });

  it.each(TABLE)('%s with %j is worth %d (%s)', (hand, rules, value) => {
    expect(handValue(h(hand), rules)).toBe(value);
  });

  it('S4: only the best single suit counts, whatever the order of the cards', () => {
    for (const [hand, rules, value] of TABLE) {
      const [a, b, c] = h(hand);
      for (const p of [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
      ]) {
        expect(handValue(p, rules)).toBe(value);
      }
    }
  });

  it('S5: 31 is the highest value a suit can give', () => {
    const suitHands = TABLE.filter(([, , v]) => v <= 31);
    expect(Math.max(...suitHands.map(([, , v]) => v))).toBe(31);
  });

  it('S6, S7: options default to the rules page (three of a kind on, Feuer on)', () => {
    expect(DEFAULT_RULES.threeOfAKind).toBe(true);
    expect(DEFAULT_RULES.feuer).toBe(true);
    expect(handValue(h('9c 9s 9h'))).toBe(30.5);
    expect(handValue(h('Ac As Ah'))).toBe(32);
    expect(handValue(h('9c 9s 9h'), {})).toBe(30.5);
  });

  it('values fewer than three cards by their best suit (partial hands for hints)', () => {
    expect(handValue(h('Ah Kh'))).toBe(21);
    expect(handValue([])).toBe(0);
  });
});

describe('S20: order of equal hands under the Skat tie rule', () => {
  const rules = { ...DEFAULT_RULES, tieBreak: 'skat' as const };
  const stronger = (a: string, b: string) =>
    expect(handStrength(h(a), rules)).toBeGreaterThan(handStrength(h(b), rules));

  it('a higher value always wins', () => {
    stronger('Ac Kc 7h', 'Ts Js 9d');
    stronger('7c 7s 7h', 'Qs Js Ks');
    stronger('Ac As Ah', 'Ad Kd Td');
  });

  it('equal three of a kind rank by rank, ace high', () => {
    stronger('Kc Ks Kd', 'Qc Qs Qh');
    stronger('8c 8s 8d', '7c 7s 7h');
    stronger('Tc Ts Td', '9c 9s 9h');
    stronger('Ac As Ad', 'Kc Ks Kh');
  });

  it('equal sums in different suits rank clubs > spades > hearts > diamonds', () => {
    stronger('Kc Qc 7d', 'Ks Qs 7h');
    stronger('Ks Qs 7h', 'Kh Qh 7d');
    stronger('Kh Qh 7s', 'Kd Qd 7c');
    stronger('Ac Kc Tc', 'As Ks Ts');
  });

  it('a hand whose best sum stands in two suits counts the higher suit', () => {
    expect(bestSuitIndex(h('Kd Ks 9h'))).toBe(1);
    expect(handStrength(h('Kd Ks 9h'), rules)).toBe(handStrength(h('Qs Jh 8d'), rules));
    stronger('Kd Ks 9h', 'Kh Kd 7c');
  });

  it('equal sums in the same suit are equal', () => {
    expect(handStrength(h('Kh Qh 8c'), rules)).toBe(handStrength(h('Jh Th 9s'), rules));
    expect(bestSuitIndex(h('7c 7s 7h'))).toBe(null);
  });
});
