// The rules pages' texts in the language in use. English comes with the page's own chunk; another language's
// text is downloaded the first time its page opens, and the page waits for it (a moment, showing nothing)
// rather than showing English first.
import { useEffect, useState } from 'react';
import { useLanguage } from './index';
import { LOADERS, type Loaders } from './languages';

type Page = Exclude<keyof Loaders, 'messages'>;

const loaded = new Map<string, unknown>();

/** The text of a rules page in the language in use, or null while it downloads. */
export function usePageText<T>(page: Page, english: T): T | null {
  const language = useLanguage();
  const key = `${page}:${language}`;
  const [failed, setFailed] = useState<string | null>(null);
  const [, setArrived] = useState<string | null>(null);
  const text = language === 'en' || failed === key ? english : (loaded.get(key) as T | undefined);

  useEffect(() => {
    if (text !== undefined || language === 'en') return;
    let current = true;
    LOADERS[language][page]().then(
      (arrived) => {
        loaded.set(key, arrived);
        if (current) setArrived(key);
      },
      // Offline before the text was ever downloaded: English is better than nothing.
      () => current && setFailed(key),
    );
    return () => {
      current = false;
    };
  }, [key, language, page, text]);

  return text ?? null;
}
