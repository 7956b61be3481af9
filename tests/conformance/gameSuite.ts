// One conformance suite for every game (STYLE.md, after OpenSpiel's RandomSimTest and boardgame.io's tests of
// a game definition): over seeded random matches of any GameDef it checks what DESIGN.md's engine contract
// promises, whatever the game. A game's own test files keep its rule scenarios and its own invariants.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../src/engine/cards';
import {
  IllegalActionError,
  playMatch,
  randomDeal,
  replay,
  sameAction,
  type GameDef,
  type Refusal,
  type Seat,
} from '../../src/engine/game';
import { createRng, type Rng } from '../../src/engine/rng';
import { count } from '../depth';

// The suite handles every game alike: its states, actions and views are opaque to it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyGame = GameDef<any, any, any, any, any>;
type Action = { type: string } & Record<string, unknown>;

/** What the suite needs to know about one game beyond its GameDef. */
export interface GameEntry<G extends AnyGame = AnyGame> {
  readonly game: G;
  /** Option sets to play, by name; each plays `matches` seeded matches. */
  readonly optionSets: readonly {
    readonly name: string;
    readonly options: Parameters<G['init']>[0];
    /** Matches for the play checks, where not `matches` (a big table costs more per match). */
    readonly matches?: number;
  }[];
  /** The number of seats of a match with these options. */
  seats(options: Parameters<G['init']>[0]): number;
  /** The cards `seat` certainly cannot see in `s` (the stock, the opponents' concealed cards). */
  hiddenFrom(s: ReturnType<G['init']>, seat: Seat): readonly Card[];
  /** The player's words for a refusal: the message of apply's IllegalActionError. */
  message(r: Refusal): string;
  /** Every refusal code of the game with the rule id it enforces (null for none): the survey meets each. */
  readonly codes: Readonly<Record<string, string | null>>;
  /** How the seats pick among the legal actions (uniformly at random unless given). */
  pick?(legal: Action[], rng: Rng): Action;
  /** Matches per option set for the play checks, and matches per option set for the refusal survey. */
  readonly matches: number;
  readonly surveyMatches: number;
}

/** Plain checks in the hot loops: vitest's expect costs more than the engine there. */
function check(ok: boolean, what: string, detail?: () => unknown): void {
  if (!ok) throw new Error(detail ? `${what}: ${JSON.stringify(detail())}` : what);
}

/** Throws unless `x` is plain JSON: what JSON.parse(JSON.stringify(x)) gives back equal (toEqual). */
export function checkPlainJson(x: unknown, where: string): void {
  if (x === null || typeof x === 'string' || typeof x === 'boolean') return;
  if (typeof x === 'number') return check(Number.isFinite(x), `${where}: a number JSON cannot hold`);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      check(x[i] !== undefined, `${where}[${i}]: undefined in an array`);
      checkPlainJson(x[i], `${where}[${i}]`);
    }
    return;
  }
  check(typeof x === 'object', `${where}: a ${typeof x} is not JSON`);
  const proto = Object.getPrototypeOf(x) as unknown;
  check(proto === Object.prototype || proto === null, `${where}: not a plain object`);
  for (const k in x as object) {
    const v = (x as Record<string, unknown>)[k];
    // An undefined field is dropped by JSON and counts as absent (sameAction, toEqual).
    if (v !== undefined) checkPlainJson(v, `${where}.${k}`);
  }
}

export function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) deepFreeze(v);
  }
  return x;
}

const CARD_IN_JSON = /"([2-9TJQKA][cshd])"/g;

/** actor and legalActions agree (DESIGN.md): a seat has actions, 'chance' and 'none' have none. */
function checkActor(game: AnyGame, s: unknown, seats: number): Seat | 'chance' | 'none' {
  const who = game.actor(s);
  const legal = game.legalActions(s) as Action[];
  if (who === 'none' || who === 'chance') {
    check(legal.length === 0, `actor '${who}' with legal actions`, () => legal);
  } else {
    check(Number.isInteger(who) && who >= 0 && who < seats, `actor ${String(who)} is not a seat`);
    check(legal.length > 0, `seat ${who} to act without a legal action`, () => s);
    for (let i = 0; i < legal.length; i++)
      for (let j = i + 1; j < legal.length; j++)
        check(!sameAction(legal[i], legal[j]), 'a legal action listed twice', () => legal[i]);
  }
  return who;
}

