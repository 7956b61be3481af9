// One interface for every game (DESIGN.md, "The engine contract"), and helpers that work with any of them.
import type { Card } from './cards';
import { createRng, shuffle, type Rng } from './rng';

export type Seat = number;

/**
 * Why an action is refused: a stable `code` for the interface to put in the player's words, with the facts
 * those words need (the suit to follow, the card that is missing). Plain JSON, like actions.
 */
export interface Refusal {
  readonly code: string;
}

export interface GameDef<S, A extends { type: string }, V, O, R extends Refusal = Refusal> {
  /** A name for logs and files: 'schwimmen', 'schnapsen'. */
  readonly name: string;
  /** Every card of the game, once; a deal action is a permutation of these. */
  readonly cards: readonly Card[];
  /** The state before the first deal. */
  init(options: O): S;
  /** Who acts next: a seat, 'chance' when the next action is a deal, 'none' when the match is over. */
  actor(s: S): Seat | 'chance' | 'none';
  /** The legal actions of the actor; [] when the actor is 'chance' or 'none'. */
  legalActions(s: S): A[];
  /** The next state. Pure: never mutates `s`. Throws IllegalActionError for an illegal action. */
  apply(s: S, a: A): S;
  /** What `seat` may know: JSON-safe, with no card that seat cannot see. */
  view(s: S, seat: Seat): V;
  /**
   * Why the seat of `view` may not take `action` now, or null when it may. The same checks in the same order
   * as `apply`, whose IllegalActionError carries the same refusal; a seat not to act is told 'notYourTurn'.
   */
  refusal(view: V, action: A): R | null;
}

/**
 * A move the rules forbid. `message` is for a player ("You can't knock until everyone has had a turn");
 * `code` is stable, for the interface to translate; `refusal` is the code with its facts (GameDef.refusal).
 */
export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  readonly code: string;
  readonly refusal: Refusal;
  constructor(message: string, code: string | Refusal = 'illegal') {
    super(message);
    this.refusal = typeof code === 'string' ? { code } : code;
    this.code = this.refusal.code;
  }
}

/**
 * The same action of any game: the same fields with the same values, whatever their order; a field left
 * undefined counts as absent (`{ type: 'pass' }` is `{ type: 'pass', knock: undefined }`).
 */
export function sameAction(a: { type: string }, b: { type: string }): boolean {
  if (a === b) return true;
  // Most candidates differ in their type: that answer needs no look at the other fields.
  if (a.type !== b.type) return false;
  const fields = (x: object) =>
    Object.entries(x).filter(([, value]) => value !== undefined) as [string, unknown][];
  const fa = fields(a);
  const fb = new Map(fields(b));
  return (
    fa.length === fb.size &&
    fa.every(([key, value]) => fb.has(key) && JSON.stringify(value) === JSON.stringify(fb.get(key)))
  );
}

/** A programmer's mistake (for example an unknown phase): fails loudly. */
export function assertNever(x: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`);
}

/** A deal action with the game's cards shuffled by `rng`. */
export function randomDeal<A extends { type: string }>(
  game: GameDef<unknown, A, unknown, unknown>,
  rng: Rng,
): A {
  return { type: 'deal', deck: shuffle(game.cards, rng) } as unknown as A;
}

/** The state reached by applying `actions` in order from `init(options)`. */
export function replay<S, A extends { type: string }, V, O>(
  game: GameDef<S, A, V, O>,
  options: O,
  actions: readonly A[],
): S {
  let s = game.init(options);
  for (const a of actions) s = game.apply(s, a);
  return s;
}

/** Chooses an action for `seat` from `legal` (which is never empty). */
export type Policy<S, A> = (s: S, seat: Seat, legal: A[], rng: Rng) => A;

/** Picks uniformly among the legal actions. */
export function randomPolicy<S, A>(_s: S, _seat: Seat, legal: A[], rng: Rng): A {
  return legal[rng.int(legal.length)];
}

export interface PlayedMatch<S, A> {
  state: S;
  log: A[];
}

export interface PlayOptions<S, A> {
  /** One policy for every seat, or one per seat. Uniformly random by default. */
  policy?: Policy<S, A> | Policy<S, A>[];
  /** Stop after this many actions (deals included); the match may then be unfinished. */
  maxActions?: number;
  /** Called after every action with the new state. */
  onAction?: (s: S, a: A) => void;
}

/**
 * Plays a match from `seed`: deals come from the seeded generator, the seats' choices from their
 * policies (fed the same generator). The same seed and policies always give the same match.
 */
export function playMatch<S, A extends { type: string }, V, O>(
  game: GameDef<S, A, V, O>,
  options: O,
  seed: number,
  play: PlayOptions<S, A> = {},
): PlayedMatch<S, A> {
  const rng = createRng(seed);
  const policies = play.policy ?? randomPolicy;
  const max = play.maxActions ?? Infinity;
  let s = game.init(options);
  const log: A[] = [];
  while (log.length < max) {
    const who = game.actor(s);
    if (who === 'none') break;
    let a: A;
    if (who === 'chance') {
      a = randomDeal(game, rng);
    } else {
      const legal = game.legalActions(s);
      const policy = Array.isArray(policies) ? policies[who] : policies;
      a = policy(s, who, legal, rng);
    }
    s = game.apply(s, a);
    log.push(a);
    play.onAction?.(s, a);
  }
  return { state: s, log };
}
