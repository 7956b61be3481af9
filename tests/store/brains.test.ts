import { afterEach, describe, expect, it, vi } from 'vitest';
import { schwimmen, type SchwimmenAction, type SchwimmenView } from '../../src/engine/schwimmen';
import { playMatch } from '../../src/engine/game';
import { LEVELS, type Level } from '../../src/bots/types';
import { schwimmenBots } from '../../src/bots/schwimmen';
import { schnapsen } from '../../src/engine/schnapsen';
import { schnapsenBots } from '../../src/bots/schnapsen';
import type { Hint } from '../../src/bots/schwimmen/hint';
import type { SchnapsenHint } from '../../src/bots/schnapsen/hint';
import { decideInApp, hintInApp } from '../../src/store/brains';

describe('the app’s computer players', () => {
  it('answer with a legal action at every level, each loaded when first asked (none is in the first download)', async () => {
    const { state } = playMatch(schwimmen, { players: 4, firstDealer: 0 }, 8, { maxActions: 6 });
    const seat = schwimmen.actor(state) as number;
    const view = schwimmen.view(state, seat);
    const legal = schwimmen.legalActions(state);
    for (const level of LEVELS) {
      const answer = decideInApp('schwimmen', level, view, legal, 5);
      expect(answer).toBeInstanceOf(Promise);
      expect(legal).toContainEqual(await answer);
    }
  });

  it('work out the human’s hint away from the page’s first download: the expert’s action, with its reason', async () => {
    const { state } = playMatch(schwimmen, { players: 4, firstDealer: 0 }, 8, { maxActions: 6 });
    const seat = schwimmen.actor(state) as number;
    const view = schwimmen.view(state, seat);
    const legal = schwimmen.legalActions(state);
    const answer = hintInApp('schwimmen', view, legal, 11);
    expect(answer).toBeInstanceOf(Promise);
    const hint = (await answer) as Hint;
    expect(hint.action).toEqual(schwimmenBots.expert.decide(view, legal, 11));
    expect(hint.reason.kind).toBe(hint.action.type === 'swap' ? 'take' : hint.action.type);
  });

  it('Schnapsen: every level answers with its own bot’s legal move, loaded away from the first download', async () => {
    const { state } = playMatch(schnapsen, { firstDealer: 1 }, 3, { maxActions: 4 });
    const seat = schnapsen.actor(state) as number;
    const view = schnapsen.view(state, seat);
    const legal = schnapsen.legalActions(state);
    for (const level of LEVELS) {
      const answer = decideInApp('schnapsen', level, view, legal, 9);
      expect(answer).toBeInstanceOf(Promise);
      expect(await answer).toEqual(schnapsenBots[level].decide(view, legal, 9));
    }
  });

  it('Schnapsen: the human’s hint is the expert’s move with its reason, away from the first download', async () => {
    const { state } = playMatch(schnapsen, { firstDealer: 1 }, 3, { maxActions: 4 });
    const seat = schnapsen.actor(state) as number;
    const view = schnapsen.view(state, seat);
    const legal = schnapsen.legalActions(state);
    const answer = hintInApp('schnapsen', view, legal, 13);
    expect(answer).toBeInstanceOf(Promise);
    const hint = (await answer) as SchnapsenHint;
    expect(hint.action).toEqual(schnapsenBots.expert.decide(view, legal, 13));
    expect(hint.reason.kind).toBeTypeOf('string');
  });
});

/** A worker whose script never arrives (offline, or blocked): the browser fires a plain error event. */
class UnloadableWorker {
  static started = 0;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor() {
    UnloadableWorker.started++;
    setTimeout(() => this.onerror?.(new Event('error', { cancelable: true })));
  }
  postMessage() {}
  terminate() {}
}

/** A worker that loads and answers moves with the app's own players, as the real one does. */
class AnsweringWorker {
  static started = 0;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor() {
    AnsweringWorker.started++;
  }
  postMessage(request: {
    id: number;
    game: 'schwimmen';
    level: Level;
    view: SchwimmenView;
    legal: SchwimmenAction[];
    seed: number;
  }) {
    const action = schwimmenBots[request.level].decide(request.view, request.legal, request.seed);
    setTimeout(() => this.onmessage?.({ data: { id: request.id, action } }));
  }
  terminate() {}
}

