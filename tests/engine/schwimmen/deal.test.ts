import { describe, expect, it } from 'vitest';
import { DECK_32 } from '../../../src/engine/cards';
import { IllegalActionError } from '../../../src/engine/game';
import { roundHistory, schwimmen } from '../../../src/engine/schwimmen';
import { dealt, finishWithKnock, h, keep, play, sorted, stackDeck, swap, takeSecond } from './helpers';

describe('players and seats', () => {
  it('S8: 2 to 8 players, seats 0 to n-1', () => {
    for (let players = 2; players <= 8; players++) {
      const s = schwimmen.init({ players, firstDealer: players - 1 });
      expect(s.hands).toHaveLength(players);
      expect(s.lives).toHaveLength(players);
    }
    expect(() => schwimmen.init({ players: 1, firstDealer: 0 })).toThrow(RangeError);
    expect(() => schwimmen.init({ players: 9, firstDealer: 0 })).toThrow(RangeError);
    expect(() => schwimmen.init({ players: 4, firstDealer: 4 })).toThrow(RangeError);
  });

  it('S8: play goes clockwise, starting left of the dealer', () => {
    let s = play(dealt({ players: 4, dealer: 2 }), keep);
    const order = [];
    for (let i = 0; i < 5; i++) {
      order.push(s.turn);
      s = play(s, { type: 'pass' });
    }
    expect(order).toEqual([3, 0, 1, 2, 3]);
  });

  it('S9: everybody starts with the chosen number of lives, 1 to 5', () => {
    expect(schwimmen.init({ players: 3, firstDealer: 0 }).lives).toEqual([3, 3, 3]);
    expect(schwimmen.init({ players: 3, firstDealer: 0, rules: { lives: 5 } }).lives).toEqual([5, 5, 5]);
    expect(schwimmen.init({ players: 2, firstDealer: 0, rules: { lives: 1 } }).lives).toEqual([1, 1]);
    expect(() => schwimmen.init({ players: 3, firstDealer: 0, rules: { lives: 0 } })).toThrow(RangeError);
    expect(() => schwimmen.init({ players: 3, firstDealer: 0, rules: { lives: 6 } })).toThrow(RangeError);
  });

  it('S9: losing costs a life; with none left a player swims, and losing again puts them out', () => {
    const low = { 0: h('Ac Kc 9h'), 1: h('As Ks 8d'), 2: h('7h 8h 9c') };
    let s = dealt({ players: 3, dealer: 0, hands: low, rules: { lives: 1, knockInFirstRound: true } });
    s = finishWithKnock(play(s, keep));
    expect(s.roundResult?.losers).toEqual([2]);
    expect(s.lives).toEqual([1, 1, 0]);
    expect(s.out).toEqual([false, false, false]);

    // Seat 1 deals round 2; the swimming seat 2 plays on and loses again: out.
    s = schwimmen.apply(s, { type: 'deal', deck: stackDeck({ players: 3, dealer: 1, hands: low }) });
    expect(s.hands[2]).toHaveLength(3);
    s = finishWithKnock(play(s, keep));
    expect(s.roundResult?.eliminated).toEqual([2]);
    expect(s.out).toEqual([false, false, true]);
    expect(s.hands[2]).toEqual([]);

    // Round 3: seat 2 gets no cards and is skipped in turn order.
    s = schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] });
    expect(s.dealer).toBe(0);
    expect(s.hands.map((x) => x.length)).toEqual([3, 3, 0]);
    s = play(s, keep);
    expect(s.turn).toBe(1);
    s = play(s, { type: 'pass' });
    expect(s.turn).toBe(0);
  });
});

