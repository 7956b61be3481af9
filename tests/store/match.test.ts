import { describe, expect, it } from 'vitest';
import { schwimmen, type SchwimmenAction } from '../../src/engine/schwimmen';
import type { SchwimmenSettings } from '../../src/games/schwimmen/settings';
import { applyAddress, HUMAN, speedOf } from '../../src/store';
import { schwimmenDeckFor, replaySchwimmen } from '../../src/match/schwimmen';
import { MemoryStorage, storeWith, sw, swSettings } from './helpers';

describe('match slice', () => {
  it('opens on a table ready to play: a first deal with the default settings', () => {
    const s = sw(storeWith().getState());
    expect(s.match.players).toBe(4);
    expect(s.match.log).toHaveLength(1);
    expect(s.state.phase).toBe('choose');
    expect(s.state.hands[HUMAN]).toHaveLength(3);
    expect(s.match.levels).toEqual([null, 'normal', 'normal', 'normal']);
  });

  it('the same seed deals the same match; the deck of each round comes from the seed', () => {
    const storeA = storeWith(new MemoryStorage(), 1);
    const storeB = storeWith(new MemoryStorage(), 2);
    storeA.getState().newMatch('schwimmen', 77);
    storeB.getState().newMatch('schwimmen', 77);
    const [a, b] = [sw(storeA.getState()), sw(storeB.getState())];
    expect(b.match.seed).toBe(77);
    expect(b.match.firstDealer).toBe(a.match.firstDealer);
    expect(b.match.log).toEqual(a.match.log);
    expect(a.match.log[0]).toEqual({ type: 'deal', deck: schwimmenDeckFor(77, 1) });
    expect(schwimmenDeckFor(77, 2)).not.toEqual(schwimmenDeckFor(77, 1));
  });

  it('accepts a legal move of the human and refuses an illegal one with the reason, changing nothing', () => {
    const store = storeWith();
    store.getState().newMatch('schwimmen', 5);
    // Play until it is the human's turn in 'turns'.
    let guard = 0;
    while (
      schwimmen.actor(sw(store.getState()).state) !== HUMAN ||
      sw(store.getState()).state.phase !== 'turns'
    ) {
      const { state, match } = sw(store.getState());
      const who = schwimmen.actor(state);
      const legal = schwimmen.legalActions(state);
      if (who === HUMAN) store.getState().act('schwimmen', legal[0]);
      else store.getState().computerMove('schwimmen', match.id, match.log.length, legal[legal.length - 1]);
      if (++guard > 50) throw new Error('no human turn');
    }
    const before = sw(store.getState()).state;
    const logLength = sw(store.getState()).match.log.length;
    const swap: SchwimmenAction = { type: 'swap', give: 'Xx' as never, take: 'Ah' };
    expect(store.getState().act('schwimmen', swap)?.code).toBe('giveNotInHand');
    expect(sw(store.getState()).state).toBe(before);
    expect(sw(store.getState()).match.log).toHaveLength(logLength);

    expect(store.getState().act('schwimmen', { type: 'pass' })).toBeNull();
    expect(sw(store.getState()).match.log).toHaveLength(logLength + 1);
  });

  it("refuses the human's move when it is a computer's turn", () => {
    const store = storeWith();
    store.getState().newMatch('schwimmen', 5);
    const { state } = sw(store.getState());
    if (schwimmen.actor(state) === HUMAN) store.getState().act('schwimmen', schwimmen.legalActions(state)[0]);
    expect(schwimmen.actor(sw(store.getState()).state)).not.toBe(HUMAN);
    expect(store.getState().act('schwimmen', { type: 'pass' })?.code).toBe('notYourTurn');
  });

  it('drops a computer move that arrives after the match moved on', () => {
    const store = storeWith();
    const { match } = sw(store.getState());
    store.getState().newMatch('schwimmen');
    expect(store.getState().computerMove('schwimmen', match.id, match.log.length, { type: 'keep' })).toBe(
      false,
    );
    const m = sw(store.getState()).match;
    expect(store.getState().computerMove('schwimmen', m.id, m.log.length + 3, { type: 'keep' })).toBe(false);
  });

  it('the log always replays to the state the store holds', () => {
    const store = storeWith();
    for (let i = 0; i < 60; i++) {
      const { state, match } = sw(store.getState());
      const who = schwimmen.actor(state);
      if (who === 'none') break;
      if (who === 'chance') store.getState().nextDeal('schwimmen');
      else {
        const legal = schwimmen.legalActions(state);
        if (who === HUMAN) store.getState().act('schwimmen', legal[i % legal.length]);
        else
          store
            .getState()
            .computerMove('schwimmen', match.id, match.log.length, legal[(i * 7) % legal.length]);
      }
      expect(replaySchwimmen(sw(store.getState()).match)).toEqual(sw(store.getState()).state);
    }
  });
});

describe('settings slice', () => {
  it('a rule change starts a new match; looks and speed do not', () => {
    const store = storeWith();
    const id = sw(store.getState()).match.id;
    const settings = swSettings(store.getState());
    store
      .getState()
      .saveSettings('schwimmen', { ...settings, faces: 'german', speed: 'fast', level: 'easy' });
    expect(sw(store.getState()).match.id).toBe(id);
    expect(swSettings(store.getState()).faces).toBe('german');
    const fiveLives: SchwimmenSettings = {
      ...swSettings(store.getState()),
      rules: { ...settings.rules, lives: 5 },
    };
    store.getState().saveSettings('schwimmen', fiveLives);
    expect(sw(store.getState()).match.id).not.toBe(id);
    expect(sw(store.getState()).match.rules.lives).toBe(5);
    expect(sw(store.getState()).state.lives).toEqual([5, 5, 5, 5]);
    expect(sw(store.getState()).match.levels.slice(1)).toEqual(['easy', 'easy', 'easy']);
  });

  it('the number of opponents sets the table size', () => {
    const store = storeWith();
    const seven: SchwimmenSettings = { ...swSettings(store.getState()), opponents: 7 };
    store.getState().saveSettings('schwimmen', seven);
    expect(sw(store.getState()).state.players).toBe(8);
    const one: SchwimmenSettings = { ...swSettings(store.getState()), opponents: 1 };
    store.getState().saveSettings('schwimmen', one);
    expect(sw(store.getState()).state.players).toBe(2);
  });
});

describe('the address', () => {
  it('?seed=N starts a reproducible match, and resumes it rather than restarting on reload', () => {
    const storage = new MemoryStorage();
    const store = storeWith(storage);
    applyAddress(store, '?seed=4242');
    expect(sw(store.getState()).match.seed).toBe(4242);
    const id = sw(store.getState()).match.id;
    const again = storeWith(storage);
    applyAddress(again, '?seed=4242');
    expect(sw(again.getState()).match.id).toBe(id);
  });

  it('?speed=instant sets the speed; nonsense is ignored', () => {
    const store = storeWith();
    applyAddress(store, '?speed=instant');
    expect(speedOf(store.getState(), 'schwimmen')).toBe('instant');
    const seed = sw(store.getState()).match.seed;
    applyAddress(store, '?speed=warp&seed=-3');
    expect(speedOf(store.getState(), 'schwimmen')).toBe('instant');
    expect(sw(store.getState()).match.seed).toBe(seed);
  });
});
