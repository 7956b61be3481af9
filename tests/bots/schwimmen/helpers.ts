// Positions for the bot tests: stacked decks (from the engine tests) and random positions from seeded play.
import { cardIndex, DECK_32, type Card } from '../../../src/engine/cards';
import { randomDeal } from '../../../src/engine/game';
import { createRng, shuffleInPlace, type Rng } from '../../../src/engine/rng';
import {
  schwimmen,
  type SchwimmenAction,
  type SchwimmenRules,
  type SchwimmenState,
} from '../../../src/engine/schwimmen';
import type { Bot } from '../../../src/bots/types';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { Round } from '../../../src/bots/schwimmen/round';
import type { SchwimmenView } from '../../../src/engine/schwimmen';
import { dealt, h, keep, pass, play } from '../../engine/schwimmen/helpers';

export * from '../../engine/schwimmen/helpers';

const CARD_AT: Card[] = [];
for (const c of DECK_32) CARD_AT[cardIndex(c)] = c;

/** The card of a bot-table index (0…31, cardIndex). */
export function cardAt(index: number): Card {
  return CARD_AT[index];
}

/**
 * Two players; seat 0 deals and keeps, both pass, and the middle is laid anew (T♣ 9♣ 8♣): seat 1, to move,
 * holds 25 (K♥ 8♥ 7♥). `normal` does not knock with that at two players (it knocks from 26); a greedy
 * player knocking from 25 does.
 */
export function holdingTwentyFive(): SchwimmenState {
  const spec = {
    players: 2,
    dealer: 0,
    hands: { 0: h('7c 8d 9s'), 1: h('Kh 8h 7h') },
    second: h('Qs Js 7d'),
    stock: h('Tc 9c 8c As Ad Ac'),
  };
  return play(dealt(spec), keep, pass, pass);
}

export type SchwimmenBot = Bot<SchwimmenView, SchwimmenAction>;

/** A policy for `positions`: the `normal` level plays every seat. */
export function normalPlay(s: SchwimmenState, legal: SchwimmenAction[], seed: number): SchwimmenAction {
  return schwimmenBots.normal.decide(schwimmen.view(s, s.turn as number), legal, seed);
}

/** The bot's action for the player to act in `s`. */
export function decideAt(bot: SchwimmenBot, s: SchwimmenState, seed = 1): SchwimmenAction {
  const seat = schwimmen.actor(s);
  if (typeof seat !== 'number') throw new Error('nobody to act');
  return bot.decide(schwimmen.view(s, seat), schwimmen.legalActions(s), seed);
}

/** A Round holding everything in the state (every hand and the stock), for checks against the engine. */
export function roundFromState(s: SchwimmenState): Round {
  const r = new Round(s.players, s.rules);
  let alive = 0;
  for (let seat = 0; seat < s.players; seat++) {
    r.out[seat] = s.out[seat] ? 1 : 0;
    r.lives[seat] = s.lives[seat];
    if (!s.out[seat]) {
      alive++;
      s.hands[seat].forEach((c, i) => (r.hands[3 * seat + i] = cardIndex(c)));
    }
  }
  r.alive = alive;
  s.middle.forEach((c, i) => (r.middle[i] = cardIndex(c)));
  s.stock.forEach((c, i) => (r.stock[i] = cardIndex(c)));
  r.stockPos = 0;
  r.stockEnd = s.stock.length;
  r.dealer = s.dealer;
  r.turn = s.turn ?? 0;
  r.knocker = s.knocker ?? -1;
  r.finalTurns = s.finalTurns;
  r.passes = s.passes;
  r.turnsTaken = s.turnsTaken;
  for (const c of s.discards) r.gone |= 1 << cardIndex(c);
  return r;
}

/** Rule options for the i-th case, cycling through every combination. */
export function rulesFor(i: number): Partial<SchwimmenRules> {
  return {
    feuer: (i & 1) === 0,
    knockInFirstRound: (i & 2) !== 0,
    threeOfAKind: (i & 4) === 0,
    tieBreak: (i & 8) === 0 ? 'none' : 'skat',
    lives: 1 + ((i >> 4) % 5),
  };
}

/**
 * Positions where a player must decide, from seeded matches between `policy` players (uniformly random by
 * default), over 2–8 players and every rule option: `count` of them, in a fixed order.
 */
export function positions(
  count: number,
  seed: number,
  policy?: (s: SchwimmenState, legal: SchwimmenAction[], seed: number) => SchwimmenAction,
  /** Keeps about one decision in this many. */
  sparsity = 3,
): SchwimmenState[] {
  const out: SchwimmenState[] = [];
  const rng = createRng(seed);
  for (let m = 0; out.length < count; m++) {
    const players = 2 + (m % 7);
    let s = schwimmen.init({ players, rules: rulesFor(m), firstDealer: rng.int(players) });
    while (out.length < count) {
      const who = schwimmen.actor(s);
      if (who === 'none') break;
      if (who === 'chance') {
        s = schwimmen.apply(s, randomDeal(schwimmen, rng));
        continue;
      }
      const legal = schwimmen.legalActions(s);
      if (rng.int(sparsity) === 0) out.push(s);
      const a = policy ? policy(s, legal, rng.int(1 << 30)) : legal[rng.int(legal.length)];
      s = schwimmen.apply(s, a);
    }
  }
  return out;
}

/** `s` with the cards that `seat`'s view never mentions dealt anew among the places they occupy. */
export function reshuffled(s: SchwimmenState, seat: number, rng: Rng): SchwimmenState {
  const mentioned = new Set(JSON.stringify(schwimmen.view(s, seat)).match(/[789TJQKA][cshd]/g) ?? []);
  const hidden = (c: Card) => !mentioned.has(c);
  const pool = [
    ...s.hands.flatMap((hand, other) => (other === seat ? [] : hand.filter(hidden))),
    ...s.secondPacket.filter(hidden),
    ...s.stock.filter(hidden),
  ];
  shuffleInPlace(pool, rng);
  let next = 0;
  const refill = (c: Card) => (hidden(c) ? pool[next++] : c);
  return {
    ...s,
    hands: s.hands.map((hand, other) => (other === seat ? hand : hand.map(refill))),
    secondPacket: s.secondPacket.map(refill),
    stock: s.stock.map(refill),
  };
}
