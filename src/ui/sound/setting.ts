// The sound switch: on or off, remembered on this device apart from the games' settings (it is the same for
// both games and never starts a new match).
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { isObject } from '../../persist/check';
import { safePersistStorage } from '../../persist/safeStorage';
import type { SaveHealthApi } from '../../persist/saves';

export const SOUND_KEY = 'kartenrunde:sound';

export interface SoundSetting {
  on: boolean;
  setOn(on: boolean): void;
}

export type SoundSettingApi = Mutate<StoreApi<SoundSetting>, [['zustand/persist', { on: boolean }]]>;

export interface SoundSettingDeps {
  storage: () => Storage | undefined;
  now: () => number;
  /** Where a failed write or an unusable save is reported (the app's own unless given). */
  health?: SaveHealthApi;
}

/** A saved sound switch: on or off. */
export const isSoundSave = (state: unknown): state is { on: boolean } =>
  isObject(state) && typeof state.on === 'boolean';

const browserDeps: SoundSettingDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  now: () => Date.now(),
};

export function createSoundSetting(deps: SoundSettingDeps = browserDeps): SoundSettingApi {
  return createStore<SoundSetting>()(
    persist((set) => ({ on: true, setOn: (on) => set({ on }) }), {
      name: SOUND_KEY,
      version: 1,
      // A saved switch that is not on or off is set aside with a notice, and the default (on) is used.
      storage: safePersistStorage<{ on: boolean }>(deps.storage, deps.now, deps.health, isSoundSave),
      partialize: (s) => ({ on: s.on }),
      migrate: (persisted) => persisted as { on: boolean },
      merge: (saved, current) => {
        const on = (saved as { on?: unknown } | undefined)?.on;
        return typeof on === 'boolean' ? { ...current, on } : current;
      },
    }),
  );
}

let appSetting: SoundSettingApi | null = null;

/** The app's sound switch, made on first use; another tab's switch (a restored backup) is taken over. */
export function soundSetting(): SoundSettingApi {
  if (!appSetting) {
    const setting = (appSetting = createSoundSetting());
    if (typeof addEventListener === 'function')
      addEventListener(
        'storage',
        (e) => (e as StorageEvent).key === SOUND_KEY && void setting.persist.rehydrate(),
      );
  }
  return appSetting;
}

/** React hook: whether sound is on. */
export function useSoundOn(): boolean {
  return useStore(soundSetting(), (s) => s.on);
}

export function setSoundOn(on: boolean): void {
  soundSetting().getState().setOn(on);
}
