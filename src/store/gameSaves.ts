// The games' saves: each game's match, its settings and the Bummerl record under keys of their own (see
// src/persist/saves.ts). Reading them back on load, writing each part when it changes, and taking over a part that
// another tab of the game saved later, so that two tabs never write over each other.
import type { GameStore, GameStoreApi } from './index';
import { isInt, isObject } from '../persist/check';
import { parseMatchRecord } from './schwimmenRecord';
import type { Game } from './route';
import {
  createSlot,
  GAME_KEYS,
  setAside,
  type SaveSlot,
  type SetAsideReport,
  type SlotDeps,
} from '../persist/saves';
import { parseSchnapsenRecord } from './schnapsenRecord';
import { sanitizeSchnapsenSettings } from './schnapsenSettings';
import { sanitizeSettings } from './settings';
import type { BummerlRecord } from './slices/schnapsen';

export { GAME_KEYS };

export type GamePart = keyof typeof GAME_KEYS;

/** The single key that held everything up to version 2 of the save. */
export const LEGACY_KEY = 'kartenrunde:schwimmen';
export const LEGACY_VERSION = 2;

/** The version of each part's save. */
export const PART_VERSION = 1;

/** One saved part of the game store: what it saves and how a saved value goes back into the store. */
interface Part<T> {
  slot: SaveSlot<T>;
  /** The store's value that is saved; a new identity means it changed. */
  pick(s: GameStore): unknown;
  /** The store's fields from a value read back. */
  put(value: T): Partial<GameStore>;
  /** The game whose match this part is, for the notice when another tab's match is taken over. */
  match: Game | null;
}

function readRecord(raw: unknown): BummerlRecord | null {
  if (!isObject(raw) || !isInt(raw.won, 0, 1e9) || !isInt(raw.lost, 0, 1e9)) return null;
  return { won: raw.won, lost: raw.lost };
}

function makeParts(deps: SlotDeps): Record<GamePart, Part<never>> {
  const part = <T>(
    key: GamePart,
    read: (state: unknown) => T | null,
    pick: Part<T>['pick'],
    put: Part<T>['put'],
    match: Game | null = null,
  ): Part<T> => ({
    slot: createSlot({ key: GAME_KEYS[key], version: PART_VERSION, read }, deps),
    pick,
    put,
    match,
  });
  const settings =
    <T>(sanitize: (raw: unknown) => T) =>
    (raw: unknown) =>
      isObject(raw) ? sanitize(raw) : null;
  return {
    schwimmenMatch: part(
      'schwimmenMatch',
      parseMatchRecord,
      (s) => s.match,
      (v) => ({ match: v.match, state: v.state }),
      'schwimmen',
    ),
    schwimmenSettings: part(
      'schwimmenSettings',
      settings(sanitizeSettings),
      (s) => s.settings,
      (settings) => ({ settings }),
    ),
    schnapsenMatch: part(
      'schnapsenMatch',
      parseSchnapsenRecord,
      (s) => s.schnapsenMatch,
      (v) => ({ schnapsenMatch: v.match, schnapsenState: v.state }),
      'schnapsen',
    ),
    schnapsenSettings: part(
      'schnapsenSettings',
      settings(sanitizeSchnapsenSettings),
      (s) => s.schnapsenSettings,
      (schnapsenSettings) => ({ schnapsenSettings }),
    ),
    schnapsenRecord: part(
      'schnapsenRecord',
      readRecord,
      (s) => s.schnapsenRecord,
      (schnapsenRecord) => ({ schnapsenRecord }),
    ),
  } as unknown as Record<GamePart, Part<never>>;
}

const PARTS = Object.keys(GAME_KEYS) as GamePart[];

/**
 * Writes the parts of a version 1 or 2 save (one key for everything) under their own keys, for each part
 * whose key is still empty; the old key goes once every part has its own. An unreadable old save is set
 * aside and reported.
 */
function migrateLegacy(deps: SlotDeps): SetAsideReport | null {
  let storage: Storage | undefined;
  let raw: string | null;
  try {
    storage = deps.storage();
    raw = storage?.getItem(LEGACY_KEY) ?? null;
  } catch {
    return null;
  }
  if (!storage || raw === null) return null;
  let parts: Partial<Record<GamePart, unknown>> | null = null;
  try {
    const env = JSON.parse(raw) as { version?: unknown; state?: unknown };
    if (isObject(env) && (env.version === 1 || env.version === LEGACY_VERSION) && isObject(env.state)) {
      const { settings, match, schnapsen } = env.state;
      const sn = env.version === LEGACY_VERSION && isObject(schnapsen) ? schnapsen : {};
      parts = {
        schwimmenMatch: match,
        schwimmenSettings: settings,
        schnapsenMatch: sn.match,
        schnapsenSettings: sn.settings,
        schnapsenRecord: sn.record,
      };
    }
  } catch {
    parts = null;
  }
  if (!parts) {
    const kept = setAside(storage, LEGACY_KEY, raw, deps.now());
    if (kept) removeQuietly(storage, LEGACY_KEY);
    return { key: LEGACY_KEY, problem: 'unreadable', kept, raw };
  }
  let done = true;
  for (const key of PARTS) {
    try {
      if (storage.getItem(GAME_KEYS[key]) !== null || parts[key] === undefined) continue;
      storage.setItem(GAME_KEYS[key], JSON.stringify({ version: PART_VERSION, rev: 1, state: parts[key] }));
    } catch {
      done = false;
    }
  }
  if (done) removeQuietly(storage, LEGACY_KEY);
  return null;
}

