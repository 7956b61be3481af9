// The texts of deals anyone can check, in the language in use. English comes with the table's chunk; any other
// language's are downloaded the first time a table shows them in it (like the skill rating's, see
// stats/skillText.ts), and the part waits for them (a moment, showing nothing) rather than showing English.
import { useEffect, useState } from 'react';
import { unlessOffline } from '../../../store/chunks';
import type { Catalog } from '../../i18n/catalog';
import { deals as english, type DealsMessages } from '../../i18n/en/deals';
import { useLanguage, type Language } from '../../i18n';

export type DealsText = Catalog<DealsMessages>;

const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<DealsText>>> = {
  de: unlessOffline(() => import('../../i18n/de/deals').then((m) => m.deals)),
  fr: unlessOffline(() => import('../../i18n/fr/deals').then((m) => m.deals)),
  es: unlessOffline(() => import('../../i18n/es/deals').then((m) => m.deals)),
  nb: unlessOffline(() => import('../../i18n/nb/deals').then((m) => m.deals)),
};

const loaded = new Map<Language, DealsText>([['en', english]]);

/** The texts of checkable deals, or null for the moment another language's are downloading. */
export function useDealsText(): DealsText | null {
  const language = useLanguage();
  const [failed, setFailed] = useState<Language | null>(null);
  const [, setArrived] = useState<Language | null>(null);
  const text = failed === language ? english : loaded.get(language);

  useEffect(() => {
    if (text !== undefined || language === 'en') return;
    let current = true;
    LOADERS[language]().then(
      (arrived) => {
        loaded.set(language, arrived);
        if (current) setArrived(language);
      },
      // Offline before the texts were ever downloaded: English is better than nothing.
      () => current && setFailed(language),
    );
    return () => {
      current = false;
    };
  }, [language, text]);

  return text ?? null;
}
