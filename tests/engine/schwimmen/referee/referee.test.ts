// The referee checked on its own, against the rules page: the worked example S21 and scenarios by rule id;
// and the comparison (compare.ts) checked against engines broken on purpose. The comparison with the
// real engine is tests/engine/schwimmen/referee.test.ts.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../src/engine/cards';
import { schwimmen } from '../../../../src/engine/schwimmen';
import { runMatch } from './compare';
import {
  actionKey,
  refActor,
  refApply,
  refDeck,
  refInit,
  refLegal,
  RefRefusal,
  refValue,
  REF_DEFAULTS,
  type DeckSpec,
  type RefAction,
  type RefRules,
  type RefState,
} from './referee';

const h = (cards: string) => cards.split(' ') as Card[];
const sorted = (cards: readonly Card[]) => [...cards].sort();
const rules = (r: Partial<RefRules> = {}): RefRules => ({ ...REF_DEFAULTS, ...r });

const keep: RefAction = { type: 'keep' };
const takeSecond: RefAction = { type: 'takeSecond' };
const pass: RefAction = { type: 'pass' };
const knock: RefAction = { type: 'knock' };
const swapAll: RefAction = { type: 'swapAll' };
const swap = (give: string, take: string, withKnock = false): RefAction =>
  withKnock
    ? { type: 'swap', give: give as Card, take: take as Card, knock: true }
    : { type: 'swap', give: give as Card, take: take as Card };

function dealt(spec: DeckSpec & { rules?: Partial<RefRules>; lives?: number[] }): RefState {
  let s = refInit({ players: spec.players, rules: spec.rules, firstDealer: spec.dealer });
  if (spec.lives) s = { ...s, lives: spec.lives };
  return refApply(s, { type: 'deal', deck: refDeck(spec) });
}

function play(s: RefState, ...actions: RefAction[]): RefState {
  for (const a of actions) s = refApply(s, a);
  return s;
}

const legalKeys = (s: RefState) => refLegal(s).map(actionKey);

describe('the referee: hand values', () => {
  it('S4: the best single suit', () => {
    expect(refValue(h('Ah Ks Ts'), rules())).toBe(20);
    expect(refValue(h('7h 9h Ks'), rules())).toBe(16);
    expect(refValue(h('8s 9d Js'), rules())).toBe(18);
    expect(refValue(h('7c 8h 9s'), rules())).toBe(9);
  });
  it('S5: Schnauz is 31', () => expect(refValue(h('Ad Kd Td'), rules())).toBe(31));
  it('S6: three of a kind is 30.5, or S4 with the option off', () => {
    expect(refValue(h('7c 7s 7h'), rules())).toBe(30.5);
    expect(refValue(h('Kc Ks Kh'), rules())).toBe(30.5);
    expect(refValue(h('Kc Ks Kh'), rules({ threeOfAKind: false }))).toBe(10);
  });
  it('S7: Feuer is 32 whatever threeOfAKind says; with feuer off three aces are a three of a kind', () => {
    expect(refValue(h('Ac As Ah'), rules())).toBe(32);
    expect(refValue(h('Ac As Ah'), rules({ threeOfAKind: false }))).toBe(32);
    expect(refValue(h('Ac As Ah'), rules({ feuer: false }))).toBe(30.5);
    expect(refValue(h('Ac As Ah'), rules({ feuer: false, threeOfAKind: false }))).toBe(11);
  });
});

