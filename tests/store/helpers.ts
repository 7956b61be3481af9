import { schnapsenHint } from '../../src/bots/schnapsen/hint';
import { schwimmenHint } from '../../src/bots/schwimmen/hint';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';
import { schnapsenGame, schwimmenGame } from '../../src/games';
import type { SchnapsenSettings } from '../../src/games/schnapsen/settings';
import type { SchwimmenSettings } from '../../src/games/schwimmen/settings';
import {
  createGameStore,
  HUMAN,
  settingsOf,
  tableOf,
  type GameStore,
  type Screen,
  type StoreDeps,
} from '../../src/store';
import { createSaveHealth } from '../../src/persist/saves';

/** An in-memory Storage, so each test has its own saved games. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** Deps for a store in a test; the hint is worked out on the spot (no worker) unless replaced. */
export function testDeps(
  storage: Storage = new MemoryStorage(),
  seed = 1234,
  overrides: Partial<StoreDeps> = {},
): StoreDeps {
  let ids = 0;
  let seeds = seed;
  let keys = seed;
  return {
    storage: () => storage,
    randomSeed: () => seeds++,
    // Deterministic keys for the deals (the app draws them with crypto.getRandomValues).
    randomKey: () => (keys++).toString(16).padStart(64, '0'),
    newId: () => `match-${++ids}`,
    now: () => 1_700_000_000_000 + ids,
    hint: async (game, view, legal, decisionSeed) =>
      game === 'schnapsen'
        ? schnapsenHint(view as never, legal as never, decisionSeed)
        : schwimmenHint(view as never, legal as never, decisionSeed),
    health: createSaveHealth(),
    ...overrides,
  };
}

/** A store showing `screen` (Schwimmen unless told: the bot driver plays the game on screen only). */
export function storeWith(
  storage: Storage = new MemoryStorage(),
  seed = 1234,
  overrides: Partial<StoreDeps> = {},
  screen: Screen = 'schwimmen',
) {
  const store = createGameStore(testDeps(storage, seed, overrides));
  store.getState().setScreen(screen);
  return store;
}

