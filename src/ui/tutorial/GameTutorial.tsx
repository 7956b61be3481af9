// What both games' parts of the tutorial share: the script's state in React with the view and the legal
// actions of the player's seat (useGameTutorial), and the frame filled from the step on show: its words, its
// targets on the table, whether it waits for a move (ScriptedFrame). Each game passes its table, its words'
// cards and where its targets are.
import { useMemo, type ReactNode } from 'react';
import type { TutorialScript } from '../../tutorial/script';
import type { GameTutorialProps } from '../games';
import { TutorialFrame } from './TutorialFrame';
import { useTutorial, type Tutorial } from './useTutorial';
import { stepWords, type Params } from './words';
import '../app.css';

/** The tutorial of `script`, with the view and the legal actions of the player's seat in its state now. */
export function useGameTutorial<S, A extends { type: string }, V, O, T extends string>(
  script: TutorialScript<S, A, V, O, T>,
) {
  const tutorial = useTutorial(script);
  const { state } = tutorial.at;
  const { def, seat } = script;
  const view = useMemo(() => def.view(state, seat), [def, state, seat]);
  const legal = useMemo(() => (def.actor(state) === seat ? def.legalActions(state) : []), [def, state, seat]);
  return { tutorial, state, step: script.steps[tutorial.at.step], view, legal };
}

export interface ScriptedFrameProps<
  S,
  A extends { type: string },
  V,
  O,
  T extends string,
> extends GameTutorialProps {
  script: TutorialScript<S, A, V, O, T>;
  tutorial: Tutorial<S, A>;
  /** The game's step texts, by step id, and what each fills in. */
  texts: Readonly<Record<string, string>>;
  params: Readonly<Record<string, Params>>;
  /** The CSS selector of a step's target on the table. */
  selectorOf(target: T): string;
  /** The modifier of the main area's class (`app-main--schnapsen`), if any. */
  modifier?: string;
  /** The game's table. */
  children: ReactNode;
}

export function ScriptedFrame<S, A extends { type: string }, V, O, T extends string>({
  text,
  onSkip,
  onPlay,
  script,
  tutorial,
  texts,
  params,
  selectorOf,
  modifier,
  children,
}: ScriptedFrameProps<S, A, V, O, T>) {
  const { step: index, done } = tutorial.at;
  const step = script.steps[index];
  return (
    <TutorialFrame
      game={script.game}
      text={text}
      step={index}
      total={script.steps.length}
      done={done}
      words={stepWords(texts[step.id], params[step.id] ?? {})}
      waits={step.expect !== undefined}
      refused={tutorial.refused}
      targets={step.targets.map(selectorOf)}
      onNext={tutorial.next}
      onSkip={onSkip}
      onPlay={onPlay}
    >
      <main className={modifier ? `app-main app-main--${modifier} tut-main` : 'app-main tut-main'}>
        {children}
      </main>
    </TutorialFrame>
  );
}
