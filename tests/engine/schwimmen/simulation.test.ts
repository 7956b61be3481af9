// Exhaustive seeded play (the project's "perft"): thousands of random matches across 2–8 players and
// every option, with the invariants checked after every action.
import { describe, expect, it } from 'vitest';
import { DECK_32, cardIndex, isCard, type Card } from '../../../src/engine/cards';
import { randomDeal, replay } from '../../../src/engine/game';
import { createRng } from '../../../src/engine/rng';
import {
  schwimmen,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenState,
} from '../../../src/engine/schwimmen';
import { count, depth } from '../../depth';

const ALL = 0xffffffff | 0;

// A local table keeps this hot loop free of cross-module calls.
const BIT = new Map<string, number>(DECK_32.map((c) => [c, 1 << cardIndex(c)]));
function mask(cards: readonly Card[]): number {
  let m = 0;
  for (let i = 0; i < cards.length; i++) m |= BIT.get(cards[i]) as number;
  return m;
}

function rulesFor(i: number): Partial<SchwimmenRules> {
  return {
    feuer: (i & 1) === 0,
    knockInFirstRound: (i & 2) !== 0,
    threeOfAKind: (i & 4) === 0,
    tieBreak: (i & 8) === 0 ? 'none' : 'skat',
    knockWithSwap: (i & 16) !== 0,
    lives: 1 + ((i >> 5) % 5),
  };
}

interface Totals {
  matches: number;
  rounds: number;
  actions: number;
  draws: number;
  endings: Record<string, number>;
  refreshes: number;
  /** S14b: swaps and swap-alls that ended with a knock. */
  swapKnocks: number;
}

function newTotals(): Totals {
  return { matches: 0, rounds: 0, actions: 0, draws: 0, endings: {}, refreshes: 0, swapKnocks: 0 };
}

/**
 * Plays one random match, checking every invariant after every action; returns the log and the end.
 * `views`: which seats' views are checked after every action ('all', one seat, or none).
 */
function checkedMatch(
  players: number,
  rules: Partial<SchwimmenRules>,
  seed: number,
  totals: Totals,
  views: 'all' | number | 'none',
) {
  const rng = createRng(seed);
  let s = schwimmen.init({ players, rules, firstDealer: rng.int(players) });
  const log: SchwimmenAction[] = [];
  // Cards each seat has seen this round (own hands, every middle, the showdown).
  const seen = new Array<number>(players).fill(0);
  for (let guard = 0; guard < 100_000; guard++) {
    const who = schwimmen.actor(s);
    if (who === 'none') break;
    const legal = schwimmen.legalActions(s);
    let a: SchwimmenAction;
    if (who === 'chance') {
      if (legal.length !== 0) throw new Error('legal actions offered while a deal is awaited');
      a = randomDeal(schwimmen, rng);
      totals.rounds++;
    } else {
      // S18: a legal action always exists; in turns passing is always one.
      if (legal.length === 0) throw new Error(`no legal action at ${JSON.stringify(s)}`);
      if (s.phase === 'turns' && !legal.some((x) => x.type === 'pass')) throw new Error('pass missing');
      a = legal[rng.int(legal.length)];
    }
    const next = schwimmen.apply(s, a);
    log.push(a);
    totals.actions++;
    if (next.history !== s.history && next.history?.type === 'refresh') totals.refreshes++;
    if ((a.type === 'swap' || a.type === 'swapAll') && a.knock) {
      if (!s.rules.knockWithSwap) throw new Error('a knock with a swap offered without the option');
      totals.swapKnocks++;
      if (next.phase === 'turns' && next.knocker !== s.turn) throw new Error('S14b: the knock was lost');
    }
    check(s, next);
    if (views !== 'none') {
      if (next.round !== s.round) seen.fill(0);
      const shown = next.roundResult
        ? next.roundResult.hands.reduce((m, hand) => m | (hand ? mask(hand) : 0), 0)
        : 0;
      const middle = mask(next.middle);
      for (let seat = 0; seat < players; seat++) {
        seen[seat] |= mask(next.hands[seat]) | middle | shown;
        if (views === 'all' || views === seat) checkView(next, seat, seen[seat]);
      }
    }
    if (next.roundResult && !s.roundResult)
      totals.endings[next.roundResult.ending] = (totals.endings[next.roundResult.ending] ?? 0) + 1;
    s = next;
  }
  expect(s.phase).toBe('gameOver');
  totals.matches++;
  if (s.winner === null) totals.draws++;
  return { log, final: s };
}

