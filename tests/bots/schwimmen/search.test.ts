// The searching levels: their habits on stacked deals, and the expert's reading of the other players.
import { describe, expect, it } from 'vitest';
import { EXPERT, EXPERT_MODEL, schwimmenBots } from '../../../src/bots/schwimmen';
import { modelWorlds } from '../../../src/bots/schwimmen/inference';
import { readView, roundFromView } from '../../../src/bots/schwimmen/knowledge';
import {
  greedyPolicy,
  knockLoses,
  knockValue,
  NORMAL,
  normalAction,
} from '../../../src/bots/schwimmen/policy';
import { KNOCK, Round } from '../../../src/bots/schwimmen/round';
import { layout } from '../../../src/bots/schwimmen/sampling';
import { rollout, uniformWorlds, type WorldSourceFactory } from '../../../src/bots/schwimmen/search';
import { createRng } from '../../../src/engine/rng';
import { schwimmen, type SchwimmenState } from '../../../src/engine/schwimmen';
import { depth } from '../../depth';
import {
  dealt,
  decideAt,
  h,
  holdingTwentyFive,
  keep,
  knock,
  pass,
  play,
  positions,
  roundFromState,
  swap,
  swapAll,
} from './helpers';

const searching = [
  ['hard', schwimmenBots.hard],
  ['expert', schwimmenBots.expert],
] as const;

function firstTurn(hand: string, middle: string): SchwimmenState {
  return play(dealt({ players: 2, dealer: 1, hands: { 0: h(hand) }, second: h(middle) }), keep);
}

describe('hard and expert', () => {
  for (const [level, bot] of searching) {
    it(`${level}: S5/S7 takes Schnauz or Feuer at once`, () => {
      expect(decideAt(bot, firstTurn('Ah Kh 7c', 'Qh 8s 9d'))).toEqual(swap('7c', 'Qh'));
      expect(decideAt(bot, firstTurn('Ah As Kh', 'Ac Qh 7d'))).toEqual(swap('Kh', 'Ac'));
      expect(decideAt(bot, firstTurn('7c 8d 9h', 'As Ks Qs'))).toEqual(swapAll);
    });

    it(`${level}: S20 knocks with 29 against a weak known hand, never against a known 30`, () => {
      const deal = (second: string) =>
        dealt({ players: 2, dealer: 1, hands: { 0: h('Ah Kh 8h'), 1: h('7c 8d 9d') }, second: h(second) });
      for (let seed = 0; seed < 5; seed++) {
        expect(decideAt(bot, play(deal('7s 8s 9c'), keep, pass, swapAll), seed)).toEqual(knock);
        expect(decideAt(bot, play(deal('As Ks 9s'), keep, pass, swapAll), seed).type).not.toBe('knock');
      }
    });

    it(`${level}: S12 the dealer keeps a first packet of 30 and gives up a poor one`, () => {
      expect(decideAt(bot, dealt({ players: 4, dealer: 0, hands: { 0: h('Ah Kh 9h') } }))).toEqual(keep);
      expect(decideAt(bot, dealt({ players: 4, dealer: 0, hands: { 0: h('7c 8s 9d') } }))).toEqual({
        type: 'takeSecond',
      });
    });
  }
});

