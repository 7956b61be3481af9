// S14b in the store: the rule option `knockWithSwap` is saved with the other rules, an older save without it
// loads with it off, a bad value is treated like any other bad save, and a match that used it replays.
// S13: a round that a Schnauz dealt ends at once waits for the next deal, and survives a reload.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, schwimmen, type SchwimmenAction } from '../../src/engine/schwimmen';
import { HUMAN } from '../../src/store';
import { GAME_KEYS } from '../../src/store/gameSaves';
import {
  initialState,
  newMatchRecord,
  nextDeal,
  replayMatch,
  upgradedMatch,
} from '../../src/match/schwimmen';
import { parseMatchRecord, readSchwimmenRules } from '../../src/store/schwimmenRecord';
import { sanitizeSettings } from '../../src/store/settings';
import { MemoryStorage, storeWith } from './helpers';

type Envelope = { version: number; rev: number; state: Record<string, unknown> };
const envelope = (storage: Storage, key: string) => JSON.parse(storage.getItem(key) as string) as Envelope;

const withKnock = (a: SchwimmenAction) => 'knock' in a && a.knock === true;

/** A store whose match plays with knockWithSwap and has seen one swap ended with a knock. */
function matchWithSwapKnock() {
  const storage = new MemoryStorage();
  const a = storeWith(storage, 77);
  const settings = a.getState().settings;
  a.getState().saveSettings({ ...settings, rules: { ...settings.rules, knockWithSwap: true } });
  for (let i = 0; i < 4000; i++) {
    const { state, match } = a.getState();
    const who = schwimmen.actor(state);
    if (who === 'none') a.getState().newMatch();
    else if (who === 'chance') a.getState().nextRound();
    else {
      const legal = schwimmen.legalActions(state);
      const knocking = legal.find((x) => x.type === 'swap' && withKnock(x));
      if (knocking && who === HUMAN) {
        a.getState().act(knocking);
        return { storage, a };
      }
      // Everybody else passes until the human may knock (S14: from the second turn on).
      const pass = legal.find((x) => x.type === 'pass') ?? legal[0];
      if (who === HUMAN) a.getState().act(pass);
      else a.getState().computerMove(match.id, match.log.length, pass);
    }
  }
  throw new Error('the human never had a swap that knocks');
}

describe('S14b: knockWithSwap in the settings and saved matches', () => {
  it('S14b: is off by default and saved with the other rules', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    expect(a.getState().settings.rules.knockWithSwap).toBe(false);
    const settings = a.getState().settings;
    a.getState().saveSettings({ ...settings, rules: { ...settings.rules, knockWithSwap: true } });
    expect(a.getState().match.rules.knockWithSwap).toBe(true);
    const saved = envelope(storage, GAME_KEYS.schwimmenSettings).state as { rules: Record<string, unknown> };
    expect(saved.rules.knockWithSwap).toBe(true);
    const b = storeWith(storage);
    expect(b.getState().settings.rules.knockWithSwap).toBe(true);
    expect(b.getState().match.rules.knockWithSwap).toBe(true);
  });

  it('S14b: settings saved before the option existed load with it off; a bad value falls back to off', () => {
    const old = { feuer: false, knockInFirstRound: true, lives: 2, threeOfAKind: true, tieBreak: 'skat' };
    expect(sanitizeSettings({ rules: old }).rules).toEqual({ ...old, knockWithSwap: false });
    expect(sanitizeSettings({ rules: { ...old, knockWithSwap: 'yes' } }).rules.knockWithSwap).toBe(false);
    expect(sanitizeSettings({ rules: { ...old, knockWithSwap: true } }).rules.knockWithSwap).toBe(true);
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
    expect(b.getState().match.rules.knockWithSwap).toBe(false);

    saved.state.rules = { ...rules, knockWithSwap: 'on' };
    storage.setItem(GAME_KEYS.schwimmenMatch, JSON.stringify(saved));
    const c = storeWith(storage, 7);
    expect(c.getState().saveProblems.map((p) => p.key)).toEqual([GAME_KEYS.schwimmenMatch]);
    expect(schwimmen.legalActions(c.getState().state).length).toBeGreaterThan(0);
  });

  it('S14b: a match with a swap that knocked survives a reload, the knock included', () => {
    const { storage, a } = matchWithSwapKnock();
    const last = a.getState().match.log.at(-1) as SchwimmenAction;
    expect(last).toMatchObject({ type: 'swap', knock: true });
    expect(a.getState().state.knocker).toBe(HUMAN);
    const b = storeWith(storage);
    expect(b.getState().saveProblems).toEqual([]);
    expect(b.getState().match.log).toEqual(a.getState().match.log);
    expect(b.getState().state).toEqual(a.getState().state);
  });
});

describe('S13: a Schnauz dealt in the store', () => {
  // Seed 528 deals 4 players (the default table) with the human dealing and Anna holding 31.
  it('S13: the round is over at the deal: nobody is asked to move, the next round deals as usual', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage, 528);
    const { state, match } = a.getState();
    expect(match.log).toHaveLength(1);
    expect(state.phase).toBe('roundOver');
    expect(state.dealer).toBe(HUMAN);
    expect(state.roundResult).toMatchObject({ ending: 'schnauz', shown: [1] });
    expect(schwimmen.view(state, HUMAN).secondPacketSize).toBe(3);
    expect(a.getState().act({ type: 'keep' })).not.toBeNull();
    expect(a.getState().state).toBe(state);

    const b = storeWith(storage, 9);
    expect(b.getState().saveProblems).toEqual([]);
    expect(b.getState().state).toEqual(state);
    b.getState().nextRound();
    expect(b.getState().state.round).toBe(2);
    expect(b.getState().state.phase).not.toBe('roundOver');
  });
});

describe('S13: a match saved by an older version', () => {
  // There the dealer still chose after a Schnauz dealt; seed 528's first deal has one (Anna's 31).
  it('S13: a choice after a Schnauz dealt is left out when the save is read, and the match goes on', () => {
    const m = newMatchRecord({ seed: 528, opponents: 3, level: 'normal', rules: DEFAULT_RULES, id: 'old-1' });
    const deal = nextDeal(m, initialState(m));
    let s = schwimmen.apply(initialState(m), deal);
    expect(s.phase).toBe('roundOver');
    const second = nextDeal(m, s);
    s = schwimmen.apply(s, second);
    const old = { ...m, log: [deal, { type: 'keep' }, second] as SchwimmenAction[] };
    expect(() => replayMatch(old)).toThrow();
    const read = parseMatchRecord(JSON.parse(JSON.stringify(old)));
    expect(read).not.toBeNull();
    expect(read?.match.log).toEqual([deal, second]);
    expect(read?.state).toEqual(s);
    // A record that needs nothing comes back as it was.
    const now = { ...m, log: [deal, second] };
    expect(upgradedMatch(now).match).toBe(now);
  });

  it('S13: anything else that does not replay is still set aside', () => {
    const m = newMatchRecord({ seed: 528, opponents: 3, level: 'normal', rules: DEFAULT_RULES, id: 'old-2' });
    const deal = nextDeal(m, initialState(m));
    expect(parseMatchRecord({ ...m, log: [deal, { type: 'pass' }] })).toBeNull();
    expect(parseMatchRecord({ ...m, log: [deal, { type: 'keep' }, { type: 'keep' }] })).toBeNull();
  });
});