/** The app's brains and its list of what is missing, fresh: nothing loaded, no worker started. */
async function freshBrains(worker: unknown) {
  vi.resetModules();
  vi.stubGlobal('Worker', worker);
  // The server answers once the browser is back online.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null))),
  );
  const brains = await import('../../src/store/brains');
  const missing = await import('../../src/store/missing');
  const chunks = await import('../../src/store/chunks');
  return { ...brains, ...missing, ...chunks };
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
}

function schwimmenPosition() {
  const { state } = playMatch(schwimmen, { players: 4, firstDealer: 0 }, 8, { maxActions: 6 });
  const seat = schwimmen.actor(state) as number;
  return { view: schwimmen.view(state, seat), legal: schwimmen.legalActions(state) };
}

describe('issue 38: a searching computer player whose worker cannot load', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('online, thinks in the page at its own level, and nothing is said', async () => {
    const brains = await freshBrains(UnloadableWorker);
    const { view, legal } = schwimmenPosition();
    for (const level of ['hard', 'expert'] as const) {
      expect(await brains.decideInApp('schwimmen', level, view, legal, 5)).toEqual(
        schwimmenBots[level].decide(view, legal, 5),
      );
    }
    expect(brains.missingNow()).toEqual([]);
  });

  it('offline, with only the quick players here, plays at the normal level and says so; back online it plays at its own level again', async () => {
    const brains = await freshBrains(AnsweringWorker);
    const { view, legal } = schwimmenPosition();
    await brains.decideInApp('schwimmen', 'normal', view, legal, 5);
    AnsweringWorker.started = 0;
    goOffline();
    expect(await brains.decideInApp('schwimmen', 'hard', view, legal, 7)).toEqual(
      schwimmenBots.normal.decide(view, legal, 7),
    );
    expect(brains.missingNow()).toEqual([{ kind: 'standIn', game: 'schwimmen' }]);
    expect(AnsweringWorker.started, 'offline, no worker is started only to fail').toBe(0);
    goOnline();
    await vi.waitFor(() => expect(brains.missingNow()).toEqual([]));
    expect(await brains.decideInApp('schwimmen', 'expert', view, legal, 7)).toEqual(
      schwimmenBots.expert.decide(view, legal, 7),
    );
    expect(AnsweringWorker.started).toBe(1);
  });

  it('when no player’s code can come, the answer is a LoadError (the driver waits and says so)', async () => {
    const brains = await freshBrains(AnsweringWorker);
    const { view, legal } = schwimmenPosition();
    goOffline();
    for (const level of LEVELS) {
      const error = await Promise.resolve(brains.decideInApp('schwimmen', level, view, legal, 5)).catch(
        (e: unknown) => e,
      );
      expect(brains.isLoadError(error), level).toBe(true);
    }
  });

  it('Schnapsen: the page’s own players hold every level, so it keeps its level', async () => {
    const brains = await freshBrains(UnloadableWorker);
    const { state } = playMatch(schnapsen, { firstDealer: 1 }, 3, { maxActions: 4 });
    const seat = schnapsen.actor(state) as number;
    const view = schnapsen.view(state, seat);
    const legal = schnapsen.legalActions(state);
    expect(await brains.decideInApp('schnapsen', 'expert', view, legal, 9)).toEqual(
      schnapsenBots.expert.decide(view, legal, 9),
    );
    expect(brains.missingNow()).toEqual([]);
  });

  it('the human’s hint is worked out in the page instead', async () => {
    const brains = await freshBrains(UnloadableWorker);
    const { view, legal } = schwimmenPosition();
    const hint = (await brains.hintInApp('schwimmen', view, legal, 11)) as Hint;
    expect(hint.action).toEqual(schwimmenBots.expert.decide(view, legal, 11));
  });

  it('a table on screen starts the worker for its searching players once, and none for quick ones or offline', async () => {
    const brains = await freshBrains(AnsweringWorker);
    AnsweringWorker.started = 0;
    brains.prepareComputers('schwimmen', [null, 'normal', 'easy']);
    expect(AnsweringWorker.started).toBe(0);
    goOffline();
    brains.prepareComputers('schwimmen', [null, 'hard', 'hard']);
    expect(AnsweringWorker.started).toBe(0);
    goOnline();
    brains.prepareComputers('schwimmen', [null, 'hard', 'hard']);
    brains.prepareComputers('schwimmen', [null, 'hard', 'hard']);
    brains.prepareComputers('schnapsen', ['expert']);
    expect(AnsweringWorker.started).toBe(1);
  });
});
