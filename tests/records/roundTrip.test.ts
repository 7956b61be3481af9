// Issue 41: printing a game record and reading it back gives the same match, over many seeded matches of each
// game: every table size, rule and kind of deal (a random key, a link, a deal of the day, an older save's
// decks), finished or stopped between deals or in the middle of one.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng';
import { gameOf, type MatchRecordBase } from '../../src/games';
import type { Dealing } from '../../src/match/dealing';
import { LEVELS } from '../../src/match/levels';
import { printRecord, recordOfMatch } from '../../src/records/print';
import { readRecord } from '../../src/records/read';
import { playRecord } from '../../src/sim/records';
import { schwimmenBots } from '../../src/bots/schwimmen';
import { schnapsenBots } from '../../src/bots/schnapsen';
import { count, depth } from '../depth';

const POOL = ['Ben', 'Anna Lena', 'Zoë', 'Marek', 'Ida', 'Jo "the knife"', 'Aurélie', 'Chen'];

function dealingFor(game: string, rng: ReturnType<typeof createRng>, seed: number): Dealing | undefined {
  switch (rng.int(4)) {
    case 0:
      return { key: Array.from({ length: 64 }, () => '0123456789abcdef'[rng.int(16)]).join('') };
    case 1:
      return { link: true };
    case 2:
      return { key: `daily:${game}:2026-12-${String(1 + (seed % 28)).padStart(2, '0')}` };
    default:
      return undefined;
  }
}

function schwimmenRules(rng: ReturnType<typeof createRng>) {
  return {
    feuer: rng.int(2) === 0,
    knockInFirstRound: rng.int(2) === 0,
    lives: 1 + rng.int(5),
    threeOfAKind: rng.int(2) === 0,
    tieBreak: rng.int(2) === 0 ? 'none' : 'skat',
    knockWithSwap: rng.int(2) === 0,
  };
}

function schnapsenRules(rng: ReturnType<typeof createRng>) {
  return { bummerl: rng.int(2) === 0 ? 7 : 5, exchangeWithOneLeft: rng.int(2) === 0 };
}

const CASES = [
  {
    id: 'schwimmen',
    bots: schwimmenBots,
    rules: schwimmenRules,
    players: (n: number) => 2 + (n % 7),
    matches: depth(2000, 10000),
  },
  {
    id: 'schnapsen',
    bots: schnapsenBots,
    rules: schnapsenRules,
    players: () => 2,
    matches: depth(2000, 10000),
  },
];

describe.each(CASES)('game records of $id', ({ id, bots, rules, players, matches }) => {
  const game = gameOf(id);

  it(`print → read gives the same match, over ${count(matches)} seeded matches`, () => {
    let cutInDeal = 0;
    let finished = 0;
    for (let n = 0; n < matches; n++) {
      const seed = 1000 + n * 7919;
      const rng = createRng(seed);
      const fast = ['easy', 'normal'] as const;
      const { record } = playRecord<MatchRecordBase>(game, bots as never, {
        seed,
        player: fast[rng.int(2)],
        level: fast[rng.int(2)],
        players: players(n),
        rules: rules(rng),
        maxRounds: rng.int(3) === 0 ? 1 + rng.int(3) : undefined,
        dealing: dealingFor(id, rng, seed),
      });
      let match = rng.int(2) === 0 ? game.named(record, POOL) : record;
      // Sometimes stopped in the middle of a deal: its moves wait until it is over.
      if (rng.int(4) === 0 && match.log.length > 2) {
        match = { ...match, log: match.log.slice(0, 1 + rng.int(match.log.length - 1)) };
      }
      const written = recordOfMatch(game, match, { date: '2026-12-06' });
      const text = printRecord(written);
      const read = readRecord(text, id);
      expect(read, text).toEqual(written);
      // The record's log is the match's, up to the deal still being played.
      expect(match.log.slice(0, read.log.length)).toEqual(read.log);
      expect(read.rules).toEqual(match.rules);
      expect(read.seats.map((s) => s.level)).toEqual(game.levels(match));
      if (read.log.length < match.log.length) cutInDeal++;
      if (read.result !== '*') finished++;
      // Printing what was read gives the same text.
      expect(printRecord(read)).toBe(text);
    }
    expect(cutInDeal).toBeGreaterThan(matches / 20);
    expect(finished).toBeGreaterThan(matches / 4);
  });

  it('a computer level of each kind reads back', () => {
    for (const level of LEVELS) {
      const { record } = playRecord<MatchRecordBase>(game, bots as never, {
        seed: 5,
        player: 'easy',
        level: 'easy',
        players: 3,
        maxRounds: 1,
      });
      const written = recordOfMatch(game, { ...record, ...levelled(record, level) });
      expect(
        readRecord(printRecord(written))
          .seats.slice(1)
          .every((s) => s.level === level),
      ).toBe(true);
    }
  });
});

function levelled(record: MatchRecordBase, level: string): object {
  const r = record as MatchRecordBase & { levels?: unknown[]; level?: string };
  return r.levels ? { levels: r.levels.map((l) => (l === null ? null : level)) } : { level };
}
