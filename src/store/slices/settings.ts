import type { StateCreator } from 'zustand';
import { DEFAULT_SCHWIMMEN_SETTINGS, changesMatch, type SchwimmenSettings } from '../settings';
import type { GameStore } from '../index';

export interface SettingsSlice {
  settings: SchwimmenSettings;
  /** Saves settings; rule or table changes start a new match (the dialog has asked first). */
  saveSettings(next: SchwimmenSettings): void;
}

export const createSettingsSlice: StateCreator<GameStore, [], [], SettingsSlice> = (set, get) => ({
  settings: DEFAULT_SCHWIMMEN_SETTINGS,
  saveSettings(next) {
    const before = get().settings;
    set({ settings: next });
    if (changesMatch(before, next)) get().newMatch();
  },
});