describe('the referee: the deal and the dealer’s choice', () => {
  it('S11: one card at a time from left of the dealer, ending with the dealer; then the second packet', () => {
    const deck = refDeck({ players: 3, dealer: 1 });
    const s = refApply(refInit({ players: 3, firstDealer: 1 }), { type: 'deal', deck });
    expect(s.hands[2]).toEqual([deck[0], deck[3], deck[6]]);
    expect(s.hands[0]).toEqual([deck[1], deck[4], deck[7]]);
    expect(s.hands[1]).toEqual([deck[2], deck[5], deck[8]]);
    expect(s.second).toEqual(deck.slice(9, 12));
    expect(s.stock).toEqual(deck.slice(12));
    expect(s.middle).toEqual([]);
    expect(refActor(s)).toBe(1);
  });
  it('S10: the deal passes to the next seat still in the game', () => {
    let s = refInit({ players: 3, firstDealer: 2 });
    s = { ...s, out: [true, false, false] };
    s = refApply(s, { type: 'deal', deck: refDeck({ players: 3, dealer: 2, out: s.out }) });
    expect(s.dealer).toBe(2);
    expect(s.hands[0]).toEqual([]);
    s = { ...s, phase: 'roundOver' };
    s = refApply(s, { type: 'deal', deck: refDeck({ players: 3, dealer: 1, out: s.out }) });
    expect(s.dealer).toBe(1);
  });
  it('S12: keeping lays the second packet face up; taking it lays the first', () => {
    const spec = { players: 2, dealer: 0, hands: { 0: h('7c 8h 9s') }, second: h('8c Ah Qh') };
    expect(legalKeys(dealt(spec))).toEqual(['keep', 'takeSecond']);
    const kept = play(dealt(spec), keep);
    expect(kept.middle).toEqual(h('8c Ah Qh'));
    expect(kept.hands[0]).toEqual(h('7c 8h 9s'));
    const taken = play(dealt(spec), takeSecond);
    expect(taken.middle).toEqual(h('7c 8h 9s'));
    expect(taken.hands[0]).toEqual(h('8c Ah Qh'));
    expect(refActor(taken)).toBe(1);
    expect(() => play(dealt(spec), pass)).toThrow(RefRefusal);
  });
  it('S13: a Schnauz dealt to a player ends the round before the dealer chooses; the second packet stays unseen', () => {
    const s = dealt({
      players: 3,
      dealer: 0,
      hands: { 2: h('As Ks Qs'), 1: h('7c 8h 9d') },
      second: h('Ah Kh Qh'),
    });
    expect(s.phase).toBe('roundOver');
    expect(s.middle).toEqual([]);
    expect(s.roundResult).toEqual({ values: [expect.any(Number), 9, 31], losers: [1], ending: 'schnauz' });
    expect(s.second).toEqual(h('Ah Kh Qh'));
    expect(s.lives).toEqual([3, 2, 3]);
  });
  it('S13: a dealer whose first packet is Feuer shows it at once: every other player loses a life', () => {
    const s = dealt({ players: 3, dealer: 0, hands: { 0: h('Ac As Ah') } });
    expect(s.roundResult?.ending).toBe('feuer');
    expect(s.roundResult?.losers).toEqual([1, 2]);
  });
  it('S13: a Schnauz taken with the second packet is shown at once', () => {
    const s = play(
      dealt({ players: 3, dealer: 0, hands: { 1: h('7c 8h 9d') }, second: h('Ah Kh Qh') }),
      takeSecond,
    );
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult?.ending).toBe('schnauz');
    expect(s.roundResult?.losers).toEqual([1]);
  });
});

describe('the referee: turns', () => {
  const start = (r: Partial<RefRules> = {}) =>
    play(
      dealt({
        players: 3,
        dealer: 0,
        hands: { 0: h('7c 8c 9c'), 1: h('7s 8s 9s'), 2: h('7h 8h 9h') },
        second: h('Jd Qd 7d'),
        rules: r,
      }),
      keep,
    );

  it('S14: knocking in the first round is refused; from the second turn on it is allowed', () => {
    let s = start();
    expect(legalKeys(s)).not.toContain('knock');
    expect(() => play(s, knock)).toThrow(RefRefusal);
    s = play(s, pass, pass, swap('7c', '7d'));
    expect(refActor(s)).toBe(1);
    expect(legalKeys(s)).toContain('knock');
  });
  it('S14: knockInFirstRound lifts the second condition', () => {
    expect(legalKeys(start({ knockInFirstRound: true }))).toContain('knock');
  });
  it('S14b: swap and knock only with knockWithSwap, and only when a knock is allowed', () => {
    const off = start({ knockInFirstRound: true });
    expect(() => play(off, swap('7s', 'Jd', true))).toThrow(RefRefusal);
    expect(() => play(off, { type: 'swapAll', knock: true })).toThrow(RefRefusal);
    const on = start({ knockWithSwap: true });
    expect(() => play(on, swap('7s', 'Jd', true))).toThrow(RefRefusal);
    let s = play(on, pass, pass, swap('7c', '7d'));
    s = play(s, swap('7s', 'Jd', true));
    expect(s.knocker).toBe(1);
    expect(s.hands[1]).toEqual(h('Jd 8s 9s'));
    expect(legalKeys(s)).not.toContain('knock');
    expect(legalKeys(s)).not.toContain('swapAll!true');
  });
  it('S14b: a Schnauz made by a swap-and-knock is shown at once; the knock does not matter', () => {
    let s = dealt({
      players: 2,
      dealer: 0,
      hands: { 1: h('As Ks 7d') },
      second: h('Qs 8h 9h'),
      rules: { knockWithSwap: true, knockInFirstRound: true },
    });
    s = play(s, keep, swap('7d', 'Qs', true));
    expect(s.roundResult?.ending).toBe('schnauz');
    expect(s.knocker).toBe(null);
  });
  it('S15: after a knock every other player has one more turn, never a knock; the knocker does not play again', () => {
    let s = play(start(), pass, pass, pass, knock);
    expect(s.knocker).toBe(1);
    expect(refActor(s)).toBe(2);
    expect(legalKeys(s)).not.toContain('knock');
    s = play(s, pass);
    expect(refActor(s)).toBe(0);
    s = play(s, swapAll);
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult?.ending).toBe('knock');
  });
  it('S16: when all passed the middle is put aside and three new cards come from the stock', () => {
    const s0 = start();
    const stock = s0.stock.slice(0, 3);
    const s = play(s0, pass, pass, pass);
    expect(s.middle).toEqual(stock);
    expect(s.aside).toEqual(h('Jd Qd 7d'));
    expect(refActor(s)).toBe(1);
  });
  it('S16: when all passed and fewer than three cards are left, the round ends', () => {
    // 8 players: 32 − 24 − 3 = 5 cards of stock, one new middle.
    let s = dealt({ players: 8, dealer: 7, rules: { feuer: false } });
    s = play(s, keep);
    for (let i = 0; i < 8; i++) s = play(s, pass);
    expect(s.stock.length).toBe(2);
    for (let i = 0; i < 8; i++) s = play(s, pass);
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult?.ending).toBe('stock');
  });
  it('S17: a Schnauz made by a swap during the last turns ends the round at once', () => {
    let s = dealt({
      players: 3,
      dealer: 0,
      hands: { 2: h('Ah Kh 7c') },
      second: h('Qh 8s 9d'),
      rules: { knockInFirstRound: true },
    });
    s = play(s, keep, knock, swap('7c', 'Qh'));
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult?.ending).toBe('schnauz');
    expect(s.roundResult?.values[2]).toBe(31);
  });
  it('S18: a legal action always exists for the player to act', () => {
    expect(legalKeys(start())).toContain('pass');
    expect(legalKeys(start()).filter((k) => k.startsWith('swap:'))).toHaveLength(9);
  });
});

