// The skill rating's texts, in the language in use. English comes with the statistics screen's chunk; any
// other language's are downloaded the first time the screen opens in it, and the rating's part of the
// screen waits for them (a moment, showing nothing) rather than showing English. Like the rules pages' texts
// (i18n/pages.ts), kept apart from them so the screen's chunk needs no chunk shared with the rules pages,
// which would lengthen the first download's list of files to preload.
import { unlessOffline } from '../../store/chunks';
import type { Catalog } from '../i18n/catalog';
import { skill as english, type SkillMessages } from '../i18n/en/skill';
import { lazyTexts } from '../i18n/lazyTexts';

export type SkillText = Catalog<SkillMessages>;

/** The texts, or null for the moment another language's are downloading (see i18n/lazyTexts.ts). */
export const useSkillText: () => SkillText | null = lazyTexts<SkillText>(english, {
  de: unlessOffline(() => import('../i18n/de/skill').then((m) => m.skill)),
  fr: unlessOffline(() => import('../i18n/fr/skill').then((m) => m.skill)),
  es: unlessOffline(() => import('../i18n/es/skill').then((m) => m.skill)),
  nb: unlessOffline(() => import('../i18n/nb/skill').then((m) => m.skill)),
});
