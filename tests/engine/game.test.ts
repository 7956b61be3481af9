import { describe, expect, it } from 'vitest';
import { DECK_32 } from '../../src/engine/cards';
import {
  IllegalActionError,
  playMatch,
  randomDeal,
  replay,
  sameAction,
  type Policy,
} from '../../src/engine/game';
import { createRng } from '../../src/engine/rng';
import { schwimmen, type SchwimmenAction, type SchwimmenState } from '../../src/engine/schwimmen';

describe('game helpers', () => {
  it('sameAction compares the fields, not their order, and takes an undefined field as absent', () => {
    const swap: SchwimmenAction = { type: 'swap', give: 'Ts', take: 'Ad' };
    expect(sameAction(swap, { take: 'Ad', type: 'swap', give: 'Ts' } as SchwimmenAction)).toBe(true);
    expect(sameAction(swap, { type: 'swap', give: 'Ts', take: '7h' } as SchwimmenAction)).toBe(false);
    expect(sameAction(swap, { type: 'swapAll' })).toBe(false);
    expect(sameAction({ type: 'pass' }, { type: 'pass', knock: undefined } as { type: string })).toBe(true);
    expect(sameAction({ type: 'pass' }, { type: 'pass', knock: true } as { type: string })).toBe(false);
    const deal: SchwimmenAction = { type: 'deal', deck: ['Ah', '7c'] };
    expect(sameAction(deal, { type: 'deal', deck: ['7c', 'Ah'] } as SchwimmenAction)).toBe(false);
    expect(sameAction(deal, { type: 'deal', deck: ['Ah', '7c'] } as SchwimmenAction)).toBe(true);
  });

  it('plays a whole match from a seed, the same way every time', () => {
    const a = playMatch(schwimmen, { players: 4, firstDealer: 1 }, 123);
    const b = playMatch(schwimmen, { players: 4, firstDealer: 1 }, 123);
    expect(a.state.phase).toBe('gameOver');
    expect(b.log).toEqual(a.log);
    expect(b.state).toEqual(a.state);
    expect(playMatch(schwimmen, { players: 4, firstDealer: 1 }, 124).log).not.toEqual(a.log);
  });

  it('replays an action log to the same state', () => {
    const { state, log } = playMatch(schwimmen, { players: 3, firstDealer: 0 }, 5);
    expect(replay(schwimmen, { players: 3, firstDealer: 0 }, log)).toEqual(state);
  });

  it('asks each seat its own policy and stops after maxActions', () => {
    const asked = new Set<number>();
    const passer: Policy<SchwimmenState, SchwimmenAction> = (_s, seat, legal) => {
      asked.add(seat);
      return legal.find((a) => a.type === 'pass') ?? legal[0];
    };
    const { state, log } = playMatch(schwimmen, { players: 3, firstDealer: 0 }, 1, {
      policy: [passer, passer, passer],
      maxActions: 30,
    });
    expect(log).toHaveLength(30);
    expect(state.phase).not.toBe('gameOver');
    expect([...asked].sort()).toEqual([0, 1, 2]);
  });

  it('deals a shuffled copy of the game’s cards', () => {
    const a = randomDeal(schwimmen, createRng(8)) as Extract<SchwimmenAction, { type: 'deal' }>;
    expect(a.type).toBe('deal');
    expect([...a.deck].sort()).toEqual([...DECK_32].sort());
  });

  it('IllegalActionError carries a message for the player and a code for the interface', () => {
    const e = new IllegalActionError("You can't knock until everyone has had a turn", 'knockFirstRound');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('IllegalActionError');
    expect(e.code).toBe('knockFirstRound');
    expect(new IllegalActionError('x').code).toBe('illegal');
  });
});
