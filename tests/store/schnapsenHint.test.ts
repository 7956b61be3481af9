// The Schnapsen hint in the store (issue 13): asked for the human's position only, with the human's view and
// the position's decision seed, kept with that position, never shown for another one, and gone with the next
// move — the same mechanism as Schwimmen's hint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schnapsenBots } from '../../src/bots/schnapsen';
import type { SchnapsenHint } from '../../src/bots/schnapsen/hint';
import { schnapsen, type SchnapsenAction, type SchnapsenView } from '../../src/engine/schnapsen';
import { BOT_DELAY_MS, HUMAN, positionKey, type GameStoreApi } from '../../src/store';
import type { AskHint } from '../../src/store/brains';
import { startBotDriver, type Decide } from '../../src/store/botDriver';
import { schnapsenDecisionSeed } from '../../src/match/schnapsen';
import { MemoryStorage, sn, storeWith } from './helpers';

const A_HINT: SchnapsenHint = {
  action: { type: 'close' },
  reason: { kind: 'close', sure: false },
  winChance: 0.84,
};

/** A hint function the test answers by hand. */
function manualHint() {
  const calls: { view: SchnapsenView; legal: SchnapsenAction[]; seed: number }[] = [];
  const answers: ((h: SchnapsenHint) => void)[] = [];
  const fails: ((e: Error) => void)[] = [];
  const schnapsenHint: AskHint = (_game, view, legal, seed) => {
    calls.push({ view: view as SchnapsenView, legal: legal as SchnapsenAction[], seed });
    return new Promise((resolve, reject) => {
      answers.push(resolve);
      fails.push(reject);
    });
  };
  return {
    schnapsenHint,
    calls,
    answer: (h: SchnapsenHint) => answers.at(-1)?.(h),
    fail: (e: Error) => fails.at(-1)?.(e),
  };
}

const firstCard = (legal: SchnapsenAction[]) => legal.find((a) => a.type === 'play') ?? legal[0];
const cardPlayer: Decide = (_game, _level, _view, legal) => firstCard(legal as SchnapsenAction[]);

/** A store on the Schnapsen screen whose match has the human to act. */
function humanToAct(overrides: Parameters<typeof storeWith>[2] = {}): GameStoreApi {
  const store = storeWith(new MemoryStorage(), 1234, overrides, 'schnapsen');
  store.getState().newMatch('schnapsen', 21);
  untilHumanTurn(store);
  return store;
}

/** Plays the computer's first card until the human is to act. */
function untilHumanTurn(store: GameStoreApi) {
  for (let guard = 0; guard < 30; guard++) {
    const { state: s, match: m } = sn(store.getState());
    const who = schnapsen.actor(s);
    if (who === HUMAN) return;
    if (who === 'chance') store.getState().nextDeal('schnapsen');
    else store.getState().computerMove('schnapsen', m.id, m.log.length, firstCard(schnapsen.legalActions(s)));
  }
  throw new Error('the human never got a turn');
}

