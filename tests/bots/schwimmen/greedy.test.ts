// `greedyK`, the simulator's plain greedy opponent (measurement only): the most points now, a knock from K.
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../../src/bots/schwimmen/greedy';
import { handValue, schwimmen, type SchwimmenState } from '../../../src/engine/schwimmen';
import { decideAt, dealt, h, keep, knock, pass, play, positions, swap, swapAll, takeSecond } from './helpers';

const greedy = greedyBot(25);

function firstTurn(hand: string, middle: string): SchwimmenState {
  return play(dealt({ players: 2, dealer: 1, hands: { 0: h(hand) }, second: h(middle) }), keep);
}

describe('greedyK (sim only)', () => {
  it('S5/S7: takes Schnauz or Feuer within reach', () => {
    expect(decideAt(greedy, firstTurn('Ah Kh 7c', 'Qh 8s 9d'))).toEqual(swap('7c', 'Qh'));
    expect(decideAt(greedy, firstTurn('Ah As Kh', 'Ac Qh 7d'))).toEqual(swap('Kh', 'Ac'));
    expect(decideAt(greedy, firstTurn('7c 8d 9h', 'As Ks Qs'))).toEqual(swapAll);
  });

  it('takes the card that adds the most points now, and passes when none adds any', () => {
    expect(decideAt(greedy, firstTurn('Kh 9h 7c', 'Qh 8s Ah'))).toEqual(swap('7c', 'Ah'));
    expect(decideAt(greedy, firstTurn('Ah Kh 9h', '7c 8d 9s'))).toEqual(pass);
  });

  it('S14: knocks from K once it may (from 25: with 25, not with 24)', () => {
    // Both pass the first lap, the middle is laid anew, and seat 1 may knock.
    const lap2 = (hand: string) =>
      play(
        dealt({
          players: 2,
          dealer: 0,
          hands: { 0: h('7c 8d 9s'), 1: h(hand) },
          second: h('7s 8s 9c'),
          stock: h('Tc 8c 7d'),
        }),
        keep,
        pass,
        pass,
      );
    expect(handValue(lap2('Kh 8h 7h').hands[1])).toBe(25);
    expect(decideAt(greedy, lap2('Kh 8h 7h'))).toEqual(knock);
    expect(decideAt(greedyBot(26), lap2('Kh 8h 7h')).type).not.toBe('knock');
    expect(handValue(lap2('9h 8h 7h').hands[1])).toBe(24);
    expect(decideAt(greedy, lap2('9h 8h 7h')).type).not.toBe('knock');
  });

  it('S12: the dealer keeps a first packet worth 20 or more, else takes the second', () => {
    const choose = (first: string) =>
      dealt({ players: 2, dealer: 0, hands: { 0: h(first) }, second: h('7s 8s 9c') });
    expect(decideAt(greedy, choose('Kh Th 8d'))).toEqual(keep);
    expect(decideAt(greedy, choose('Kh 8c 7d'))).toEqual(takeSecond);
  });

  it('a legal action, the same for the same view, and never a worse hand (2,000 random positions)', () => {
    for (const s of positions(2000, 31)) {
      const a = decideAt(greedy, s, 1);
      expect(schwimmen.legalActions(s)).toContainEqual(a);
      expect(decideAt(greedy, s, 99)).toEqual(a);
      if (s.phase !== 'turns') continue;
      const seat = s.turn as number;
      const next = schwimmen.apply(s, a);
      const after = next.phase === 'turns' ? next.hands[seat] : next.roundResult?.hands[seat];
      expect(handValue(after ?? [], s.rules)).toBeGreaterThanOrEqual(handValue(s.hands[seat], s.rules));
    }
  });
});
