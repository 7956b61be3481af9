// The shared mechanism of the guided first game ("How to play"): a fixed deal, the computer's moves written
// out in advance, and a list of steps over it. A step either explains (the player reads it and goes on) or
// waits for one action of the player; the computer's scripted replies follow it at once. Pure: the engine
// plays every move, so what the tutorial shows is exactly what the real game would do.
import { sameAction, type GameDef, type Seat } from '../engine/game';

export interface TutorialStep<A, T extends string = string> {
  /** Names the step's text in the catalog (and the step in tests). */
  readonly id: string;
  /** The parts of the table the step talks about, highlighted while it is shown (each game's UI finds them). */
  readonly targets: readonly T[];
  /** The player's action this step waits for; none: the step only explains (a Next button). */
  readonly expect?: A;
  /** The computer's actions that follow the player's, applied in order. */
  readonly replies?: readonly A[];
}

export interface TutorialScript<S, A extends { type: string }, V, O, T extends string = string> {
  /** The game's id (src/games). */
  readonly game: string;
  readonly def: GameDef<S, A, V, O>;
  readonly options: O;
  /** The player's seat. */
  readonly seat: Seat;
  /** The deal and the computer's moves before the first step. */
  readonly setup: readonly A[];
  readonly steps: readonly TutorialStep<A, T>[];
}

/** Where a tutorial stands: the step on show and the engine state it shows. */
export interface TutorialState<S> {
  readonly step: number;
  readonly state: S;
  /** True once the last step has been passed: the tutorial is done. */
  readonly done: boolean;
}

function applyAll<S, A extends { type: string }, V, O>(
  script: TutorialScript<S, A, V, O>,
  state: S,
  actions: readonly A[],
): S {
  return actions.reduce((s, a) => script.def.apply(s, a), state);
}

/** The tutorial at its first step: the fixed deal dealt, the computer's opening moves made. */
export function startTutorial<S, A extends { type: string }, V, O>(
  script: TutorialScript<S, A, V, O>,
): TutorialState<S> {
  const state = applyAll(script, script.def.init(script.options), script.setup);
  return { step: 0, state, done: script.steps.length === 0 };
}

/** The next step, from a step that only explains (a step waiting for an action stays as it is). */
export function nextStep<S, A extends { type: string }, V, O>(
  script: TutorialScript<S, A, V, O>,
  t: TutorialState<S>,
): TutorialState<S> {
  const step = script.steps[t.step];
  if (t.done || !step || step.expect !== undefined) return t;
  return advance(script, t, t.state);
}

function advance<S, A extends { type: string }, V, O>(
  script: TutorialScript<S, A, V, O>,
  t: TutorialState<S>,
  state: S,
): TutorialState<S> {
  const step = t.step + 1;
  return { step: Math.min(step, script.steps.length - 1), state, done: step >= script.steps.length };
}

/** What the player's action did: the tutorial moved on, or it was not the step's action and nothing changed. */
export type Attempt<S> = { readonly ok: true; readonly next: TutorialState<S> } | { readonly ok: false };

/** The player's action: accepted (with the computer's replies) only when it is the one the step waits for. */
export function attempt<S, A extends { type: string }, V, O>(
  script: TutorialScript<S, A, V, O>,
  t: TutorialState<S>,
  action: A,
): Attempt<S> {
  const step = script.steps[t.step];
  if (t.done || !step?.expect || !sameAction(step.expect, action)) return { ok: false };
  const state = applyAll(script, script.def.apply(t.state, action), step.replies ?? []);
  return { ok: true, next: advance(script, t, state) };
}

/** The whole script played as written, state by state (for tests and for checking a script). */
export function playThrough<S, A extends { type: string }, V, O>(
  script: TutorialScript<S, A, V, O>,
): TutorialState<S>[] {
  const seen = [startTutorial(script)];
  let t = seen[0];
  while (!t.done) {
    const step = script.steps[t.step];
    if (step.expect === undefined) t = nextStep(script, t);
    else {
      const result = attempt(script, t, step.expect);
      if (!result.ok) throw new Error(`step ${step.id}: its own action was refused`);
      t = result.next;
    }
    seen.push(t);
  }
  return seen;
}
