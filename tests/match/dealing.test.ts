// How a match's deals are drawn (issue 40, src/match/dealing.ts): a match started in the app deals from a random
// key, each deal from its own seed; a shared link deals as links always did, with a seed text all the same; a
// match saved before has no fingerprint for its deals so far and a key from its next deal on. The app's
// deals agree with `npm run verify-deal` on every seed it shows.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/verifyDeal';
import { gameIds, gameOf, schnapsenGame, schwimmenGame } from '../../src/games';
import { dealSeed, fingerprint } from '../../src/match/fairDeals';
import { utf8 } from '../../src/match/sha256';
import { dealFingerprintOf, dealSeedOf, linkSeedParts, randomDealKey } from '../../src/match/dealing';
import { readDealing } from '../../src/games/record';
import { schwimmenDeckFor } from '../../src/match/schwimmen';
import { schnapsenDeckFor } from '../../src/match/schnapsen';
import { GAME_KEYS, MemoryStorage, sn, storeWith, sw } from '../store/helpers';

/** What `npm run verify-deal -- --game <game> --seed <seed> --json` prints on its last line. */
function verified(game: string, seed: string): { fingerprint: string; deck: string[] } {
  const lines: string[] = [];
  expect(main(['--game', game, '--seed', seed, '--json'], (line) => lines.push(line))).toBe(0);
  return JSON.parse(lines[lines.length - 1]) as { fingerprint: string; deck: string[] };
}

/** Plays `steps` actions of `game`: the first legal one for every seat, a deal whenever one is due. */
function playOn(store: ReturnType<typeof storeWith>, game: string, steps: number) {
  const { engine } = gameOf(game);
  for (let k = 0; k < steps; k++) {
    const s = store.getState();
    const { match, state } = s.games[game];
    if (gameOf(game).matchOver(state)) return;
    const actor = engine.actor(state);
    if (actor === 'chance') {
      if (gameOf(game).computersDeal(state)) s.computerDeal(game, match.id, match.log.length);
      else s.nextDeal(game);
      continue;
    }
    const legal = engine.legalActions(state) as { type: string }[];
    if (actor === 0) s.act(game, legal[0]);
    else s.computerMove(game, match.id, match.log.length, legal[0]);
  }
}

/** The deal actions of a log with their numbers (1-based). */
function deals(log: readonly unknown[]) {
  return (log as { type: string; deck?: string[] }[])
    .filter((a) => a.type === 'deal')
    .map((a, i) => ({ n: i + 1, deck: a.deck as string[] }));
}