/** A storage with room for `limit` characters (keys and values), as a full localStorage: writes past it throw. */
export class QuotaStorage extends MemoryStorage {
  constructor(public limit: number) {
    super();
  }
  private used(except?: string) {
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      const k = this.key(i) as string;
      if (k !== except) n += k.length + (this.getItem(k) as string).length;
    }
    return n;
  }
  override setItem(key: string, value: string) {
    if (this.used(key) + key.length + String(value).length > this.limit)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

/** A storage that reads but refuses every write (a private mode, storage switched off). */
export class RefusingStorage extends MemoryStorage {
  refusing = true;
  override setItem(key: string, value: string) {
    if (this.refusing) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

/**
 * A storage that refuses any write longer than `maxWrite` characters (key and value), as a nearly full
 * localStorage does: small writes (settings, statistics) still fit where a long match does not.
 */
export class SizeLimitStorage extends MemoryStorage {
  constructor(public maxWrite = Infinity) {
    super();
  }
  override setItem(key: string, value: string) {
    if (key.length + String(value).length > this.maxWrite)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

/**
 * One localStorage seen from several tabs: each tab's writes raise a `storage` event in the other tabs (as a
 * browser does), delivered when `deliver()` is called, or at once with `instant`.
 */
export class SharedStorage {
  readonly storage = new MemoryStorage();
  private tabs: { id: number; listeners: ((key: string, raw: string | null) => void)[] }[] = [];
  private queue: (() => void)[] = [];
  constructor(private instant = true) {}

  /** The deps of a new tab's store. */
  tab(): Pick<StoreDeps, 'storage' | 'onOtherTab'> {
    const tab = { id: this.tabs.length, listeners: [] as ((key: string, raw: string | null) => void)[] };
    this.tabs.push(tab);
    const shared = this.storage;
    const notify = (key: string) => {
      const raw = shared.getItem(key);
      for (const other of this.tabs) {
        if (other === tab) continue;
        const send = () => other.listeners.forEach((l) => l(key, raw));
        if (this.instant) send();
        else this.queue.push(send);
      }
    };
    const view: Storage = {
      get length() {
        return shared.length;
      },
      clear: () => shared.clear(),
      getItem: (key) => shared.getItem(key),
      key: (i) => shared.key(i),
      removeItem: (key) => {
        shared.removeItem(key);
        notify(key);
      },
      setItem: (key, value) => {
        shared.setItem(key, value);
        notify(key);
      },
    };
    return {
      storage: () => view,
      onOtherTab: (listener) => {
        tab.listeners.push(listener);
        return () => tab.listeners.splice(tab.listeners.indexOf(listener), 1);
      },
    };
  }

  /** Delivers the storage events held back so far. */
  deliver() {
    const queued = this.queue;
    this.queue = [];
    queued.forEach((send) => send());
  }
}

type Store = ReturnType<typeof storeWith>;
type Has<K extends keyof GameStore> = Pick<GameStore, K>;

/** The Schwimmen match and state of a store's state `s` (typed). */
export const sw = (s: Has<'games'>) => tableOf(s, schwimmenGame);
/** The Schnapsen match and state of a store's state `s` (typed). */
export const sn = (s: Has<'games'>) => tableOf(s, schnapsenGame);
/** The Schwimmen settings of a store's state `s`. */
export const swSettings = (s: Has<'settings'>): SchwimmenSettings => settingsOf(s, schwimmenGame);
/** The Schnapsen settings of a store's state `s`. */
export const snSettings = (s: Has<'settings'>): SchnapsenSettings => settingsOf(s, schnapsenGame);

/** The store's fields that put `table` (or part of it) in place of `game`'s: for `store.setState`. */
export function withTable(s: Has<'games'>, game: string, table: Partial<GameStore['games'][string]>) {
  return { games: { ...s.games, [game]: { ...s.games[game], ...table } } };
}

/** The store's fields that put `settings` in place of `game`'s: for `store.setState`. */
export function withSettings(s: Has<'settings'>, game: string, settings: object) {
  return { settings: { ...s.settings, [game]: { ...s.settings[game], ...settings } } };
}

/** Plays `moves` actions of the Schwimmen match: the first legal one for the human, the second for a computer. */
export function playSome(store: Store, moves: number) {
  for (let i = 0; i < moves; i++) {
    const { state, match } = sw(store.getState());
    const who = schwimmen.actor(state);
    if (who === 'none') return;
    if (who === 'chance') store.getState().nextDeal('schwimmen');
    else if (who === HUMAN) store.getState().act('schwimmen', schwimmen.legalActions(state)[0]);
    else
      store
        .getState()
        .computerMove('schwimmen', match.id, match.log.length, schwimmen.legalActions(state)[1]);
  }
}

/** Plays `moves` actions of the Schnapsen match, always the first card that may be played. */
export function playSchnapsen(store: Store, moves: number) {
  for (let i = 0; i < moves; i++) {
    const { state, match } = sn(store.getState());
    const who = schnapsen.actor(state);
    if (who === 'none') return;
    const legal = schnapsen.legalActions(state).filter((a) => a.type === 'play');
    if (who === 'chance') store.getState().nextDeal('schnapsen');
    else if (who === HUMAN) store.getState().act('schnapsen', legal[0]);
    else store.getState().computerMove('schnapsen', match.id, match.log.length, legal[0]);
  }
}

/** Plays one Schwimmen action chosen at random among the legal ones (a deal when one is due). */
export function playRandomly(store: Store, rng: { int(n: number): number }) {
  const { state, match } = sw(store.getState());
  const who = schwimmen.actor(state);
  if (who === 'none') return;
  if (who === 'chance') {
    store.getState().nextDeal('schwimmen');
    return;
  }
  const legal = schwimmen.legalActions(state);
  const action = legal[rng.int(legal.length)];
  if (who === HUMAN) store.getState().act('schwimmen', action);
  else store.getState().computerMove('schwimmen', match.id, match.log.length, action);
}

/** Each game's save keys, as the game modules name them (src/games). */
export const GAME_KEYS = {
  schwimmenMatch: schwimmenGame.saveKeys.match,
  schwimmenSettings: schwimmenGame.saveKeys.settings,
  schnapsenMatch: schnapsenGame.saveKeys.match,
  schnapsenSettings: schnapsenGame.saveKeys.settings,
  schnapsenRecord: schnapsenGame.saveKeys.tally as string,
} as const;
