// A backup of everything the app saves on this device, as one file, and its restore. The file holds each
// part's saved value as it is stored (parsed, not as a string), under its key. A restore checks every part as
// its store checks a save, and only when all pass writes them all; a write that fails half-way puts back what
// was there, so a restore either replaces every part the file holds or changes nothing. Parts the file does
// not hold are kept as they are.
import { createSaveHealth, createSlot } from '../persist/saves';
import { isObject } from '../persist/check';
import type { AnyPart, PartSummary } from './parts';

export const BACKUP_FORMAT = 'kartenrunde-backup';
/** The version of the file's layout this app writes and reads. */
export const BACKUP_VERSION = 1;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The app's version that made it (package.json). */
  app: string;
  /** When it was made (ISO 8601). */
  created: string;
  /** Each part's saved value, by key; a part with nothing saved is absent. */
  parts: Record<string, unknown>;
}

/** Why a file cannot be restored. Nothing is written for any of them. */
export type Refusal =
  | { kind: 'notJson' }
  | { kind: 'notBackup' }
  | { kind: 'newerBackup' }
  | { kind: 'emptyBackup' }
  | { kind: 'unknownPart'; key: string }
  | { kind: 'newerPart'; key: string }
  | { kind: 'brokenPart'; key: string };

/** One part a restore writes: its key, its saved value from the file, and what it holds. */
export interface RestoreItem {
  key: string;
  saved: unknown;
  summary: PartSummary;
}

/** A file that passed every check: what its restore writes, in the order of the app's parts. */
export interface RestorePlan {
  app: string;
  created: string;
  items: readonly RestoreItem[];
}

export type CheckedBackup = { ok: true; plan: RestorePlan } | { ok: false; refusal: Refusal };

/** A storage of its own in memory, for checking a part with the very code that reads it back. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

type PartCheck = { ok: true; value: unknown } | { ok: false; newer: boolean };

/** Checks a saved value of `part` exactly as its store reads it back on load. */
function checkPart(part: AnyPart, saved: unknown): PartCheck {
  if (part.envelope === 'slot') {
    // The save slot's own reading: the envelope, the version, then the part's check (src/persist/saves.ts).
    const storage = memoryStorage({ [part.key]: JSON.stringify(saved) });
    const slot = createSlot(
      { key: part.key, version: part.version, read: part.read },
      { storage: () => storage, now: () => 0, health: createSaveHealth() },
    );
    const loaded = slot.load();
    if (loaded.kind === 'ok') return { ok: true, value: loaded.value };
    return { ok: false, newer: loaded.kind === 'broken' && loaded.report.problem === 'newerVersion' };
  }
  // zustand's persist envelope, as src/persist/safeStorage.ts takes it in, with its version.
  if (!isObject(saved) || !('state' in saved)) return { ok: false, newer: false };
  const { version, state } = saved;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
    return { ok: false, newer: false };
  if (version > part.version) return { ok: false, newer: true };
  if (state === null || state === undefined) return { ok: false, newer: false };
  let value: unknown;
  try {
    value = part.read(state as never, version);
  } catch {
    value = null;
  }
  return value === null ? { ok: false, newer: false } : { ok: true, value };
}

/** The saved value of `key` in `storage`, parsed; undefined when there is none or it is not JSON. */
function storedValue(storage: Storage, key: string): unknown {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The backup of every part in `storage`. A part its own check refuses is left out: the app sets it aside on
 * the next load anyway, and the file stays one that restores.
 */
export function makeBackup(storage: Storage, parts: readonly AnyPart[], app: string, now: Date): BackupFile {
  const saved: Record<string, unknown> = {};
  for (const part of parts) {
    const value = storedValue(storage, part.key);
    if (value !== undefined && checkPart(part, value).ok) saved[part.key] = value;
  }
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, app, created: now.toISOString(), parts: saved };
}

/** The file's name: `kartenrunde-backup-YYYY-MM-DD.json`, the date as the player's clock has it. */
export function backupFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `kartenrunde-backup-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.json`;
}

/** Checks a file's text as a backup, every part of it; the plan of its restore, or why it is refused. */
export function checkBackup(text: string, parts: readonly AnyPart[]): CheckedBackup {
  const refuse = (refusal: Refusal): CheckedBackup => ({ ok: false, refusal });
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return refuse({ kind: 'notJson' });
  }
  if (!isObject(file) || file.format !== BACKUP_FORMAT || !isObject(file.parts))
    return refuse({ kind: 'notBackup' });
  if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1)
    return refuse({ kind: 'notBackup' });
  if (file.version > BACKUP_VERSION) return refuse({ kind: 'newerBackup' });
  const saved = file.parts;
  const unknown = Object.keys(saved).find((key) => !parts.some((p) => p.key === key));
  if (unknown !== undefined) return refuse({ kind: 'unknownPart', key: unknown });
  const items: RestoreItem[] = [];
  for (const part of parts) {
    if (!Object.hasOwn(saved, part.key)) continue;
    const checked = checkPart(part, saved[part.key]);
    if (!checked.ok) return refuse({ kind: checked.newer ? 'newerPart' : 'brokenPart', key: part.key });
    items.push({ key: part.key, saved: saved[part.key], summary: part.summary(checked.value as never) });
  }
  if (items.length === 0) return refuse({ kind: 'emptyBackup' });
  return {
    ok: true,
    plan: {
      app: typeof file.app === 'string' ? file.app : '',
      created: typeof file.created === 'string' ? file.created : '',
      items,
    },
  };
}

/** The revision a slot's envelope carries (src/persist/saves.ts), 0 when none. */
function revOf(saved: unknown): number {
  return isObject(saved) && typeof saved.rev === 'number' && Number.isInteger(saved.rev) && saved.rev >= 0
    ? saved.rev
    : 0;
}

/**
 * Writes every part of `plan` into `storage`. A slot's envelope keeps the file's revision when it is above the one
 * stored now, and else is written with the next one, so that every open tab takes it as the newest save (and
 * none writes its older copy over it). When a write fails (a full storage), every key written is put back as it was and the answer
 * is false: the restore changed nothing.
 */
export function restoreBackup(storage: Storage, plan: RestorePlan, parts: readonly AnyPart[]): boolean {
  const before = new Map<string, string | null>();
  try {
    for (const item of plan.items) before.set(item.key, storage.getItem(item.key));
  } catch {
    return false;
  }
  const written: string[] = [];
  try {
    for (const item of plan.items) {
      const part = parts.find((p) => p.key === item.key);
      if (!part) throw new Error(`No part is saved under ${item.key}`);
      let value = item.saved;
      if (part.envelope === 'slot' && isObject(value)) {
        const stored = before.get(item.key);
        let storedRev = 0;
        try {
          storedRev = stored === null || stored === undefined ? 0 : revOf(JSON.parse(stored));
        } catch {
          storedRev = 0;
        }
        const rev = revOf(value);
        if (rev <= storedRev) value = { ...value, rev: storedRev + 1 };
      }
      written.push(item.key);
      storage.setItem(item.key, JSON.stringify(value));
    }
    return true;
  } catch {
    for (const key of written) {
      const old = before.get(key);
      try {
        if (old === null || old === undefined) storage.removeItem(key);
        else storage.setItem(key, old);
      } catch {
        // Putting a value back frees no room it did not have; nothing more can be done for this key.
      }
    }
    return false;
  }
}
