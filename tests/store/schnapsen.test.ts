// The Schnapsen slice: the human's actions, the next deal, settings, automatic claim, the Bummerl record,
// persistence beside Schwimmen (save version 2, migrated from version 1) and the bot driver on Schnapsen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  schnapsen,
  type SchnapsenAction,
  type SchnapsenState,
  type SchnapsenView,
} from '../../src/engine/schnapsen';
import type { SchnapsenSettings } from '../../src/games/schnapsen/settings';
import { BOT_DELAY_MS, HUMAN } from '../../src/store';
import { startBotDriver, type Decide } from '../../src/store/botDriver';
import { bummerlAtDealStart } from '../../src/match/schnapsen';
import { MemoryStorage, sn, snSettings, storeWith, sw } from './helpers';

type Store = ReturnType<typeof storeWith>;

/** Saves Schnapsen's settings (its own, beyond the common ones). */
const saveSchnapsen = (store: Store, next: SchnapsenSettings) =>
  store.getState().saveSettings('schnapsen', next);

/** The first legal action that is a card (never a claim, so deals run their course). */
const firstCard = (legal: SchnapsenAction[]) => legal.find((a) => a.type === 'play') ?? legal[0];
/** Schnapsen's computer plays its first card; Schwimmen is never asked (it is not on screen). */
const cardPlayer: Decide = (game, _level, _view, legal) => {
  if (game === 'schwimmen') throw new Error('Schwimmen is not on screen');
  return firstCard(legal as SchnapsenAction[]);
};

/** Plays both seats through the store (no driver) for `moves` actions, dealing when a deal is over. */
function playSome(store: Store, moves: number) {
  for (let i = 0; i < moves; i++) {
    const { state: s, match: m } = sn(store.getState());
    const who = schnapsen.actor(s);
    if (who === 'none') return;
    if (who === 'chance') store.getState().nextDeal('schnapsen');
    else if (who === HUMAN) store.getState().act('schnapsen', firstCard(schnapsen.legalActions(s)));
    else store.getState().computerMove('schnapsen', m.id, m.log.length, firstCard(schnapsen.legalActions(s)));
  }
}

/** A store (on the Schnapsen screen) whose match has the human on lead at the first trick. */
function humanLeads(storage = new MemoryStorage()) {
  const store = storeWith(storage, 1234, {}, 'schnapsen');
  for (let seed = 1; ; seed++) {
    store.getState().newMatch('schnapsen', seed);
    if (schnapsen.actor(sn(store.getState()).state) === HUMAN) return store;
  }
}

describe('Schnapsen in the store', () => {
  it('N3: a new match is dealt at once; the same seed deals the same cards', () => {
    const a = storeWith();
    a.getState().newMatch('schnapsen', 42);
    const b = storeWith(new MemoryStorage(), 9);
    b.getState().newMatch('schnapsen', 42);
    const s = sn(a.getState()).state;
    expect(s.phase).toBe('play');
    expect(s.hands[0]).toHaveLength(5);
    expect(s.talon).toHaveLength(9);
    expect(sn(b.getState()).state.hands).toEqual(s.hands);
    expect(sn(a.getState()).match.log).toHaveLength(1);
  });

  it('a refused action leaves the table as it was and says why', () => {
    const store = humanLeads();
    const hand = sn(store.getState()).state.hands[HUMAN];
    const missing = (['Ac', 'As', 'Ah', 'Ad', 'Tc'] as const).find((c) => !hand.includes(c));
    expect(store.getState().act('schnapsen', { type: 'play', card: missing! } as SchnapsenAction)?.code).toBe(
      'cardNotInHand',
    );
    expect(sn(store.getState()).match.log).toHaveLength(1);
    // After the human's lead it is the computer's turn: the human is refused.
    expect(store.getState().act('schnapsen', { type: 'play', card: hand[0] } as SchnapsenAction)).toBeNull();
    expect(store.getState().act('schnapsen', { type: 'claim' })?.code).toBe('notYourTurn');
  });

  it('N11: a false claim ends the deal for the opponent; the next deal waits for the human', () => {
    const store = humanLeads();
    expect(store.getState().act('schnapsen', { type: 'claim' })).toBeNull();
    const s = sn(store.getState()).state;
    expect(s.phase).toBe('dealOver');
    expect(s.dealResult).toMatchObject({ winner: 1, gamePoints: 3, reason: 'falseClaim' });
    expect(s.bummerl).toEqual([7, 4]);
    expect(bummerlAtDealStart(sn(store.getState()).match)).toEqual([7, 7]);
    store.getState().nextDeal('schnapsen');
    expect(sn(store.getState()).state.dealNumber).toBe(2);
    expect(bummerlAtDealStart(sn(store.getState()).match)).toEqual([7, 4]);
  });

  it('N10: with "automatic claim" the human claims as soon as 66 are counted', () => {
    // Find a position where the human would be on lead with 66 or more.
    for (let seed = 1; seed < 400; seed++) {
      const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
      saveSchnapsen(store, { ...snSettings(store.getState()), autoClaim: true });
      store.getState().newMatch('schnapsen', seed);
      for (let i = 0; i < 40 && sn(store.getState()).state.phase === 'play'; i++) playSome(store, 1);
      const { state: s, match: m } = sn(store.getState());
      if (s.dealResult?.claimedBy !== HUMAN) continue;
      expect(m.log.at(-1)).toEqual({ type: 'claim' });
      expect(s.points[HUMAN]).toBeGreaterThanOrEqual(66);
      return;
    }
    throw new Error('no deal reached 66 for the human');
  });

  it('N12: the Bummerl ends the match; Bummerls won and lost are counted', () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
    store.getState().newMatch('schnapsen', 7);
    for (let i = 0; i < 2000 && sn(store.getState()).state.phase !== 'matchOver'; i++) {
      const s = sn(store.getState()).state;
      if (schnapsen.actor(s) === HUMAN && s.lead === null)
        store.getState().act('schnapsen', { type: 'claim' });
      else playSome(store, 1);
    }
    const s: SchnapsenState = sn(store.getState()).state;
    expect(s.phase).toBe('matchOver');
    expect(s.winner).toBe(1);
    expect(store.getState().tallies.schnapsen ?? { won: 0, lost: 0 }).toEqual({ won: 0, lost: 1 });
    store.getState().newMatch('schnapsen');
    expect(sn(store.getState()).state.bummerl).toEqual([7, 7]);
    expect(store.getState().tallies.schnapsen ?? { won: 0, lost: 0 }).toEqual({ won: 0, lost: 1 });
  });

  it('a rule change starts a new match; the level, faces and points do not', () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
    playSome(store, 3);
    const id = sn(store.getState()).match.id;
    const settings = snSettings(store.getState());
    saveSchnapsen(store, { ...settings, level: 'easy', faces: 'french', showPoints: false });
    expect(sn(store.getState()).match.id).toBe(id);
    saveSchnapsen(store, {
      ...snSettings(store.getState()),
      rules: { ...settings.rules, bummerl: 5 },
    });
    expect(sn(store.getState()).match.id).not.toBe(id);
    expect(sn(store.getState()).state.bummerl).toEqual([5, 5]);
    expect(sn(store.getState()).match.level).toBe('easy');
  });
});

