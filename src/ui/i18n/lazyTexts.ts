// A part of the catalog kept out of the catalog the app loads at start: English comes with the chunk of the
// screen that uses it; any other language's is downloaded the first time that screen shows it, and the part
// waits for it (a moment, showing nothing) rather than showing English. Offline before it was ever downloaded,
// English is better than nothing.
import { useEffect, useState } from 'react';
import { useLanguage, type Language } from './index';

/** The loaders of a part's texts in every language but English. */
export type TextLoaders<T> = Readonly<Record<Exclude<Language, 'en'>, () => Promise<T>>>;

/** A hook giving the part's texts in the language in use, or null while they are downloading. */
export function lazyTexts<T>(english: T, loaders: TextLoaders<T>): () => T | null {
  const loaded = new Map<Language, T>([['en', english]]);
  return function useTexts(): T | null {
    const language = useLanguage();
    const [failed, setFailed] = useState<Language | null>(null);
    const [, setArrived] = useState<Language | null>(null);
    const text = failed === language ? english : loaded.get(language);

    useEffect(() => {
      if (text !== undefined || language === 'en') return;
      let current = true;
      loaders[language]().then(
        (arrived) => {
          loaded.set(language, arrived);
          if (current) setArrived(language);
        },
        () => current && setFailed(language),
      );
      return () => {
        current = false;
      };
    }, [language, text]);

    return text ?? null;
  };
}
