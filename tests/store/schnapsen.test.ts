// The Schnapsen slice: the human's actions, the next deal, settings, automatic claim, the Bummerl record,
// persistence beside Schwimmen (save version 2, migrated from version 1) and the bot driver on Schnapsen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schnapsen, type SchnapsenAction, type SchnapsenState } from '../../src/engine/schnapsen';
import { BOT_DELAY_MS, HUMAN } from '../../src/store';
import { startBotDriver, type Decide, type DecideSchnapsen } from '../../src/store/botDriver';
import { bummerlAtDealStart } from '../../src/match/schnapsen';
import { MemoryStorage, storeWith } from './helpers';

type Store = ReturnType<typeof storeWith>;

/** The first legal action that is a card (never a claim, so deals run their course). */
const firstCard = (legal: SchnapsenAction[]) => legal.find((a) => a.type === 'play') ?? legal[0];
const cardPlayer: DecideSchnapsen = (_level, _view, legal) => firstCard(legal);
const noSchwimmen: Decide = () => {
  throw new Error('Schwimmen is not on screen');
};

/** Plays both seats through the store (no driver) for `moves` actions, dealing when a deal is over. */
function playSome(store: Store, moves: number) {
  for (let i = 0; i < moves; i++) {
    const { schnapsenState: s, schnapsenMatch: m } = store.getState();
    const who = schnapsen.actor(s);
    if (who === 'none') return;
    if (who === 'chance') store.getState().schnapsenNextDeal();
    else if (who === HUMAN) store.getState().schnapsenAct(firstCard(schnapsen.legalActions(s)));
    else store.getState().schnapsenComputerMove(m.id, m.log.length, firstCard(schnapsen.legalActions(s)));
  }
}

/** A store (on the Schnapsen screen) whose match has the human on lead at the first trick. */
function humanLeads(storage = new MemoryStorage()) {
  const store = storeWith(storage, 1234, {}, 'schnapsen');
  for (let seed = 1; ; seed++) {
    store.getState().newSchnapsenMatch(seed);
    if (schnapsen.actor(store.getState().schnapsenState) === HUMAN) return store;
  }
}

describe('Schnapsen in the store', () => {
  it('N3: a new match is dealt at once; the same seed deals the same cards', () => {
    const a = storeWith();
    a.getState().newSchnapsenMatch(42);
    const b = storeWith(new MemoryStorage(), 9);
    b.getState().newSchnapsenMatch(42);
    const s = a.getState().schnapsenState;
    expect(s.phase).toBe('play');
    expect(s.hands[0]).toHaveLength(5);
    expect(s.talon).toHaveLength(9);
    expect(b.getState().schnapsenState.hands).toEqual(s.hands);
    expect(a.getState().schnapsenMatch.log).toHaveLength(1);
  });

  it('a refused action leaves the table as it was and says why', () => {
    const store = humanLeads();
    const hand = store.getState().schnapsenState.hands[HUMAN];
    const missing = (['Ac', 'As', 'Ah', 'Ad', 'Tc'] as const).find((c) => !hand.includes(c));
    expect(store.getState().schnapsenAct({ type: 'play', card: missing! })?.code).toBe('cardNotInHand');
    expect(store.getState().schnapsenMatch.log).toHaveLength(1);
    // After the human's lead it is the computer's turn: the human is refused.
    expect(store.getState().schnapsenAct({ type: 'play', card: hand[0] })).toBeNull();
    expect(store.getState().schnapsenAct({ type: 'claim' })?.code).toBe('notYourTurn');
  });

  it('N11: a false claim ends the deal for the opponent; the next deal waits for the human', () => {
    const store = humanLeads();
    expect(store.getState().schnapsenAct({ type: 'claim' })).toBeNull();
    const s = store.getState().schnapsenState;
    expect(s.phase).toBe('dealOver');
    expect(s.dealResult).toMatchObject({ winner: 1, gamePoints: 3, reason: 'falseClaim' });
    expect(s.bummerl).toEqual([7, 4]);
    expect(bummerlAtDealStart(store.getState().schnapsenMatch)).toEqual([7, 7]);
    store.getState().schnapsenNextDeal();
    expect(store.getState().schnapsenState.dealNumber).toBe(2);
    expect(bummerlAtDealStart(store.getState().schnapsenMatch)).toEqual([7, 4]);
  });

  it('N10: with "automatic claim" the human claims as soon as 66 are counted', () => {
    // Find a position where the human would be on lead with 66 or more.
    for (let seed = 1; seed < 400; seed++) {
      const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
      store.getState().saveSchnapsenSettings({ ...store.getState().schnapsenSettings, autoClaim: true });
      store.getState().newSchnapsenMatch(seed);
      for (let i = 0; i < 40 && store.getState().schnapsenState.phase === 'play'; i++) playSome(store, 1);
      const { schnapsenState: s, schnapsenMatch: m } = store.getState();
      if (s.dealResult?.claimedBy !== HUMAN) continue;
      expect(m.log.at(-1)).toEqual({ type: 'claim' });
      expect(s.points[HUMAN]).toBeGreaterThanOrEqual(66);
      return;
    }
    throw new Error('no deal reached 66 for the human');
  });

  it('N12: the Bummerl ends the match; Bummerls won and lost are counted', () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
    store.getState().newSchnapsenMatch(7);
    for (let i = 0; i < 2000 && store.getState().schnapsenState.phase !== 'matchOver'; i++) {
      const s = store.getState().schnapsenState;
      if (schnapsen.actor(s) === HUMAN && s.lead === null) store.getState().schnapsenAct({ type: 'claim' });
      else playSome(store, 1);
    }
    const s: SchnapsenState = store.getState().schnapsenState;
    expect(s.phase).toBe('matchOver');
    expect(s.winner).toBe(1);
    expect(store.getState().schnapsenRecord).toEqual({ won: 0, lost: 1 });
    store.getState().newSchnapsenMatch();
    expect(store.getState().schnapsenState.bummerl).toEqual([7, 7]);
    expect(store.getState().schnapsenRecord).toEqual({ won: 0, lost: 1 });
  });

  it('a rule change starts a new match; the level, faces and points do not', () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
    playSome(store, 3);
    const id = store.getState().schnapsenMatch.id;
    const settings = store.getState().schnapsenSettings;
    store
      .getState()
      .saveSchnapsenSettings({ ...settings, level: 'easy', faces: 'french', showPoints: false });
    expect(store.getState().schnapsenMatch.id).toBe(id);
    store.getState().saveSchnapsenSettings({
      ...store.getState().schnapsenSettings,
      rules: { ...settings.rules, bummerl: 5 },
    });
    expect(store.getState().schnapsenMatch.id).not.toBe(id);
    expect(store.getState().schnapsenState.bummerl).toEqual([5, 5]);
    expect(store.getState().schnapsenMatch.level).toBe('easy');
  });
});

