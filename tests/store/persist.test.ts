import { describe, expect, it } from 'vitest';
import { schwimmen } from '../../src/engine/schwimmen';
import { HUMAN } from '../../src/store';
import { SAVE_KEY } from '../../src/store/persist';
import { MemoryStorage, storeWith } from './helpers';

function playSome(store: ReturnType<typeof storeWith>, moves: number) {
  for (let i = 0; i < moves; i++) {
    const { state, match } = store.getState();
    const who = schwimmen.actor(state);
    if (who === 'none') return;
    if (who === 'chance') store.getState().nextRound();
    else if (who === HUMAN) store.getState().act(schwimmen.legalActions(state)[0]);
    else store.getState().computerMove(match.id, match.log.length, schwimmen.legalActions(state)[1]);
  }
}

const setAsideKeys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k) => k?.includes('set-aside'));

describe('saving and loading', () => {
  it('a reload in the middle of a round brings back exactly the same table', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    playSome(a, 9);
    const b = storeWith(storage, 999);
    expect(b.getState().match).toEqual(a.getState().match);
    expect(b.getState().state).toEqual(a.getState().state);
    expect(b.getState().notice).toBe(null);
  });

  it('settings survive a reload', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    a.getState().saveSettings({ ...a.getState().settings, faces: 'german', speed: 'slow' });
    const b = storeWith(storage);
    expect(b.getState().settings.faces).toBe('german');
    expect(b.getState().settings.speed).toBe('slow');
  });

  it('saves the seed, the settings and the log, not the derived engine state', () => {
    const storage = new MemoryStorage();
    storeWith(storage);
    const saved = JSON.parse(storage.getItem(SAVE_KEY) as string);
    expect(saved.version).toBe(2);
    expect(Object.keys(saved.state).sort()).toEqual(['match', 'schnapsen', 'settings']);
    expect(Object.keys(saved.state.schnapsen).sort()).toEqual(['match', 'record', 'settings']);
    expect(Object.keys(saved.state.match).sort()).toEqual([
      'firstDealer',
      'id',
      'levels',
      'log',
      'players',
      'rules',
      'seed',
    ]);
  });

  it('a corrupted save is set aside with a notice, and a fresh game starts', () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, '{"state": {"match": tru');
    const store = storeWith(storage);
    expect(store.getState().notice).toBe('saveUnreadable');
    expect(store.getState().state.phase).toBe('choose');
    const aside = setAsideKeys(storage);
    expect(aside).toHaveLength(1);
    expect(storage.getItem(aside[0] as string)).toBe('{"state": {"match": tru');
    store.getState().dismissNotice();
    expect(store.getState().notice).toBe(null);
  });

  it('a save whose moves do not replay is set aside with a notice', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    playSome(a, 5);
    const saved = JSON.parse(storage.getItem(SAVE_KEY) as string);
    saved.state.match.log.push({ type: 'swap', give: 'Ah', take: 'Ah' }, { type: 'knock' });
    saved.state.match.log[0].deck[0] = saved.state.match.log[0].deck[1];
    storage.setItem(SAVE_KEY, JSON.stringify(saved));
    const b = storeWith(storage, 555);
    expect(b.getState().notice).toBe('saveUnreadable');
    expect(b.getState().match.seed).toBe(555);
    expect(b.getState().match.log).toHaveLength(1);
    expect(setAsideKeys(storage)).toHaveLength(1);
  });

  it('a save from a newer version of the app is set aside, not misread', () => {
    const storage = new MemoryStorage();
    storage.setItem(SAVE_KEY, JSON.stringify({ state: { future: true }, version: 99 }));
    const store = storeWith(storage);
    expect(store.getState().notice).toBe('saveNewer');
    expect(setAsideKeys(storage)).toHaveLength(1);
  });

  it('settings out of range in a save fall back to the defaults', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    const saved = JSON.parse(storage.getItem(SAVE_KEY) as string);
    saved.state.settings = {
      opponents: 40,
      level: 'godlike',
      rules: { lives: 0, feuer: 'yes' },
      faces: 'german',
    };
    storage.setItem(SAVE_KEY, JSON.stringify(saved));
    const b = storeWith(storage);
    expect(b.getState().settings).toEqual({ ...a.getState().settings, faces: 'german' });
  });

  it('keeps only the last three set-aside saves', () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < 5; i++) {
      storage.setItem(SAVE_KEY, `broken ${i}`);
      storeWith(storage);
    }
    expect(setAsideKeys(storage).length).toBeLessThanOrEqual(3);
  });
});
