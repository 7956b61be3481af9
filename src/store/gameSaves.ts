// The games' saves: each registered game's match, its settings and its tally under keys of their own (the
// module names them; see src/persist/saves.ts). Reading them back on load, writing each part when it changes,
// and taking over a part that another tab of the game saved later, so that two tabs never write over each
// other.
import type { GameStore, GameStoreApi } from './index';
import { isObject } from '../persist/check';
import { GAME_PART_VERSION, readTally } from '../games/saves';
import type { Game } from './route';
import {
  createSlot,
  KEY_PREFIX,
  setAside,
  type SaveSlot,
  type SetAsideReport,
  type SlotDeps,
} from '../persist/saves';
import { gameOf, games } from '../games';
import { dailyOnTable, dailySlot, matchSlot, tallyOf, withDailySlot, withMatchSlot } from './tables';
import type { MatchRecordBase, Table } from '../games/types';

/** The single key that held everything up to version 2 of the save. */
export const LEGACY_KEY = 'kartenrunde:schwimmen';
export const LEGACY_VERSION = 2;

/** The version of each part's save (src/games/saves.ts, where the backup reads it too). */
export const PART_VERSION = GAME_PART_VERSION;

/** One saved part of the game store: what it saves and how a saved value goes back into the store. */
interface Part<T> {
  /** Its key in storage. */
  key: string;
  slot: SaveSlot<T>;
  /** The store's value that is saved; a new identity means it changed. */
  pick(s: GameStore): unknown;
  /** The store's fields from a value read back. */
  put(value: T, s: GameStore): Partial<GameStore>;
  /**
   * The game whose table this part is, for the notice when another tab's match is taken over (only while it
   * is the table on screen: `shown`).
   */
  match: Game | null;
  shown?(s: GameStore): boolean;
}

const notDaily = (table: Table<MatchRecordBase> | null) => (table && !table.match.daily ? table : null);
const onlyDaily = (table: Table<MatchRecordBase> | null) => (table?.match.daily ? table : null);

