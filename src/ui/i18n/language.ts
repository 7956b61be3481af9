// The language in use: a small store of its own, apart from the game's. The player's choice is remembered;
// without one the browser's languages decide. The language in use changes only once its catalog has
// loaded, so the screen never shows a mix of two languages.
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { isObject } from '../../persist/check';
import { safePersistStorage } from '../../persist/safeStorage';
import type { SaveHealthApi } from '../../persist/saves';
import { en, type Messages } from './en';
import { detectLanguage, isLanguage, LOADERS, type Language } from './languages';

export const LANGUAGE_KEY = 'kartenrunde:language';

/** A saved choice of language: a language of the app, or none (follow the browser). */
export const isLanguageSave = (state: unknown): state is { chosen?: Language | null } =>
  isObject(state) && (state.chosen == null || isLanguage(state.chosen));

export interface LanguageState {
  /** The language picked in settings, or null to follow the browser. Remembered. */
  chosen: Language | null;
  /** The language in use: its catalog is loaded and on screen. */
  language: Language;
  messages: Messages;
  /** Picks a language (remembered) and resolves once it is in use. */
  choose(language: Language): Promise<void>;
  /** Puts the chosen language, or else the browser's, in use; resolves once it is. */
  ready(): Promise<void>;
}

export type LanguageStoreApi = Mutate<
  StoreApi<LanguageState>,
  [['zustand/persist', { chosen: Language | null }]]
>;

export interface LanguageDeps {
  storage(): Storage | undefined;
  /** The browser's languages, most wanted first. */
  preferred(): readonly string[];
  /** Where a failed write is reported (the app's own unless given). */
  health?: SaveHealthApi;
}

export const browserLanguageDeps: LanguageDeps = {
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
  preferred: () => {
    if (typeof navigator === 'undefined') return [];
    return navigator.languages?.length ? navigator.languages : [navigator.language];
  },
};

const catalogs = new Map<Language, Promise<Messages>>([['en', Promise.resolve(en)]]);

/** The catalog of `language`, loaded once. */
export function loadMessages(language: Language): Promise<Messages> {
  let loading = catalogs.get(language);
  if (!loading) {
    loading = LOADERS[language as Exclude<Language, 'en'>].messages();
    // A failed download (offline) may be tried again later.
    loading.catch(() => catalogs.delete(language));
    catalogs.set(language, loading);
  }
  return loading;
}

export function createLanguageStore(deps: LanguageDeps = browserLanguageDeps): LanguageStoreApi {
  // The latest language asked for: a slower catalog that arrives after a newer choice is dropped.
  let wanted: Language | null = null;
  return createStore<LanguageState>()(
    persist(
      (set, get) => {
        const putInUse = async (language: Language) => {
          wanted = language;
          try {
            const messages = await loadMessages(language);
            if (wanted === language) set({ language, messages });
          } catch {
            // The catalog could not be downloaded: stay in the language on screen.
          }
        };
        return {
          chosen: null,
          language: 'en',
          messages: en,
          choose: (language) => {
            set({ chosen: language });
            return putInUse(language);
          },
          ready: () => putInUse(get().chosen ?? detectLanguage(deps.preferred())),
        };
      },
      {
        name: LANGUAGE_KEY,
        version: 1,
        // A choice that cannot be stored lasts until the page closes; it never throws. A saved choice that is
        // no language of the app is set aside with a notice.
        storage: safePersistStorage<{ chosen: Language | null }>(
          deps.storage,
          () => Date.now(),
          deps.health,
          isLanguageSave,
        ),
        partialize: (s) => ({ chosen: s.chosen }),
        merge: (saved, current) => {
          const chosen = (saved as { chosen?: unknown } | undefined)?.chosen;
          return { ...current, chosen: isLanguage(chosen) ? chosen : null };
        },
      },
    ),
  );
}

/** Takes over another tab's choice of language (a change there, a restored backup) as it is saved. */
export function followOtherTabs(store: LanguageStoreApi): void {
  if (typeof addEventListener === 'function')
    addEventListener('storage', (e) => {
      if ((e as StorageEvent).key === LANGUAGE_KEY)
        void Promise.resolve(store.persist.rehydrate()).then(store.getState().ready);
    });
}

/** Keeps <html lang> naming the language in use. */
export function syncDocumentLanguage(store: LanguageStoreApi): () => void {
  if (typeof document === 'undefined') return () => {};
  const apply = (s: LanguageState) => {
    document.documentElement.lang = s.language;
  };
  apply(store.getState());
  return store.subscribe(apply);
}