describe('the expert reads the other players', () => {
  /** Normal players; the one before the player to act has just passed although it could have knocked. */
  function afterAPass(): SchwimmenState[] {
    const normal = (s: SchwimmenState, legal: ReturnType<typeof schwimmen.legalActions>, seed: number) =>
      schwimmenBots.normal.decide(schwimmen.view(s, s.turn as number), legal, seed);
    return positions(3000, 8, normal, 1).filter((s) => {
      const last = schwimmen.view(s, s.turn as number).history.at(-1);
      return s.phase === 'turns' && s.knocker === null && last?.type === 'pass' && s.turnsTaken > s.players;
    });
  }

  /** The share of sampled worlds in which the player who just passed holds a hand it would have knocked with. */
  function strongShare(s: SchwimmenState, source: WorldSourceFactory): number {
    const seat = s.turn as number;
    const view = schwimmen.view(s, seat);
    const passer = (view.history.at(-1) as { seat: number }).seat;
    const k = readView(view);
    const base = roundFromView(view, k);
    const then = roundFromView({ ...view, turnsTaken: view.turnsTaken - 1 }, k);
    const knockAt = 2 * knockValue(then, passer, NORMAL);
    const l = layout(k, base, 0, view.stockSize, true);
    const worlds = source(view, k, base, l, createRng(5), EXPERT);
    const world = new Round(base.n, base.rules);
    let strong = 0;
    const count = 200;
    for (let i = 0; i < count; i++) {
      world.copyFrom(base);
      worlds.next(world, new Int8Array(3));
      const v = world.value2(passer);
      if (v >= knockAt && !knockLoses(then, passer, v / 2)) strong++;
    }
    return strong / count;
  }

  it('expert: a player who passed instead of knocking holds a knocking hand in fewer of its worlds', () => {
    const cases = afterAPass();
    expect(cases.length).toBeGreaterThan(20);
    let uniform = 0,
      modelled = 0;
    for (const s of cases) {
      uniform += strongShare(s, uniformWorlds);
      modelled += strongShare(s, (v, k, b, l, rng, p) => modelWorlds(v, k, b, l, rng, p, EXPERT_MODEL));
    }
    // Other evidence can point the other way (a player who gave an ace away for a small heart is collecting
    // hearts, often strongly), so the shift is clear but not total.
    expect(uniform / cases.length).toBeGreaterThan(0.03);
    expect(modelled).toBeLessThan(0.75 * uniform);
  });

  it('S13/S17: once play has begun, no sampled world gives another player an unseen 31', () => {
    const normal = (s: SchwimmenState, legal: ReturnType<typeof schwimmen.legalActions>, seed: number) =>
      schwimmenBots.normal.decide(schwimmen.view(s, s.turn as number), legal, seed);
    const model: WorldSourceFactory = (v, k, b, l, rng, p) => modelWorlds(v, k, b, l, rng, p, EXPERT_MODEL);
    let worlds = 0;
    for (const s of positions(depth(150, 600), 12, normal)) {
      if (s.phase !== 'turns') continue;
      const seat = s.turn as number;
      const view = schwimmen.view(s, seat);
      const k = readView(view);
      const base = roundFromView(view, k);
      const l = layout(k, base, 0, view.stockSize, true);
      for (const source of [uniformWorlds, model]) {
        const sampled = source(view, k, base, l, createRng(worlds), EXPERT);
        const world = new Round(base.n, base.rules);
        for (let i = 0; i < 20; i++) {
          world.copyFrom(base);
          sampled.next(world, new Int8Array(3));
          for (let other = 0; other < s.players; other++) {
            if (other !== seat && !s.out[other]) expect(world.value2(other)).toBeLessThan(62);
          }
          worlds++;
        }
      }
    }
    expect(worlds).toBeGreaterThan(depth(2_500, 10_000));
  });
});

describe('rollouts play each seat with the policy drawn for it', () => {
  // Both passed the first lap and the middle was laid anew: seat 1 may knock, holding 25.
  const s = holdingTwentyFive();

  it('S14: a seat drawn as a greedy player knocks with 25 where the normal policy plays on', () => {
    const r = roundFromState(s);
    expect(r.turn).toBe(1);
    expect(normalAction(r, NORMAL)).not.toBe(KNOCK);
    const greedy = greedyPolicy(25);
    expect(normalAction(r, greedy)).toBe(KNOCK);

    const sim = new Round(r.n, r.rules);
    sim.copyFrom(r);
    sim.model[1] = 1;
    // The knock and seat 0's last turn.
    expect(rollout(sim, EXPERT, [greedy])).toBe(2);
    expect(sim.knocker).toBe(1);

    // Without the drawn policies every seat plays the rollout policy: seat 1 does not knock at once.
    sim.copyFrom(r);
    sim.model[1] = 1;
    rollout(sim, EXPERT);
    expect(sim.knocker === 1 && sim.turnsTaken === s.turnsTaken + 2).toBe(false);
  });

  it('a copied round keeps the policy drawn for each seat', () => {
    const r = roundFromState(s);
    r.model[1] = 3;
    const copy = new Round(r.n, r.rules);
    copy.copyFrom(r);
    expect(Array.from(copy.model)).toEqual([0, 3]);
  });
});
