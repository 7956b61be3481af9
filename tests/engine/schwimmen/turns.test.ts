import { describe, expect, it } from 'vitest';
import { DECK_32 } from '../../../src/engine/cards';
import { IllegalActionError } from '../../../src/engine/game';
import {
  roundHistory,
  schwimmen,
  type SchwimmenAction,
  type SchwimmenState,
} from '../../../src/engine/schwimmen';
import { allCards, dealt, h, keep, knock, pass, play, sorted, swap, swapAll } from './helpers';

const types = (s: SchwimmenState) => schwimmen.legalActions(s).map((a) => a.type);

/** 3 players, seat 0 deals and keeps: seat 1 plays first. */
function threePlayers(rules = {}) {
  return play(
    dealt({
      players: 3,
      dealer: 0,
      hands: { 0: h('Ah Qh 8c'), 1: h('7d Ks Ts'), 2: h('7h Ad Kc') },
      second: h('7c 8h 9s'),
      stock: h('Jd Qd Kd Js Qs Jc Qc'),
      rules,
    }),
    keep,
  );
}

function refusal(s: SchwimmenState, a: SchwimmenAction): IllegalActionError {
  try {
    schwimmen.apply(s, a);
  } catch (e) {
    return e as IllegalActionError;
  }
  throw new Error('the action was accepted');
}

