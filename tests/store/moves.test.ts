// The move plumbing both games' slices share: a human's action refused with the reason (also when it was aimed
// at a position that is gone), a computer's answer dropped once the match has moved on.
import { describe, expect, it, vi } from 'vitest';
import { IllegalActionError } from '../../src/engine/game';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen, type SchwimmenAction } from '../../src/engine/schwimmen';
import { positionKey } from '../../src/store';
import { HUMAN } from '../../src/match/schwimmen';
import { aimedAtNow, computerMayMove, playHumanAction, STALE_POSITION } from '../../src/store/slices/moves';
import { lineOf } from '../../src/store/takeBack';
import { MemoryStorage, sn, storeWith, sw } from './helpers';

describe('playHumanAction', () => {
  it('plays the action on the human’s turn', () => {
    const advance = vi.fn();
    expect(playHumanAction(HUMAN, 'pass', advance)).toBeNull();
    expect(advance).toHaveBeenCalledWith('pass');
  });

  it('refuses when it is somebody else’s turn, without touching the game', () => {
    const advance = vi.fn();
    const notYours = { code: 'notYourTurn', message: "It isn't your turn" };
    expect(playHumanAction(1, 'pass', advance)).toEqual(notYours);
    expect(playHumanAction('chance', 'pass', advance)).toEqual(notYours);
    expect(advance).not.toHaveBeenCalled();
  });

  it('hands on the rules’ reason for an illegal action', () => {
    const advance = () => {
      throw new IllegalActionError("You can't knock until everyone has had a turn", 'knockFirstRound');
    };
    expect(playHumanAction(HUMAN, 'knock', advance)).toEqual({
      code: 'knockFirstRound',
      message: "You can't knock until everyone has had a turn",
    });
  });

  it('lets any other error through: a bug is not a refusal', () => {
    const advance = () => {
      throw new TypeError('boom');
    };
    expect(() => playHumanAction(HUMAN, 'pass', advance)).toThrow(TypeError);
  });
});

describe('computerMayMove', () => {
  const match = { id: 'm1', log: ['deal', 'keep'] };
  it('takes an answer for this very position when a computer is to act', () => {
    expect(computerMayMove(match, { matchId: 'm1', logLength: 2 }, 1)).toBe(true);
  });
  it('drops an answer for another match or an older position', () => {
    expect(computerMayMove(match, { matchId: 'm0', logLength: 2 }, 1)).toBe(false);
    expect(computerMayMove(match, { matchId: 'm1', logLength: 1 }, 1)).toBe(false);
  });
  it('drops it when the human, chance or nobody is to act', () => {
    for (const actor of [HUMAN, 'chance', 'none'] as const) {
      expect(computerMayMove(match, { matchId: 'm1', logLength: 2 }, actor)).toBe(false);
    }
  });
});

