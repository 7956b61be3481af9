// The skill recorder (issue 13): each finished round is reviewed and rated once, with the review's cost and
// the duplicate replay's results; a round the human sat out is not rated.
import { describe, expect, it, vi } from 'vitest';
import { reviewSchnapsenDeal, reviewSchwimmenRound } from '../../src/coach/review';
import { schwimmen, type SchwimmenAction } from '../../src/engine/schwimmen';
import type { AskReview } from '../../src/store/brains';
import { HUMAN } from '../../src/store';
import { startSkillRecorder } from '../../src/store/skillRecorder';
import { createSkillStore } from '../../src/stats/skillStore';
import type { SchnapsenMatchRecord } from '../../src/match/schnapsen';
import type { SchwimmenMatchRecord } from '../../src/match/schwimmen';
import { MemoryStorage, storeWith, sw, withTable } from '../store/helpers';

const realReview: AskReview = async (ask) =>
  ask.game === 'schwimmen'
    ? reviewSchwimmenRound(ask.record as SchwimmenMatchRecord, ask.round, ask.seat)
    : reviewSchnapsenDeal(ask.record as SchnapsenMatchRecord, ask.round, ask.seat);

describe('the skill recorder', () => {
  it('rates a finished Schwimmen round once, from its review and its duplicate', async () => {
    const storage = new MemoryStorage();
    const review = vi.fn(realReview);
    const store = storeWith(storage, 91, { review });
    const skill = createSkillStore({ storage: () => storage, now: () => 5 });
    const stop = startSkillRecorder(store, skill, () => 5);
    const choose = (legal: SchwimmenAction[]) =>
      legal.find((a) => a.type === 'knock') ?? legal.find((a) => a.type === 'pass') ?? legal[0];
    for (let i = 0; i < 400 && sw(store.getState()).state.phase !== 'roundOver'; i++) {
      const { state, match } = sw(store.getState());
      const who = schwimmen.actor(state);
      if (who === HUMAN) store.getState().act('schwimmen', choose(schwimmen.legalActions(state)));
      else if (typeof who === 'number')
        store
          .getState()
          .computerMove('schwimmen', match.id, match.log.length, choose(schwimmen.legalActions(state)));
    }
    expect(sw(store.getState()).state.phase).toBe('roundOver');
    await vi.waitFor(() => expect(skill.getState().record.games.schwimmen?.rounds).toBe(1));
    const matchId = sw(store.getState()).match.id;
    expect(skill.getState().record.marks.schwimmen?.some((m) => m.match === matchId)).toBe(true);
    // Looking again (another state change, a reload) rates nothing twice.
    store.setState({ dialog: 'rules' });
    store.setState(withTable(store.getState(), 'schwimmen', { state: { ...sw(store.getState()).state } }));
    await Promise.resolve();
    expect(review).toHaveBeenCalledTimes(1);
    expect(skill.getState().record.games.schwimmen?.rounds).toBe(1);
    stop();
  });
});
