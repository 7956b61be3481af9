// The deal of the day's texts, in the language in use. English comes with the screen's chunk; any other
// language's are downloaded the first time a screen that shows them opens in it (like the skill rating's,
// see skillText.ts), and the part waits for them (a moment, showing nothing) rather than showing English.
import { unlessOffline } from '../../store/chunks';
import type { Catalog } from '../i18n/catalog';
import { daily as english, type DailyMessages } from '../i18n/en/daily';
import { lazyTexts } from '../i18n/lazyTexts';

export type DailyText = Catalog<DailyMessages>;

/** The texts, or null for the moment another language's are downloading (see i18n/lazyTexts.ts). */
export const useDailyText: () => DailyText | null = lazyTexts<DailyText>(english, {
  de: unlessOffline(() => import('../i18n/de/daily').then((m) => m.daily)),
  fr: unlessOffline(() => import('../i18n/fr/daily').then((m) => m.daily)),
  es: unlessOffline(() => import('../i18n/es/daily').then((m) => m.daily)),
  nb: unlessOffline(() => import('../i18n/nb/daily').then((m) => m.daily)),
});
