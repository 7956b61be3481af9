import { describe, expect, it } from 'vitest';
import { handValue, schwimmen } from '../../../src/engine/schwimmen';
import { dealt, h, knock, pass, play, sorted, swap, takeSecond } from './helpers';

describe('S21: the worked example of the French text, move by move', () => {
  it('S21: 29 / 29 / 25 — seat 2 loses a life and seat 1 deals next', () => {
    let s = dealt({
      players: 3,
      dealer: 0,
      hands: { 0: h('7c 8h 9s'), 1: h('7d Ks Ts'), 2: h('7h Ad Kc') },
      second: h('8c Ah Qh'),
    });
    s = play(s, takeSecond);
    expect(s.middle).toEqual(h('7c 8h 9s'));
    expect(s.turn).toBe(1);

    s = play(s, swap('7d', '9s'));
    expect(sorted(s.hands[1])).toEqual(sorted(h('Ks Ts 9s')));
    expect(handValue(s.hands[1])).toBe(29);
    expect(s.middle).toEqual(h('7c 8h 7d'));

    s = play(s, swap('7h', '7c'));
    expect(sorted(s.hands[2])).toEqual(sorted(h('Ad Kc 7c')));
    expect(handValue(s.hands[2])).toBe(17);
    expect(s.middle).toEqual(h('7h 8h 7d'));

    s = play(s, swap('8c', '8h'));
    expect(sorted(s.hands[0])).toEqual(sorted(h('Ah Qh 8h')));
    expect(handValue(s.hands[0])).toBe(29);
    expect(s.middle).toEqual(h('7h 8c 7d'));

    // The first round is over: seat 1 may knock now.
    expect(schwimmen.legalActions(s)).toContainEqual({ type: 'knock' });
    s = play(s, knock);
    s = play(s, swap('Ad', '8c'));
    expect(handValue(s.hands[2])).toBe(25);
    s = play(s, pass);

    expect(s.phase).toBe('roundOver');
    expect(s.roundResult).toMatchObject({ ending: 'knock', values: [29, 29, 25], losers: [2] });
    expect(s.lives).toEqual([3, 3, 2]);
    expect(s.knocker).toBe(1);

    s = schwimmen.apply(s, { type: 'deal', deck: schwimmen.cards.slice() });
    expect(s.dealer).toBe(1);
    expect(s.round).toBe(2);
  });
});