describe('the Schnapsen hint in the store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the human’s own view, legal moves and decision seed, and keeps the answer with that position', async () => {
    const manual = manualHint();
    const store = humanToAct({ hint: manual.schnapsenHint });
    const { state, match } = sn(store.getState());
    const key = positionKey(match);

    const settled = store.getState().askHint('schnapsen');
    expect(store.getState().hintPending).toBe(key);
    expect(store.getState().hint).toBeNull();
    expect(manual.calls).toHaveLength(1);
    expect(manual.calls[0].view).toEqual(schnapsen.view(state, HUMAN));
    expect(manual.calls[0].legal).toEqual(schnapsen.legalActions(state));
    expect(manual.calls[0].seed).toBe(schnapsenDecisionSeed(match.seed, match.log.length));

    manual.answer(A_HINT);
    await settled;
    expect(store.getState().hint).toEqual({ game: 'schnapsen', key, hint: A_HINT });
    expect(store.getState().hintPending).toBeNull();
  });

  it('asks once per position: a second press while it works, or once it is shown, does nothing', async () => {
    const manual = manualHint();
    const store = humanToAct({ hint: manual.schnapsenHint });
    const first = store.getState().askHint('schnapsen');
    void store.getState().askHint('schnapsen');
    manual.answer(A_HINT);
    await first;
    await store.getState().askHint('schnapsen');
    expect(manual.calls).toHaveLength(1);
  });

  it('is not asked while the computer is to act', async () => {
    const manual = manualHint();
    const store = storeWith(new MemoryStorage(), 1234, { hint: manual.schnapsenHint }, 'schnapsen');
    for (let seed = 1; schnapsen.actor(sn(store.getState()).state) === HUMAN; seed++)
      store.getState().newMatch('schnapsen', seed);
    await store.getState().askHint('schnapsen');
    expect(manual.calls).toHaveLength(0);
    expect(store.getState().hintPending).toBeNull();
  });

  it('drops an answer that arrives after the human moved, and any move clears a shown hint', async () => {
    const manual = manualHint();
    const store = humanToAct({ hint: manual.schnapsenHint });
    const play = () =>
      store.getState().act('schnapsen', firstCard(schnapsen.legalActions(sn(store.getState()).state)));

    const late = store.getState().askHint('schnapsen');
    play();
    expect(store.getState().hintPending).toBeNull();
    manual.answer(A_HINT);
    await late;
    expect(store.getState().hint).toBeNull();

    untilHumanTurn(store);
    const shown = store.getState().askHint('schnapsen');
    manual.answer(A_HINT);
    await shown;
    expect(store.getState().hint?.key).toBe(positionKey(sn(store.getState()).match));
    play();
    expect(store.getState().hint).toBeNull();
  });

  it('drops an answer that arrives after a new match began, and a new match clears a shown hint', async () => {
    const manual = manualHint();
    const store = humanToAct({ hint: manual.schnapsenHint });
    const late = store.getState().askHint('schnapsen');
    store.getState().newMatch('schnapsen', 21);
    manual.answer(A_HINT);
    await late;
    expect(store.getState().hint).toBeNull();
    expect(store.getState().hintPending).toBeNull();

    untilHumanTurn(store);
    const shown = store.getState().askHint('schnapsen');
    manual.answer(A_HINT);
    await shown;
    expect(store.getState().hint).not.toBeNull();
    store.getState().newMatch('schnapsen', 22);
    expect(store.getState().hint).toBeNull();
  });

  it('a failed hint leaves the table as it was and says so on the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const manual = manualHint();
    const store = humanToAct({ hint: manual.schnapsenHint });
    const settled = store.getState().askHint('schnapsen');
    manual.fail(new Error('worker gone'));
    await settled;
    expect(store.getState().hint).toBeNull();
    expect(store.getState().hintPending).toBeNull();
    expect(errors).toHaveBeenCalledOnce();
  });

  it('with the bot driver running: the hint is the expert’s move for the human, and leaves with the move', async () => {
    const store = storeWith(new MemoryStorage(), 1234, {}, 'schnapsen');
    store.getState().newMatch('schnapsen', 33);
    const stop = startBotDriver(store, { decide: cardPlayer });
    for (let i = 0; i < 20 && schnapsen.actor(sn(store.getState()).state) !== HUMAN; i++) {
      await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal);
    }
    const { state, match } = sn(store.getState());
    expect(schnapsen.actor(state)).toBe(HUMAN);
    await store.getState().askHint('schnapsen');
    const hint = store.getState().hint;
    expect(hint).toMatchObject({ game: 'schnapsen', key: positionKey(match) });
    const expert = schnapsenBots.expert.decide(
      schnapsen.view(state, HUMAN),
      schnapsen.legalActions(state),
      schnapsenDecisionSeed(match.seed, match.log.length),
    );
    expect((hint?.hint as SchnapsenHint | undefined)?.action).toEqual(expert);

    store.getState().act('schnapsen', expert);
    expect(store.getState().hint).toBeNull();
    await vi.advanceTimersByTimeAsync(BOT_DELAY_MS.normal * 3);
    expect(store.getState().hint).toBeNull();
    stop();
  });
});
