import type { StateCreator } from 'zustand';
import {
  DEFAULT_SCHWIMMEN_SETTINGS,
  changesMatch,
  settledPractice,
  type SchwimmenSettings,
} from '../settings';
import type { GameStore } from '../index';

export interface SettingsSlice {
  settings: SchwimmenSettings;
  /**
   * Saves settings; rule or table changes start a new match (the dialog has asked first). Practice switched
   * on makes the match on the table a practice match for good; switched off, it applies from the next match.
   */
  saveSettings(next: SchwimmenSettings): void;
}

export const createSettingsSlice: StateCreator<GameStore, [], [], SettingsSlice> = (set, get) => ({
  settings: DEFAULT_SCHWIMMEN_SETTINGS,
  saveSettings(next) {
    const before = get().settings;
    const settings = settledPractice(next);
    set({ settings });
    if (changesMatch(before, settings)) get().newMatch();
    else if (settings.practice && !get().match.practice) set({ match: { ...get().match, practice: true } });
  },
});