describe('saving Schnapsen beside Schwimmen', () => {
  it('a reload in the middle of a deal brings back exactly the same table and settings', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    saveSchnapsen(a, { ...snSettings(a.getState()), faces: 'french', speed: 'fast' });
    playSome(a, 7);
    const b = storeWith(storage, 999);
    expect(sn(b.getState()).match).toEqual(sn(a.getState()).match);
    expect(sn(b.getState()).state).toEqual(sn(a.getState()).state);
    expect(snSettings(b.getState())).toEqual(snSettings(a.getState()));
    expect(sw(b.getState()).match).toEqual(sw(a.getState()).match);
    expect(b.getState().saveProblems).toEqual([]);
  });
});

describe('the bot driver on Schnapsen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A store on the Schnapsen screen whose computer player acts first. */
  function computerLeads() {
    const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
    for (let seed = 1; ; seed++) {
      store.getState().newMatch('schnapsen', seed);
      if (schnapsen.actor(sn(store.getState()).state) === 1) return store;
    }
  }

  it('the computer acts after the pause of the speed setting, with its own view only', async () => {
    const store = computerLeads();
    const decide = vi.fn(cardPlayer);
    const stop = startBotDriver(store, { decide });
    expect(store.getState().thinking).toBe(1);
    await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal - 1);
    expect(sn(store.getState()).match.log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sn(store.getState()).match.log).toHaveLength(2);
    const [, level, view] = decide.mock.calls[0];
    expect(level).toBe('normal');
    expect((view as SchnapsenView).seat).toBe(1);
    expect(JSON.stringify(view)).not.toContain(`"${sn(store.getState()).state.hands[HUMAN][0]}"`);
    expect(schnapsen.actor(sn(store.getState()).state)).toBe(HUMAN);
    expect(store.getState().thinking).toBe(null);
    stop();
  });

  it('plays only the game on screen: nothing moves on the home screen or at the Schwimmen table', async () => {
    const store = computerLeads();
    store.getState().setScreen('home');
    const decide = vi.fn(cardPlayer);
    const stop = startBotDriver(store, { decide });
    await vi.advanceTimersByTimeAsync(5000);
    expect(decide).not.toHaveBeenCalled();
    store.getState().setScreen('schnapsen');
    await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal);
    expect(decide).toHaveBeenCalledTimes(1);
    stop();
  });

  it('at instant speed a whole match runs with the human playing cards, and drops late answers', async () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
    saveSchnapsen(store, { ...snSettings(store.getState()), speed: 'instant' });
    store.getState().newMatch('schnapsen', 11);
    const stop = startBotDriver(store, { decide: cardPlayer });
    for (let i = 0; i < 3000 && sn(store.getState()).state.phase !== 'matchOver'; i++) {
      await vi.runAllTimersAsync();
      const s = sn(store.getState()).state;
      const who = schnapsen.actor(s);
      if (who === 'chance') store.getState().nextDeal('schnapsen');
      else if (who === HUMAN) store.getState().act('schnapsen', firstCard(schnapsen.legalActions(s)));
      else expect.unreachable('the computer is to act after the timers ran');
    }
    expect(sn(store.getState()).state.phase).toBe('matchOver');
    // An answer for a position that is gone is dropped.
    const { match: m } = sn(store.getState());
    expect(store.getState().computerMove('schnapsen', m.id, m.log.length - 1, { type: 'claim' })).toBe(false);
    stop();
  });
});
