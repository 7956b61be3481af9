// The replay viewer's texts in the language in use. English comes with the tables' chunk (the panels' Replay
// button); any other language's are downloaded the first time they are shown, and the part waits for them (a
// moment, showing nothing) rather than showing English (see i18n/lazyTexts.ts).
import { unlessOffline } from '../../store/chunks';
import type { Catalog } from '../i18n/catalog';
import { replay as english, type ReplayMessages } from '../i18n/en/replay';
import { lazyTexts } from '../i18n/lazyTexts';

export type ReplayText = Catalog<ReplayMessages>;

/** The texts, or null for the moment another language's are downloading. */
export const useReplayText: () => ReplayText | null = lazyTexts<ReplayText>(english, {
  de: unlessOffline(() => import('../i18n/de/replay').then((m) => m.replay)),
  fr: unlessOffline(() => import('../i18n/fr/replay').then((m) => m.replay)),
  es: unlessOffline(() => import('../i18n/es/replay').then((m) => m.replay)),
  nb: unlessOffline(() => import('../i18n/nb/replay').then((m) => m.replay)),
});
