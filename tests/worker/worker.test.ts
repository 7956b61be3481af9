// The worker's protocol: one request, one answer with its id — a computer player's move, or the expert's hint
// for either game — and an error answered as an error.
import { beforeAll, describe, expect, it } from 'vitest';
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

/** The worker's answer to `request`. */
function ask(request: WorkerRequest): WorkerResponse {
  answers.length = 0;
  scope.onmessage?.({ data: request });
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
  it('answers a Schnapsen move with the level’s own move', () => {
    const { view, legal } = schnapsenAt();
    const answer = ask({ id: 3, game: 'schnapsen', level: 'expert', view, legal, seed: 5 });
    expect(answer).toEqual({ id: 3, action: schnapsenBots.expert.decide(view, legal, 5) });
  });

  it('answers a hint for either game with that game’s hint', () => {
    const { view, legal } = schnapsenAt();
    expect(ask({ kind: 'hint', id: 4, game: 'schnapsen', view, legal, seed: 9 })).toEqual({
      id: 4,
      hint: schnapsenHint(view, legal, 9),
    });
    const { state } = playMatch(schwimmen, { players: 3, firstDealer: 0 }, 8, { maxActions: 5 });
    const sw = {
      view: schwimmen.view(state, schwimmen.actor(state) as number),
      legal: schwimmen.legalActions(state),
    };
    expect(ask({ kind: 'hint', id: 5, game: 'schwimmen', ...sw, seed: 2 })).toEqual({
      id: 5,
      hint: schwimmenHint(sw.view, sw.legal, 2),
    });
  });

  it('answers a request it cannot serve with an error under the same id', () => {
    const { view } = schnapsenAt();
    const answer = ask({ kind: 'hint', id: 6, game: 'schnapsen', view, legal: [], seed: 1 });
    expect(answer).toMatchObject({ id: 6, error: expect.any(String) });
  });
});
