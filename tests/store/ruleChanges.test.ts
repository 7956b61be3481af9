// S14b in the store: the rule option `knockWithSwap` is saved with the other rules, an older save without it
// loads with it off, a bad value is treated like any other bad save, and a match that used it replays.
// S13: a round that a Schnauz dealt ends at once waits for the next deal, and survives a reload.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, schwimmen, type SchwimmenAction } from '../../src/engine/schwimmen';
import { HUMAN } from '../../src/store';
import {
  schwimmenInitialState,
  newSchwimmenRecord,
  nextSchwimmenDeal,
  replaySchwimmen,
  upgradedSchwimmenMatch,
} from '../../src/match/schwimmen';
import { parseSchwimmenRecord, readSchwimmenRules } from '../../src/games/schwimmen/record';
import { sanitizeSchwimmenSettings, type SchwimmenSettings } from '../../src/games/schwimmen/settings';
import { GAME_KEYS, MemoryStorage, storeWith, sw, swSettings } from './helpers';

type Envelope = { version: number; rev: number; state: Record<string, unknown> };
const envelope = (storage: Storage, key: string) => JSON.parse(storage.getItem(key) as string) as Envelope;

const withKnock = (a: SchwimmenAction) => 'knock' in a && a.knock === true;

/** A store whose match plays with knockWithSwap and has seen one swap ended with a knock. */
function matchWithSwapKnock() {
  const storage = new MemoryStorage();
  const a = storeWith(storage, 77);
  const settings = swSettings(a.getState());
  const withSwapKnocks: SchwimmenSettings = {
    ...settings,
    rules: { ...settings.rules, knockWithSwap: true },
  };
  a.getState().saveSettings('schwimmen', withSwapKnocks);
  for (let i = 0; i < 4000; i++) {
    const { state, match } = sw(a.getState());
    const who = schwimmen.actor(state);
    if (who === 'none') a.getState().newMatch('schwimmen');
    else if (who === 'chance') a.getState().nextDeal('schwimmen');
    else {
      const legal = schwimmen.legalActions(state);
      const knocking = legal.find((x) => x.type === 'swap' && withKnock(x));
      if (knocking && who === HUMAN) {
        a.getState().act('schwimmen', knocking);
        return { storage, a };
      }
      // Everybody else passes until the human may knock (S14: from the second turn on).
      const pass = legal.find((x) => x.type === 'pass') ?? legal[0];
      if (who === HUMAN) a.getState().act('schwimmen', pass);
      else a.getState().computerMove('schwimmen', match.id, match.log.length, pass);
    }
  }
  throw new Error('the human never had a swap that knocks');
}

describe('S14b: knockWithSwap in the settings and saved matches', () => {
  it('S14b: is off by default and saved with the other rules', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    expect(swSettings(a.getState()).rules.knockWithSwap).toBe(false);
    const settings = swSettings(a.getState());
    const withSwapKnocks: SchwimmenSettings = {
      ...settings,
      rules: { ...settings.rules, knockWithSwap: true },
    };
    a.getState().saveSettings('schwimmen', withSwapKnocks);
    expect(sw(a.getState()).match.rules.knockWithSwap).toBe(true);
    const saved = envelope(storage, GAME_KEYS.schwimmenSettings).state as { rules: Record<string, unknown> };
    expect(saved.rules.knockWithSwap).toBe(true);
    const b = storeWith(storage);
    expect(swSettings(b.getState()).rules.knockWithSwap).toBe(true);
    expect(sw(b.getState()).match.rules.knockWithSwap).toBe(true);
  });

  it('S14b: settings saved before the option existed load with it off; a bad value falls back to off', () => {
    const old = { feuer: false, knockInFirstRound: true, lives: 2, threeOfAKind: true, tieBreak: 'skat' };
    expect(sanitizeSchwimmenSettings({ rules: old }).rules).toEqual({ ...old, knockWithSwap: false });
    expect(sanitizeSchwimmenSettings({ rules: { ...old, knockWithSwap: 'yes' } }).rules.knockWithSwap).toBe(
      false,
    );
    expect(sanitizeSchwimmenSettings({ rules: { ...old, knockWithSwap: true } }).rules.knockWithSwap).toBe(
      true,
    );
  });

  it('S14b: a saved match without the option is read with it off; a bad value sets the match aside', () => {
    const old = { feuer: true, knockInFirstRound: false, lives: 3, threeOfAKind: true, tieBreak: 'none' };
    expect(readSchwimmenRules(old)).toEqual({ ...old, knockWithSwap: false });
    expect(readSchwimmenRules({ ...old, knockWithSwap: 1 })).toBeNull();

    const storage = new MemoryStorage();
    storeWith(storage, 5);
    const saved = envelope(storage, GAME_KEYS.schwimmenMatch);
    const rules = saved.state.rules as Record<string, unknown>;
    delete rules.knockWithSwap;
    storage.setItem(GAME_KEYS.schwimmenMatch, JSON.stringify(saved));
    const b = storeWith(storage, 6);
    expect(b.getState().saveProblems).toEqual([]);
    expect(sw(b.getState()).match.rules.knockWithSwap).toBe(false);

    saved.state.rules = { ...rules, knockWithSwap: 'on' };
    storage.setItem(GAME_KEYS.schwimmenMatch, JSON.stringify(saved));
    const c = storeWith(storage, 7);
    expect(c.getState().saveProblems.map((p) => p.key)).toEqual([GAME_KEYS.schwimmenMatch]);
    expect(schwimmen.legalActions(sw(c.getState()).state).length).toBeGreaterThan(0);
  });

  it('S14b: a match with a swap that knocked survives a reload, the knock included', () => {
    const { storage, a } = matchWithSwapKnock();
    const last = sw(a.getState()).match.log.at(-1) as SchwimmenAction;
    expect(last).toMatchObject({ type: 'swap', knock: true });
    expect(sw(a.getState()).state.knocker).toBe(HUMAN);
    const b = storeWith(storage);
    expect(b.getState().saveProblems).toEqual([]);
    expect(sw(b.getState()).match.log).toEqual(sw(a.getState()).match.log);
    expect(sw(b.getState()).state).toEqual(sw(a.getState()).state);
  });
});

