// Issue 39, "prove the seam": the high-card duel written for the tests (tests/fixtures/duel) goes through the
// same conformance suites as the app's games: its engine, and the bot of every level its module plays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS, type Bot, type Level } from '../../src/bots/types';
import type { Seat } from '../../src/engine/game';
import { createRng, shuffle, type Rng } from '../../src/engine/rng';
import { gameOf } from '../../src/games';
import { describeBotConformance, type BotEntry } from '../conformance/botSuite';
import { describeGameConformance, type GameEntry } from '../conformance/gameSuite';
import {
  duel,
  duelHidden,
  duelMessage,
  type DuelAction,
  type DuelRefusal,
  type DuelState,
  type DuelView,
} from '../fixtures/duel/engine';
import { DUEL_ID, duelGame } from '../fixtures/duel/module';
import { registerDuel, unregisterDuel } from '../fixtures/duel/register';

/** Every refusal code apply gives (the view's 'notYourTurn' aside), with the duel's own rule it enforces. */
const CODES: Record<Exclude<DuelRefusal['code'], 'notYourTurn'>, string | null> = {
  mustDeal: 'D1',
  badDeck: 'D1',
  alreadyDealt: 'D1',
  cardNotInHand: 'D2',
  matchOver: 'D4',
  unknownAction: null,
};

const ENGINE: GameEntry<typeof duel> = {
  game: duel,
  optionSets: [
    { name: '2 lives, seat 0 deals first', options: { firstDealer: 0 } },
    { name: '5 lives, seat 1 deals first', options: { firstDealer: 1, lives: 5 } },
    { name: 'one life', options: { firstDealer: 1, lives: 1 } },
  ],
  seats: () => 2,
  hiddenFrom: duelHidden,
  message: duelMessage,
  codes: CODES,
  matches: 60,
  surveyMatches: 8,
};

/** `n` positions where a seat is to play a card, from seeded random matches of every option set. */
function positions(n: number, seed: number): DuelState[] {
  const rng = createRng(seed);
  const out: DuelState[] = [];
  while (out.length < n) {
    let s = duel.init({ firstDealer: rng.int(2) as Seat, lives: 1 + rng.int(3) });
    for (;;) {
      const who = duel.actor(s);
      if (who === 'none') break;
      if (who === 'chance') {
        s = duel.apply(s, { type: 'deal', deck: shuffle(duel.cards, rng) });
        continue;
      }
      if (out.length < n) out.push(s);
      const legal = duel.legalActions(s);
      s = duel.apply(s, legal[rng.int(legal.length)]);
    }
  }
  return out;
}

/** `s` with the cards `seat` cannot see (the other hand, the stock) dealt again among those places. */
function reshuffle(s: DuelState, seat: Seat, rng: Rng): DuelState {
  const other = 1 - seat;
  const pool = shuffle(duelHidden(s, seat), rng);
  const size = s.hands[other].length;
  const hands = s.hands.slice();
  hands[other] = pool.slice(0, size);
  return { ...s, hands, stock: pool.slice(size) };
}

const bots = await duelGame.brains.all();

const BOTS: BotEntry<DuelState, DuelAction, DuelView>[] = LEVELS.map((level: Level) => {
  const bot: Bot<DuelView, DuelAction> = bots[level];
  return {
    game: duel as BotEntry<DuelState, DuelAction, DuelView>['game'],
    level,
    bot,
    fairBot: bot,
    positions,
    fairPositions: positions,
    reshuffle,
    moved: 0.9,
    counts: { legal: 400, same: 100, fair: 300 },
  };
});

beforeAll(registerDuel);
afterAll(unregisterDuel);

describe('the high-card duel (a game written for the tests) on the registry', () => {
  it('is registered as the module the suites below play', () => {
    expect(gameOf(DUEL_ID)).toBe(duelGame);
    expect(gameOf(DUEL_ID).engine).toBe(duel);
  });
});

describe('the high-card duel: the engine contract', () => {
  describeGameConformance(ENGINE);
});

describe('the high-card duel: every level of its bots', () => {
  for (const entry of BOTS) describeBotConformance(entry);
});
