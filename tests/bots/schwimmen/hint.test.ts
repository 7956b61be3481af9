// The hint (issue 4): the expert's own action for the human's seat, the facts that explain it, and the share
// of sampled worlds in which knocking now would cost a life.
import { describe, expect, it } from 'vitest';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { schwimmenHint, type Hint } from '../../../src/bots/schwimmen/hint';
import type { Card } from '../../../src/engine/cards';
import { createRng, shuffleInPlace } from '../../../src/engine/rng';
import { DEFAULT_RULES, schwimmen, type SchwimmenState } from '../../../src/engine/schwimmen';
import {
  schwimmenDecisionSeed,
  HUMAN,
  schwimmenInitialState,
  newSchwimmenRecord,
  nextSchwimmenDeal,
} from '../../../src/match/schwimmen';
import { depth } from '../../depth';
import { dealt, h, keep, pass, play, positions, swapAll, takeSecond } from './helpers';

function hintAt(s: SchwimmenState, seed = 1): Hint {
  return schwimmenHint(schwimmen.view(s, s.turn as number), schwimmen.legalActions(s), seed);
}

/** 2 players, the human (seat 0) plays first: hand `hand`, middle `middle`. */
function firstTurn(hand: string, middle: string): SchwimmenState {
  return play(dealt({ players: 2, dealer: 1, hands: { 0: h(hand) }, second: h(middle) }), keep);
}

/**
 * 3 players, knocking allowed in the first lap (S14): the dealer (seat 2) took the second packet, and the
 * human (seat 0) plays first and may knock. Nothing is known of the others: none has acted yet, and the
 * dealer's first packet lies in the middle.
 */
function firstLapKnock(hand: string): SchwimmenState {
  const s = dealt({
    players: 3,
    dealer: 2,
    hands: { 0: h(hand), 1: h('7c 8d 9d'), 2: h('Jc 8h 7s') },
    second: h('7h 8s Jd'),
    rules: { knockInFirstRound: true },
  });
  return play(s, takeSecond);
}

/** 2 players: the opponent swapped all three for a known hand (`second`), the human may knock. */
function afterOpponentSwappedAll(mine: string, second: string): SchwimmenState {
  const s = dealt({ players: 2, dealer: 1, hands: { 0: h(mine), 1: h('7c 8d 9d') }, second: h(second) });
  return play(s, keep, pass, swapAll);
}

const normalPlay = (s: SchwimmenState, legal: ReturnType<typeof schwimmen.legalActions>, seed: number) =>
  schwimmenBots.normal.decide(schwimmen.view(s, s.turn as number), legal, seed);

/** Positions from normal play and from random play, 2–8 players, every rule option. */
function mixed(count: number, seed: number): SchwimmenState[] {
  const half = Math.floor(count / 2);
  return [...positions(half, seed, normalPlay, 1), ...positions(count - half, seed + 1)];
}

