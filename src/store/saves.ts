// Saving to localStorage, one key per part (a game's match, its settings, the Bummerl record, the statistics,
// the language, the sound switch), so that an unreadable part costs only itself. Each key holds an envelope
// `{ version, rev, state }`: the version says how to read `state`, the revision lets two tabs of the game
// tell which of them saved last, so that neither writes over a newer save with an older copy.
//
// Nothing here throws: a storage that is missing, full or refusing writes is reported to the save health
// (the player is told the game is not being saved), and a save that cannot be used is set aside under a key
// of its own, or, when even that fails, handed back so the player can download it.
import { createStore, type StoreApi } from 'zustand/vanilla';

export const KEY_PREFIX = 'kartenrunde:';

/** Each game's parts, a key each (gameSaves.ts saves them; the first page reads whether they are there). */
export const GAME_KEYS = {
  schwimmenMatch: 'kartenrunde:schwimmen:match',
  schwimmenSettings: 'kartenrunde:schwimmen:settings',
  schnapsenMatch: 'kartenrunde:schnapsen:match',
  schnapsenSettings: 'kartenrunde:schnapsen:settings',
  schnapsenRecord: 'kartenrunde:schnapsen:bummerls',
} as const;
const KEEP_SET_ASIDE = 3;

/** Why a saved part was not used. */
export type SaveProblem = 'unreadable' | 'newerVersion' | 'empty';

/** A saved part that could not be used, and whether its copy could be kept on this device. */
export interface SetAsideReport {
  key: string;
  problem: SaveProblem;
  /** The copy is stored under `${key}:set-aside:<time>`; false when storage refused it. */
  kept: boolean;
  /** The unreadable text as it was found, for the player to download when it could not be kept. */
  raw: string;
}

/** Whether this device is keeping the saves: false once a write failed, true again after one succeeds. */
export interface SaveHealth {
  failing: boolean;
  report(ok: boolean): void;
}

export type SaveHealthApi = StoreApi<SaveHealth>;

export function createSaveHealth(): SaveHealthApi {
  return createStore<SaveHealth>()((set, get) => ({
    failing: false,
    report: (ok) => {
      if (get().failing === ok) set({ failing: !ok });
    },
  }));
}

let appHealth: SaveHealthApi | null = null;

/** The app's save health, shared by every part. */
export function saveHealth(): SaveHealthApi {
  appHealth ??= createSaveHealth();
  return appHealth;
}

/** Called with a key and its new raw value whenever another tab of the game saves it. */
export type OtherTabListener = (key: string, raw: string | null) => void;

/** Listens for other tabs' saves (the `storage` event of this page's localStorage); returns the stop. */
export function listenToOtherTabs(listener: OtherTabListener): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key !== null && e.storageArea === localStorage) listener(e.key, e.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export interface SlotDeps {
  storage: () => Storage | undefined;
  now: () => number;
  health: SaveHealthApi;
}

function openStorage(deps: SlotDeps): Storage | undefined {
  try {
    return deps.storage();
  } catch {
    // Some private modes throw on the very access to localStorage.
    return undefined;
  }
}

/** The prefix of the set-aside copies of `key`. */
export const setAsidePrefix = (key: string) => `${key}:set-aside:`;

/**
 * Moves a raw saved value out of the way under a key of its own, keeping the few most recent copies of that
 * key. False when the copy could not be stored.
 */
export function setAside(storage: Storage | undefined, key: string, raw: string, when: number): boolean {
  if (!storage) return false;
  const prefix = setAsidePrefix(key);
  try {
    storage.setItem(`${prefix}${when}`, raw);
  } catch {
    return false;
  }
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k?.startsWith(prefix)) keys.push(k);
    }
    keys.sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)));
    for (const k of keys.slice(0, Math.max(0, keys.length - KEEP_SET_ASIDE))) storage.removeItem(k);
  } catch {
    // The copy is kept; only the clean-up of older ones failed.
  }
  return true;
}

/** How one part is saved: its key, its version, and how a saved value is checked on the way in. */
export interface SlotSpec<T> {
  key: string;
  version: number;
  /**
   * The value in a saved `state` of `version` (migrated when older), checked field by field; null when it
   * cannot be used. Never throws for any input (a throw counts as unreadable all the same).
   */
  read(state: unknown, version: number): T | null;
}

