// Deals anyone can check (issue 40): the seed, fingerprint and deck of src/match/fairDeals.ts, and
// `npm run verify-deal`, against an independent reimplementation with Node's own crypto, as a player would
// write it from docs (a few lines, nothing from the app but the cards' order).
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { main, verifyDeal } from '../../scripts/verifyDeal';
import { gameIds, gameOf } from '../../src/games';
import { dealSeed, deckFromSeed, fingerprint, seedNumbers } from '../../src/match/fairDeals';

/** The scheme, written again from its description with node:crypto. */
const independent = {
  seed: (key: Buffer, game: string, deal: number) =>
    createHmac('sha256', key).update(`${game}:${deal}`, 'utf8').digest('hex'),
  fingerprint: (seed: string) => createHash('sha256').update(seed, 'utf8').digest('hex'),
  deck(seed: string, cards: readonly string[]) {
    const deck = cards.slice();
    const words: number[] = [];
    let block = 0;
    const below = (n: number) => {
      const limit = Math.floor(2 ** 32 / n) * n;
      for (;;) {
        if (words.length === 0) {
          const digest = createHash('sha256').update(`${seed}:${block++}`, 'utf8').digest();
          for (let i = 0; i < 32; i += 4) words.push(digest.readUInt32BE(i));
        }
        const w = words.shift() as number;
        if (w < limit) return w % n;
      }
    };
    for (let i = deck.length - 1; i > 0; i--) {
      const j = below(i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    return deck;
  },
};

const key = (n: number) => Buffer.from(createHash('sha256').update(`key ${n}`).digest());

describe('a deal’s seed, fingerprint and deck', () => {
  it('agree with an independent implementation over 200 deals of every game', () => {
    for (const game of gameIds()) {
      const cards = gameOf(game).engine.cards;
      for (let n = 0; n < 200; n++) {
        const seed = dealSeed(key(n), game, (n % 12) + 1);
        expect(seed).toBe(independent.seed(key(n), game, (n % 12) + 1));
        expect(seed).toMatch(/^[0-9a-f]{64}$/);
        expect(fingerprint(seed)).toBe(independent.fingerprint(seed));
        expect(deckFromSeed(seed, cards)).toEqual(independent.deck(seed, cards));
      }
    }
  });

  it('each deal of a match has its own seed, and one seed does not give the next (HMAC under the key)', () => {
    const seeds = Array.from({ length: 50 }, (_, i) => dealSeed(key(1), 'schwimmen', i + 1));
    expect(new Set(seeds).size).toBe(50);
    // The next deal's seed is no function of this one's: the same deal number under another key differs.
    expect(dealSeed(key(2), 'schwimmen', 2)).not.toBe(dealSeed(key(1), 'schwimmen', 2));
    expect(dealSeed(key(1), 'schnapsen', 1)).not.toBe(dealSeed(key(1), 'schwimmen', 1));
  });

  it('a deck is a permutation of the game’s cards, and every card lands first about equally often', () => {
    const cards = gameOf('schwimmen').engine.cards;
    const first = new Map<string, number>();
    const deals = 3200;
    for (let n = 0; n < deals; n++) {
      const deck = deckFromSeed(dealSeed(key(7), 'schwimmen', n + 1), cards);
      expect([...deck].sort()).toEqual([...cards].sort());
      first.set(deck[0], (first.get(deck[0]) ?? 0) + 1);
    }
    // 100 expected per card; a fair shuffle stays within ±45 of it for every card (about 4.5 sigma).
    for (const card of cards)
      expect(Math.abs((first.get(card) ?? 0) - deals / cards.length)).toBeLessThan(45);
  });

  it('draws numbers below n without favouring any, and refuses a range it cannot draw from', () => {
    const numbers = seedNumbers('f'.repeat(64));
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[numbers.below(3)]++;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(120);
    expect(numbers.below(1)).toBe(0);
    expect(() => numbers.below(0)).toThrow(RangeError);
    expect(() => numbers.below(2.5)).toThrow(RangeError);
  });
});

describe('npm run verify-deal', () => {
  it('prints as its last line the JSON of the fingerprint and the deck, as the independent implementation', () => {
    for (const game of gameIds()) {
      for (let n = 0; n < 25; n++) {
        const seed = dealSeed(key(n + 100), game, 1);
        const lines: string[] = [];
        expect(main(['--game', game, '--seed', seed, '--json'], (l) => lines.push(l))).toBe(0);
        const printed = JSON.parse(lines[lines.length - 1]) as { fingerprint: string; deck: string[] };
        expect(printed).toEqual({
          fingerprint: independent.fingerprint(seed),
          deck: independent.deck(seed, gameOf(game).engine.cards),
        });
        expect(verifyDeal(game, seed)).toEqual(printed);
      }
    }
  });

  it('says what is wrong with its arguments, with the usage, and exits with 2', () => {
    for (const args of [[], ['--game', 'poker', '--seed', 'x'], ['--game', 'schwimmen'], ['--seeds', '1']]) {
      const lines: string[] = [];
      expect(main(args, (l) => lines.push(l))).toBe(2);
      expect(lines.join('\n')).toMatch(/usage: npm run verify-deal/);
    }
  });
});
