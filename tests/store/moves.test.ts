// The move plumbing both games' slices share: a human's action refused with the reason, a computer's answer
// dropped once the match has moved on.
import { describe, expect, it, vi } from 'vitest';
import { IllegalActionError } from '../../src/engine/game';
import { HUMAN } from '../../src/store/match';
import { computerMayMove, playHumanAction } from '../../src/store/slices/moves';

describe('playHumanAction', () => {
  it('plays the action on the human’s turn', () => {
    const advance = vi.fn();
    const refuse = vi.fn();
    expect(playHumanAction(HUMAN, 'pass', advance, refuse)).toBe(true);
    expect(advance).toHaveBeenCalledWith('pass');
    expect(refuse).not.toHaveBeenCalled();
  });

  it('refuses when it is somebody else’s turn, without touching the game', () => {
    const advance = vi.fn();
    const refuse = vi.fn();
    expect(playHumanAction(1, 'pass', advance, refuse)).toBe(false);
    expect(playHumanAction('chance', 'pass', advance, refuse)).toBe(false);
    expect(advance).not.toHaveBeenCalled();
    expect(refuse).toHaveBeenCalledWith({ code: 'notYourTurn', message: "It isn't your turn" });
  });

  it('hands on the rules’ reason for an illegal action', () => {
    const refuse = vi.fn();
    const advance = () => {
      throw new IllegalActionError("You can't knock until everyone has had a turn", 'knockFirstRound');
    };
    expect(playHumanAction(HUMAN, 'knock', advance, refuse)).toBe(false);
    expect(refuse).toHaveBeenCalledWith({
      code: 'knockFirstRound',
      message: "You can't knock until everyone has had a turn",
    });
  });

  it('lets any other error through: a bug is not a refusal', () => {
    const advance = () => {
      throw new TypeError('boom');
    };
    expect(() => playHumanAction(HUMAN, 'pass', advance, vi.fn())).toThrow(TypeError);
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
