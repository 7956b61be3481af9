// The texts of game records, in the language in use: English comes with the dialogs' chunk; any other
// language's is downloaded the first time a dialog shows it (see i18n/lazyTexts.ts).
import { unlessOffline } from '../../../store/chunks';
import type { Catalog } from '../../i18n/catalog';
import { records as english, type RecordsMessages } from '../../i18n/en/records';
import { lazyTexts } from '../../i18n/lazyTexts';

export type RecordsText = Catalog<RecordsMessages>;

/** The texts, or null for the moment another language's are downloading. */
export const useRecordsText: () => RecordsText | null = lazyTexts<RecordsText>(english, {
  de: unlessOffline(() => import('../../i18n/de/records').then((m) => m.records)),
  fr: unlessOffline(() => import('../../i18n/fr/records').then((m) => m.records)),
  es: unlessOffline(() => import('../../i18n/es/records').then((m) => m.records)),
  nb: unlessOffline(() => import('../../i18n/nb/records').then((m) => m.records)),
});