/** Every registered game's parts: its match, its settings, and its tally where it keeps one. */
function makeParts(deps: SlotDeps): Part<never>[] {
  const part = <T>(
    key: string,
    read: (state: unknown) => T | null,
    pick: Part<T>['pick'],
    put: Part<T>['put'],
    match: Game | null = null,
    shown?: Part<T>['shown'],
  ): Part<never> =>
    ({
      key,
      slot: createSlot({ key, version: PART_VERSION, read }, deps),
      pick,
      put,
      match,
      shown,
    }) as unknown as Part<never>;
  return games().flatMap((game) => {
    const { id, saveKeys } = game;
    const parts = [
      part(
        saveKeys.match,
        // A deal of the day is never the match.
        (raw) => notDaily(game.readRecord(raw)),
        (s) => matchSlot(s, id).match,
        (table, s) => withMatchSlot(s, id, table),
        id,
        (s) => !dailyOnTable(s, id),
      ),
      part(
        saveKeys.daily,
        (raw) => onlyDaily(game.readRecord(raw)),
        // Nothing to save before the first deal of the day.
        (s) => dailySlot(s, id)?.match,
        (table, s) => withDailySlot(s, id, table),
        id,
        (s) => dailyOnTable(s, id),
      ),
      part(
        saveKeys.settings,
        (raw) => (isObject(raw) ? game.settings.read(raw) : null),
        (s) => s.settings[id],
        (settings, s) => ({ settings: { ...s.settings, [id]: settings } }),
      ),
    ];
    if (saveKeys.tally)
      parts.push(
        part(
          saveKeys.tally,
          readTally,
          (s) => tallyOf(s, id),
          (tally, s) => ({ tallies: { ...s.tallies, [id]: tally } }),
        ),
      );
    return parts;
  });
}

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
  let parts: Record<string, unknown> | null = null;
  try {
    const env = JSON.parse(raw) as { version?: unknown; state?: unknown };
    if (isObject(env) && (env.version === 1 || env.version === LEGACY_VERSION) && isObject(env.state)) {
      const { settings, match, schnapsen } = env.state;
      const sn = env.version === LEGACY_VERSION && isObject(schnapsen) ? schnapsen : {};
      // The old save knew two games; their keys of today.
      parts = {
        [`${KEY_PREFIX}schwimmen:match`]: match,
        [`${KEY_PREFIX}schwimmen:settings`]: settings,
        [`${KEY_PREFIX}schnapsen:match`]: sn.match,
        [`${KEY_PREFIX}schnapsen:settings`]: sn.settings,
        [`${KEY_PREFIX}schnapsen:bummerls`]: sn.record,
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
  for (const [key, value] of Object.entries(parts)) {
    try {
      if (storage.getItem(key) !== null || value === undefined) continue;
      storage.setItem(key, JSON.stringify({ version: PART_VERSION, rev: 1, state: value }));
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

  const loaded = new Set<Part<never>>();
  let patch: Partial<GameStore> = {};
  for (const part of parts) {
    const result = part.slot.load();
    if (result.kind === 'ok') {
      patch = { ...patch, ...part.put(result.value, { ...store.getState(), ...patch }) };
      loaded.add(part);
    } else if (result.kind === 'broken') problems.push(result.report);
  }
  // Everything read back lands in one step.
  store.setState({ ...patch, saveProblems: problems });
  // A fresh table was dealt with the default settings: deal it again with the player's.
  for (const game of games()) {
    const has = (key: string) => parts.some((p) => p.key === key && loaded.has(p));
    if (!has(game.saveKeys.match) && has(game.saveKeys.settings)) {
      const s = store.getState();
      const { seed, dealing } = s.games[game.id].match;
      s.newMatch(game.id, seed, dealing);
    }
  }

  const saved = new Map<Part<never>, unknown>();
  let applying = false;

  /** Puts values read back on the table without writing them again. */
  const apply = (next: Partial<GameStore>) => {
    applying = true;
    try {
      store.setState(next);
    } finally {
      applying = false;
    }
    for (const part of parts) saved.set(part, part.pick(store.getState()));
  };

  /** Another tab saved `part` since this one read it: its value replaces ours, and it is in storage. */
  const takeOverPart = (part: Part<never>, value: never) => {
    const next: Partial<GameStore> = part.put(value, store.getState());
    if (part.match && (part.shown?.(store.getState()) ?? true)) {
      Object.assign(next, {
        tookOver: part.match,
        thinking: null,
        hint: null,
        hintPending: null,
      });
    }
    apply(next);
    deps.health.getState().report(part.key, true);
  };

  const writePart = (part: Part<never>, value: unknown) => {
    saved.set(part, value);
    const slot = part.slot;
    if (slot.save(value as never) !== 'stale') return;
    const newer = slot.load();
    if (newer.kind === 'ok') {
      takeOverPart(part, newer.value);
      return;
    }
    // The newer save is gone or cannot be read (it is set aside now): this tab's value takes its place.
    slot.save(value as never);
    if (newer.kind === 'broken')
      store.setState({ saveProblems: [...store.getState().saveProblems, newer.report] });
  };

  const health = deps.health.getState();
  // A part whose write failed is written again with the store's value of the moment (see SaveHealth).
  const unregister = parts.map((part) =>
    health.register(part.key, () => writePart(part, part.pick(store.getState()))),
  );

  const write = (game: GameStore) => {
    if (applying) return;
    // Whatever failed to save before is tried first, with its latest value, so it is not written twice.
    deps.health.getState().retry();
    for (const part of parts) {
      const value = part.pick(game);
      if (saved.get(part) !== value && value !== undefined) writePart(part, value);
    }
  };

  // Parts read back are in storage already; the fresh ones are written now, so a reload before the first
  // move brings back the same deal, and a broken save is replaced.
  for (const part of parts) if (loaded.has(part)) saved.set(part, part.pick(store.getState()));
  write(store.getState());
  const unsubscribe = store.subscribe(write);

  return {
    takeOver(key, raw) {
      const part = parts.find((p) => p.key === key);
      if (!part) return;
      const newer = part.slot.newer(raw);
      if (newer) takeOverPart(part, newer.value);
    },
    abandonMatch(game) {
      const daily = dailyOnTable(store.getState(), game);
      const key = daily ? gameOf(game).saveKeys.daily : gameOf(game).saveKeys.match;
      try {
        const storage = deps.storage();
        const raw = storage?.getItem(key) ?? null;
        if (raw !== null) setAside(storage, key, raw, deps.now());
      } catch {
        // Nothing could be kept; the new match is dealt all the same.
      }
      if (daily) store.getState().redealDaily(game);
      else store.getState().newMatch(game);
    },
    stop: () => {
      unsubscribe();
      for (const stop of unregister) stop();
    },
  };
}