function check(prev: SchwimmenState, s: SchwimmenState) {
  // Every card exactly once.
  let m = mask(s.secondPacket) | mask(s.middle) | mask(s.stock) | mask(s.discards);
  let count = s.secondPacket.length + s.middle.length + s.stock.length + s.discards.length;
  for (let seat = 0; seat < s.players; seat++) {
    m |= mask(s.hands[seat]);
    count += s.hands[seat].length;
  }
  if (m !== ALL || count !== 32) throw new Error(`cards lost or doubled: ${JSON.stringify(s)}`);
  for (let seat = 0; seat < s.players; seat++) {
    // Every hand still in the game has three cards, a player who is out none.
    const want = s.out[seat] ? 0 : 3;
    if (s.hands[seat].length !== want) throw new Error(`seat ${seat} holds ${s.hands[seat].length} cards`);
    // Lives never rise and nobody comes back.
    if (s.lives[seat] > prev.lives[seat]) throw new Error('lives rose');
    if (prev.out[seat] && !s.out[seat]) throw new Error('a player came back');
    if (s.lives[seat] < 0) throw new Error('negative lives');
  }
  if (s.phase === 'choose' && s.secondPacket.length !== 3) throw new Error('second packet missing');
  // S13: the second packet outlives 'choose' only when a hand dealt ended the round at once.
  if (s.phase !== 'choose' && s.secondPacket.length !== 0) {
    const atOnce = s.roundResult !== null && s.roundResult.shown.length > 0 && s.middle.length === 0;
    if (!atOnce || s.turnsTaken !== 0) throw new Error(`second packet left over: ${JSON.stringify(s)}`);
  }
  if (s.phase === 'turns' && s.middle.length !== 3) throw new Error('middle without three cards');
}

/** Every card named anywhere in a value (keys included), as a bit set. */
function cardsIn(v: unknown): number {
  if (typeof v === 'string') return isCard(v) ? 1 << cardIndex(v) : 0;
  let m = 0;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) m |= cardsIn(v[i]);
  } else if (v !== null && typeof v === 'object') {
    for (const k in v) m |= cardsIn(k) | cardsIn((v as Record<string, unknown>)[k]);
  }
  return m;
}

function checkView(s: SchwimmenState, seat: number, seen: number) {
  const view = schwimmen.view(s, seat);
  const leaked = cardsIn(view) & ~seen;
  if (leaked !== 0) {
    const cards = DECK_32.filter((c) => (leaked & (1 << cardIndex(c))) !== 0);
    throw new Error(`view of seat ${seat} shows ${cards.join(' ')}, not seen: ${JSON.stringify(view)}`);
  }
}

describe('seeded random matches (S8–S22 invariants)', () => {
  const totals = newTotals();

  // 2,000 matches still meet every option combination (64 of them, 8 matches in a row each) and every
  // player count many times over.
  const MATCHES = depth(2_000, 20_000);

  it(`${count(MATCHES)} matches of 2–8 players over every option combination keep every invariant`, () => {
    for (let i = 0; i < MATCHES; i++) {
      const players = 2 + (i % 7);
      // Every seat's view after every action in one match out of 25 (800 of 20,000 matches, about a million
      // views).
      const views = i % 25 === 0 ? 'all' : 'none';
      checkedMatch(players, rulesFor(i >> 3), 1_000_000 + i, totals, views);
    }
    console.log(`schwimmen simulation: ${JSON.stringify(totals)}`);
    expect(totals.matches).toBe(MATCHES);
    expect(totals.refreshes).toBeGreaterThan(0);
    expect(totals.swapKnocks).toBeGreaterThan(MATCHES / 20);
  });

  it('the same seed replays the same match, and the log replays to the same state', () => {
    for (let i = 0; i < 300; i++) {
      const players = 2 + (i % 7);
      const t = newTotals();
      const a = checkedMatch(players, rulesFor(i), 77 + i, t, 'none');
      const b = checkedMatch(players, rulesFor(i), 77 + i, t, 'none');
      expect(b.log).toEqual(a.log);
      expect(b.final).toEqual(a.final);
      const firstDealer = createRng(77 + i).int(players);
      expect(replay(schwimmen, { players, rules: rulesFor(i), firstDealer }, a.log)).toEqual(a.final);
    }
  });

  it('refuses random illegal actions without changing anything', () => {
    const rng = createRng(5);
    let s = schwimmen.apply(schwimmen.init({ players: 4, firstDealer: 0 }), randomDeal(schwimmen, rng));
    let refused = 0;
    for (let i = 0; i < 2000; i++) {
      if (schwimmen.actor(s) === 'none')
        s = schwimmen.apply(schwimmen.init({ players: 4, firstDealer: 0 }), randomDeal(schwimmen, rng));
      // S13: a deal may end the round at once, so deal until a player is to act.
      while (schwimmen.actor(s) === 'chance') s = schwimmen.apply(s, randomDeal(schwimmen, rng));
      const give = DECK_32[rng.int(32)];
      const take = DECK_32[rng.int(32)];
      const a: SchwimmenAction = { type: 'swap', give, take };
      const legal = schwimmen
        .legalActions(s)
        .some((x) => x.type === 'swap' && x.give === give && x.take === take);
      if (!legal) {
        const before = JSON.stringify(s);
        expect(() => schwimmen.apply(s, a)).toThrow();
        expect(JSON.stringify(s)).toBe(before);
        refused++;
      }
      const options = schwimmen.legalActions(s);
      s = schwimmen.apply(s, options[rng.int(options.length)]);
    }
    expect(refused).toBeGreaterThan(1500);
  });
});
