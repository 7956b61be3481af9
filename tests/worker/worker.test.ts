// The worker's protocol: one request, one answer with its id — a computer player's move, the expert's hint or
// a round's review, for any registered game — and an error answered as an error.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { schnapsenBots } from '../../src/bots/schnapsen';
import { schnapsenHint } from '../../src/bots/schnapsen/hint';
import { schwimmenHint } from '../../src/bots/schwimmen/hint';
import type { WorkerRequest, WorkerResponse } from '../../src/worker/worker';
import { playMatch } from '../../src/engine/game';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';

const answers: WorkerResponse[] = [];
const scope = {
  onmessage: null as ((e: { data: WorkerRequest }) => void) | null,
  postMessage: (message: WorkerResponse) => answers.push(message),
};

/** The worker's answer to `request` (its game's code may still be coming: the answer is awaited). */
async function ask(request: WorkerRequest): Promise<WorkerResponse> {
  answers.length = 0;
  scope.onmessage?.({ data: request });
  await vi.waitFor(() => expect(answers).toHaveLength(1));
  // One request, one answer: nothing more comes after a moment.
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(answers).toHaveLength(1);
  return answers[0];
}

beforeAll(async () => {
  Object.assign(globalThis, { self: scope });
  await import('../../src/worker/worker');
});

const schnapsenAt = () => {
  const { state } = playMatch(schnapsen, { firstDealer: 1 }, 3, { maxActions: 4 });
  const seat = schnapsen.actor(state) as number;
  return { view: schnapsen.view(state, seat), legal: schnapsen.legalActions(state) };
};

describe('the worker', () => {
  it('answers a Schnapsen move with the level’s own move', async () => {
    const { view, legal } = schnapsenAt();
    const answer = await ask({ id: 3, game: 'schnapsen', level: 'expert', view, legal, seed: 5 });
    expect(answer).toEqual({ id: 3, action: schnapsenBots.expert.decide(view, legal, 5) });
  });

  it('answers a hint for either game with that game’s hint', async () => {
    const { view, legal } = schnapsenAt();
    expect(await ask({ kind: 'hint', id: 4, game: 'schnapsen', view, legal, seed: 9 })).toEqual({
      id: 4,
      hint: schnapsenHint(view, legal, 9),
    });
    const { state } = playMatch(schwimmen, { players: 3, firstDealer: 0 }, 8, { maxActions: 5 });
    const sw = {
      view: schwimmen.view(state, schwimmen.actor(state) as number),
      legal: schwimmen.legalActions(state),
    };
    expect(await ask({ kind: 'hint', id: 5, game: 'schwimmen', ...sw, seed: 2 })).toEqual({
      id: 5,
      hint: schwimmenHint(sw.view, sw.legal, 2),
    });
  });

  it('answers a request it cannot serve with an error under the same id', async () => {
    const { view } = schnapsenAt();
    const answer = await ask({ kind: 'hint', id: 6, game: 'schnapsen', view, legal: [], seed: 1 });
    expect(answer).toMatchObject({ id: 6, error: expect.any(String) });
  });
});

describe('the worker, for any registered game', () => {
  it('answers a review of a finished round with the game’s own review', async () => {
    const { reviewSchwimmenRound } = await import('../../src/coach/review');
    const { schwimmenGame } = await import('../../src/games');
    const { playRecord } = await import('../../src/sim/records');
    const { schwimmenBots } = await import('../../src/bots/schwimmen');
    const { record } = playRecord(schwimmenGame, schwimmenBots, {
      seed: 11,
      player: 'normal',
      level: 'easy',
      players: 3,
      maxRounds: 1,
    });
    const answer = await ask({ kind: 'review', id: 7, game: 'schwimmen', record, round: 1, seat: 0 });
    expect(answer).toEqual({ id: 7, review: reviewSchwimmenRound(record as never, 1, 0) });
  });

  it('answers a request for a game nobody registered with an error, not silence', async () => {
    const { view, legal } = schnapsenAt();
    const answer = await ask({ id: 8, game: 'nonesuch', level: 'easy', view, legal, seed: 1 });
    expect(answer).toMatchObject({ id: 8, error: expect.stringContaining('nonesuch') });
  });
});