describe('saving Schnapsen beside Schwimmen', () => {
  it('a reload in the middle of a deal brings back exactly the same table and settings', () => {
    const storage = new MemoryStorage();
    const a = storeWith(storage);
    a.getState().saveSchnapsenSettings({ ...a.getState().schnapsenSettings, faces: 'french', speed: 'fast' });
    playSome(a, 7);
    const b = storeWith(storage, 999);
    expect(b.getState().schnapsenMatch).toEqual(a.getState().schnapsenMatch);
    expect(b.getState().schnapsenState).toEqual(a.getState().schnapsenState);
    expect(b.getState().schnapsenSettings).toEqual(a.getState().schnapsenSettings);
    expect(b.getState().match).toEqual(a.getState().match);
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
      store.getState().newSchnapsenMatch(seed);
      if (schnapsen.actor(store.getState().schnapsenState) === 1) return store;
    }
  }

  it('the computer acts after the pause of the speed setting, with its own view only', async () => {
    const store = computerLeads();
    const decide = vi.fn(cardPlayer);
    const stop = startBotDriver(store, { decide: noSchwimmen, decideSchnapsen: decide });
    expect(store.getState().thinking).toBe(1);
    await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal - 1);
    expect(store.getState().schnapsenMatch.log).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().schnapsenMatch.log).toHaveLength(2);
    const [level, view] = decide.mock.calls[0];
    expect(level).toBe('normal');
    expect(view.seat).toBe(1);
    expect(JSON.stringify(view)).not.toContain(`"${store.getState().schnapsenState.hands[HUMAN][0]}"`);
    expect(schnapsen.actor(store.getState().schnapsenState)).toBe(HUMAN);
    expect(store.getState().thinking).toBe(null);
    stop();
  });

  it('plays only the game on screen: nothing moves on the home screen or at the Schwimmen table', async () => {
    const store = computerLeads();
    store.getState().setScreen('home');
    const decide = vi.fn(cardPlayer);
    const stop = startBotDriver(store, { decide: noSchwimmen, decideSchnapsen: decide });
    await vi.advanceTimersByTimeAsync(5000);
    expect(decide).not.toHaveBeenCalled();
    store.getState().setScreen('schnapsen');
    await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal);
    expect(decide).toHaveBeenCalledTimes(1);
    stop();
  });

  it('at instant speed a whole match runs with the human playing cards, and drops late answers', async () => {
    const store = storeWith(new MemoryStorage(), 1, {}, 'schnapsen');
    store.getState().saveSchnapsenSettings({ ...store.getState().schnapsenSettings, speed: 'instant' });
    store.getState().newSchnapsenMatch(11);
    const stop = startBotDriver(store, { decide: noSchwimmen, decideSchnapsen: cardPlayer });
    for (let i = 0; i < 3000 && store.getState().schnapsenState.phase !== 'matchOver'; i++) {
      await vi.runAllTimersAsync();
      const s = store.getState().schnapsenState;
      const who = schnapsen.actor(s);
      if (who === 'chance') store.getState().schnapsenNextDeal();
      else if (who === HUMAN) store.getState().schnapsenAct(firstCard(schnapsen.legalActions(s)));
      else expect.unreachable('the computer is to act after the timers ran');
    }
    expect(store.getState().schnapsenState.phase).toBe('matchOver');
    // An answer for a position that is gone is dropped.
    const { schnapsenMatch: m } = store.getState();
    expect(store.getState().schnapsenComputerMove(m.id, m.log.length - 1, { type: 'claim' })).toBe(false);
    stop();
  });
});
