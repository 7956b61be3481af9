import { describe, expect, it } from 'vitest';
import { schwimmen } from '../../../src/engine/schwimmen';
import { dealt, finishWithKnock, h, keep, pass, play, showdownWith, stackDeck } from './helpers';

describe('end of a round', () => {
  it('S19: a round ends after the last turn that follows a knock', () => {
    let s = play(dealt({ players: 4, dealer: 0, rules: { knockInFirstRound: true } }), keep);
    s = play(s, pass, pass, { type: 'knock' });
    expect(s.finalTurns).toBe(3);
    s = play(s, pass, pass);
    expect(s.phase).toBe('turns');
    s = play(s, pass);
    expect(s.phase).toBe('roundOver');
    expect(schwimmen.actor(s)).toBe('chance');
    expect(s.turn).toBe(null);
  });

  it('S20: every hand is shown and valued; the lowest loses a life', () => {
    const s = showdownWith([h('Ac Kc 9h'), h('7h 8h 9c'), h('As Ks 8d'), h('Qd Jd 7s')]);
    expect(s.roundResult).toEqual({
      values: [21, 15, 21, 20],
      losers: [1],
      ending: 'knock',
      hands: [h('Ac Kc 9h'), h('7h 8h 9c'), h('As Ks 8d'), h('Qd Jd 7s')],
      shown: [],
      eliminated: [],
    });
    expect(s.lives).toEqual([3, 2, 3, 3]);
  });

  it("S20: tie rule 'none': everybody with the lowest value loses a life", () => {
    const s = showdownWith([h('Ac Kc 9h'), h('7h 8h 9c'), h('As Ks 8c'), h('7d 8d 9s')]);
    expect(s.roundResult?.losers).toEqual([1, 3]);
    expect(s.lives).toEqual([3, 2, 3, 2]);
  });

  it("S20: tie rule 'none': when everybody has the same value nobody loses", () => {
    const s = showdownWith([h('Ac Kc 7h'), h('As Ks 8d'), h('Ah Kh 9c')]);
    expect(s.roundResult?.values).toEqual([21, 21, 21]);
    expect(s.roundResult?.losers).toEqual([]);
    expect(s.lives).toEqual([3, 3, 3]);
  });

  it("S20: tie rule 'skat': a higher three of a kind beats a lower one", () => {
    const s = showdownWith([h('8c 8s 8h'), h('7c 7s 7h')], { tieBreak: 'skat' });
    expect(s.roundResult?.values).toEqual([30.5, 30.5]);
    expect(s.roundResult?.losers).toEqual([1]);
    expect(showdownWith([h('8c 8s 8h'), h('7c 7s 7h')]).roundResult?.losers).toEqual([]);
  });

  it("S20: tie rule 'skat': equal sums rank clubs > spades > hearts > diamonds", () => {
    const hands = [h('Kh Qh 7c'), h('Kc Qc 7s'), h('Ks Qs 7d'), h('Kd Qd 7h')];
    const s = showdownWith(hands, { tieBreak: 'skat' });
    expect(s.roundResult?.values).toEqual([20, 20, 20, 20]);
    expect(s.roundResult?.losers).toEqual([3]);
    const none = showdownWith(hands);
    expect(none.roundResult?.losers).toEqual([]);
  });

  it("S20: tie rule 'skat': a best sum standing in two suits counts the higher suit", () => {
    const s = showdownWith([h('Kd Ks 9h'), h('Kh Jd 8c'), h('Ac Qc 9s')], { tieBreak: 'skat' });
    expect(s.roundResult?.values).toEqual([10, 10, 21]);
    expect(s.roundResult?.losers).toEqual([1]);
  });

  it("S20: tie rule 'skat': the tie-breaks apply only among equal values, so three of a kind loses to 31", () => {
    // The repro: K♣ K♠ K♥ (30.5) against A♦ Q♦ 10♦ (31) after a swap.
    const deck = h(
      'Kc Ad Ks Qd Kh 7c Td 8s 9s 8c 9c Tc Jc Qc Ac 7s Ts Js Qs As 7h 8h 9h Th Jh Qh Ah 7d 8d 9d Jd Kd',
    );
    let s = schwimmen.init({ players: 2, rules: { tieBreak: 'skat' }, firstDealer: 1 });
    s = play(schwimmen.apply(s, { type: 'deal', deck }), keep, pass, {
      type: 'swap',
      give: '7c',
      take: 'Td',
    });
    expect(s.roundResult).toMatchObject({ ending: 'schnauz', values: [30.5, 31], losers: [0] });
    expect(s.lives).toEqual([2, 3]);
  });

  it("S20: tie rule 'skat': every three of a kind loses to a Schnauz in every suit", () => {
    for (const rank of ['7', '8', '9', 'T', 'J', 'Q', 'K']) {
      for (const schnauz of ['Ac Kc Qc', 'As Ks Qs', 'Ah Kh Qh', 'Ad Kd Qd']) {
        const trips = h(`${rank}c ${rank}s ${rank}h`).map((c) => (schnauz.includes(c) ? `${rank}d` : c));
        const s = dealt({
          players: 2,
          dealer: 0,
          hands: { 0: h(trips.join(' ')), 1: h(schnauz) },
          rules: { tieBreak: 'skat' },
        });
        expect(s.roundResult, `${trips.join(' ')} vs ${schnauz}`).toMatchObject({ losers: [0] });
      }
    }
  });

  it("S20: tie rule 'skat': of KKK, QQQ and a Schnauz only QQQ loses", () => {
    const s = dealt({
      players: 3,
      dealer: 0,
      hands: { 0: h('Kc Ks Kh'), 1: h('Qc Qs Qh'), 2: h('Ad Td Jd') },
      rules: { tieBreak: 'skat' },
    });
    expect(s.roundResult).toMatchObject({ ending: 'schnauz', values: [30.5, 30.5, 31], losers: [1] });
  });

  it("S20: tie rule 'skat': players tied in the same suit all lose, even when that is everybody", () => {
    const s = showdownWith([h('Kh Qh 7c'), h('Jh Th 7s')], { tieBreak: 'skat' });
    expect(s.roundResult?.losers).toEqual([0, 1]);
    expect(s.lives).toEqual([2, 2]);
  });

  it('S20: Feuer costs every other player a life', () => {
    const hands = { 0: h('7c 8d 9h'), 1: h('Kd Qd Jd'), 2: h('Ac As Ah'), 3: h('7d 8h 9s') };
    const s = dealt({ players: 4, dealer: 0, hands });
    expect(s.roundResult).toMatchObject({ ending: 'feuer', losers: [0, 1, 3], shown: [2] });
    expect(s.lives).toEqual([2, 2, 3, 2]);
  });

  it('S20: a player without lives who loses is put out, and their cards are put aside', () => {
    let s = showdownWith([h('Ac Kc 9h'), h('7h 8h 9c'), h('As Ks 8d')], { lives: 1 });
    expect(s.lives).toEqual([1, 0, 1]);
    s = schwimmen.apply(s, {
      type: 'deal',
      deck: stackDeck({
        players: 3,
        dealer: 1,
        hands: { 0: h('Ac Kc 9h'), 1: h('7h 8h 9c'), 2: h('As Ks 8d') },
      }),
    });
    // Knocking in the first round is on in showdownWith's rules.
    s = finishWithKnock(play(s, keep));
    expect(s.roundResult).toMatchObject({ losers: [1], eliminated: [1] });
    expect(s.out).toEqual([false, true, false]);
    expect(s.hands[1]).toEqual([]);
    expect(s.discards).toEqual(expect.arrayContaining(h('7h 8h 9c')));
  });
});

