import { describe, expect, it } from 'vitest';
import { DECK_32, type Card } from '../../../src/engine/cards';
import { schwimmen } from '../../../src/engine/schwimmen';
import { dealt, h, keep, knock, pass, play, swap, swapAll, takeSecond } from './helpers';

const cardsInJson = (x: unknown) => new Set(JSON.stringify(x).match(/[789TJQKA][cshd]/g) as Card[]);

function round() {
  return dealt({
    players: 3,
    dealer: 0,
    hands: { 0: h('7c 8h 9s'), 1: h('7d Ks Ts'), 2: h('7h Ad Kc') },
    second: h('8c Ah Qh'),
  });
}

describe('view: what one seat may know', () => {
  it('shows the seat its own hand and the middle, and the others only as card counts', () => {
    const s = play(round(), takeSecond, swap('7d', '9s'));
    const v = schwimmen.view(s, 2);
    expect(v.seat).toBe(2);
    expect(v.hand).toEqual(h('7h Ad Kc'));
    expect(v.middle).toEqual(h('7c 8h 7d'));
    expect(v.handSizes).toEqual([3, 3, 3]);
    expect(v.stockSize).toBe(20);
    expect(v.turn).toBe(2);
    const visible = cardsInJson(v);
    for (const c of [...s.stock, ...s.hands[0], 'Ks', 'Ts'] as Card[]) expect(visible.has(c)).toBe(false);
    // What seat 1 took from the middle is public: seat 2 saw it.
    expect(visible.has('9s')).toBe(true);
  });

  it('S4–S7: carries the value of its own hand, and none without three cards', () => {
    const s = round();
    // The dealer choosing sees the first packet, and its value.
    expect(schwimmen.view(s, 0).handValue).toBe(9);
    const after = play(s, takeSecond);
    expect(schwimmen.view(after, 0).handValue).toBe(21);
    expect(schwimmen.view(after, 2).handValue).toBe(11);
    expect(schwimmen.view(schwimmen.init({ players: 3, firstDealer: 0 }), 1).handValue).toBeNull();
  });

  it("holds the round's public history: choice, swaps, swap-alls, passes, knocks and refreshes", () => {
    let s = play(round(), takeSecond, swap('7d', '9s'), swapAll, pass, pass, pass);
    const refreshed = s.middle;
    s = play(s, knock);
    const v = schwimmen.view(s, 1);
    expect(v.history).toEqual([
      { type: 'takeSecond', seat: 0, middle: h('7c 8h 9s') },
      { type: 'swap', seat: 1, give: '7d', take: '9s' },
      { type: 'swapAll', seat: 2, give: h('7h Ad Kc'), take: h('7c 8h 7d') },
      { type: 'pass', seat: 0 },
      { type: 'pass', seat: 1 },
      { type: 'pass', seat: 2 },
      { type: 'refresh', discarded: h('7h Ad Kc'), middle: refreshed },
      { type: 'knock', seat: 0 },
    ]);
    expect(v.discards).toEqual(h('7h Ad Kc'));
    expect(v.knocker).toBe(0);
    expect(v.finalTurns).toBe(2);
  });

  it('reveals every hand at the showdown, and nothing of the stock', () => {
    const s = play(round(), keep, pass, pass, pass, knock, pass, pass);
    expect(s.phase).toBe('roundOver');
    const v = schwimmen.view(s, 1);
    expect(v.roundResult?.hands).toEqual([h('7c 8h 9s'), h('7d Ks Ts'), h('7h Ad Kc')]);
    const visible = cardsInJson(v);
    for (const c of s.stock) expect(visible.has(c)).toBe(false);
  });

  it('is plain JSON, and changing it changes nothing in the game', () => {
    const s = play(round(), keep, swap('7d', '8c'));
    const v = schwimmen.view(s, 1);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    const before = JSON.stringify(s);
    v.hand.push('Ac');
    v.middle.length = 0;
    v.history.length = 0;
    v.lives[0] = 99;
    expect(JSON.stringify(s)).toBe(before);
  });

  it('refuses a seat that is not at the table', () => {
    const s = round();
    expect(() => schwimmen.view(s, 3)).toThrow(RangeError);
    expect(() => schwimmen.view(s, -1)).toThrow(RangeError);
  });

  it('before the first deal shows no card at all', () => {
    const s = schwimmen.init({ players: 4, firstDealer: 0 });
    expect(cardsInJson(schwimmen.view(s, 0)).size).toBe(0);
    expect(DECK_32).toHaveLength(32);
  });
});
