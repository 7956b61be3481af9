// What the shared replay viewer asks of each game (UiGame.replay): its board at a step, and its moves in the
// player's language. The viewer holds the steps and where it stands; it never asks which game it shows.
import type { ReactNode } from 'react';
import type { Seat } from '../../engine/game';
import type { ReplayStep } from '../../records/replay';
import type { Faces } from '../cards';
import type { Messages } from '../i18n';
import type { ReplayText } from './replayText';

/** The words of the board and the moves: the app's catalog and the viewer's own. */
export interface ReplayWords {
  t: Messages;
  r: ReplayText;
  faces: Faces;
  /** Each seat's name as the player reads it (the person: "You"). */
  names: readonly string[];
  /** The person's seat (their moves read "You …"); null when a record has no person. */
  person: Seat | null;
}

export interface ReplayBoardProps extends ReplayWords {
  /** The state shown: before the first action, or after the step's action. */
  state: unknown;
  /** The step that led to `state`; null at the start. */
  step: ReplayStep | null;
  /** Every hand face up (null), or only what this seat saw. */
  viewer: Seat | null;
}

/** A game's part of the viewer, loaded with it. */
export interface ReplayGame {
  Board(props: ReplayBoardProps): ReactNode;
  /** The step's move in words: "Ben takes 9♠ and gives 7♦". */
  moveWords(step: ReplayStep, words: ReplayWords): string;
  /** The word of a deal in the player's language: "Round", "Deal". */
  dealWord(words: ReplayWords): string;
}
