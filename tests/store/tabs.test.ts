// Issue 12: two tabs never overwrite each other, statistics count each round once, and a storage that fails
// is said, at the move where it fails.
import { schwimmenGame } from '../../src/games';
import { describe, expect, it } from 'vitest';
import { createLanguageStore } from '../../src/ui/i18n/language';
import { createSoundSetting } from '../../src/ui/sound/setting';
import type { SchnapsenSettings } from '../../src/games/schnapsen/settings';
import { HUMAN, savesOf } from '../../src/store';
import { createSaveHealth } from '../../src/persist/saves';
import { createStatsStore, STATS_KEY } from '../../src/stats';
import { startStatsRecorder } from '../../src/store/statsRecorder';
import {
  GAME_KEYS,
  MemoryStorage,
  playSchnapsen,
  playRandomly,
  playSome,
  QuotaStorage,
  RefusingStorage,
  SharedStorage,
  sn,
  snSettings,
  storeWith,
  sw,
} from './helpers';
import { createRng } from '../../src/engine/rng';
import { schwimmen } from '../../src/engine/schwimmen';

const rev = (storage: Storage, key: string) =>
  (JSON.parse(storage.getItem(key) as string) as { rev: number }).rev;

describe('issue 12: two tabs', () => {
  it('the repro: Schwimmen in tab A, Schnapsen in tab B, a move in A, a reload of B keeps B’s Schnapsen', () => {
    const shared = new SharedStorage();
    const a = storeWith(shared.storage, 1, shared.tab());
    const b = storeWith(shared.storage, 50, shared.tab(), 'schnapsen');
    playSchnapsen(b, 6);
    const bMatch = sn(b.getState()).match;
    playSome(a, 3);
    const reloaded = storeWith(shared.storage, 90, shared.tab(), 'schnapsen');
    expect(sn(reloaded.getState()).match).toEqual(bMatch);
    expect(sw(reloaded.getState()).match).toEqual(sw(a.getState()).match);
  });

  it('a tab never writes over a newer revision: it takes the newer match over, with a notice', () => {
    const shared = new SharedStorage(false); // the other tab hears of a save only when delivered
    const a = storeWith(shared.storage, 1, shared.tab());
    const b = storeWith(shared.storage, 1, shared.tab());
    playSome(a, 4);
    const aMatch = sw(a.getState()).match;
    const saved = rev(shared.storage, GAME_KEYS.schwimmenMatch);
    // Tab B still shows the old position and plays on it: its stale move is not written.
    playSome(b, 1);
    expect(rev(shared.storage, GAME_KEYS.schwimmenMatch)).toBe(saved);
    expect(sw(b.getState()).match).toEqual(aMatch);
    expect(b.getState().tookOver).toBe('schwimmen');
    b.getState().dismissTookOver();
    expect(b.getState().tookOver).toBeNull();
  });

  it('a tab takes over the match another tab saved as soon as it hears of it', () => {
    const shared = new SharedStorage();
    const a = storeWith(shared.storage, 1, shared.tab(), 'schnapsen');
    const b = storeWith(shared.storage, 1, shared.tab(), 'schnapsen');
    playSchnapsen(a, 5);
    expect(sn(b.getState()).match).toEqual(sn(a.getState()).match);
    expect(sn(b.getState()).state).toEqual(sn(a.getState()).state);
    expect(b.getState().tookOver).toBe('schnapsen');
    // Taking over writes nothing back: the two tabs do not answer each other for ever.
    const before = rev(shared.storage, GAME_KEYS.schnapsenMatch);
    savesOf(b)?.takeOver(GAME_KEYS.schnapsenMatch, shared.storage.getItem(GAME_KEYS.schnapsenMatch));
    expect(rev(shared.storage, GAME_KEYS.schnapsenMatch)).toBe(before);
    // Settings follow too, without a notice of their own.
    const hidden: SchnapsenSettings = { ...snSettings(a.getState()), showPoints: false };
    a.getState().saveSettings('schnapsen', hidden);
    expect(snSettings(b.getState()).showPoints).toBe(false);
  });

  it('an older save delivered late is ignored', () => {
    const shared = new SharedStorage();
    const a = storeWith(shared.storage, 1, shared.tab());
    const old = shared.storage.getItem(GAME_KEYS.schwimmenMatch);
    playSome(a, 3);
    const now = sw(a.getState()).match;
    savesOf(a)?.takeOver(GAME_KEYS.schwimmenMatch, old);
    expect(sw(a.getState()).match).toBe(now);
  });

  it('statistics count each lost life once, however many tabs show the round', () => {
    const shared = new SharedStorage();
    const tabA = shared.tab();
    const tabB = shared.tab();
    const a = storeWith(shared.storage, 7, tabA);
    const b = storeWith(shared.storage, 7, tabB);
    const statsA = createStatsStore({ storage: tabA.storage, now: () => 1, onOtherTab: tabA.onOtherTab });
    const statsB = createStatsStore({ storage: tabB.storage, now: () => 1, onOtherTab: tabB.onOtherTab });
    startStatsRecorder(a, statsA);
    startStatsRecorder(b, statsB);
    const rng = createRng(3);
    const lostIn = new Set<number>();
    for (let i = 0; i < 5000 && !sw(a.getState()).state.out[HUMAN]; i++) {
      // The two tabs take turns at moving the same match.
      playRandomly(i % 2 ? a : b, rng);
      const { match, state } = sw(a.getState());
      // A life lost, as the statistics count it (a loser who was swimming had none to lose: S9).
      if (schwimmenGame.progress(match, state).roundLost) lostIn.add(state.round);
    }
    const lost = lostIn.size;
    const level = sw(a.getState()).match.levels[1] ?? 'normal';
    const counted = JSON.parse(shared.storage.getItem(STATS_KEY) as string).state.stats.schwimmen[level];
    expect(lost).toBeGreaterThan(0);
    expect(counted.roundsLost).toBe(lost);
    expect(statsA.getState().stats).toEqual(statsB.getState().stats);
  });
});