describe('the reason', () => {
  it('S4: a swap names the card to take, the card to give and what the hand is then worth', () => {
    const hint = hintAt(firstTurn('Js Ks 7d', '9s 8c 7h'));
    expect(hint.action).toEqual({ type: 'swap', give: '7d', take: '9s' });
    expect(hint.reason).toEqual({
      kind: 'take',
      take: '9s',
      give: '7d',
      worth: { kind: 'suit', value: 29, suit: 's' },
      plans: [],
    });
    expect(hint.loseChance).toBeNull();
  });

  it('S6/S7: a swap to three of a kind or to Feuer says so', () => {
    expect(hintAt(firstTurn('Qc Qs 7h', 'Qh 8d 9c')).reason).toEqual({
      kind: 'take',
      take: 'Qh',
      give: '7h',
      worth: { kind: 'threeOfAKind', value: 30.5, rank: 'Q' },
      plans: [],
    });
    expect(hintAt(firstTurn('Ac As 7h', 'Ah 8d 9c')).reason).toEqual({
      kind: 'take',
      take: 'Ah',
      give: '7h',
      worth: { kind: 'feuer', value: 32 },
      plans: [],
    });
  });

  it('S4: swapping all three names what the middle is worth', () => {
    const hint = hintAt(firstTurn('7c 8d 9h', 'As Ks 9s'));
    expect(hint.action).toEqual({ type: 'swapAll' });
    expect(hint.reason).toEqual({
      kind: 'swapAll',
      worth: { kind: 'suit', value: 30, suit: 's' },
      plans: [],
    });
  });

  it('S12: the dealer keeps a good first packet and gives up a poor one, with its worth', () => {
    const keeps = hintAt(dealt({ players: 4, dealer: 0, hands: { 0: h('Ah Kh 9h') } }));
    expect(keeps.action).toEqual({ type: 'keep' });
    expect(keeps.reason).toEqual({ kind: 'keep', worth: { kind: 'suit', value: 30, suit: 'h' } });
    const gives = hintAt(dealt({ players: 4, dealer: 0, hands: { 0: h('7c 8s 9d') } }));
    expect(gives.action).toEqual({ type: 'takeSecond' });
    expect(gives.reason).toEqual({ kind: 'takeSecond', worth: { kind: 'suit', value: 9, suit: 'd' } });
  });

  it('S14/S20: knocks with 29 against a weak known hand, and the knock rarely loses', () => {
    const hint = hintAt(afterOpponentSwappedAll('Ah Kh 8h', '7s 8s 9c'));
    expect(hint.action).toEqual({ type: 'knock' });
    expect(hint.reason).toEqual({ kind: 'knock', value: 29 });
    expect(hint.loseChance).toBeLessThan(0.05);
  });

  it('S20: passes against a known 30 (nothing in the middle helps), where a knock would surely lose', () => {
    const hint = hintAt(afterOpponentSwappedAll('Ah Kh 8h', 'As Ks 9s'));
    expect(hint.action).toEqual({ type: 'pass' });
    expect(hint.reason).toEqual({
      kind: 'pass',
      worth: { kind: 'suit', value: 29, suit: 'h' },
      middleHelps: false,
      plans: [],
    });
    expect(hint.loseChance).toBe(1);
  });
});

describe('the chance of losing a life by knocking now', () => {
  it('is high for a weak hand and low for a hand of 30', () => {
    for (let seed = 0; seed < 5; seed++) {
      expect(hintAt(firstLapKnock('7d 9c Ts'), seed).loseChance).toBeGreaterThan(0.8);
      expect(hintAt(firstLapKnock('Ah Kh 9h'), seed).loseChance).toBeLessThan(0.15);
    }
  });

  it('grows as the hand gets weaker', () => {
    const chance = (hand: string) => hintAt(firstLapKnock(hand)).loseChance as number;
    expect(chance('Ah Kh 9h')).toBeLessThan(chance('Ah Kh 7d'));
    expect(chance('Ah Kh 7d')).toBeLessThan(chance('Ah 7d 9c'));
  });

  it('S14: is null whenever knocking is not legal, and within [0, 1] otherwise', () => {
    let knockable = 0;
    for (const [i, s] of mixed(depth(60, 160), 61).entries()) {
      const legal = schwimmen.legalActions(s);
      const hint = schwimmenHint(schwimmen.view(s, s.turn as number), legal, i);
      if (legal.some((a) => a.type === 'knock')) {
        knockable++;
        expect(hint.loseChance).toBeGreaterThanOrEqual(0);
        expect(hint.loseChance).toBeLessThanOrEqual(1);
      } else expect(hint.loseChance).toBeNull();
    }
    expect(knockable).toBeGreaterThan(depth(8, 25));
  });
});