describe('a turn', () => {
  it('S14: a turn is a swap of one card, a swap of all three, a pass or (later) a knock', () => {
    const s = threePlayers();
    const legal = schwimmen.legalActions(s);
    expect(legal.filter((a) => a.type === 'swap')).toHaveLength(9);
    expect(types(s).filter((t) => t !== 'swap')).toEqual(['swapAll', 'pass']);
    for (const give of s.hands[1]) {
      for (const take of s.middle) expect(legal).toContainEqual({ type: 'swap', give, take });
    }
  });

  it('S14: a swap puts the given card where the taken card lay', () => {
    const s = play(threePlayers(), swap('7d', '9s'));
    expect(s.hands[1]).toEqual(h('9s Ks Ts'));
    expect(s.middle).toEqual(h('7c 8h 7d'));
    expect(s.turn).toBe(2);
    expect(roundHistory(s).at(-1)).toEqual({ type: 'swap', seat: 1, give: '7d', take: '9s' });
  });

  it('S14: swap all exchanges the whole hand with the whole middle', () => {
    const s = play(threePlayers(), swapAll);
    expect(s.hands[1]).toEqual(h('7c 8h 9s'));
    expect(s.middle).toEqual(h('7d Ks Ts'));
    expect(roundHistory(s).at(-1)).toEqual({
      type: 'swapAll',
      seat: 1,
      give: h('7d Ks Ts'),
      take: h('7c 8h 9s'),
    });
  });

  it('S14: exchanging two cards or drawing from the stock is impossible', () => {
    const s = threePlayers();
    expect(refusal(s, swap('7d', 'Jd')).message).toBe('You can only take a card from the middle');
    expect(refusal(s, swap('9s', '7c')).message).toBe('You can only give a card from your hand');
    expect(refusal(s, { type: 'swapTwo' } as never).message).toBe('That is not a move in Schwimmen');
    expect(schwimmen.legalActions(s).every((a) => a.type !== 'swap' || s.middle.includes(a.take))).toBe(true);
  });

  it('S14: knocking in the first round is refused with the reason', () => {
    let s = threePlayers();
    for (let i = 0; i < 3; i++) {
      expect(types(s)).not.toContain('knock');
      const e = refusal(s, knock);
      expect(e).toBeInstanceOf(IllegalActionError);
      expect(e.message).toBe("You can't knock until everyone has had a turn");
      expect(e.code).toBe('knockFirstRound');
      s = play(s, pass);
    }
    expect(types(s)).toContain('knock');
    s = play(s, knock);
    expect(s.knocker).toBe(1);
  });

  it('S14: with knockInFirstRound the first player may knock at once', () => {
    const s = threePlayers({ knockInFirstRound: true });
    expect(types(s)).toContain('knock');
    expect(play(s, knock).knocker).toBe(1);
  });

  it('S14: knocking is the whole turn', () => {
    const s = play(threePlayers({ knockInFirstRound: true }), knock);
    expect(s.turn).toBe(2);
    expect(s.hands).toEqual(threePlayers().hands);
    expect(roundHistory(s).at(-1)).toEqual({ type: 'knock', seat: 1 });
  });

  it('S15: after a knock every other player has exactly one more turn, without knocking', () => {
    let s = play(threePlayers({ knockInFirstRound: true }), knock);
    expect(s.finalTurns).toBe(2);
    expect(types(s)).not.toContain('knock');
    expect(refusal(s, knock).message).toBe('Somebody has already knocked this round');
    s = play(s, swap('7h', '7c'));
    expect(s.turn).toBe(0);
    expect(types(s)).toEqual([...Array(9).fill('swap'), 'swapAll', 'pass']);
    s = play(s, pass);
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult?.ending).toBe('knock');
  });

  it('S15: the knocker does not play again', () => {
    let s = play(dealt({ players: 4, dealer: 3, rules: { knockInFirstRound: true } }), keep);
    s = play(s, pass, knock);
    const seen = [];
    while (s.phase === 'turns') {
      seen.push(s.turn);
      s = play(s, pass);
    }
    expect(seen).toEqual([2, 3, 0]);
  });

  it('S16: when everybody passes in a row the middle is put aside and three stock cards replace it', () => {
    let s = threePlayers();
    const stock = s.stock;
    s = play(s, pass, pass);
    expect(s.middle).toEqual(h('7c 8h 9s'));
    s = play(s, pass);
    expect(s.middle).toEqual(stock.slice(0, 3));
    expect(s.stock).toEqual(stock.slice(3));
    expect(s.discards).toEqual(h('7c 8h 9s'));
    expect(roundHistory(s).at(-1)).toEqual({
      type: 'refresh',
      discarded: h('7c 8h 9s'),
      middle: stock.slice(0, 3),
    });
    // The player who passed first plays next.
    expect(s.turn).toBe(1);
    expect(s.passes).toBe(0);
  });

  it('S16: a swap in between starts the count again', () => {
    let s = threePlayers();
    s = play(s, pass, swap('7h', '7c'), pass, pass);
    expect(s.middle).toEqual(h('7h 8h 9s'));
    s = play(s, pass);
    expect(s.discards).toEqual(h('7h 8h 9s'));
  });

  it('S16: when fewer than three cards are left in the stock the round ends instead', () => {
    let s = play(dealt({ players: 4, dealer: 0 }), keep);
    let refreshes = 0;
    while (s.phase === 'turns') {
      const before = s.middle;
      s = play(s, pass, pass, pass, pass);
      if (s.phase === 'turns') {
        expect(s.middle).not.toEqual(before);
        refreshes++;
      }
    }
    // 32 − 12 dealt − 3 second packet = 17 in the stock: 5 refreshes, then 2 cards are left.
    expect(refreshes).toBe(5);
    expect(s.stock).toHaveLength(2);
    expect(s.roundResult?.ending).toBe('stock');
    expect(sorted(allCards(s))).toEqual(sorted(DECK_32));
  });

  it('S16: passes after a knock never refresh the middle', () => {
    let s = play(threePlayers(), pass, pass, swap('Ah', '9s'), knock);
    const middle = s.middle;
    s = play(s, pass, pass);
    expect(s.phase).toBe('roundOver');
    expect(s.middle).toEqual(middle);
  });

  it('S17: Schnauz reached by a swap is shown at once and ends the round', () => {
    const s = play(
      dealt({
        players: 3,
        dealer: 0,
        hands: { 0: h('Ah Qh 7c'), 1: h('7d 8s 9d'), 2: h('Js 9c 7s') },
        second: h('Kh 8c Tc'),
      }),
      keep,
      pass,
      pass,
      swap('7c', 'Kh'),
    );
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult).toMatchObject({ ending: 'schnauz', shown: [0], values: [31, 16, 17], losers: [1] });
    expect(s.middle).toEqual(h('7c 8c Tc'));
  });

  it('S17: also during the last turns after a knock', () => {
    const s = play(
      dealt({
        players: 3,
        dealer: 0,
        hands: { 0: h('7c 8d 9h'), 1: h('Kc Qc 9s'), 2: h('Ah Th 7s') },
        second: h('Kh 8s 8c'),
        rules: { knockInFirstRound: true },
      }),
      keep,
      knock,
      swap('7s', 'Kh'),
    );
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult).toMatchObject({ ending: 'schnauz', shown: [2] });
    expect(s.turnsTaken).toBe(2);
  });

  it('S17: Feuer reached by swapping all three ends the round and costs everybody else a life', () => {
    const s = play(
      dealt({
        players: 3,
        dealer: 0,
        hands: { 0: h('7c 8d 9h'), 1: h('Kc Qc 9s'), 2: h('Jh Th 7s') },
        second: h('Ac As Ah'),
      }),
      keep,
      swapAll,
    );
    expect(s.roundResult).toMatchObject({ ending: 'feuer', shown: [1], losers: [0, 2] });
    expect(s.lives).toEqual([2, 3, 2]);
  });

  it('S18: there is always a legal action, and passing is always one of them', () => {
    let s = threePlayers();
    for (let i = 0; i < 12 && s.phase === 'turns'; i++) {
      expect(types(s)).toContain('pass');
      s = play(s, i % 4 === 3 ? swapAll : pass);
    }
  });

  it('S18: an illegal action changes nothing and says why', () => {
    const s = threePlayers();
    const copy = structuredClone(s);
    for (const a of [
      knock,
      swap('Ah', '7c'),
      { type: 'deal', deck: [...DECK_32] },
      keep,
      { type: 'x' },
    ] as SchwimmenAction[]) {
      expect(() => schwimmen.apply(s, a)).toThrow(IllegalActionError);
      expect(refusal(s, a).message.length).toBeGreaterThan(10);
    }
    expect(s).toEqual(copy);
  });
});