describe('issue 12: a storage that fails is said', () => {
  it('a storage refusing every write: the game plays on and the health says nothing is saved', () => {
    const storage = new RefusingStorage();
    const health = createSaveHealth();
    const store = storeWith(storage, 1, { health });
    expect(health.getState().unsaved).toEqual(Object.values(GAME_KEYS));
    playSome(store, 5);
    expect(sw(store.getState()).match.log.length).toBeGreaterThan(1);
    storage.refusing = false;
    playSome(store, 1);
    expect(health.getState().unsaved).toEqual([]);
  });

  it('a quota that runs out in round 2 is reported at that move, not after a reload', () => {
    const storage = new QuotaStorage(1_000_000);
    const health = createSaveHealth();
    const store = storeWith(storage, 1, { health });
    const rng = createRng(4);
    while (sw(store.getState()).state.round < 2) playRandomly(store, rng);
    expect(health.getState().unsaved).toEqual([]);
    let used = 0;
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i) as string;
      used += k.length + (storage.getItem(k) as string).length;
    }
    storage.limit = used + 5; // room for a few more characters: the next move’s save does not fit
    playRandomly(store, rng);
    expect(health.getState().unsaved).toEqual([GAME_KEYS.schwimmenMatch]);
    expect(sw(store.getState()).state.round).toBe(2);
  });

  it('a storage that throws on access (private mode) is a storage that does not save', () => {
    const health = createSaveHealth();
    const store = storeWith(new MemoryStorage(), 1, {
      health,
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(health.getState().unsaved).toEqual(Object.values(GAME_KEYS));
    expect(schwimmen.legalActions(sw(store.getState()).state).length).toBeGreaterThan(0);
  });

  it('changing the language never throws on a full storage, and it is said', async () => {
    const health = createSaveHealth();
    const storage = new RefusingStorage();
    const language = createLanguageStore({ storage: () => storage, preferred: () => ['en'], health });
    await expect(language.getState().choose('en')).resolves.toBeUndefined();
    expect(language.getState().chosen).toBe('en');
    expect(health.getState().unsaved).toEqual(['kartenrunde:language']);
  });

  it('the sound switch keeps its copies under its own key', () => {
    const storage = new MemoryStorage();
    storage.setItem('kartenrunde:sound', 'garbage');
    const sound = createSoundSetting({ storage: () => storage, now: () => 5 });
    expect(sound.getState().on).toBe(true);
    expect(storage.getItem('kartenrunde:sound:set-aside:5')).toBe('garbage');
  });

  it('the statistics keep their copies under their own key', () => {
    const storage = new MemoryStorage();
    storage.setItem(STATS_KEY, 'garbage');
    const stats = createStatsStore({ storage: () => storage, now: () => 6 });
    expect(stats.getState().notice).toBe('statsUnreadable');
    expect(storage.getItem(`${STATS_KEY}:set-aside:6`)).toBe('garbage');
  });
});