describe('the referee: the showdown and the end', () => {
  /** The seat after the dealer knocks (allowed by knockInFirstRound) and everybody else passes. */
  function showdown(hands: string[], r: Partial<RefRules> = {}, lives?: number[]): RefState {
    let s = dealt({
      players: hands.length,
      dealer: 0,
      hands: Object.fromEntries(hands.map((x, seat) => [seat, h(x)])),
      rules: { ...r, knockInFirstRound: true },
      lives,
    });
    s = play(s, keep, knock);
    while (s.phase === 'turns') s = play(s, pass);
    return s;
  }

  it('S20: the lowest value loses a life', () => {
    expect(showdown(['Ac Kc 7d', '7s 8h 9d', 'Qs Js 8c']).roundResult?.losers).toEqual([1]);
  });
  it("S20 'none': all the lowest lose; when all are equal nobody loses", () => {
    expect(showdown(['Kc 7h 8d', 'Ks 7c 8h', 'Ac Qc 9s']).roundResult?.losers).toEqual([0, 1]);
    expect(showdown(['Kc 7h 8d', 'Ks 7c 8h', 'Kh 7d 8s']).roundResult?.losers).toEqual([]);
  });
  it("S20 'skat': equal sums rank by suit, clubs > spades > hearts > diamonds", () => {
    expect(showdown(['Kc 7h 8d', 'Ks 7c 8h', 'Ac Qc 9s'], { tieBreak: 'skat' }).roundResult?.losers).toEqual([
      1,
    ]);
    expect(showdown(['Kc 7h 8d', 'Ks 7c 8h', 'Kh 7d 8s'], { tieBreak: 'skat' }).roundResult?.losers).toEqual([
      2,
    ]);
  });
  it("S20 'skat': a best sum standing in two suits counts the higher suit", () => {
    // Seat 0: 10 in spades and in diamonds (counts spades); seat 1: 10 in hearts.
    expect(showdown(['Ks Kd 7h', 'Kh 7c 8s', 'Ac Qc 9s'], { tieBreak: 'skat' }).roundResult?.losers).toEqual([
      1,
    ]);
  });
  it("S20 'skat': a higher three of a kind beats a lower one; a 31 beats any three of a kind", () => {
    expect(showdown(['7c 7s 7h', '8c 8s 8h'], { tieBreak: 'skat' }).roundResult?.losers).toEqual([0]);
    const s = dealt({
      players: 2,
      dealer: 0,
      hands: { 0: h('Kc Ks Kh'), 1: h('Ad Td Qd') },
      rules: { tieBreak: 'skat' },
    });
    expect(s.roundResult).toEqual({ values: [30.5, 31], losers: [0], ending: 'schnauz' });
  });
  it("S20 'skat': players tied in the same suit all lose, even when that is everybody", () => {
    expect(showdown(['Kh Th 7c', 'Qh Jh 8s'], { tieBreak: 'skat' }).roundResult?.losers).toEqual([0, 1]);
  });
  it('S20: with Feuer every other player loses a life, also one showing Schnauz', () => {
    const s = dealt({ players: 3, dealer: 0, hands: { 1: h('Ac As Ah'), 2: h('Ad Kd Qd') } });
    expect(s.roundResult).toEqual({ values: [expect.any(Number), 32, 31], losers: [0, 2], ending: 'feuer' });
  });
  it('S9: a player without lives swims; a swimming player who loses is out, with an empty hand', () => {
    const s = showdown(['Ac Kc 7d', '7s 8h 9d', 'Qs Js 8c'], {}, [3, 0, 3]);
    expect(s.out).toEqual([false, true, false]);
    expect(s.hands[1]).toEqual([]);
    expect(s.roundResult?.values).toEqual([21, 9, 20]);
  });
  it('S22: the last player in the game wins; players put out together make a draw', () => {
    const won = showdown(['Ac Kc 7d', '7s 8h 9d'], {}, [0, 0]);
    expect([won.phase, won.winner]).toEqual(['gameOver', 0]);
    const draw = showdown(['Kh Th 7c', 'Qh Jh 8s'], { tieBreak: 'skat' }, [0, 0]);
    expect([draw.phase, draw.winner, draw.out]).toEqual(['gameOver', null, [true, true]]);
    expect(refActor(draw)).toBe('none');
  });
});