function removeQuietly(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // It will be tried again on the next visit.
  }
}

export interface GameSaves {
  /** Puts `raw` (another tab's save of `key`, from a `storage` event) on the table if it is newer. */
  takeOver(key: string, raw: string | null): void;
  /**
   * Keeps a copy of `game`'s saved match aside (the table broke on it) and deals a new match in its place.
   */
  abandonMatch(game: Game): void;
  /** Stops writing. */
  stop(): void;
}

/**
 * Reads every part back into `store` (a part that cannot be used is set aside and reported in
 * `saveProblems`), then writes each part whenever it changes. A fresh match is made with the settings read
 * back, on the seed it was dealt with.
 */
export function startGameSaves(store: GameStoreApi, deps: SlotDeps): GameSaves {
  const parts = makeParts(deps);
  const problems: SetAsideReport[] = [];
  const legacy = migrateLegacy(deps);
  if (legacy) problems.push(legacy);

  const loaded = new Set<GamePart>();
  let patch: Partial<GameStore> = {};
  for (const key of PARTS) {
    const result = parts[key].slot.load();
    if (result.kind === 'ok') {
      patch = { ...patch, ...parts[key].put(result.value) };
      loaded.add(key);
    } else if (result.kind === 'broken') problems.push(result.report);
  }
  store.setState({ ...patch, saveProblems: problems });
  // The fresh table was dealt with the default settings: deal it again with the player's.
  const s = store.getState();
  if (!loaded.has('schwimmenMatch') && loaded.has('schwimmenSettings')) s.newMatch(s.match.seed);
  if (!loaded.has('schnapsenMatch') && loaded.has('schnapsenSettings'))
    s.newSchnapsenMatch(s.schnapsenMatch.seed);

  const saved = new Map<GamePart, unknown>();
  let applying = false;

  /** Puts values read back on the table without writing them again. */
  const apply = (next: Partial<GameStore>) => {
    applying = true;
    try {
      store.setState(next);
    } finally {
      applying = false;
    }
    for (const key of PARTS) saved.set(key, parts[key].pick(store.getState()));
  };

  /** Another tab saved `key` since this one read it: its value replaces ours, and it is in storage. */
  const takeOverPart = (key: GamePart, value: never) => {
    const part = parts[key];
    const next: Partial<GameStore> = part.put(value);
    if (part.match) {
      Object.assign(next, {
        tookOver: part.match,
        thinking: null,
        hint: null,
        hintPending: null,
      });
    }
    apply(next);
    deps.health.getState().report(GAME_KEYS[key], true);
  };

  const writePart = (key: GamePart, value: unknown) => {
    saved.set(key, value);
    const slot = parts[key].slot;
    if (slot.save(value as never) !== 'stale') return;
    const newer = slot.load();
    if (newer.kind === 'ok') {
      takeOverPart(key, newer.value);
      return;
    }
    // The newer save is gone or cannot be read (it is set aside now): this tab's value takes its place.
    slot.save(value as never);
    if (newer.kind === 'broken')
      store.setState({ saveProblems: [...store.getState().saveProblems, newer.report] });
  };

  const health = deps.health.getState();
  // A part whose write failed is written again with the store's value of the moment (see SaveHealth).
  const unregister = PARTS.map((key) =>
    health.register(GAME_KEYS[key], () => writePart(key, parts[key].pick(store.getState()))),
  );

  const write = (game: GameStore) => {
    if (applying) return;
    // Whatever failed to save before is tried first, with its latest value, so it is not written twice.
    deps.health.getState().retry();
    for (const key of PARTS) {
      const value = parts[key].pick(game);
      if (saved.get(key) !== value) writePart(key, value);
    }
  };

  // Parts read back are in storage already; the fresh ones are written now, so a reload before the first
  // move brings back the same deal, and a broken save is replaced.
  for (const key of PARTS) if (loaded.has(key)) saved.set(key, parts[key].pick(store.getState()));
  write(store.getState());
  const unsubscribe = store.subscribe(write);

  return {
    takeOver(key, raw) {
      const part = PARTS.find((k) => GAME_KEYS[k] === key);
      if (!part) return;
      const newer = parts[part].slot.newer(raw);
      if (newer) takeOverPart(part, newer.value);
    },
    abandonMatch(game) {
      const key = game === 'schwimmen' ? GAME_KEYS.schwimmenMatch : GAME_KEYS.schnapsenMatch;
      try {
        const storage = deps.storage();
        const raw = storage?.getItem(key) ?? null;
        if (raw !== null) setAside(storage, key, raw, deps.now());
      } catch {
        // Nothing could be kept; the new match is dealt all the same.
      }
      if (game === 'schwimmen') store.getState().newMatch();
      else store.getState().newSchnapsenMatch();
    },
    stop: () => {
      unsubscribe();
      for (const stop of unregister) stop();
    },
  };
}
