// One conformance suite for every (game, level) bot (DESIGN.md, "Bots"): a bot is a pure function of
// (view, legal actions, seed). It answers with a legal action, the same one for the same inputs whatever it
// decided before, and the same one when the cards its seat cannot see are dealt again.
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/bots';
import { sameAction, type GameDef, type Seat } from '../../src/engine/game';
import { createRng, type Rng } from '../../src/engine/rng';
import { count } from '../depth';
import { deepFreeze } from './gameSuite';

export interface BotEntry<S, A extends { type: string }, V> {
  readonly game: GameDef<S, A, V, never>;
  readonly level: string;
  /** The level as the app plays it (botFor). */
  readonly bot: Bot<V, A>;
  /** The same level for the reshuffle test: the same code with smaller search budgets where it is slow. */
  readonly fairBot: Bot<V, A>;
  /** `n` positions where a seat must decide, from seeded play. */
  positions(n: number, seed: number): S[];
  /** The positions for the reshuffle test (decisions from sensible play). */
  fairPositions(n: number, seed: number): S[];
  /** `s` with the cards `seat` cannot see dealt again in a way its view allows. */
  reshuffle(s: S, seat: Seat, rng: Rng): S;
  /** A check particular to the game, on every decision of the legality test: what is wrong, or null. */
  particular?(s: S, a: A): string | null;
  /** A decision the legality test must meet at least once (a claim in Schnapsen): its name and test. */
  readonly happens?: { readonly what: string; test(s: S, a: A): boolean };
  readonly counts: { readonly legal: number; readonly same: number; readonly fair: number };
  /** The share of reshuffles that must move a hidden card (one can leave nothing hidden: a hand shown). */
  readonly moved: number;
}

const seatOf = <S>(game: GameDef<S, { type: string }, unknown, never>, s: S) => game.actor(s) as Seat;

/** Registers the conformance tests of one bot. */
export function describeBotConformance<S, A extends { type: string }, V>(entry: BotEntry<S, A, V>): void {
  const { game, level, counts } = entry;
  const name = `${game.name} ${level}`;
  describe(`${name}: conformance`, () => {
    it(`${count(counts.legal)} positions: one of the legal actions, always`, () => {
      const states = entry.positions(counts.legal, 100 + level.length);
      expect(states.length).toBe(counts.legal);
      let happened = 0;
      states.forEach((s, i) => {
        const legal = game.legalActions(s);
        const a = entry.bot.decide(game.view(s, seatOf(game, s)), legal, i);
        if (!legal.some((l) => sameAction(l, a)))
          throw new Error(`${name}: ${JSON.stringify(a)} is not legal in ${JSON.stringify(s)}`);
        game.apply(s, a);
        const wrong = entry.particular?.(s, a);
        if (wrong) throw new Error(`${name}: ${wrong} in ${JSON.stringify(s)}`);
        if (entry.happens?.test(s, a)) happened++;
      });
      if (entry.happens) expect(happened, entry.happens.what).toBeGreaterThan(0);
    });

    it(`${count(counts.same)} positions: the same view, legal actions and seed give the same action, in any order of calls, through JSON`, () => {
      const states = entry.positions(counts.same, 300 + level.length);
      // Frozen the first time: a bot changes nothing it is given.
      const first = states.map((s, i) =>
        entry.bot.decide(deepFreeze(game.view(s, seatOf(game, s))), deepFreeze(game.legalActions(s)), i),
      );
      // Backwards on JSON copies: nothing kept between calls, nothing depends on identity.
      for (let i = states.length - 1; i >= 0; i--) {
        const s = states[i];
        const view = JSON.parse(JSON.stringify(game.view(s, seatOf(game, s)))) as V;
        const legal = JSON.parse(JSON.stringify(game.legalActions(s))) as A[];
        const again = entry.bot.decide(view, legal, i);
        if (!sameAction(again, first[i]))
          throw new Error(`${name} decided ${JSON.stringify(first[i])}, then ${JSON.stringify(again)}`);
      }
    });

    it(`${count(counts.fair)} decisions unchanged when the hidden cards are dealt again`, () => {
      const rng = createRng(7 + level.length);
      const states = entry.fairPositions(counts.fair, 40 + level.length);
      expect(states.length).toBe(counts.fair);
      let moved = 0;
      states.forEach((s, i) => {
        const seat = seatOf(game, s);
        const t = entry.reshuffle(s, seat, rng);
        const view = game.view(s, seat);
        // The reshuffled world is one the view allows: the same view, the same legal actions.
        expect(game.view(t, seat)).toEqual(view);
        const legal = game.legalActions(s);
        expect(game.legalActions(t)).toEqual(legal);
        if (JSON.stringify(t) !== JSON.stringify(s)) moved++;
        const a = entry.fairBot.decide(view, legal, i);
        const b = entry.fairBot.decide(game.view(t, seat), game.legalActions(t), i);
        if (!sameAction(a, b))
          throw new Error(
            `${name} decided ${JSON.stringify(a)}, then ${JSON.stringify(b)} with other hidden cards: ${JSON.stringify(s)}`,
          );
      });
      expect(moved).toBeGreaterThan(counts.fair * entry.moved);
    });
  });
}