describe('S13: a Schnauz dealt in the store', () => {
  // A link's seed 528 deals 4 players (the default table) with the human dealing and Anna holding 31.
  it('S13: the round is over at the deal: nobody is asked to move, the next round deals as usual', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    a.getState().newMatch('schwimmen', 528);
    const { state, match } = sw(a.getState());
    expect(match.log).toHaveLength(1);
    expect(state.phase).toBe('roundOver');
    expect(state.dealer).toBe(HUMAN);
    expect(state.roundResult).toMatchObject({ ending: 'schnauz', shown: [1] });
    expect(schwimmen.view(state, HUMAN).secondPacketSize).toBe(3);
    expect(a.getState().act('schwimmen', { type: 'keep' })).not.toBeNull();
    expect(sw(a.getState()).state).toBe(state);

    const b = storeWith(storage, 9);
    expect(b.getState().saveProblems).toEqual([]);
    expect(sw(b.getState()).state).toEqual(state);
    b.getState().nextDeal('schwimmen');
    expect(sw(b.getState()).state.round).toBe(2);
    expect(sw(b.getState()).state.phase).not.toBe('roundOver');
  });
});

describe('S13: a match saved by an older version', () => {
  // There the dealer still chose after a Schnauz dealt; seed 528's first deal has one (Anna's 31).
  it('S13: a choice after a Schnauz dealt is left out when the save is read, and the match goes on', () => {
    const m = newSchwimmenRecord({
      seed: 528,
      opponents: 3,
      level: 'normal',
      rules: DEFAULT_RULES,
      id: 'old-1',
    });
    const deal = nextSchwimmenDeal(m, schwimmenInitialState(m));
    let s = schwimmen.apply(schwimmenInitialState(m), deal);
    expect(s.phase).toBe('roundOver');
    const second = nextSchwimmenDeal(m, s);
    s = schwimmen.apply(s, second);
    const old = { ...m, log: [deal, { type: 'keep' }, second] as SchwimmenAction[] };
    expect(() => replaySchwimmen(old)).toThrow();
    const read = parseSchwimmenRecord(JSON.parse(JSON.stringify(old)));
    expect(read).not.toBeNull();
    expect(read?.match.log).toEqual([deal, second]);
    expect(read?.state).toEqual(s);
    // A record that needs nothing comes back as it was.
    const now = { ...m, log: [deal, second] };
    expect(upgradedSchwimmenMatch(now).match).toBe(now);
  });

  it('S13: anything else that does not replay is still set aside', () => {
    const m = newSchwimmenRecord({
      seed: 528,
      opponents: 3,
      level: 'normal',
      rules: DEFAULT_RULES,
      id: 'old-2',
    });
    const deal = nextSchwimmenDeal(m, schwimmenInitialState(m));
    expect(parseSchwimmenRecord({ ...m, log: [deal, { type: 'pass' }] })).toBeNull();
    expect(parseSchwimmenRecord({ ...m, log: [deal, { type: 'keep' }, { type: 'keep' }] })).toBeNull();
  });
});