describe('S21: the worked example, move by move', () => {
  it('S21: 29 / 29 / 25 — seat 2 loses a life and seat 1 deals next', () => {
    let s = dealt({
      players: 3,
      dealer: 0,
      hands: { 0: h('7c 8h 9s'), 1: h('7d Ks Ts'), 2: h('7h Ad Kc') },
      second: h('8c Ah Qh'),
    });
    s = play(s, takeSecond);
    expect(s.middle).toEqual(h('7c 8h 9s'));
    s = play(s, swap('7d', '9s'));
    expect(sorted(s.hands[1])).toEqual(sorted(h('Ks Ts 9s')));
    expect(refValue(s.hands[1], s.rules)).toBe(29);
    expect(s.middle).toEqual(h('7c 8h 7d'));
    s = play(s, swap('7h', '7c'));
    expect(refValue(s.hands[2], s.rules)).toBe(17);
    expect(s.middle).toEqual(h('7h 8h 7d'));
    s = play(s, swap('8c', '8h'));
    expect(sorted(s.hands[0])).toEqual(sorted(h('Ah Qh 8h')));
    expect(s.middle).toEqual(h('7h 8c 7d'));
    s = play(s, knock, swap('Ad', '8c'));
    expect(refValue(s.hands[2], s.rules)).toBe(25);
    s = play(s, pass);
    expect(s.roundResult).toEqual({ values: [29, 29, 25], losers: [2], ending: 'knock' });
    expect(s.lives).toEqual([3, 3, 2]);
    s = refApply(s, { type: 'deal', deck: refDeck({ players: 3, dealer: 1 }) });
    expect(s.dealer).toBe(1);
  });
});

describe('the comparison catches a broken engine', () => {
  type Game = typeof schwimmen;
  type State = ReturnType<Game['init']>;
  const firstDifference = (game: Game, matches = 60) => {
    for (let seed = 1; seed <= matches; seed++) {
      const d = runMatch(seed, { game }).difference;
      if (d) return d;
    }
    return null;
  };

  it('S12: a view that shows the second packet to the dealer choosing', () => {
    const game: Game = {
      ...schwimmen,
      view: (s, seat) => {
        const st = s as State & { secondPacket: Card[] };
        return { ...schwimmen.view(s, seat), peek: st.phase === 'choose' ? st.secondPacket : [] };
      },
    };
    expect(firstDifference(game)?.detail).toMatch(/^view of seat \d shows .* in phase choose$/);
  });
  it('S14: an engine that lets anybody knock in the first round', () => {
    const game: Game = {
      ...schwimmen,
      legalActions: (s) => {
        const legal = schwimmen.legalActions(s);
        const turns = s.phase === 'turns' && s.knocker === null;
        return turns && !legal.some((a) => a.type === 'knock') ? [...legal, { type: 'knock' }] : legal;
      },
    };
    expect(firstDifference(game)?.kind).toBe('legal');
  });
  it('S20: an engine that takes the life from the highest hand', () => {
    const game: Game = {
      ...schwimmen,
      apply: (s, a) => {
        const next = schwimmen.apply(s, a);
        return next.roundResult && !s.roundResult ? { ...next, lives: next.lives.map((l) => l + 1) } : next;
      },
    };
    expect(firstDifference(game)).toMatchObject({ kind: 'state', detail: expect.stringMatching(/^lives/) });
  });
});