describe('end of the game', () => {
  it('S22: the last player still in the game wins', () => {
    let s = showdownWith([h('Ac Kc 9h'), h('7h 8h 9c')], { lives: 1 });
    expect(s.phase).toBe('roundOver');
    s = schwimmen.apply(s, {
      type: 'deal',
      deck: stackDeck({ players: 2, dealer: 1, hands: { 0: h('Ac Kc 9h'), 1: h('7h 8h 9c') } }),
    });
    s = finishWithKnock(play(s, keep));
    expect(s.phase).toBe('gameOver');
    expect(s.winner).toBe(0);
    expect(s.out).toEqual([false, true]);
    expect(schwimmen.actor(s)).toBe('none');
    expect(schwimmen.legalActions(s)).toEqual([]);
    expect(() => schwimmen.apply(s, { type: 'deal', deck: [] })).toThrow('The game is over');
  });

  it('S22: when the last players are put out in the same round the game is a draw', () => {
    const rules = { lives: 1, tieBreak: 'skat' as const };
    let s = showdownWith([h('Kh Qh 7c'), h('Jh Th 7s')], rules);
    expect(s.lives).toEqual([0, 0]);
    s = schwimmen.apply(s, {
      type: 'deal',
      deck: stackDeck({ players: 2, dealer: 1, hands: { 0: h('Kh Qh 7c'), 1: h('Jh Th 7s') } }),
    });
    s = finishWithKnock(play(s, keep));
    expect(s.out).toEqual([true, true]);
    expect(s.phase).toBe('gameOver');
    expect(s.winner).toBe(null);
  });

  it('S22: a Schnauz ends the round, never the game', () => {
    const s = dealt({ players: 2, dealer: 0, hands: { 1: h('Ah Kh Th') }, rules: { lives: 1 } });
    expect(s.roundResult?.ending).toBe('schnauz');
    expect(s.phase).toBe('roundOver');
    expect(s.lives).toEqual([0, 1]);
    expect(s.winner).toBe(null);
  });
});
