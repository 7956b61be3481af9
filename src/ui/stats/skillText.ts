// The skill rating's texts, in the language in use. English comes with the statistics screen's chunk; any
// other language's are downloaded the first time the screen opens in it, and the rating's part of the
// screen waits for them (a moment, showing nothing) rather than showing English. Like the rules pages' texts
// (i18n/pages.ts), kept apart from them so the screen's chunk needs no chunk shared with the rules pages,
// which would lengthen the first download's list of files to preload.
import { useEffect, useState } from 'react';
import { unlessOffline } from '../../store/chunks';
import type { Catalog } from '../i18n/catalog';
import { skill as english, type SkillMessages } from '../i18n/en/skill';
import { useLanguage, type Language } from '../i18n';

export type SkillText = Catalog<SkillMessages>;

const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<SkillText>>> = {
  de: unlessOffline(() => import('../i18n/de/skill').then((m) => m.skill)),
  fr: unlessOffline(() => import('../i18n/fr/skill').then((m) => m.skill)),
  es: unlessOffline(() => import('../i18n/es/skill').then((m) => m.skill)),
  nb: unlessOffline(() => import('../i18n/nb/skill').then((m) => m.skill)),
};

const loaded = new Map<Language, SkillText>([['en', english]]);

/** The skill rating's texts, or null for the moment another language's are downloading. */
export function useSkillText(): SkillText | null {
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
