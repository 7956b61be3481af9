// The computer players' interface (DESIGN.md, "Bots"): a pure function of (view, legal actions, seed).

export { LEVELS, type Level } from '../match/levels';

export interface Bot<V, A> {
  readonly id: string;
  /** One of `legal` (never empty). The same view, legal actions and seed always give the same answer. */
  decide(view: V, legal: A[], seed: number): A;
}

/**
 * A player that sees every card (the full state), for measurement only: `npm run sim` plays it as the level
 * `oracle` to show how far each level is from perfect knowledge. It is never offered in the app.
 */
export interface OracleBot<S, A> {
  readonly id: string;
  decideOpen(state: S, legal: A[], seed: number): A;
}
