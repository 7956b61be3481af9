// Exhaustive seeded play (the project's "perft"): thousands of random matches across 2–8 players and
// every option, with Schwimmen's own invariants checked after every action. What every game owes (views that
// hide, refusals, purity, JSON, replay) is checked by tests/conformance.
import { describe, expect, it } from 'vitest';
import { DECK_32, cardIndex, type Card } from '../../../src/engine/cards';
import { randomDeal } from '../../../src/engine/game';
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

/** Plays one random match, checking every invariant after every action. */
function checkedMatch(players: number, rules: Partial<SchwimmenRules>, seed: number, totals: Totals) {
  const rng = createRng(seed);
  let s = schwimmen.init({ players, rules, firstDealer: rng.int(players) });
  for (let guard = 0; guard < 100_000; guard++) {
    const who = schwimmen.actor(s);
    if (who === 'none') break;
    const legal = schwimmen.legalActions(s);
    let a: SchwimmenAction;
    if (who === 'chance') {
      a = randomDeal(schwimmen, rng);
      totals.rounds++;
    } else {
      // S18: a legal action always exists; in turns passing is always one.
      if (legal.length === 0) throw new Error(`no legal action at ${JSON.stringify(s)}`);
      if (s.phase === 'turns' && !legal.some((x) => x.type === 'pass')) throw new Error('pass missing');
      a = legal[rng.int(legal.length)];
    }
    const next = schwimmen.apply(s, a);
    totals.actions++;
    if (next.history !== s.history && next.history?.type === 'refresh') totals.refreshes++;
    if ((a.type === 'swap' || a.type === 'swapAll') && a.knock) {
      if (!s.rules.knockWithSwap) throw new Error('a knock with a swap offered without the option');
      totals.swapKnocks++;
      if (next.phase === 'turns' && next.knocker !== s.turn) throw new Error('S14b: the knock was lost');
    }
    check(s, next);
    if (next.roundResult && !s.roundResult)
      totals.endings[next.roundResult.ending] = (totals.endings[next.roundResult.ending] ?? 0) + 1;
    s = next;
  }
  expect(s.phase).toBe('gameOver');
  totals.matches++;
  if (s.winner === null) totals.draws++;
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

describe('seeded random matches (S8–S22 invariants)', () => {
  const totals = newTotals();

  // 2,000 matches still meet every option combination (64 of them, 8 matches in a row each) and every
  // player count many times over.
  const MATCHES = depth(2_000, 20_000);

  it(`${count(MATCHES)} matches of 2–8 players over every option combination keep every invariant`, () => {
    for (let i = 0; i < MATCHES; i++) {
      checkedMatch(2 + (i % 7), rulesFor(i >> 3), 1_000_000 + i, totals);
    }
    console.log(`schwimmen simulation: ${JSON.stringify(totals)}`);
    expect(totals.matches).toBe(MATCHES);
    expect(totals.refreshes).toBeGreaterThan(0);
    expect(totals.swapKnocks).toBeGreaterThan(MATCHES / 20);
  });
});