describe('dealing', () => {
  it('S10: the first dealer is given at the start; then the deal passes clockwise', () => {
    let s = schwimmen.init({ players: 3, firstDealer: 2 });
    expect(s.dealer).toBe(2);
    s = schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] });
    expect(s.dealer).toBe(2);
    s = finishWithKnock(play(s, keep, { type: 'pass' }, { type: 'pass' }, { type: 'pass' }));
    expect(s.phase).toBe('roundOver');
    expect(s.dealer).toBe(2); // the last result stays readable until the next deal
    s = schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] });
    expect(s.dealer).toBe(0);
  });

  it('S10: the deal skips a player who is out', () => {
    const low = { 0: h('Ac Kc 9h'), 1: h('7h 8h 9c'), 2: h('As Ks 8d') };
    let s = dealt({ players: 3, dealer: 0, hands: low, rules: { lives: 1, knockInFirstRound: true } });
    s = finishWithKnock(play(s, keep));
    s = schwimmen.apply(s, { type: 'deal', deck: stackDeck({ players: 3, dealer: 1, hands: low }) });
    s = finishWithKnock(play(s, keep));
    expect(s.out).toEqual([false, true, false]);
    s = schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] });
    expect(s.dealer).toBe(2);
    s = finishWithKnock(play(s, keep));
    s = schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] });
    expect(s.dealer).toBe(0);
  });

  it('S11: one card at a time from index 0, left of the dealer first, dealer last, three times round', () => {
    const deck = [...DECK_32];
    let s = schwimmen.init({ players: 4, firstDealer: 1 });
    expect(schwimmen.actor(s)).toBe('chance');
    s = schwimmen.apply(s, { type: 'deal', deck });
    expect(s.hands[2]).toEqual([deck[0], deck[4], deck[8]]);
    expect(s.hands[3]).toEqual([deck[1], deck[5], deck[9]]);
    expect(s.hands[0]).toEqual([deck[2], deck[6], deck[10]]);
    expect(s.hands[1]).toEqual([deck[3], deck[7], deck[11]]);
    expect(s.secondPacket).toEqual(deck.slice(12, 15));
    expect(s.stock).toEqual(deck.slice(15));
    expect(s.middle).toEqual([]);
    expect(s.phase).toBe('choose');
  });

  it('S11: a deal must hold all 32 cards once each', () => {
    const s = schwimmen.init({ players: 2, firstDealer: 0 });
    const bad = [
      DECK_32.slice(1),
      [...DECK_32.slice(1), DECK_32[2]],
      [...DECK_32, '7c'],
      [],
      'deck',
      undefined,
    ];
    for (const deck of bad) {
      expect(() => schwimmen.apply(s, { type: 'deal', deck } as never)).toThrow(/all 32 cards/);
    }
    expect(s.phase).toBe('deal');
  });

  it('S11: dealing is refused while a round is being played', () => {
    const s = play(dealt({ players: 2, dealer: 0 }), keep);
    expect(() => schwimmen.apply(s, { type: 'deal', deck: [...DECK_32] })).toThrow(IllegalActionError);
    expect(schwimmen.legalActions(s).some((a) => a.type === 'deal')).toBe(false);
  });

  it('S12: the dealer keeps the first packet and the second goes face up to the middle', () => {
    const s = dealt({ players: 3, dealer: 0, hands: { 0: h('7c 8h 9s') }, second: h('Ah Qh 8c') });
    expect(schwimmen.actor(s)).toBe(0);
    expect(schwimmen.legalActions(s)).toEqual([{ type: 'keep' }, { type: 'takeSecond' }]);
    const k = play(s, keep);
    expect(k.hands[0]).toEqual(h('7c 8h 9s'));
    expect(k.middle).toEqual(h('Ah Qh 8c'));
    expect(k.secondPacket).toEqual([]);
    expect(roundHistory(k)).toEqual([{ type: 'keep', seat: 0, middle: h('Ah Qh 8c') }]);
  });

  it('S12: or takes the second packet unseen and lays the first face up in the middle', () => {
    const s = dealt({ players: 3, dealer: 0, hands: { 0: h('7c 8h 9s') }, second: h('Ah Qh 8c') });
    const t = play(s, takeSecond);
    expect(t.hands[0]).toEqual(h('Ah Qh 8c'));
    expect(t.middle).toEqual(h('7c 8h 9s'));
    expect(t.turn).toBe(1);
    expect(roundHistory(t)).toEqual([{ type: 'takeSecond', seat: 0, middle: h('7c 8h 9s') }]);
  });

  it('S12: while choosing, the dealer sees the first packet only', () => {
    const s = dealt({ players: 3, dealer: 0, hands: { 0: h('7c 8h 9s') }, second: h('Ah Qh 8c') });
    const v = schwimmen.view(s, 0);
    expect(v.hand).toEqual(h('7c 8h 9s'));
    expect(v.secondPacketSize).toBe(3);
    for (const c of h('Ah Qh 8c')) expect(JSON.stringify(v)).not.toContain(c);
  });

  it('S12: before choosing nothing else is allowed', () => {
    const s = dealt({ players: 3, dealer: 0 });
    expect(() => play(s, { type: 'pass' })).toThrow(/keep this hand or take the other one/);
    expect(() => play(s, swap(s.hands[0][0], s.secondPacket[0]))).toThrow(IllegalActionError);
  });

  it('S13: Schnauz dealt is shown at once, before the dealer chooses, and the round ends without a turn', () => {
    const s = dealt({
      players: 3,
      dealer: 0,
      hands: { 0: h('7c 8c 9h'), 1: h('Ah Kh Th'), 2: h('Jd 9d 7s') },
      second: h('Ac Kc Qc'),
    });
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult).toMatchObject({ ending: 'schnauz', shown: [1], values: [15, 31, 19], losers: [0] });
    expect(s.turnsTaken).toBe(0);
    expect(s.lives).toEqual([2, 3, 3]);
    // The dealer's hand is the first packet; the second stays face down and nobody sees it.
    expect(s.hands[0]).toEqual(h('7c 8c 9h'));
    expect(s.middle).toEqual([]);
    expect(sorted(s.secondPacket)).toEqual(sorted(h('Ac Kc Qc')));
    for (const seat of [0, 1, 2]) {
      const v = schwimmen.view(s, seat);
      expect(v.secondPacketSize).toBe(3);
      for (const c of h('Ac Kc Qc')) expect(JSON.stringify(v)).not.toContain(c);
    }
    expect(schwimmen.legalActions(s)).toEqual([]);
    expect(() => play(s, keep)).toThrow(IllegalActionError);
  });

  it('S13: a dealer whose first packet is Schnauz shows it at once: there is nothing to choose', () => {
    const s = dealt({ players: 2, dealer: 1, hands: { 0: h('Kd 8s 9s'), 1: h('As Ks Qs') } });
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult).toMatchObject({ ending: 'schnauz', shown: [1], values: [17, 31], losers: [0] });
    expect(s.secondPacket).toHaveLength(3);
  });

  it('S13: the dealer who takes a second packet with Schnauz shows it at once', () => {
    const s = dealt({
      players: 2,
      dealer: 1,
      hands: { 0: h('Kd 8s 9s'), 1: h('7h 8h 9c') },
      second: h('Ac Qc Jc'),
    });
    expect(s.phase).toBe('choose');
    const r = play(s, takeSecond);
    expect(r.roundResult).toMatchObject({ ending: 'schnauz', shown: [1], values: [17, 31], losers: [0] });
    expect(r.secondPacket).toEqual([]);
    expect(sorted(r.middle)).toEqual(sorted(h('7h 8h 9c')));
  });

  it('S13: Feuer dealt costs every other player a life, even one showing Schnauz', () => {
    const s = dealt({
      players: 3,
      dealer: 0,
      hands: { 0: h('7c 8c 9h'), 1: h('Ad Kd Td'), 2: h('Ac As Ah') },
    });
    expect(s.roundResult).toMatchObject({
      ending: 'feuer',
      shown: [1, 2],
      values: [15, 31, 32],
      losers: [0, 1],
    });
    expect(s.lives).toEqual([2, 2, 3]);
  });

  it('S13: three aces are not shown when Feuer is off, and three of a kind is never shown', () => {
    const hands = { 1: h('Ac As Ah'), 2: h('7d 7c 7s') };
    const off = play(dealt({ players: 3, dealer: 0, hands, rules: { feuer: false } }), keep);
    expect(off.phase).toBe('turns');
    const on = play(dealt({ players: 3, dealer: 0, hands: { 2: h('7d 7c 7s') } }), keep);
    expect(on.phase).toBe('turns');
  });

  it('S13: Schnauz lying in the middle belongs to nobody', () => {
    const s = play(dealt({ players: 2, dealer: 0, second: h('Ah Kh Th') }), keep);
    expect(s.phase).toBe('turns');
    expect(sorted(s.middle)).toEqual(sorted(h('Ah Kh Th')));
  });
});
