import { describe, expect, it } from 'vitest';
import { schwimmen } from '../../src/engine/schwimmen';
import { playMatch } from '../../src/engine/game';
import { LEVELS } from '../../src/bots/types';
import { decideInApp } from '../../src/store/brains';

describe('the app’s computer players', () => {
  it('answer with a legal action at every level; the quick levels at once, the searching ones later', async () => {
    const { state } = playMatch(schwimmen, { players: 4, firstDealer: 0 }, 8, { maxActions: 6 });
    const seat = schwimmen.actor(state) as number;
    const view = schwimmen.view(state, seat);
    const legal = schwimmen.legalActions(state);
    for (const level of LEVELS) {
      const answer = decideInApp(level, view, legal, 5);
      if (level === 'easy' || level === 'normal') expect(answer).not.toBeInstanceOf(Promise);
      else expect(answer).toBeInstanceOf(Promise);
      expect(legal).toContainEqual(await answer);
    }
  });
});
