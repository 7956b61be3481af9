// The backup's work on this page, loaded the first time a backup button is used (a dynamic import from
// BackupSection.tsx): the parts the screens keep themselves (the language, the sound switch), the file to
// download, the checked restore and the words of its preview and refusals.
import {
  backupFileName,
  checkBackup,
  makeBackup,
  restoreBackup,
  type CheckedBackup,
  type Refusal,
  type RestorePlan,
} from '../../../backup/backup';
import { savedParts, type AnyPart, type BackupPart, type PartSummary } from '../../../backup/parts';
import { format, plural, type Language, type Messages } from '../../i18n';
import { isLanguageSave, LANGUAGE_KEY } from '../../i18n/language';
import { isLanguage, LANGUAGE_NAMES } from '../../i18n/languages';
import { isSoundSave, SOUND_KEY } from '../../sound/setting';
import { uiGameOf } from '../../games';
import { version } from '../../../../package.json';
import type { BackupText } from './backupText';

export type { CheckedBackup, Refusal, RestorePlan };

/** The language and the sound switch, checked as their stores check them (i18n/language.ts, sound/setting.ts). */
function screenParts(): AnyPart[] {
  const language: BackupPart<{ chosen: Language | null }> = {
    key: LANGUAGE_KEY,
    envelope: 'persist',
    version: 1,
    read: (state) => (isLanguageSave(state) ? { chosen: state.chosen ?? null } : null),
    summary: ({ chosen }) => ({ kind: 'language', language: chosen }),
  };
  const sound: BackupPart<{ on: boolean }> = {
    key: SOUND_KEY,
    envelope: 'persist',
    version: 1,
    read: (state) => (isSoundSave(state) ? { on: state.on } : null),
    summary: ({ on }) => ({ kind: 'sound', on }),
  };
  return [language, sound].map((p) => p as unknown as AnyPart);
}

/** Every part the app saves. */
export function appParts(): AnyPart[] {
  return savedParts(screenParts());
}

const storage = (): Storage => localStorage;

/** Offers the backup of every part as a file to download; its name. */
export function downloadBackup(now = new Date()): string {
  const file = makeBackup(storage(), appParts(), version, now);
  const name = backupFileName(now);
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its copy once the click is handled; the address is freed a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Checks a backup file's text against every part the app saves. */
export function checkFile(text: string): CheckedBackup {
  return checkBackup(text, appParts());
}

/** Writes the checked backup; false when the storage refused it (and nothing changed). */
export function restore(plan: RestorePlan): boolean {
  try {
    return restoreBackup(storage(), plan, appParts());
  } catch {
    return false;
  }
}

const gameName = (t: Messages, game: string) => uiGameOf(game)?.title(t) ?? game;

/** A date 'YYYY-MM-DD' as the language writes it ("30 November 2026"); as it is when it is no date. */
function dayName(day: string, language: Language): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return day;
  const date = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** One line of the preview: what the part holds ("Schwimmen: a match in progress, round 3"). */
export function describePart(
  summary: PartSummary,
  text: BackupText,
  t: Messages,
  language: Language = 'en',
): string {
  const p = text.parts;
  switch (summary.kind) {
    case 'match': {
      const game = gameName(t, summary.game);
      if (summary.over) return format(p.matchOver, { game });
      return summary.round > 0
        ? format(p.match, { game, round: summary.round })
        : format(p.matchNew, { game });
    }
    case 'daily':
      return format(p.daily, { game: gameName(t, summary.game), day: dayName(summary.day, language) });
    case 'settings':
      return format(p.settings, { game: gameName(t, summary.game) });
    case 'tally':
      return format(p.tally, { game: gameName(t, summary.game), won: summary.won, lost: summary.lost });
    case 'stats':
      return plural(p.stats, summary.matches);
    case 'skill':
      return summary.ratings.length === 0
        ? p.skillNone
        : plural(p.skill, summary.rounds, {
            ratings: summary.ratings.map((r) => `${gameName(t, r.game)} ${r.rating}`).join(', '),
          });
    case 'dailyHistory':
      return plural(p.dailyHistory, summary.days);
    case 'language':
      return summary.language && isLanguage(summary.language)
        ? format(p.language, { language: LANGUAGE_NAMES[summary.language] })
        : p.languageBrowser;
    case 'sound':
      return summary.on ? p.soundOn : p.soundOff;
  }
}

/** Why the file is not restored, in the player's words; a part is named as the save notices name it. */
export function refusalText(refusal: Refusal, text: BackupText, t: Messages): string {
  const r = text.refusals;
  switch (refusal.kind) {
    case 'unknownPart':
      return format(r.unknownPart, { what: refusal.key });
    case 'newerPart':
    case 'brokenPart': {
      const names: Readonly<Record<string, string>> = t.app.notices.parts;
      return format(r[refusal.kind], { what: names[refusal.key] ?? refusal.key });
    }
    default:
      return r[refusal.kind];
  }
}

/** When the backup was made, as the language writes a date and time; empty when the file does not say. */
export function madeOn(plan: RestorePlan, language: Language): string {
  const when = new Date(plan.created);
  if (!plan.created || Number.isNaN(when.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(when);
}
