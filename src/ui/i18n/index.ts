// Texts for the screen: the catalog of the language in use (see ./language.ts), filled placeholders and
// counted forms chosen by that language's Intl.PluralRules.
import { useStore } from 'zustand';
import type { PluralCategory, PluralForms } from './catalog';
import { createLanguageStore, followOtherTabs, syncDocumentLanguage } from './language';
import type { Messages } from './en';
import type { Language } from './languages';

export type { Catalog, PluralCategory, PluralForms } from './catalog';
export type { Messages } from './en';
export { detectLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
export { LANGUAGE_KEY } from './language';

/** The app's language store: the player's choice, the language in use and its catalog. */
export const languageStore = createLanguageStore();
syncDocumentLanguage(languageStore);
followOtherTabs(languageStore);

/** The catalog in use; the component renders again when the language changes. */
export function useMessages(): Messages {
  return useStore(languageStore, (s) => s.messages);
}

/** The language in use, for components that pick other texts by it (the rules pages). */
export function useLanguage(): Language {
  return useStore(languageStore, (s) => s.language);
}

/** The catalog in use, outside React (the store's notices, the live region). */
export function messages(): Messages {
  return languageStore.getState().messages;
}

/** The language in use, outside React. */
export function currentLanguage(): Language {
  return languageStore.getState().language;
}

/** Picks a language from settings (remembered); resolves once its texts are on screen. */
export function chooseLanguage(language: Language): Promise<void> {
  return languageStore.getState().choose(language);
}

/** Loads the chosen or the browser's language; the app renders once this resolves, so no text flashes. */
export function languageReady(): Promise<void> {
  return languageStore.getState().ready();
}

/** Fills {name} placeholders: format('Lowest hand: {value}', { value: 25 }). */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const pluralRules = new Map<string, Intl.PluralRules>();

function categoryOf(count: number, type: Intl.PluralRuleType): PluralCategory {
  const language = currentLanguage();
  const key = `${language}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(language, { type });
    pluralRules.set(key, rules);
  }
  return rules.select(count);
}

/** The form of `forms` for `count` in the language in use, with {count} filled in. */
export function plural(
  forms: PluralForms,
  count: number,
  params: Record<string, string | number> = {},
): string {
  return format(forms[categoryOf(count, 'cardinal')] ?? forms.other, { count, ...params });
}

/** "1st", "2nd" in English, "1." in German: forms keyed by the language's ordinal categories. */
export function ordinal(forms: PluralForms, n: number): string {
  return format(forms[categoryOf(n, 'ordinal')] ?? forms.other, { count: n });
}
