// The frame both tutorials share: a panel over the table with the title, the step count and Skip, the step's text (a polite live region) with
// Next on a step that only explains, the kind word after a wrong move, and at the end the done panel with
// "Play a real match". The table itself is the game's real one, passed in as children. Focus follows the
// step: Next on a step that explains, the first highlighted control on one that asks for a move.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { format } from '../i18n';
import type { TutorialMessages } from '../i18n/en/tutorial';
import { useHighlight } from './highlight';
import { byGame } from '../games';
import './tutorial.css';

export interface TutorialFrameProps {
  /** The game's id (src/games). */
  game: string;
  text: TutorialMessages;
  /** Index of the step on show and the number of steps. */
  step: number;
  total: number;
  done: boolean;
  /** The step's words, with its cards drawn. */
  words: ReactNode;
  /** True when the step waits for a move of the player (no Next button). */
  waits: boolean;
  refused: number;
  /** CSS selectors of the parts of the table the step talks about. */
  targets: readonly string[];
  onNext(): void;
  onSkip(): void;
  onPlay(): void;
  children: ReactNode;
}

export function TutorialFrame({
  game,
  text,
  step,
  total,
  done,
  words,
  waits,
  refused,
  targets,
  onNext,
  onSkip,
  onPlay,
  children,
}: TutorialFrameProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const stepRef = useRef<HTMLParagraphElement>(null);
  useHighlight(rootRef, done ? [] : targets);

  // A new step: focus where the player goes next.
  const focusKey = done ? 'done' : step;
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (focusKey === 'done') return playRef.current?.focus();
    if (nextRef.current) return nextRef.current.focus();
    const control =
      root.querySelector<HTMLElement>('button[data-tutorial-target]:not(:disabled)') ??
      root.querySelector<HTMLElement>('[data-tutorial-target] button:not(:disabled)');
    (control ?? stepRef.current)?.focus({ preventScroll: true });
  }, [focusKey]);

  return (
    <div className="app-shell tut-shell" ref={rootRef} data-game={game} data-step={done ? 'done' : step + 1}>
      <section className="tut-panel" aria-labelledby={`${id}-title`}>
        <div className="tut-panel__head">
          <h1 className="tut-panel__title" id={`${id}-title`}>
            {byGame(text.title, game)}
          </h1>
          {!done && <p className="tut-panel__count">{format(text.stepOf, { n: step + 1, total })}</p>}
        </div>
        <div className={`tut-panel__body${done ? ' tut-panel__body--done' : ''}`}>
          {done ? (
            <div className="tut-done" data-testid="tutorial-done" aria-live="polite">
              <p className="tut-done__title">{text.done.title}</p>
              <p className="tut-done__text">{byGame(text.done, game)}</p>
            </div>
          ) : (
            <div className="tut-panel__words" aria-live="polite" aria-atomic="true">
              <p className="tut-panel__text" data-testid="tutorial-step" ref={stepRef} tabIndex={-1}>
                {words}
              </p>
              {refused > 0 && (
                <p className="tut-panel__nudge" key={refused}>
                  {text.wrong}
                </p>
              )}
              {waits && <p className="tut-panel__cue">{text.yourMove}</p>}
            </div>
          )}
          <div className="tut-panel__buttons">
            {done ? (
              <button
                type="button"
                className="table-button table-button--primary"
                ref={playRef}
                onClick={onPlay}
              >
                {text.done.play}
              </button>
            ) : (
              !waits && (
                <button
                  type="button"
                  className="table-button table-button--primary"
                  ref={nextRef}
                  onClick={onNext}
                >
                  {text.next}
                </button>
              )
            )}
            <button
              type="button"
              className="tut-panel__skip"
              onClick={onSkip}
              aria-label={done ? text.done.home : text.skipLong}
            >
              {done ? text.done.home : text.skip}
            </button>
          </div>
        </div>
      </section>
      {children}
    </div>
  );
}