/** No seat's view holds a card hidden from it, and every view is plain JSON. */
function checkViews(entry: GameEntry, s: unknown, seats: number): void {
  for (let seat = 0; seat < seats; seat++) {
    const view = entry.game.view(s, seat) as unknown;
    checkPlainJson(view, `view of seat ${seat}`);
    const hidden = entry.hiddenFrom(s, seat);
    if (hidden.length === 0) continue;
    const text = JSON.stringify(view);
    const secret = new Set(hidden);
    for (const m of text.matchAll(CARD_IN_JSON)) {
      check(!secret.has(m[1] as Card), `the view of seat ${seat} shows ${m[1]}, hidden from it`, () => view);
    }
  }
}

/**
 * Plays one seeded match with every check after every action: actor and legal actions agree, the views hide
 * what they must, `apply` takes deep-frozen states and actions and changes neither, and (on `roundTrip`) the
 * match goes on from JSON copies of every state and action. Returns the options' match log and final state.
 */
function checkedMatch(
  entry: GameEntry,
  options: unknown,
  seed: number,
  roundTrip: boolean,
): { log: Action[]; final: unknown } {
  const { game } = entry;
  const seats = entry.seats(options);
  const rng = createRng(seed);
  let s = game.init(options) as unknown;
  const log: Action[] = [];
  for (let guard = 0; ; guard++) {
    check(guard < 100_000, 'the match does not end');
    checkPlainJson(s, 'state');
    const who = checkActor(game, s, seats);
    checkViews(entry, s, seats);
    if (who === 'none') break;
    const legal = game.legalActions(s) as Action[];
    const a: Action =
      who === 'chance'
        ? (randomDeal(game, rng) as Action)
        : entry.pick
          ? entry.pick(legal, rng)
          : legal[rng.int(legal.length)];
    checkPlainJson(a, 'action');
    // Frozen, the state and the action cannot change: in strict mode any write to them throws a TypeError.
    const next = game.apply(deepFreeze(s), deepFreeze(roundTrip ? JSON.parse(JSON.stringify(a)) : a));
    log.push(a);
    s = roundTrip ? JSON.parse(JSON.stringify(next)) : next;
  }
  return { log, final: s };
}

/** What `apply` says about `a` in `s`: null when it takes it. */
function thrownBy(game: AnyGame, s: unknown, a: unknown): IllegalActionError | null {
  try {
    game.apply(s, a);
    return null;
  } catch (err) {
    if (!(err instanceof IllegalActionError)) throw err;
    return err;
  }
}

/** The fields and values of every action the survey has met, by action type. */
type Pool = Map<string, Map<string, Map<string, unknown>>>;

function remember(pool: Pool, actions: readonly Action[]): void {
  for (const a of actions) {
    if (a.type === 'deal') continue;
    let fields = pool.get(a.type);
    if (!fields) pool.set(a.type, (fields = new Map()));
    for (const [k, v] of Object.entries(a)) {
      if (k === 'type' || v === undefined) continue;
      let values = fields.get(k);
      if (!values) fields.set(k, (values = new Map()));
      values.set(JSON.stringify(v), v);
    }
  }
}

/** Values no field of any game takes, and the ones a field of a sibling action takes. */
const ODD_VALUES: readonly unknown[] = [undefined, 'x', true, 'yes', 0];

/**
 * Candidate actions built without knowing the game: every action type met so far with its fields filled
 * from what was met (and from the game's cards), each legal action with a field changed, dropped or added,
 * and oddities (no action, an unknown type, decks that are not the game's cards).
 */
