import type { StateCreator } from 'zustand';
import type { Seat } from '../../engine/game';
import type { GameStore } from '../index';

export type Dialog = 'settings' | 'rules' | null;
export type Notice = 'saveUnreadable' | 'saveNewer';

/** Table state that is not the game: dialogs, notices, the last refused move, who is thinking. */
export interface UiSlice {
  dialog: Dialog;
  notice: Notice | null;
  /** The reason the engine gave for the human's last refused action (cleared by the next accepted one). */
  refusal: { code: string; message: string } | null;
  /** The computer seat the bot driver is waiting on. */
  thinking: Seat | null;
  /** The human, being out, asked to skip to the result: the computers play on without pauses. */
  skipping: boolean;
  openDialog(dialog: Exclude<Dialog, null>): void;
  closeDialog(): void;
  dismissNotice(): void;
  setThinking(seat: Seat | null): void;
}

export const createUiSlice: StateCreator<GameStore, [], [], UiSlice> = (set) => ({
  dialog: null,
  notice: null,
  refusal: null,
  thinking: null,
  skipping: false,
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
  dismissNotice: () => set({ notice: null }),
  setThinking: (seat) => set({ thinking: seat }),
});