describe('knocking with a swap (option knockWithSwap)', () => {
  const on = { knockWithSwap: true };
  const knocking = (s: SchwimmenState) =>
    schwimmen.legalActions(s).filter((a) => (a.type === 'swap' || a.type === 'swapAll') && a.knock);

  it('S14b: once knocking is allowed, every swap and the swap all may also end with a knock', () => {
    let s = threePlayers(on);
    expect(knocking(s)).toEqual([]);
    s = play(s, swap('7d', '9s'), swap('7h', '7c'), pass);
    expect(s.turn).toBe(1);
    const legal = schwimmen.legalActions(s);
    expect(legal).toContainEqual(knock);
    expect(knocking(s)).toHaveLength(10);
    for (const give of s.hands[1]) {
      for (const take of s.middle) expect(legal).toContainEqual({ type: 'swap', give, take, knock: true });
    }
    expect(legal).toContainEqual({ type: 'swapAll', knock: true });
    // Without the option the same turn offers the plain knock only.
    expect(knocking(play(threePlayers(), swap('7d', '9s'), swap('7h', '7c'), pass))).toEqual([]);
  });

  it('S14b: the exchange comes first, then every other player has one more turn', () => {
    const s = play(threePlayers({ ...on, knockInFirstRound: true }), {
      type: 'swap',
      give: '7d',
      take: '9s',
      knock: true,
    });
    expect(s.hands[1]).toEqual(h('9s Ks Ts'));
    expect(s.middle).toEqual(h('7c 8h 7d'));
    expect(s.knocker).toBe(1);
    expect(s.finalTurns).toBe(2);
    expect(s.turn).toBe(2);
    expect(roundHistory(s).slice(-2)).toEqual([
      { type: 'swap', seat: 1, give: '7d', take: '9s' },
      { type: 'knock', seat: 1 },
    ]);
    // S15: the last turns never knock, with or without a swap.
    expect(types(s)).not.toContain('knock');
    expect(knocking(s)).toEqual([]);
    const end = play(s, pass, pass);
    expect(end.phase).toBe('roundOver');
    expect(end.roundResult).toMatchObject({ ending: 'knock', values: [21, 29, 11], losers: [2] });
  });

  it('S14b: swap all with a knock', () => {
    const s = play(threePlayers({ ...on, knockInFirstRound: true }), { type: 'swapAll', knock: true });
    expect(s.hands[1]).toEqual(h('7c 8h 9s'));
    expect(s.middle).toEqual(h('7d Ks Ts'));
    expect(s.knocker).toBe(1);
    expect(s.turn).toBe(2);
  });

  it('S14b: a Schnauz made by the exchange is shown at once, and the knock then does not matter', () => {
    const s = play(
      dealt({
        players: 3,
        dealer: 0,
        hands: { 1: h('7d Ks Ts') },
        second: h('As 8h 9c'),
        rules: { ...on, knockInFirstRound: true },
      }),
      keep,
      { type: 'swap', give: '7d', take: 'As', knock: true },
    );
    expect(s.phase).toBe('roundOver');
    expect(s.knocker).toBe(null);
    expect(s.roundResult).toMatchObject({ ending: 'schnauz', shown: [1] });
  });

  it('S14b: without the option a knock with a swap is refused with the reason, and nothing changes', () => {
    const s = threePlayers({ knockInFirstRound: true });
    const copy = structuredClone(s);
    for (const a of [
      { type: 'swap', give: '7d', take: '9s', knock: true },
      { type: 'swapAll', knock: true },
    ] as SchwimmenAction[]) {
      const e = refusal(s, a);
      expect(e).toBeInstanceOf(IllegalActionError);
      expect(e.code).toBe('noKnockWithSwap');
      expect(e.message).toMatch(/knock/i);
    }
    expect(s).toEqual(copy);
  });

  it('S14b: the knock of a swap follows S14: refused in the first round and after a knock', () => {
    const first = threePlayers(on);
    const a = { type: 'swap', give: '7d', take: '9s', knock: true } as SchwimmenAction;
    expect(refusal(first, a).code).toBe('knockFirstRound');
    const after = play(threePlayers({ ...on, knockInFirstRound: true }), knock);
    expect(refusal(after, { type: 'swapAll', knock: true }).code).toBe('alreadyKnocked');
    expect(refusal(after, { type: 'swap', give: '7h', take: '9s', knock: 'yes' } as never).code).toBe(
      'badKnock',
    );
  });
});
