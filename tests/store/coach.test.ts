// The coach's slice (issue 13): Review works out a finished round's or deal's review once, keeps it, and
// says so when it fails; the review on show belongs to one round of one match.
import { describe, expect, it, vi } from 'vitest';
import { schwimmenDecisions, schnapsenDecisions } from '../../src/coach/decisions';
import { reviewSchnapsenDeal, reviewSchwimmenRound } from '../../src/coach/review';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen, type SchwimmenAction } from '../../src/engine/schwimmen';
import type { SchnapsenMatchRecord } from '../../src/match/schnapsen';
import type { SchwimmenMatchRecord } from '../../src/match/schwimmen';
import type { AskReview } from '../../src/store/brains';
import { HUMAN, reviewKey } from '../../src/store';
import { MemoryStorage, playSchnapsen, sn, storeWith, sw } from './helpers';

const realReview: AskReview = async (ask) =>
  ask.game === 'schwimmen'
    ? reviewSchwimmenRound(ask.record as SchwimmenMatchRecord, ask.round, ask.seat)
    : reviewSchnapsenDeal(ask.record as SchnapsenMatchRecord, ask.round, ask.seat);

/** Plays until the first Schwimmen round is over: everybody keeps, then knocks as soon as it may, or passes. */
function afterRoundOne(review: AskReview) {
  const store = storeWith(new MemoryStorage(), 77, { review });
  const choose = (legal: SchwimmenAction[]) =>
    legal.find((a) => a.type === 'knock') ?? legal.find((a) => a.type === 'pass') ?? legal[0];
  for (let i = 0; i < 400 && sw(store.getState()).state.phase !== 'roundOver'; i++) {
    const { state, match } = sw(store.getState());
    const who = schwimmen.actor(state);
    if (who === 'chance') store.getState().nextDeal('schwimmen');
    else if (who === HUMAN) store.getState().act('schwimmen', choose(schwimmen.legalActions(state)));
    else if (who !== 'none')
      store
        .getState()
        .computerMove('schwimmen', match.id, match.log.length, choose(schwimmen.legalActions(state)));
  }
  expect(['roundOver', 'gameOver']).toContain(sw(store.getState()).state.phase);
  return store;
}

describe('the coach slice', () => {
  it('Review of round 1: pending, then every decision of the human in that round, asked once', async () => {
    // The review answers only when let go, so the pending state can be seen.
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const review = vi.fn<AskReview>(async (ask) => {
      await gate;
      return realReview(ask);
    });
    const store = afterRoundOne(review);
    const { match } = sw(store.getState());
    store.getState().openReview('schwimmen');
    const key = reviewKey('schwimmen', match.id, 1);
    expect(store.getState().reviewing).toEqual({ game: 'schwimmen', round: 1, key });
    await vi.waitFor(() => expect(store.getState().reviews[key]).toEqual({ status: 'pending' }));
    letGo();
    const done = await store.getState().reviewOf('schwimmen', 1);
    const entry = store.getState().reviews[key];
    expect(entry.status).toBe('ready');
    expect(done?.decisions.length).toBe(schwimmenDecisions(match, 1).length);
    store.getState().closeReview();
    store.getState().openReview('schwimmen');
    await store.getState().reviewOf('schwimmen', 1);
    expect(review).toHaveBeenCalledTimes(1);
    expect(review.mock.calls[0][0]).toMatchObject({ game: 'schwimmen', round: 1, seat: 0 });
  });

  it('a review that fails is marked failed, logged, and asked again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const review = vi.fn<AskReview>(() => Promise.reject(new Error('worker gone')));
    const store = afterRoundOne(review);
    store.getState().openReview('schwimmen');
    expect(await store.getState().reviewOf('schwimmen', 1)).toBeNull();
    const key = store.getState().reviewing?.key as string;
    expect(store.getState().reviews[key]).toEqual({ status: 'failed' });
    expect(error).toHaveBeenCalled();
    await store.getState().reviewOf('schwimmen', 1);
    expect(review).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('Schnapsen: the review of deal 1 has one entry per real choice of the human', async () => {
    const store = storeWith(new MemoryStorage(), 78, { review: realReview }, 'schnapsen');
    for (let i = 0; i < 200 && sn(store.getState()).state.phase === 'play'; i++) playSchnapsen(store, 1);
    expect(schnapsen.actor(sn(store.getState()).state)).not.toBe(0);
    store.getState().openReview('schnapsen');
    const review = await store.getState().reviewOf('schnapsen', 1);
    expect(review?.decisions.length).toBe(schnapsenDecisions(sn(store.getState()).match, 1).length);
    for (const d of review?.decisions ?? []) expect(d.cost).toBeGreaterThanOrEqual(0);
  });

  it('keeps the last six reviews only', async () => {
    const review = vi.fn(realReview);
    const store = afterRoundOne(review);
    const { state } = sw(store.getState());
    expect(schwimmen.actor(state)).toBe('chance');
    for (let round = 1; round <= 8; round++) {
      store.setState({ reviews: { ...store.getState().reviews, [`x:${round}`]: { status: 'failed' } } });
    }
    await store.getState().reviewOf('schwimmen', 1);
    expect(Object.keys(store.getState().reviews)).toHaveLength(6);
  });
});
