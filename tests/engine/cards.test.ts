import { describe, expect, it } from 'vitest';
import {
  DECK_20,
  DECK_32,
  RANKS,
  SUITS,
  cardIndex,
  isCard,
  isPermutationOf,
  rankOf,
  suitOf,
  type Card,
} from '../../src/engine/cards';
import { createRng, shuffle } from '../../src/engine/rng';

describe('cards', () => {
  it('S1: the Skat deck has 32 cards, ranks 7 to ace in four suits, each once', () => {
    expect(DECK_32).toHaveLength(32);
    expect(new Set(DECK_32).size).toBe(32);
    for (const s of SUITS) expect(DECK_32.filter((c) => suitOf(c) === s).map(rankOf)).toEqual([...RANKS]);
    // Suit by suit in Skat order: seeded deals shuffle this order, so it is pinned.
    expect(DECK_32).toEqual(SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`)));
  });

  it('S2: cards are written rank + suit and suits run in Skat order c, s, h, d', () => {
    expect(SUITS).toEqual(['c', 's', 'h', 'd']);
    expect(RANKS).toEqual(['7', '8', '9', 'T', 'J', 'Q', 'K', 'A']);
    expect(DECK_32).toContain('Ah');
    expect(DECK_32).toContain('Tc');
    expect(isCard('Ah')).toBe(true);
    for (const bad of ['1h', 'AH', 'A', 'Ahh', 'Ax', 10, null, '10h']) expect(isCard(bad)).toBe(false);
  });

  it('N1: the Schnapsen deck has 20 cards, J Q K 10 A in four suits', () => {
    expect(DECK_20).toHaveLength(20);
    expect(new Set(DECK_20).size).toBe(20);
    expect(DECK_20.filter((c) => suitOf(c) === 'h').sort()).toEqual(['Ah', 'Jh', 'Kh', 'Qh', 'Th']);
    expect(DECK_20).toEqual(SUITS.flatMap((s) => ['J', 'Q', 'K', 'T', 'A'].map((r) => `${r}${s}`)));
  });

  it('gives each card a distinct index from 0 to 31', () => {
    expect(new Set(DECK_32.map(cardIndex))).toEqual(new Set(Array.from({ length: 32 }, (_, i) => i)));
    expect(DECK_32.map(cardIndex)).toEqual(DECK_32.map((_, i) => i));
  });

  it('recognises a permutation of a deck and nothing else', () => {
    const d = [...DECK_32].reverse();
    expect(isPermutationOf(d, DECK_32)).toBe(true);
    expect(isPermutationOf(DECK_20, DECK_20)).toBe(true);
    expect(isPermutationOf(DECK_32.slice(1), DECK_32)).toBe(false);
    expect(isPermutationOf([...DECK_32.slice(1), DECK_32[1]], DECK_32)).toBe(false);
    expect(isPermutationOf([...DECK_32.slice(1), 'Xx'], DECK_32)).toBe(false);
    expect(isPermutationOf([...DECK_20.slice(1), '7c'], DECK_20)).toBe(false);
    expect(isPermutationOf('AhKh', DECK_32)).toBe(false);
    expect(isPermutationOf(null, DECK_32)).toBe(false);
  });
});

describe('seeded shuffle', () => {
  it('returns every card once and leaves its input alone', () => {
    const input = [...DECK_32];
    const out = shuffle(input, createRng(3));
    expect(input).toEqual(DECK_32);
    expect([...out].sort()).toEqual([...DECK_32].sort());
    expect(out).not.toEqual(DECK_32);
  });

  it('gives the same order for the same seed and another for another seed', () => {
    expect(shuffle(DECK_32, createRng(42))).toEqual(shuffle(DECK_32, createRng(42)));
    expect(shuffle(DECK_32, createRng(42))).not.toEqual(shuffle(DECK_32, createRng(43)));
  });

  it('puts each card in each place about equally often', () => {
    const rng = createRng(11);
    const counts = new Map<Card, number>();
    const runs = 32_000;
    for (let i = 0; i < runs; i++) {
      const first = shuffle(DECK_32, rng)[0];
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    // Expected 1000 each; 5 standard deviations is about ±155.
    for (const c of DECK_32) expect(Math.abs((counts.get(c) ?? 0) - runs / 32)).toBeLessThan(160);
  });

  it('refuses a range that is not a positive integer', () => {
    const rng = createRng(1);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
    const a = rng.clone();
    expect(a.int(1000)).toBe(rng.int(1000));
  });
});
