// The hint in the store (issue 4): asked for the human's position only, kept with that position, never shown
// for another one, and gone with the next move.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schwimmenBots } from '../../src/bots/schwimmen';
import type { Hint } from '../../src/bots/schwimmen/hint';
import { schwimmen, type SchwimmenAction, type SchwimmenView } from '../../src/engine/schwimmen';
import { BOT_DELAY_MS, HUMAN, positionKey, type GameStoreApi } from '../../src/store';
import type { AskHint } from '../../src/store/brains';
import { startBotDriver, type Decide } from '../../src/store/botDriver';
import { schwimmenDecisionSeed } from '../../src/match/schwimmen';
import { MemoryStorage, storeWith, sw } from './helpers';

const passer: Decide = (_game, _level, _view, legal) => legal.find((a) => a.type === 'pass') ?? legal[0];

const A_HINT: Hint = { action: { type: 'pass' }, reason: { kind: 'knock', value: 29 }, loseChance: 0.25 };

/** A hint function the test answers by hand. */
function manualHint() {
  const calls: { view: SchwimmenView; legal: SchwimmenAction[]; seed: number }[] = [];
  const answers: ((h: Hint) => void)[] = [];
  const fails: ((e: Error) => void)[] = [];
  const hint: AskHint = (_game, view, legal, seed) => {
    calls.push({ view: view as SchwimmenView, legal: legal as SchwimmenAction[], seed });
    return new Promise((resolve, reject) => {
      answers.push(resolve);
      fails.push(reject);
    });
  };
  return { hint, calls, answer: (h: Hint) => answers.at(-1)?.(h), fail: (e: Error) => fails.at(-1)?.(e) };
}

/** Plays passes for everybody until the human is to act in the turns phase. */
function untilHumanTurn(store: GameStoreApi) {
  for (let guard = 0; guard < 50; guard++) {
    const { state, match } = sw(store.getState());
    const who = schwimmen.actor(state);
    if (who === HUMAN && state.phase === 'turns') return;
    const legal = schwimmen.legalActions(state);
    const a = legal.find((x) => x.type === 'pass') ?? legal[0];
    if (who === HUMAN) store.getState().act('schwimmen', a);
    else store.getState().computerMove('schwimmen', match.id, match.log.length, a);
  }
  throw new Error('the human never got a turn');
}

describe('the hint in the store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the human’s own view, legal actions and position seed, and keeps the answer with that position', async () => {
    const manual = manualHint();
    const store = storeWith(new MemoryStorage(), 1234, { hint: manual.hint });
    store.getState().newMatch('schwimmen', 21);
    untilHumanTurn(store);
    const { state, match } = sw(store.getState());
    const key = positionKey(match);

    const settled = store.getState().askHint('schwimmen');
    expect(store.getState().hintPending).toBe(key);
    expect(store.getState().hint).toBeNull();
    expect(manual.calls).toHaveLength(1);
    expect(manual.calls[0].view).toEqual(schwimmen.view(state, HUMAN));
    expect(manual.calls[0].legal).toEqual(schwimmen.legalActions(state));
    expect(manual.calls[0].seed).toBe(schwimmenDecisionSeed(match.seed, match.log.length));

    manual.answer(A_HINT);
    await settled;
    expect(store.getState().hint).toEqual({ game: 'schwimmen', key, hint: A_HINT });
    expect(store.getState().hintPending).toBeNull();
  });

  it('asks once per position: a second press while it works, or once it is shown, does nothing', async () => {
    const manual = manualHint();
    const store = storeWith(new MemoryStorage(), 1234, { hint: manual.hint });
    store.getState().newMatch('schwimmen', 21);
    untilHumanTurn(store);
    const first = store.getState().askHint('schwimmen');
    void store.getState().askHint('schwimmen');
    manual.answer(A_HINT);
    await first;
    await store.getState().askHint('schwimmen');
    expect(manual.calls).toHaveLength(1);
  });

  it('is not asked while a computer is to act', async () => {
    const manual = manualHint();
    const store = storeWith(new MemoryStorage(), 1234, { hint: manual.hint });
    for (let seed = 1; schwimmen.actor(sw(store.getState()).state) === HUMAN; seed++)
      store.getState().newMatch('schwimmen', seed);
    await store.getState().askHint('schwimmen');
    expect(manual.calls).toHaveLength(0);
    expect(store.getState().hintPending).toBeNull();
  });

  it('drops an answer that arrives after the human moved, and any move clears a shown hint', async () => {
    const manual = manualHint();
    const store = storeWith(new MemoryStorage(), 1234, { hint: manual.hint });
    store.getState().newMatch('schwimmen', 21);
    untilHumanTurn(store);

    const late = store.getState().askHint('schwimmen');
    store.getState().act('schwimmen', { type: 'pass' });
    expect(store.getState().hintPending).toBeNull();
    manual.answer(A_HINT);
    await late;
    expect(store.getState().hint).toBeNull();

    untilHumanTurn(store);
    const shown = store.getState().askHint('schwimmen');
    manual.answer(A_HINT);
    await shown;
    expect(store.getState().hint?.key).toBe(positionKey(sw(store.getState()).match));
    store.getState().act('schwimmen', { type: 'pass' });
    expect(store.getState().hint).toBeNull();
  });

  it('drops an answer that arrives after a new match began', async () => {
    const manual = manualHint();
    const store = storeWith(new MemoryStorage(), 1234, { hint: manual.hint });
    store.getState().newMatch('schwimmen', 21);
    untilHumanTurn(store);
    const late = store.getState().askHint('schwimmen');
    store.getState().newMatch('schwimmen', 21);
    manual.answer(A_HINT);
    await late;
    expect(store.getState().hint).toBeNull();
    expect(store.getState().hintPending).toBeNull();
  });

  it('a failed hint leaves the table as it was and says so on the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const manual = manualHint();
    const store = storeWith(new MemoryStorage(), 1234, { hint: manual.hint });
    store.getState().newMatch('schwimmen', 21);
    untilHumanTurn(store);
    const settled = store.getState().askHint('schwimmen');
    manual.fail(new Error('worker gone'));
    await settled;
    expect(store.getState().hint).toBeNull();
    expect(store.getState().hintPending).toBeNull();
    expect(errors).toHaveBeenCalledOnce();
  });

  it('with the bot driver running: the hint is the expert’s move for the human, and leaves with the move', async () => {
    const store = storeWith();
    store.getState().newMatch('schwimmen', 33);
    const stop = startBotDriver(store, { decide: passer });
    for (let i = 0; i < 20 && schwimmen.actor(sw(store.getState()).state) !== HUMAN; i++) {
      await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal);
    }
    expect(schwimmen.actor(sw(store.getState()).state)).toBe(HUMAN);
    const { state, match } = sw(store.getState());
    await store.getState().askHint('schwimmen');
    const hint = store.getState().hint;
    expect(hint?.key).toBe(positionKey(match));
    const expert = schwimmenBots.expert.decide(
      schwimmen.view(state, HUMAN),
      schwimmen.legalActions(state),
      schwimmenDecisionSeed(match.seed, match.log.length),
    );
    expect((hint?.hint as Hint | undefined)?.action).toEqual(expert);

    store.getState().act('schwimmen', expert);
    expect(store.getState().hint).toBeNull();
    // The computers play on; no hint comes back for their positions.
    await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal * 3);
    expect(store.getState().hint).toBeNull();
    stop();
  });
});
