// The languages the app speaks and where their texts come from. English is built in; every other catalog
// is a chunk of its own, loaded when its language is chosen, so a first visit downloads one language only.
//
// To add a language: its code in LANGUAGES, its own name in LANGUAGE_NAMES, and its three loaders in
// LOADERS (the catalog ./xx.ts, the two rules pages ./xx/rules.ts and ./xx/schnapsenRules.ts, and the
// review's texts ./xx/coach.ts, the tutorial's ./xx/tutorial.ts).
import { unlessOffline } from '../../store/chunks';
import type { Messages } from './en';
import type { RulesMessages } from './en/rules';
import type { SchnapsenRulesMessages } from './en/schnapsenRules';
import type { CoachMessages } from './en/coach';
import type { TutorialMessages } from './en/tutorial';

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'nb'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, as the language menu lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  nb: 'Norsk bokmål',
};

export interface Loaders {
  messages(): Promise<Messages>;
  rules(): Promise<RulesMessages>;
  schnapsenRules(): Promise<SchnapsenRulesMessages>;
  /** The coach's texts: the review dialog and the Schnapsen hint. */
  coach(): Promise<CoachMessages>;
  /** The guided first game ("How to play") and its first-visit offer. */
  tutorial(): Promise<TutorialMessages>;
}

/**
 * The texts of every language but English, each behind a dynamic import (a chunk of its own), never fetched
 * while the browser is offline (a failed fetch could not be tried again in this page: store/chunks.ts).
 */
export const LOADERS: Readonly<Record<Exclude<Language, 'en'>, Loaders>> = {
  de: {
    messages: unlessOffline(() => import('./de').then((m) => m.de)),
    rules: unlessOffline(() => import('./de/rules').then((m) => m.rules)),
    schnapsenRules: unlessOffline(() => import('./de/schnapsenRules').then((m) => m.schnapsenRules)),
    coach: unlessOffline(() => import('./de/coach').then((m) => m.coach)),
    tutorial: unlessOffline(() => import('./de/tutorial').then((m) => m.tutorial)),
  },
  fr: {
    messages: unlessOffline(() => import('./fr').then((m) => m.fr)),
    rules: unlessOffline(() => import('./fr/rules').then((m) => m.rules)),
    schnapsenRules: unlessOffline(() => import('./fr/schnapsenRules').then((m) => m.schnapsenRules)),
    coach: unlessOffline(() => import('./fr/coach').then((m) => m.coach)),
    tutorial: unlessOffline(() => import('./fr/tutorial').then((m) => m.tutorial)),
  },
  es: {
    messages: unlessOffline(() => import('./es').then((m) => m.es)),
    rules: unlessOffline(() => import('./es/rules').then((m) => m.rules)),
    schnapsenRules: unlessOffline(() => import('./es/schnapsenRules').then((m) => m.schnapsenRules)),
    coach: unlessOffline(() => import('./es/coach').then((m) => m.coach)),
    tutorial: unlessOffline(() => import('./es/tutorial').then((m) => m.tutorial)),
  },
  nb: {
    messages: unlessOffline(() => import('./nb').then((m) => m.nb)),
    rules: unlessOffline(() => import('./nb/rules').then((m) => m.rules)),
    schnapsenRules: unlessOffline(() => import('./nb/schnapsenRules').then((m) => m.schnapsenRules)),
    coach: unlessOffline(() => import('./nb/coach').then((m) => m.coach)),
    tutorial: unlessOffline(() => import('./nb/tutorial').then((m) => m.tutorial)),
  },
};

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

// Norwegian comes as 'nb' (Bokmål), 'nn' (Nynorsk) or plain 'no'; all of them read Bokmål best.
const ALIASES: Readonly<Record<string, string>> = { no: 'nb', nn: 'nb' };

/** The first of the browser's languages (navigator.languages, most wanted first) that the app speaks. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const code = ALIASES[primary] ?? primary;
    if (isLanguage(code)) return code;
  }
  return 'en';
}