describe('issue 40: a match started in the app deals from a random key', () => {
  it('the key is 64 hex digits drawn for each match; each deal comes from HMAC(key, "<game>:<n>")', () => {
    const store = storeWith(new MemoryStorage(), 1, { randomKey: randomDealKey });
    const keys = new Set<string>();
    for (const game of gameIds()) {
      const { match } = store.getState().games[game];
      const dealing = match.dealing as { key: string };
      expect(dealing.key).toMatch(/^[0-9a-f]{64}$/);
      keys.add(dealing.key);
      const seed = dealSeed(utf8(dealing.key), game, 1);
      expect(gameOf(game).dealSeed(match, 1)).toBe(seed);
      expect(deals(match.log)[0].deck).toEqual(gameOf(game).deckOfSeed(seed));
      expect(dealFingerprintOf(game, match, 1)).toBe(createHash('sha256').update(seed).digest('hex'));
    }
    store.getState().newMatch('schwimmen');
    keys.add((sw(store.getState()).match.dealing as { key: string }).key);
    expect(keys.size).toBe(gameIds().length + 1);
  });

  it('every deal of many matches of each game is the deck verify-deal gives for the seed the app shows', () => {
    let checked = 0;
    for (const [i, game] of gameIds().entries()) {
      const store = storeWith(new MemoryStorage(), 100 + i);
      for (let m = 0; m < 12; m++) {
        store.getState().newMatch(game);
        playOn(store, game, 150);
        const { match } = store.getState().games[game];
        for (const { n, deck } of deals(match.log)) {
          const seed = gameOf(game).dealSeed(match, n) as string;
          expect(verified(game, seed)).toEqual({ fingerprint: fingerprint(seed), deck });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('one deal’s seed does not give the next one’s: they differ, and both come from the hidden key', () => {
    const match = { seed: 5, dealing: { key: 'a'.repeat(64) } };
    const seeds = [1, 2, 3].map((n) => dealSeedOf('schnapsen', match, n));
    expect(new Set(seeds).size).toBe(3);
    const other = { seed: 5, dealing: { key: 'b'.repeat(64) } };
    expect(dealSeedOf('schnapsen', other, 1)).not.toBe(seeds[0]);
  });
});

describe('issue 40: a shared link deals as it always did, and is checkable all the same', () => {
  it('its deal n has the seed text "link:<game>:<number>:<n>", whose deck verify-deal gives', () => {
    const store = storeWith(new MemoryStorage());
    store.getState().newMatch('schwimmen', 11);
    store.getState().newMatch('schnapsen', 11);
    const swMatch = sw(store.getState()).match;
    const snMatch = sn(store.getState()).match;
    expect(swMatch.dealing).toEqual({ link: true });
    expect(schwimmenGame.dealSeed(swMatch, 1)).toBe('link:schwimmen:11:1');
    expect(schnapsenGame.dealSeed(snMatch, 1)).toBe('link:schnapsen:11:1');
    // The decks every seeded address has always dealt.
    expect(deals(swMatch.log)[0].deck).toEqual(schwimmenDeckFor(11, 1));
    expect(deals(snMatch.log)[0].deck).toEqual(schnapsenDeckFor(11, 1));
    expect(verified('schwimmen', 'link:schwimmen:11:1').deck).toEqual(schwimmenDeckFor(11, 1));
    expect(verified('schnapsen', 'link:schnapsen:11:3').deck).toEqual(schnapsenDeckFor(11, 3));
  });

  it('a link seed of another game, or out of range, is an ordinary seed text', () => {
    expect(linkSeedParts('link:schwimmen:11:2')).toEqual({ game: 'schwimmen', number: 11, deal: 2 });
    expect(linkSeedParts('link:schwimmen:99999999999:2')).toBeNull();
    expect(linkSeedParts('link:schwimmen:11:0')).toBeNull();
    expect(verified('schnapsen', 'link:schwimmen:11:1').deck).not.toEqual(schnapsenDeckFor(11, 1));
  });
});

describe('issue 40: a match saved before deals were checkable', () => {
  it('loads and plays on: its deals so far have no fingerprint, its next deal comes from a new key', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage, 3);
    a.getState().newMatch('schnapsen', 3);
    // As an older version saved it: no `dealing`.
    const raw = JSON.parse(storage.getItem(GAME_KEYS.schnapsenMatch) as string);
    delete raw.state.dealing;
    storage.setItem(GAME_KEYS.schnapsenMatch, JSON.stringify(raw));
    const b = storeWith(storage, 3, {}, 'schnapsen');
    expect(b.getState().saveProblems).toEqual([]);
    const before = sn(b.getState()).match;
    expect(before.dealing).toBeUndefined();
    expect(schnapsenGame.dealSeed(before, 1)).toBeNull();
    // Play the deal out, then the next deal is keyed from deal 2 on.
    for (let k = 0; k < 80 && !schnapsenGame.roundOver(sn(b.getState()).state); k++)
      playOn(b, 'schnapsen', 1);
    b.getState().nextDeal('schnapsen');
    const after = sn(b.getState()).match;
    expect(after.dealing).toMatchObject({ from: 2 });
    expect(schnapsenGame.dealSeed(after, 1)).toBeNull();
    const seed = schnapsenGame.dealSeed(after, 2) as string;
    expect(deals(after.log)[1].deck).toEqual(schnapsenGame.deckOfSeed(seed));
    // And that survives a reload.
    const c = storeWith(storage, 3, {}, 'schnapsen');
    expect(sn(c.getState()).match.log).toEqual(after.log);
    expect(sn(c.getState()).match.dealing).toEqual(after.dealing);
  });

  it('a saved `dealing` is checked field by field', () => {
    expect(readDealing(undefined)).toBeUndefined();
    expect(readDealing({ link: true })).toEqual({ link: true });
    expect(readDealing({ key: 'f'.repeat(64) })).toEqual({ key: 'f'.repeat(64) });
    expect(readDealing({ key: 'daily:schwimmen:2026-12-06' })).toEqual({ key: 'daily:schwimmen:2026-12-06' });
    expect(readDealing({ key: 'f'.repeat(64), from: 3 })).toEqual({ key: 'f'.repeat(64), from: 3 });
    for (const bad of [
      null,
      7,
      { link: false },
      { link: true, key: 'x' },
      { key: 'F'.repeat(64) },
      { key: 'abc' },
      { key: 'f'.repeat(64), from: 0 },
      { key: 'f'.repeat(64), from: 1.5 },
    ])
      expect(readDealing(bad)).toBeNull();
  });
});