describe('S14b, issue 38: the chance of a suggested swap that ends with a knock', () => {
  it('is that knock’s, not the plain knock’s (seed 14, four players: "Take 9♠ and knock")', () => {
    const m = newSchwimmenRecord({
      seed: 14,
      opponents: 3,
      level: 'normal',
      rules: { ...DEFAULT_RULES, knockWithSwap: true },
      id: 'k',
    });
    let s = schwimmenInitialState(m);
    // The player keeps and passes until a knock with a swap is allowed.
    while (!(
      schwimmen.actor(s) === HUMAN && schwimmen.legalActions(s).some((a) => 'knock' in a && a.knock)
    )) {
      const who = schwimmen.actor(s);
      const legal = schwimmen.legalActions(s);
      const a =
        who === 'chance'
          ? nextSchwimmenDeal(m, s)
          : who === HUMAN
            ? (legal.find((x) => x.type === 'keep') ?? pass)
            : schwimmenBots.normal.decide(
                schwimmen.view(s, who as number),
                legal,
                schwimmenDecisionSeed(m.seed, m.log.length),
              );
      s = schwimmen.apply(s, a);
      m.log.push(a);
    }
    const hint = schwimmenHint(
      schwimmen.view(s, HUMAN),
      schwimmen.legalActions(s),
      schwimmenDecisionSeed(m.seed, m.log.length),
    );
    expect(hint.action).toEqual({ type: 'swap', give: 'Ah', take: '9s', knock: true });
    // A knock now, with 11 in hand, almost surely loses; the suggested one after the swap, to 26, far less.
    expect(hint.loseChance).toBeGreaterThan(0.9);
    expect(hint.swapKnockLoseChance).toBeGreaterThan(0.2);
    expect(hint.swapKnockLoseChance).toBeLessThan(0.8);
  });

  it('is null for every other suggestion', () => {
    expect(hintAt(afterOpponentSwappedAll('Ah Kh 8h', '7s 8s 9c')).swapKnockLoseChance).toBeNull();
  });
});

describe('the suggestion is the expert’s', () => {
  it('matches the expert’s action over many positions (2–8 players, every rule option)', () => {
    for (const [i, s] of mixed(depth(40, 110), 71).entries()) {
      const view = schwimmen.view(s, s.turn as number);
      const legal = schwimmen.legalActions(s);
      const hint = schwimmenHint(view, legal, i);
      expect(hint.action).toEqual(schwimmenBots.expert.decide(view, legal, i));
      expect(legal).toContainEqual(hint.action);
      expect(hint.reason.kind).toBe(hint.action.type === 'swap' ? 'take' : hint.action.type);
    }
  });

  it('is deterministic: the same view, legal actions and seed give the same hint, on JSON copies', () => {
    const list = mixed(depth(16, 40), 81);
    const first = list.map((s, i) =>
      schwimmenHint(schwimmen.view(s, s.turn as number), schwimmen.legalActions(s), i),
    );
    for (let i = list.length - 1; i >= 0; i--) {
      const s = list[i];
      const view = JSON.parse(JSON.stringify(schwimmen.view(s, s.turn as number)));
      const legal = JSON.parse(JSON.stringify(schwimmen.legalActions(s)));
      expect(schwimmenHint(view, legal, i)).toEqual(first[i]);
    }
  });

  it('decides from the view only: reshuffling the hidden cards changes nothing', () => {
    const rng = createRng(9);
    for (const [i, s] of mixed(depth(24, 60), 91).entries()) {
      const seat = s.turn as number;
      const seen = new Set(JSON.stringify(schwimmen.view(s, seat)).match(/[789TJQKA][cshd]/g) ?? []);
      const hidden = (c: Card) => !seen.has(c);
      const pool = shuffleInPlace(
        [
          ...s.hands.flatMap((hand, other) => (other === seat ? [] : hand.filter(hidden))),
          ...s.secondPacket.filter(hidden),
          ...s.stock.filter(hidden),
        ],
        rng,
      );
      let next = 0;
      const refill = (c: Card) => (hidden(c) ? pool[next++] : c);
      const other: SchwimmenState = {
        ...s,
        hands: s.hands.map((hand, o) => (o === seat ? hand : hand.map(refill))),
        secondPacket: s.secondPacket.map(refill),
        stock: s.stock.map(refill),
      };
      expect(hintAt(other, i)).toEqual(hintAt(s, i));
    }
  });
});