describe('#38: a move counts only for the position it was aimed at', () => {
  it('aimedAtNow: no aim, or the aim of the position now', () => {
    const match = { id: 'm1', log: ['deal', 'keep'] };
    expect(aimedAtNow({ aimedAt: undefined, match })).toBe(true);
    expect(aimedAtNow({ aimedAt: positionKey(match), match })).toBe(true);
    expect(aimedAtNow({ aimedAt: 'm1:1', match })).toBe(false);
    // A take back starts another line of the match: a tap aimed before it is aimed at another position.
    expect(aimedAtNow({ aimedAt: 'm1:2', match: { ...match, takeBacks: 1 } })).toBe(false);
  });

  it('playHumanAction refuses an action aimed at an earlier position, before anything else', () => {
    const advance = vi.fn();
    const match = { id: 'm1', log: ['deal', 'keep', 'pass'] };
    expect(playHumanAction(HUMAN, 'pass', advance, { aimedAt: 'm1:2', match })).toBe(STALE_POSITION);
    expect(advance).not.toHaveBeenCalled();
    expect(playHumanAction(HUMAN, 'pass', advance, { aimedAt: 'm1:3', match })).toBeNull();
    expect(advance).toHaveBeenCalledOnce();
  });

  it('Schwimmen: a second Pass aimed at the position of the first is refused, even on the human’s next turn', () => {
    const store = storeWith();
    store.getState().newMatch('schwimmen', 5);
    const untilHumanTurns = () => {
      for (let guard = 0; guard < 60; guard++) {
        const { state, match } = sw(store.getState());
        const who = schwimmen.actor(state);
        if (who === HUMAN && state.phase === 'turns') return;
        const legal = schwimmen.legalActions(state);
        if (who === HUMAN)
          store.getState().act('schwimmen', legal.find((a) => a.type === 'keep') ?? legal[0]);
        else store.getState().computerMove('schwimmen', lineOf(match), match.log.length, pass(legal));
      }
      throw new Error('no human turn');
    };
    const pass = (legal: SchwimmenAction[]) => legal.find((a) => a.type === 'pass') ?? legal[0];
    untilHumanTurns();
    const aimed = positionKey(sw(store.getState()).match);
    expect(store.getState().act('schwimmen', { type: 'pass' }, aimed)).toBeNull();
    untilHumanTurns();
    const log = sw(store.getState()).match.log.length;
    const state = sw(store.getState()).state;

    expect(store.getState().act('schwimmen', { type: 'pass' }, aimed)?.code).toBe(STALE_POSITION.code);
    expect(sw(store.getState()).match.log).toHaveLength(log);
    expect(sw(store.getState()).state).toBe(state);

    expect(
      store.getState().act('schwimmen', { type: 'pass' }, positionKey(sw(store.getState()).match)),
    ).toBeNull();
  });

  it('Schnapsen: a second card aimed at the position before the first is refused, the player’s turn or not', () => {
    const store = storeWith(new MemoryStorage(), 1234, {}, 'schnapsen');
    // A deal the human leads, with the trump exchange open: after it, it is still the human's lead.
    let seed = 1;
    const exchangeOpen = () =>
      schnapsen.actor(sn(store.getState()).state) === HUMAN &&
      schnapsen.legalActions(sn(store.getState()).state).some((a) => a.type === 'exchangeTrump');
    for (store.getState().newMatch('schnapsen', seed); !exchangeOpen();) {
      store.getState().newMatch('schnapsen', ++seed);
      if (seed > 500) throw new Error('no seed with an exchange on the first lead');
    }
    const aimed = positionKey(sn(store.getState()).match);
    expect(store.getState().act('schnapsen', { type: 'exchangeTrump' }, aimed)).toBeNull();
    const log = sn(store.getState()).match.log.length;
    const card = schnapsen.legalActions(sn(store.getState()).state).find((a) => a.type === 'play');
    expect(card).toBeDefined();

    expect(store.getState().act('schnapsen', card!, aimed)?.code).toBe(STALE_POSITION.code);
    expect(sn(store.getState()).match.log).toHaveLength(log);

    expect(store.getState().act('schnapsen', card!, positionKey(sn(store.getState()).match))).toBeNull();
  });

  it('the next deal asked for a result that is gone deals nothing', () => {
    const store = storeWith(new MemoryStorage(), 1234, {}, 'schnapsen');
    store.getState().newMatch('schnapsen', 3);
    const { state: schnapsenState } = sn(store.getState());
    if (schnapsen.actor(schnapsenState) !== HUMAN) {
      const m = sn(store.getState()).match;
      store
        .getState()
        .computerMove('schnapsen', lineOf(m), m.log.length, schnapsen.legalActions(schnapsenState)[0]);
    }
    const before = positionKey(sn(store.getState()).match);
    // A false claim ends the deal at once.
    expect(store.getState().act('schnapsen', { type: 'claim' }, before)).toBeNull();
    expect(schnapsen.actor(sn(store.getState()).state)).toBe('chance');
    const log = sn(store.getState()).match.log.length;
    store.getState().nextDeal('schnapsen', before);
    expect(sn(store.getState()).match.log).toHaveLength(log);
    store.getState().nextDeal('schnapsen', positionKey(sn(store.getState()).match));
    expect(sn(store.getState()).match.log).toHaveLength(log + 1);
  });
});
