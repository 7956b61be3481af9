import { describe, expect, it } from 'vitest';
import { playMatch } from '../../src/engine/game';
import { schwimmen } from '../../src/engine/schwimmen';
import { newSchwimmenRecord } from '../../src/match/schwimmen';
import { schwimmenSummary } from '../../src/match/schwimmenSummary';

describe('match summary', () => {
  it('counts rounds, lives lost and the order players went out', () => {
    const record = newSchwimmenRecord({
      seed: 3,
      opponents: 3,
      level: 'normal',
      rules: schwimmen.init({ players: 2, firstDealer: 0 }).rules,
      id: 'x',
    });
    const { state, log } = playMatch(
      schwimmen,
      { players: 4, rules: record.rules, firstDealer: record.firstDealer },
      11,
    );
    const summary = schwimmenSummary({ ...record, log });
    const rounds = log.filter((a) => a.type === 'deal').length;
    expect(summary.rounds).toBe(rounds);
    // Every player but the winner lost all 3 lives and was then put out.
    for (let seat = 0; seat < 4; seat++) {
      expect(summary.livesLost[seat]).toBe(3 - state.lives[seat]);
    }
    expect([...summary.outOrder].sort()).toEqual([0, 1, 2, 3].filter((s) => state.out[s]));
    expect(summary.outOrder).toHaveLength(state.winner === null ? 4 : 3);
  });
});
