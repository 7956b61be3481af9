// Issue 38: the computer players are the same people for the whole match. Their names are given when the
// table first shows a match (in the language of that moment) and kept with the match: a language switch
// later renames nobody, a reload keeps them, and a match saved before names were kept still loads.
import { describe, expect, it } from 'vitest';
import { parseSchwimmenRecord, readSeatNames } from '../../src/games/schwimmen/record';
import { parseSchnapsenRecord } from '../../src/games/schnapsen/record';
import { GAME_KEYS, MemoryStorage, sn, storeWith, sw } from './helpers';

const ENGLISH = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'];
const FRENCH = ['Camille', 'Bastien', 'Claire', 'Damien', 'Manon', 'Félix', 'Juliette'];

const saved = (storage: Storage, key: string) =>
  JSON.parse(storage.getItem(key) as string) as {
    version: number;
    rev: number;
    state: Record<string, unknown>;
  };

describe('#38: Schwimmen: the names are fixed per match', () => {
  it('the first naming holds for the whole match; a later one (another language) changes nothing', () => {
    const store = storeWith();
    const { id, players } = sw(store.getState()).match;
    expect(sw(store.getState()).match.names).toBeUndefined();
    store.getState().nameOpponents('schwimmen', id, ENGLISH);
    expect(sw(store.getState()).match.names).toEqual([null, ...ENGLISH.slice(0, players - 1)]);
    store.getState().nameOpponents('schwimmen', id, FRENCH);
    expect(sw(store.getState()).match.names).toEqual([null, ...ENGLISH.slice(0, players - 1)]);
  });

  it('a naming meant for another match is dropped; a new match is named afresh', () => {
    const store = storeWith();
    const first = sw(store.getState()).match.id;
    store.getState().nameOpponents('schwimmen', first, ENGLISH);
    store.getState().newMatch('schwimmen', 9);
    store.getState().nameOpponents('schwimmen', first, FRENCH);
    expect(sw(store.getState()).match.names).toBeUndefined();
    store.getState().nameOpponents('schwimmen', sw(store.getState()).match.id, FRENCH);
    expect(sw(store.getState()).match.names?.[1]).toBe('Camille');
  });

  it('the names are saved with the match and come back with it', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    a.getState().nameOpponents('schwimmen', sw(a.getState()).match.id, FRENCH);
    expect(saved(storage, GAME_KEYS.schwimmenMatch).state.names).toEqual(sw(a.getState()).match.names);
    const b = storeWith(storage, 999);
    expect(sw(b.getState()).match.names).toEqual(sw(a.getState()).match.names);
    b.getState().nameOpponents('schwimmen', sw(b.getState()).match.id, ENGLISH);
    expect(sw(b.getState()).match.names?.[1]).toBe('Camille');
  });

  it('a match saved before names were kept loads as it was, and is named once shown', () => {
    const store = storeWith();
    const { names: _, ...old } = sw(store.getState()).match;
    const parsed = parseSchwimmenRecord(JSON.parse(JSON.stringify(old)));
    expect(parsed).not.toBeNull();
    expect(parsed!.match.names).toBeUndefined();
    expect(parsed!.match.log).toEqual(old.log);
  });

  it('names that cannot be read are dropped, the match kept', () => {
    const match = sw(storeWith().getState()).match;
    for (const names of [['Anna'], [null, 'Ben', 7, 'Clara'], ['You', 'Ben', 'Clara', 'David'], 'Anna']) {
      const parsed = parseSchwimmenRecord({ ...JSON.parse(JSON.stringify(match)), names });
      expect(parsed, JSON.stringify(names)).not.toBeNull();
      expect(parsed!.match.names).toBeUndefined();
    }
    expect(readSeatNames([null, 'Ben', ' ', 'Clara'], 4)).toBeNull();
    expect(readSeatNames([null, 'Ben', 'x'.repeat(41), 'Clara'], 4)).toBeNull();
    expect(readSeatNames([null, 'Ben', 'Clara', 'David'], 4)).toEqual([null, 'Ben', 'Clara', 'David']);
  });
});

describe('#38: Schnapsen: the opponent keeps its name for the match', () => {
  it('the first naming holds; a later one changes nothing; a new match is named afresh', () => {
    const store = storeWith(new MemoryStorage(), 1234, {}, 'schnapsen');
    const { id } = sn(store.getState()).match;
    store.getState().nameOpponents('schnapsen', id, ['Anna']);
    store.getState().nameOpponents('schnapsen', id, ['Camille']);
    expect(sn(store.getState()).match.opponentName).toBe('Anna');
    store.getState().newMatch('schnapsen', 4);
    expect(sn(store.getState()).match.opponentName).toBeUndefined();
    store.getState().nameOpponents('schnapsen', id, ['Camille']);
    expect(sn(store.getState()).match.opponentName).toBeUndefined();
  });

  it('saved with the match and read back; an old save without it loads; a bad one is dropped', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage, 1234, {}, 'schnapsen');
    a.getState().nameOpponents('schnapsen', sn(a.getState()).match.id, ['Camille']);
    const b = storeWith(storage, 999, {}, 'schnapsen');
    expect(sn(b.getState()).match.opponentName).toBe('Camille');

    const { opponentName: _, ...old } = sn(a.getState()).match;
    expect(parseSchnapsenRecord(JSON.parse(JSON.stringify(old)))?.match.opponentName).toBeUndefined();
    const bad = parseSchnapsenRecord({ ...JSON.parse(JSON.stringify(old)), opponentName: 42 });
    expect(bad).not.toBeNull();
    expect(bad!.match.opponentName).toBeUndefined();
  });
});
