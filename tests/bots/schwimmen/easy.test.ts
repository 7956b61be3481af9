// The `easy` player: a beginner's game that is never absurd.
import { describe, expect, it } from 'vitest';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { handValue, schwimmen, type SchwimmenState } from '../../../src/engine/schwimmen';
import { decideAt, dealt, h, keep, knock, play, positions, swap, swapAll } from './helpers';

const easy = schwimmenBots.easy;

function firstTurn(hand: string, middle: string): SchwimmenState {
  return play(dealt({ players: 2, dealer: 1, hands: { 0: h(hand) }, second: h(middle) }), keep);
}

describe('easy', () => {
  it('easy: S5 always takes the card that completes 31, whatever the seed', () => {
    const s = firstTurn('Ah Kh 7c', 'Qh 8s 9d');
    for (let seed = 0; seed < 50; seed++) expect(decideAt(easy, s, seed)).toEqual(swap('7c', 'Qh'));
  });

  it('easy: S7 takes Feuer and swaps all three for a Schnauz in the middle', () => {
    for (let seed = 0; seed < 20; seed++) {
      expect(decideAt(easy, firstTurn('Ah As Kh', 'Ac Qh 7d'), seed)).toEqual(swap('Kh', 'Ac'));
      expect(decideAt(easy, firstTurn('7c 8d 9h', 'As Ks Qs'), seed)).toEqual(swapAll);
    }
  });

  it('easy: S14 knocks late, from 30, not with 29', () => {
    const deal = (second: string) =>
      dealt({ players: 2, dealer: 1, hands: { 0: h('Ah Kh 7h'), 1: h('7c 8d 9s') }, second: h(second) });
    const at29 = play(deal('8h Jd 9c'), keep, swap('7h', '8h'), swap('7c', '7h'));
    expect(handValue(at29.hands[0])).toBe(29);
    const at30 = play(deal('9h Jd 9c'), keep, swap('7h', '9h'), swap('7c', '7h'));
    expect(handValue(at30.hands[0])).toBe(30);
    for (let seed = 0; seed < 20; seed++) {
      expect(decideAt(easy, at29, seed).type).not.toBe('knock');
      expect(decideAt(easy, at30, seed)).toEqual(knock);
    }
  });

  it('easy: never makes its own hand worse (2,000 random positions)', () => {
    for (const s of positions(2000, 21)) {
      if (s.phase !== 'turns') continue;
      const seat = s.turn as number;
      const next = schwimmen.apply(s, decideAt(easy, s, 7));
      const after = next.phase === 'turns' ? next.hands[seat] : next.roundResult?.hands[seat];
      expect(handValue(after ?? [], s.rules)).toBeGreaterThanOrEqual(handValue(s.hands[seat], s.rules));
    }
  });

  it('easy: varies with the seed where a beginner would (a random helpful card now and then)', () => {
    const s = firstTurn('Kh 9h 7c', 'Qh 8s 8h');
    const choices = new Set<string>();
    for (let seed = 0; seed < 60; seed++) choices.add(JSON.stringify(decideAt(easy, s, seed)));
    expect(choices.size).toBeGreaterThan(1);
  });
});
