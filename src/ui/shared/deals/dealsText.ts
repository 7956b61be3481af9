// The texts of deals anyone can check, in the language in use. English comes with the table's chunk; any other
// language's are downloaded the first time a table shows them in it (like the skill rating's, see
// stats/skillText.ts), and the part waits for them (a moment, showing nothing) rather than showing English.
import { unlessOffline } from '../../../store/chunks';
import type { Catalog } from '../../i18n/catalog';
import { deals as english, type DealsMessages } from '../../i18n/en/deals';
import { lazyTexts } from '../../i18n/lazyTexts';

export type DealsText = Catalog<DealsMessages>;

/** The texts, or null for the moment another language's are downloading (see i18n/lazyTexts.ts). */
export const useDealsText: () => DealsText | null = lazyTexts<DealsText>(english, {
  de: unlessOffline(() => import('../../i18n/de/deals').then((m) => m.deals)),
  fr: unlessOffline(() => import('../../i18n/fr/deals').then((m) => m.deals)),
  es: unlessOffline(() => import('../../i18n/es/deals').then((m) => m.deals)),
  nb: unlessOffline(() => import('../../i18n/nb/deals').then((m) => m.deals)),
});
