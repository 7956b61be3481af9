import { describe, expect, it } from 'vitest';
import { schwimmen } from '../../src/engine/schwimmen';
import { playMatch } from '../../src/engine/game';
import { LEVELS } from '../../src/bots/types';
import { schwimmenBots } from '../../src/bots/schwimmen';
import { schnapsen } from '../../src/engine/schnapsen';
import { schnapsenBots } from '../../src/bots/schnapsen';
import { decideInApp, decideSchnapsenInApp, hintInApp, schnapsenHintInApp } from '../../src/store/brains';

describe('the app’s computer players', () => {
  it('answer with a legal action at every level, each loaded when first asked (none is in the first download)', async () => {
    const { state } = playMatch(schwimmen, { players: 4, firstDealer: 0 }, 8, { maxActions: 6 });
    const seat = schwimmen.actor(state) as number;
    const view = schwimmen.view(state, seat);
    const legal = schwimmen.legalActions(state);
    for (const level of LEVELS) {
      const answer = decideInApp(level, view, legal, 5);
      expect(answer).toBeInstanceOf(Promise);
      expect(legal).toContainEqual(await answer);
    }
  });

  it('work out the human’s hint away from the page’s first download: the expert’s action, with its reason', async () => {
    const { state } = playMatch(schwimmen, { players: 4, firstDealer: 0 }, 8, { maxActions: 6 });
    const seat = schwimmen.actor(state) as number;
    const view = schwimmen.view(state, seat);
    const legal = schwimmen.legalActions(state);
    const answer = hintInApp(view, legal, 11);
    expect(answer).toBeInstanceOf(Promise);
    const hint = await answer;
    expect(hint.action).toEqual(schwimmenBots.expert.decide(view, legal, 11));
    expect(hint.reason.kind).toBe(hint.action.type === 'swap' ? 'take' : hint.action.type);
  });

  it('Schnapsen: every level answers with its own bot’s legal move, loaded away from the first download', async () => {
    const { state } = playMatch(schnapsen, { firstDealer: 1 }, 3, { maxActions: 4 });
    const seat = schnapsen.actor(state) as number;
    const view = schnapsen.view(state, seat);
    const legal = schnapsen.legalActions(state);
    for (const level of LEVELS) {
      const answer = decideSchnapsenInApp(level, view, legal, 9);
      expect(answer).toBeInstanceOf(Promise);
      expect(await answer).toEqual(schnapsenBots[level].decide(view, legal, 9));
    }
  });

  it('Schnapsen: the human’s hint is the expert’s move with its reason, away from the first download', async () => {
    const { state } = playMatch(schnapsen, { firstDealer: 1 }, 3, { maxActions: 4 });
    const seat = schnapsen.actor(state) as number;
    const view = schnapsen.view(state, seat);
    const legal = schnapsen.legalActions(state);
    const answer = schnapsenHintInApp(view, legal, 13);
    expect(answer).toBeInstanceOf(Promise);
    const hint = await answer;
    expect(hint.action).toEqual(schnapsenBots.expert.decide(view, legal, 13));
    expect(hint.reason.kind).toBeTypeOf('string');
  });
});
