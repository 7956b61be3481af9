// Reading the opponent as the rule-of-thumb player it may be (reading.ts): each of its first-phase decisions
// put to `normalAction` with the hand it held then. A `normal` opponent's true history must fit every one
// of them, its true hand must read as likelier than others, and a player of no rule must not read as one.
import { describe, expect, it } from 'vitest';
import { schnapsenBots } from '../../../src/bots/schnapsen';
import { CODES, idx, maskOf } from '../../../src/bots/schnapsen/cards';
import { knowledgeOf } from '../../../src/bots/schnapsen/knowledge';
import { historyRatio, readingOf, readingRatio, ruleShare } from '../../../src/bots/schnapsen/reading';
import { sampleWorlds } from '../../../src/bots/schnapsen/sampling';
import type { Level } from '../../../src/bots/types';
import { createRng, shuffle } from '../../../src/engine/rng';
import { schnapsen, type SchnapsenState, type SchnapsenView } from '../../../src/engine/schnapsen';
import { dealt, run } from '../../engine/schnapsen/helpers';

const CONFIG = { prior: 0.5, slip: 0.02, histories: 16, hands: 24 };
const FIT = 5 * (1 - CONFIG.slip) + CONFIG.slip;

interface Seen {
  view: SchnapsenView;
  s: SchnapsenState;
  /** Seat 1's dealt hand and the cards it drew, in order. */
  initial: number;
  order: number[];
}

/** Seeded deals of `normal` (seat 0) against `level` (seat 1); every decision of seat 0 is visited. */
function play(level: Level, deals: number, seed: number, visit: (x: Seen) => void): void {
  const rng = createRng(seed);
  for (let deal = 0; deal < deals; deal++) {
    let s = schnapsen.init({ firstDealer: (deal % 2) as 0 | 1 });
    s = schnapsen.apply(s, { type: 'deal', deck: shuffle([...CODES], rng) });
    const initial = maskOf(s.hands[1]);
    const order: number[] = [];
    while (s.phase === 'play') {
      const seat = schnapsen.actor(s) as 0 | 1;
      const view = schnapsen.view(s, seat);
      if (seat === 0) visit({ view, s, initial, order: order.slice() });
      const bot = seat === 0 ? schnapsenBots.normal : schnapsenBots[level];
      const before = s.hands[1];
      const tricks = s.tricks.length;
      s = schnapsen.apply(s, bot.decide(view, schnapsen.legalActions(s), seed * 1000 + deal));
      if (s.tricks.length > tricks && s.phase === 'play') {
        for (const c of s.hands[1]) if (!before.includes(c)) order.push(idx(c));
      }
    }
  }
}

describe('reading the opponent as the rule of thumb', () => {
  it('N5, N7, N8: a normal opponent’s true draw order fits every first-phase decision it made', () => {
    let decisions = 0;
    play('normal', 150, 3, ({ view, initial, order }) => {
      // The expert's own exchange (N8) is not in its view with its moment; its reading assumes none.
      if (view.exchange?.seat === 0) return;
      const k = knowledgeOf(view);
      const r = readingOf(view, k);
      if (r === null) return;
      const ratio = historyRatio(r, initial, order.slice(0, r.draws), CONFIG.slip);
      expect(ratio, `${view.tricks.map((t) => `${t.lead}-${t.follow}`).join(' ')}`).toBeCloseTo(
        Math.pow(FIT, r.decisions.length),
      );
      decisions += r.decisions.length;
    });
    expect(decisions).toBeGreaterThan(2000);
  });

  it('a normal opponent’s true hand reads as likelier than the hands it may hold', () => {
    const rng = createRng(11);
    let truth = 0;
    let others = 0;
    let n = 0;
    play('normal', 80, 5, ({ view, s }) => {
      const k = knowledgeOf(view);
      const r = readingOf(view, k);
      if (r === null || !k.open || k.oppUnknown === 0) return;
      truth += readingRatio(r, maskOf(s.hands[1]), CONFIG, rng);
      const hands = sampleWorlds(k, 8, rng);
      for (const h of hands) others += readingRatio(r, h.oppHand, CONFIG, rng) / hands.length;
      n++;
    });
    expect(n).toBeGreaterThan(300);
    expect(truth / n).toBeGreaterThan(1.3 * (others / n));
  });

  it('N5: a discard is the cheapest card, so a hand that held a cheaper one then reads as unlikely', () => {
    // Seat 1 holds neither clubs nor hearts (trumps): normal throws its cheapest card, Kd, on Jc. Both draw.
    const s = run(
      dealt({ nonDealer: 'Jc Ac Tc Qs Ks', dealer: 'Kd Ad Ts As Td', trump: 'Qh', talon: 'Kc Jd' }),
      'Jc',
    );
    const follow = schnapsenBots.normal.decide(schnapsen.view(s, 1), schnapsen.legalActions(s), 1);
    expect(follow).toEqual({ type: 'play', card: 'Kd' });
    const view = schnapsen.view(schnapsen.apply(s, follow), 0);
    const r = readingOf(view, knowledgeOf(view));
    expect(r?.decisions).toHaveLength(1);
    const rng = createRng(1);
    const many = { ...CONFIG, histories: 2000 };
    const ratio = (hand: string) => readingRatio(r!, maskOf(hand.split(' ') as never), many, rng);
    // Its true hand fits only where Jd is the card drawn since (one draw order in five); with Js and Jd one
    // of them was held then, in every order; Ah Ad Ts As Td holds nothing cheaper than Kd (a trump is kept).
    const truth = FIT / 5 + (CONFIG.slip * 4) / 5;
    expect(ratio('Jd Ad Ts As Td')).toBeGreaterThan(0.85 * truth);
    expect(ratio('Jd Ad Ts As Td')).toBeLessThan(1.15 * truth);
    expect(ratio('Js Jd Ts As Td')).toBeCloseTo(CONFIG.slip);
    expect(ratio('Ah Ad Ts As Td')).toBeCloseTo(FIT);
  });

  it('a player of no rule does not read as one: the share falls against easy and rises against normal', () => {
    const share = (level: Level) => {
      const rng = createRng(2);
      let sum = 0;
      let n = 0;
      play(level, 60, 9, ({ view }) => {
        const k = knowledgeOf(view);
        const r = readingOf(view, k);
        if (r === null || !k.open || view.tricks.length < 3) return;
        sum += ruleShare(
          r,
          sampleWorlds(k, 24, rng).map((h) => h.oppHand),
          CONFIG,
          rng,
        );
        n++;
      });
      expect(n).toBeGreaterThan(30);
      return sum / n;
    };
    expect(share('normal')).toBeGreaterThan(0.75);
    expect(share('easy')).toBeLessThan(0.3);
  });
});