function candidates(game: AnyGame, pool: Pool, legal: readonly Action[], rng: Rng): unknown[] {
  const out: unknown[] = [
    null,
    { type: 'bogus' },
    { type: 'deal', deck: game.cards.slice() },
    { type: 'deal', deck: game.cards.slice(1) },
    { type: 'deal', deck: [game.cards[1], ...game.cards.slice(1)] },
  ];
  for (const [type, fields] of pool) {
    const base = legal.find((l) => l.type === type) ?? { type };
    const proto: Action = { type };
    for (const [k, values] of fields) {
      const all = [...values.values()];
      proto[k] = all[rng.int(all.length)];
    }
    out.push(proto);
    for (const [k, values] of fields) {
      const tried = new Set<unknown>([...values.values(), ...ODD_VALUES]);
      // A card field takes every card of the game (a card held, one in the middle, one nobody may hold).
      if ([...values.values()].some((v) => typeof v === 'string' && game.cards.includes(v as Card)))
        for (const c of game.cards) tried.add(c);
      for (const v of tried) out.push({ ...(base.type === type ? base : proto), [k]: v });
    }
  }
  const seen = new Set<string>();
  return out.filter((a) => {
    const key = JSON.stringify(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Survey {
  positions: number;
  refused: number;
  codes: Set<string>;
}

/**
 * Plays a match, and at every position tries every candidate: apply refuses exactly the unlisted ones with
 * an IllegalActionError whose code, refusal and message agree, the acting seat's view refuses them alike,
 * every other seat's view says 'notYourTurn', and the state stays as it was.
 */
function surveyMatch(entry: GameEntry, options: unknown, seed: number, pool: Pool, tally: Survey): void {
  const { game } = entry;
  const seats = entry.seats(options);
  const rng = createRng(seed);
  let s = game.init(options) as unknown;
  for (;;) {
    const who = game.actor(s);
    const legal = (who === 'chance' || who === 'none' ? [] : game.legalActions(s)) as Action[];
    remember(pool, legal);
    const before = JSON.stringify(s);
    const tried = candidates(game, pool, legal, rng);
    for (const a of tried) {
      const thrown = thrownBy(game, s, a);
      const listed = a !== null && legal.some((l) => sameAction(l, a as Action));
      if (who !== 'chance')
        check((thrown === null) === listed, 'apply takes exactly the legal actions', () => a);
      if (thrown !== null) {
        tally.refused++;
        tally.codes.add(thrown.code);
        check(
          typeof thrown.code === 'string' && thrown.code !== 'illegal',
          'a refusal has its own code',
          () => a,
        );
        check(
          thrown.refusal.code === thrown.code,
          'the error code is the refusal code',
          () => thrown.refusal,
        );
        check(thrown.message === entry.message(thrown.refusal), 'the message says the refusal', () => [
          a,
          thrown,
        ]);
      }
      if (who === 'chance' || who === 'none') continue;
      const fromView = game.refusal(game.view(s, who), a) as Refusal | null;
      const fromState = thrown === null ? null : thrown.refusal;
      check(JSON.stringify(fromView) === JSON.stringify(fromState), 'the view refuses as apply does', () => ({
        a,
        fromView,
        fromState,
      }));
    }
    for (let seat = 0; seat < seats; seat++) {
      if (seat === who) continue;
      const r = game.refusal(game.view(s, seat), tried[2]) as Refusal | null;
      check(r?.code === 'notYourTurn', 'a seat not to act is told so', () => r);
    }
    check(JSON.stringify(s) === before, 'a refused action changed the state');
    tally.positions++;
    if (who === 'none') return;
    const a =
      who === 'chance'
        ? randomDeal(game, rng)
        : entry.pick
          ? entry.pick(legal, rng)
          : legal[rng.int(legal.length)];
    s = game.apply(s, a);
  }
}

/** Registers the conformance tests of one game. */
export function describeGameConformance(entry: GameEntry): void {
  const { game } = entry;
  describe(`${game.name}: conformance`, () => {
    it.each(entry.optionSets)(
      `$name: seeded matches: actor and legal actions agree, views hide the hidden cards, apply takes frozen states, JSON round trips, replay`,
      ({ options, matches = entry.matches }) => {
        for (let m = 0; m < matches; m++) {
          const seed = 10_000 + m;
          const { log, final } = checkedMatch(entry, options, seed, m % 2 === 1);
          check(game.actor(final) === 'none', 'the match ended');
          // The log replays to the same state (from the states that went through JSON, on odd matches).
          expect(replay(game, options, log)).toEqual(final);
        }
        // The same seed plays the same match; another seed another.
        const a = playMatch(game, options, 3);
        const b = playMatch(game, options, 3);
        expect(b.log).toEqual(a.log);
        expect(b.state).toEqual(a.state);
        expect(playMatch(game, options, 4).log).not.toEqual(a.log);
      },
    );

    const rules = [...new Set(Object.values(entry.codes).filter((id) => id !== null))].join(', ');
    it(`${rules}: refuses every unlisted candidate with a coded reason, from a state and from a view, leaving the state as it was (${count(entry.surveyMatches)} matches per option set; every refusal code met)`, () => {
      const tally: Survey = { positions: 0, refused: 0, codes: new Set() };
      const pool: Pool = new Map();
      entry.optionSets.forEach(({ options }, i) => {
        for (let m = 0; m < entry.surveyMatches; m++)
          surveyMatch(entry, options, 100 * i + m + 1, pool, tally);
      });
      const missed = Object.entries(entry.codes).filter(([code]) => !tally.codes.has(code));
      expect(missed.map(([code, rule]) => `${code} (${rule ?? 'no rule'})`)).toEqual([]);
      expect([...tally.codes].sort()).toEqual(Object.keys(entry.codes).sort());
      expect(tally.refused).toBeGreaterThan(tally.positions);
    });
  });
}
