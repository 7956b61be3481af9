// The tutorial's state in React: the step on show and the engine state under it, the player's actions
// checked against the step (a wrong one is counted, so the kind word can appear again), and Next.
import { useState } from 'react';
import {
  attempt,
  nextStep,
  startTutorial,
  type TutorialScript,
  type TutorialState,
} from '../../tutorial/script';

export interface Tutorial<S, A> {
  readonly at: TutorialState<S>;
  /** The player's action: taken when it is the step's, otherwise refused (and `refused` goes up). */
  act(action: A): void;
  next(): void;
  /**
   * A part of a move was tried (a card picked to swap): one the step does not ask for counts like a refused
   * action; the one it asks for takes the kind word away, the player being on the right track now.
   */
  tried(asked: boolean): void;
  /** Actions refused at this step. */
  readonly refused: number;
}

export function useTutorial<S, A extends { type: string }, V, O, T extends string>(
  script: TutorialScript<S, A, V, O, T>,
): Tutorial<S, A> {
  const [at, setAt] = useState(() => startTutorial(script));
  const [refused, setRefused] = useState({ step: -1, count: 0 });
  const refuse = () => setRefused((r) => ({ step: at.step, count: r.step === at.step ? r.count + 1 : 1 }));
  const tried = (asked: boolean) => (asked ? setRefused({ step: -1, count: 0 }) : refuse());
  return {
    at,
    refused: refused.step === at.step ? refused.count : 0,
    act(action) {
      const result = attempt(script, at, action);
      if (result.ok) setAt(result.next);
      else refuse();
    },
    tried,
    next() {
      setAt(nextStep(script, at));
    },
  };
}