export type Loaded<T> =
  { kind: 'none' } | { kind: 'ok'; value: T; rev: number } | { kind: 'broken'; report: SetAsideReport };

export type SaveResult = 'saved' | 'stale' | 'failed';

/** One saved part, as this tab holds it. */
export interface SaveSlot<T> {
  readonly key: string;
  /**
   * Reads the part. A save that cannot be used is set aside, and this tab then owns the key: its next save
   * writes over the broken one.
   */
  load(): Loaded<T>;
  /**
   * Writes `value` as the next revision, unless the storage holds a revision newer than the one this tab
   * holds (another tab saved since): then nothing is written and the answer is 'stale'. 'failed' when the
   * storage refused the write (it is reported to the save health either way).
   */
  save(value: T): SaveResult;
  /** The newer value in a raw envelope (a `storage` event's newValue); null when it is not newer or unusable. */
  newer(raw: string | null): { value: T; rev: number } | null;
  /** The revision this tab last read or wrote. */
  rev(): number;
}

interface Envelope {
  version: number;
  rev: number;
  state: unknown;
}

function parseEnvelope(raw: string): Envelope | SaveProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'unreadable';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'unreadable';
  const env = parsed as Record<string, unknown>;
  if (typeof env.version !== 'number' || !Number.isInteger(env.version) || env.version < 1)
    return 'unreadable';
  if (!('state' in env)) return 'unreadable';
  const rev = typeof env.rev === 'number' && Number.isInteger(env.rev) && env.rev >= 0 ? env.rev : 0;
  return { version: env.version, rev, state: env.state };
}

export function createSlot<T>(spec: SlotSpec<T>, deps: SlotDeps): SaveSlot<T> {
  let held = 0;

  const decode = (raw: string): { value: T; rev: number } | SaveProblem => {
    const env = parseEnvelope(raw);
    if (typeof env === 'string') return env;
    if (env.version > spec.version) return 'newerVersion';
    if (env.state === null || env.state === undefined) return 'empty';
    let value: T | null;
    try {
      value = spec.read(env.state, env.version);
    } catch {
      value = null;
    }
    return value === null ? 'unreadable' : { value, rev: env.rev };
  };

  const storedRev = (storage: Storage): number => {
    const raw = storage.getItem(spec.key);
    if (raw === null) return 0;
    const env = parseEnvelope(raw);
    return typeof env === 'string' ? 0 : env.rev;
  };

  return {
    key: spec.key,
    rev: () => held,

    load() {
      const storage = openStorage(deps);
      if (!storage) return { kind: 'none' };
      let raw: string | null;
      try {
        raw = storage.getItem(spec.key);
      } catch {
        return { kind: 'none' };
      }
      if (raw === null) return { kind: 'none' };
      const decoded = decode(raw);
      if (typeof decoded !== 'string') {
        held = decoded.rev;
        return { kind: 'ok', ...decoded };
      }
      const env = parseEnvelope(raw);
      // The broken save is ours to replace now; a revision it carried still counts, so no tab goes back.
      held = typeof env === 'string' ? 0 : env.rev;
      const kept = setAside(storage, spec.key, raw, deps.now());
      return { kind: 'broken', report: { key: spec.key, problem: decoded, kept, raw } };
    },

    save(value) {
      const storage = openStorage(deps);
      if (!storage) {
        deps.health.getState().report(false);
        return 'failed';
      }
      try {
        if (storedRev(storage) > held) return 'stale';
        const rev = held + 1;
        storage.setItem(spec.key, JSON.stringify({ version: spec.version, rev, state: value }));
        held = rev;
        deps.health.getState().report(true);
        return 'saved';
      } catch {
        deps.health.getState().report(false);
        return 'failed';
      }
    },

    newer(raw) {
      if (raw === null) return null;
      const decoded = decode(raw);
      if (typeof decoded === 'string' || decoded.rev <= held) return null;
      held = decoded.rev;
      return decoded;
    },
  };
}
