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
import { MemoryStorage, storeWith } from './helpers';

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
    store.getState().newMatch(5);
    const untilHumanTurns = () => {
      for (let guard = 0; guard < 60; guard++) {
        const { state, match } = store.getState();
        const who = schwimmen.actor(state);
        if (who === HUMAN && state.phase === 'turns') return;
        const legal = schwimmen.legalActions(state);
        if (who === HUMAN) store.getState().act(legal.find((a) => a.type === 'keep') ?? legal[0]);
        else store.getState().computerMove(lineOf(match), match.log.length, pass(legal));
      }
      throw new Error('no human turn');
    };
    const pass = (legal: SchwimmenAction[]) => legal.find((a) => a.type === 'pass') ?? legal[0];
    untilHumanTurns();
    const aimed = positionKey(store.getState().match);
    expect(store.getState().act({ type: 'pass' }, aimed)).toBeNull();
    untilHumanTurns();
    const log = store.getState().match.log.length;
    const state = store.getState().state;

    expect(store.getState().act({ type: 'pass' }, aimed)?.code).toBe(STALE_POSITION.code);
    expect(store.getState().match.log).toHaveLength(log);
    expect(store.getState().state).toBe(state);

    expect(store.getState().act({ type: 'pass' }, positionKey(store.getState().match))).toBeNull();
  });

  it('Schnapsen: a second card aimed at the position before the first is refused, the player’s turn or not', () => {
    const store = storeWith(new MemoryStorage(), 1234, {}, 'schnapsen');
    // A deal the human leads, with the trump exchange open: after it, it is still the human's lead.
    let seed = 1;
    const exchangeOpen = () =>
      schnapsen.actor(store.getState().schnapsenState) === HUMAN &&
      schnapsen.legalActions(store.getState().schnapsenState).some((a) => a.type === 'exchangeTrump');
    for (store.getState().newSchnapsenMatch(seed); !exchangeOpen();) {
      store.getState().newSchnapsenMatch(++seed);
      if (seed > 500) throw new Error('no seed with an exchange on the first lead');
    }
    const aimed = positionKey(store.getState().schnapsenMatch);
    expect(store.getState().schnapsenAct({ type: 'exchangeTrump' }, aimed)).toBeNull();
    const log = store.getState().schnapsenMatch.log.length;
    const card = schnapsen.legalActions(store.getState().schnapsenState).find((a) => a.type === 'play');
    expect(card).toBeDefined();

    expect(store.getState().schnapsenAct(card!, aimed)?.code).toBe(STALE_POSITION.code);
    expect(store.getState().schnapsenMatch.log).toHaveLength(log);

    expect(store.getState().schnapsenAct(card!, positionKey(store.getState().schnapsenMatch))).toBeNull();
  });

  it('the next deal asked for a result that is gone deals nothing', () => {
    const store = storeWith(new MemoryStorage(), 1234, {}, 'schnapsen');
    store.getState().newSchnapsenMatch(3);
    const { schnapsenState } = store.getState();
    if (schnapsen.actor(schnapsenState) !== HUMAN) {
      const m = store.getState().schnapsenMatch;
      store
        .getState()
        .schnapsenComputerMove(lineOf(m), m.log.length, schnapsen.legalActions(schnapsenState)[0]);
    }
    const before = positionKey(store.getState().schnapsenMatch);
    // A false claim ends the deal at once.
    expect(store.getState().schnapsenAct({ type: 'claim' }, before)).toBeNull();
    expect(schnapsen.actor(store.getState().schnapsenState)).toBe('chance');
    const log = store.getState().schnapsenMatch.log.length;
    store.getState().schnapsenNextDeal(before);
    expect(store.getState().schnapsenMatch.log).toHaveLength(log);
    store.getState().schnapsenNextDeal(positionKey(store.getState().schnapsenMatch));
    expect(store.getState().schnapsenMatch.log).toHaveLength(log + 1);
  });
});
