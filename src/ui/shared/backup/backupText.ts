// The backup's texts, in the language in use. English comes with the chunks of the screens that show the
// backup (Statistics, each game's settings); any other language's are downloaded the first time one of them
// shows it (like the skill rating's, see stats/skillText.ts), and the part waits for them (a moment, showing
// nothing) rather than showing English.
import { unlessOffline } from '../../../store/chunks';
import type { Catalog } from '../../i18n/catalog';
import { backup as english, type BackupMessages } from '../../i18n/en/backup';
import { lazyTexts } from '../../i18n/lazyTexts';

export type BackupText = Catalog<BackupMessages>;

/** The texts, or null for the moment another language's are downloading (see i18n/lazyTexts.ts). */
export const useBackupText: () => BackupText | null = lazyTexts<BackupText>(english, {
  de: unlessOffline(() => import('../../i18n/de/backup').then((m) => m.backup)),
  fr: unlessOffline(() => import('../../i18n/fr/backup').then((m) => m.backup)),
  es: unlessOffline(() => import('../../i18n/es/backup').then((m) => m.backup)),
  nb: unlessOffline(() => import('../../i18n/nb/backup').then((m) => m.backup)),
});
