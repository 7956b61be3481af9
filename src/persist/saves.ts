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

/** A game's saves are `kartenrunde:<game>:<part>` (src/games: each module names its keys). */
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

/**
 * Whether this device is keeping the saves, part by part: a part whose latest write failed stays unsaved
 * until a write of it succeeds, whatever other parts manage meanwhile (a small settings write can fit where
 * a long match does not). Each part's owner registers how to write it again, and every failing part is
 * written again on each move and as soon as any write succeeds, so a change made while the storage was full
 * is not lost once there is room. It also holds the unusable saves of the parts kept outside the game store
 * (the language, the sound switch), for the same notices.
 */
export interface SaveHealth {
  /** The keys of the parts whose latest write failed, in the order they first failed. */
  unsaved: readonly string[];
  /** Saves of the language or the sound switch that could not be used this visit. */
  problems: readonly SetAsideReport[];
  /** A write of `key` succeeded (true) or was refused (false). */
  report(key: string, ok: boolean): void;
  /** How to write `key` again with its latest value, called while it is unsaved. Returns the unregister. */
  register(key: string, rewrite: () => void): () => void;
  /** Writes every unsaved part again (each move calls it). */
  retry(): void;
  setAside(report: SetAsideReport): void;
  dismissProblems(): void;
}

export type SaveHealthApi = StoreApi<SaveHealth>;

export function createSaveHealth(): SaveHealthApi {
  const rewrites = new Map<string, () => void>();
  let retrying = false;
  return createStore<SaveHealth>()((set, get) => {
    const retry = () => {
      if (retrying || get().unsaved.length === 0) return;
      retrying = true;
      try {
        for (const key of get().unsaved) {
          try {
            rewrites.get(key)?.();
          } catch (error) {
            // A part that cannot even try again stays unsaved (and said); the others still get their turn.
            console.error('A save could not be written again', error);
          }
        }
      } finally {
        retrying = false;
      }
    };
    return {
      unsaved: [],
      problems: [],
      report: (key, ok) => {
        const { unsaved } = get();
        if (ok) {
          if (unsaved.includes(key)) set({ unsaved: unsaved.filter((k) => k !== key) });
          // There may be room again: what failed before is written now, not only at its next change.
          retry();
        } else if (!unsaved.includes(key)) set({ unsaved: [...unsaved, key] });
      },
      register: (key, rewrite) => {
        rewrites.set(key, rewrite);
        return () => {
          if (rewrites.get(key) === rewrite) rewrites.delete(key);
        };
      },
      retry,
      setAside: (report) =>
        set({ problems: [...get().problems.filter((p) => p.key !== report.key), report] }),
      dismissProblems: () => set({ problems: [] }),
    };
  });
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

/** The copies of `key` set aside, oldest first (see setAside). */
export function setAsideCopies(storage: Storage, key: string): string[] {
  const prefix = setAsidePrefix(key);
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(prefix)) keys.push(k);
  }
  return keys
    .map((k) => ({ k, n: copyNumber(k.slice(prefix.length)) }))
    .sort((a, b) => (a.n ?? -1) - (b.n ?? -1) || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .map(({ k }) => k);
}

function copyNumber(suffix: string): number | null {
  return /^\d{1,15}$/.test(suffix) ? Number(suffix) : null;
}

/**
 * Moves a raw saved value out of the way under a key of its own, keeping the few most recent copies of that
 * key. False when the copy could not be stored.
 *
 * A copy is named after the time it was made, but always after every copy already there: a clock set back
 * must not make the newest copy look like the oldest one, and be the one deleted. Copies whose names are not
 * numbers (not made by this app) count as the oldest.
 */
export function setAside(storage: Storage | undefined, key: string, raw: string, when: number): boolean {
  if (!storage) return false;
  const prefix = setAsidePrefix(key);
  let older: string[];
  try {
    older = setAsideCopies(storage, key);
  } catch {
    return false;
  }
  const last = older.length > 0 ? copyNumber(older[older.length - 1].slice(prefix.length)) : null;
  const time = Number.isFinite(when) && when > 0 ? Math.floor(when) : 0;
  const name = `${prefix}${Math.max(time, last === null ? 0 : last + 1)}`;
  const dropped = older.slice(0, Math.max(0, older.length + 1 - KEEP_SET_ASIDE));
  const drop = () => {
    for (const k of dropped.splice(0)) storage.removeItem(k);
  };
  try {
    storage.setItem(name, raw);
  } catch {
    // The copies that go anyway may make the room this one needs.
    if (dropped.length === 0) return false;
    try {
      drop();
      storage.setItem(name, raw);
    } catch {
      return false;
    }
  }
  try {
    drop();
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
        deps.health.getState().report(spec.key, false);
        return 'failed';
      }
      try {
        if (storedRev(storage) > held) return 'stale';
        const rev = held + 1;
        storage.setItem(spec.key, JSON.stringify({ version: spec.version, rev, state: value }));
        held = rev;
        deps.health.getState().report(spec.key, true);
        return 'saved';
      } catch {
        deps.health.getState().report(spec.key, false);
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
