import type { StateCreator } from 'zustand';
import type { Seat } from '../../engine/game';
import type { GameStore } from '../index';
import { dailyOf, type Game, type Screen } from '../route';
import type { SetAsideReport } from '../../persist/saves';
import type { Speed } from '../../games/settings';
import type { ShownHint } from './hint';

export type Dialog = 'settings' | 'rules' | null;

/** Table state that is not the game: dialogs, notices, the last refused move, who is thinking, the hint. */
export interface UiSlice {
  /** The screen on show: the home screen or a game's table (from the address; never saved). */
  screen: Screen;
  dialog: Dialog;
  /** Saved parts that could not be used this visit (each set aside, or offered for download). */
  saveProblems: readonly SetAsideReport[];
  /** A match that went on in another tab of the game and was taken over here. */
  tookOver: Game | null;
  /** A shared link's seed waiting for the player's word, as a match is in progress (see applyAddress). */
  sharedDeal: { game: Game; seed: number } | null;
  /** `?speed=` in the address: the pace for this visit only, over the saved settings of both games. */
  visitSpeed: Speed | null;
  /** The computer seat the bot driver is waiting on. */
  thinking: Seat | null;
  /** The game whose computers play on without pauses: the human, being out, asked to skip to the result. */
  skipping: Game | null;
  /**
   * The expert's hint for the human, tagged with its game and the position it was asked in (positionKey:
   * match id + log length), so that it is never shown for another position. Cleared by any move.
   */
  hint: ShownHint | null;
  /** The position a hint is being worked out for, while it is. */
  hintPending: string | null;
  /**
   * The take back just made (practice), for the table to say so: in which game, on which line of the match
   * (lineOf), and how many actions it undid. Cleared by the next move.
   */
  tookBack: { game: Game; line: string; undone: number } | null;
  /** Shows another screen; closes any dialog and forgets who was thinking. */
  setScreen(screen: Screen): void;
  openDialog(dialog: Exclude<Dialog, null>): void;
  closeDialog(): void;
  /** Forgets the save problems on show. */
  dismissSaveProblems(): void;
  dismissTookOver(): void;
  setThinking(seat: Seat | null): void;
}

export const createUiSlice: StateCreator<GameStore, [], [], UiSlice> = (set, get) => ({
  screen: 'home',
  dialog: null,
  saveProblems: [],
  tookOver: null,
  sharedDeal: null,
  visitSpeed: null,
  thinking: null,
  skipping: null,
  hint: null,
  hintPending: null,
  tookBack: null,
  setScreen: (screen) => {
    if (get().screen !== screen) set({ screen, dialog: null, thinking: null });
    // A deal of the day is on the table only while its screen is shown: anywhere else the match is back.
    const daily = dailyOf(screen);
    for (const game of Object.keys(get().games))
      if (game !== daily?.game && get().games[game].match.daily) get().leaveDaily(game);
    if (daily) get().openDaily(daily.game, daily.day);
  },
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
  dismissSaveProblems: () => set({ saveProblems: [] }),
  dismissTookOver: () => set({ tookOver: null }),
  setThinking: (seat) => set({ thinking: seat }),
});
