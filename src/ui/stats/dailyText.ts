// The deal of the day's texts, in the language in use. English comes with the screen's chunk; any other
// language's are downloaded the first time a screen that shows them opens in it (like the skill rating's,
// see skillText.ts), and the part waits for them (a moment, showing nothing) rather than showing English.
import { useEffect, useState } from 'react';
import { unlessOffline } from '../../store/chunks';
import type { Catalog } from '../i18n/catalog';
import { daily as english, type DailyMessages } from '../i18n/en/daily';
import { useLanguage, type Language } from '../i18n';

export type DailyText = Catalog<DailyMessages>;

const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<DailyText>>> = {
  de: unlessOffline(() => import('../i18n/de/daily').then((m) => m.daily)),
  fr: unlessOffline(() => import('../i18n/fr/daily').then((m) => m.daily)),
  es: unlessOffline(() => import('../i18n/es/daily').then((m) => m.daily)),
  nb: unlessOffline(() => import('../i18n/nb/daily').then((m) => m.daily)),
};

const loaded = new Map<Language, DailyText>([['en', english]]);

/** The deal of the day's texts, or null for the moment another language's are downloading. */
export function useDailyText(): DailyText | null {
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
