// The Schwimmen tutorial's script: its stacked deal really produces what each step talks about, and following
// the script's own actions reaches the end.
import { describe, expect, it } from 'vitest';
import { isPermutationOf, DECK_32 } from '../../src/engine/cards';
import { handValue, schwimmen } from '../../src/engine/schwimmen';
import { attempt, playThrough, startTutorial } from '../../src/tutorial/script';
import {
  ANNA,
  SCHWIMMEN_DECK,
  YOU,
  asksToPick,
  schwimmenTutorial as script,
  shownHand,
} from '../../src/tutorial/schwimmen';

const states = playThrough(script);
/** The state shown at the step with this id. */
const at = (id: string) => {
  const index = script.steps.findIndex((s) => s.id === id);
  return states[index].state;
};
const legalAt = (id: string) => schwimmen.legalActions(at(id));

describe('Schwimmen tutorial', () => {
  it('has at least 8 steps, each with its own id and something to point at', () => {
    expect(script.steps.length).toBeGreaterThanOrEqual(8);
    expect(new Set(script.steps.map((s) => s.id)).size).toBe(script.steps.length);
    for (const step of script.steps) expect(step.targets.length).toBeGreaterThan(0);
    expect(script.steps.map((s) => s.id)).toEqual([
      'values',
      'middle',
      'swap',
      'swapAll',
      'pass',
      'knock',
      'schnauz',
      'lives',
    ]);
  });

  it('S11: deals a whole deck of 32 cards, each once', () => {
    expect(isPermutationOf(SCHWIMMEN_DECK, DECK_32)).toBe(true);
  });

  it('S4: the first hand is worth only its best suit, 10', () => {
    const s = at('values');
    expect(s.phase).toBe('turns');
    expect(s.turn).toBe(YOU);
    expect(s.hands[YOU]).toEqual(['Ts', 'Kd', '9c']);
    expect(handValue(s.hands[YOU], s.rules)).toBe(10);
  });

  it('S13: nobody is dealt a Schnauz or Feuer, so the deal leads to Anna’s choice, not to a showdown', () => {
    const init = schwimmen.init(script.options);
    const dealt = schwimmen.apply(init, script.setup[0]);
    expect(dealt.phase).toBe('choose');
    expect(dealt.roundResult).toBeNull();
    expect(schwimmen.legalActions(dealt)).toContainEqual(script.setup[1]);
  });

  it('S12: Anna dealt and kept her hand, so her second packet is the middle', () => {
    const s = at('middle');
    expect(s.dealer).toBe(ANNA);
    expect(s.middle).toEqual(['Ad', '7h', 'Qh']);
  });

  it('a swap of one card is legal at its step and makes 21', () => {
    expect(legalAt('swap')).toContainEqual({ type: 'swap', give: 'Ts', take: 'Ad' });
    expect(handValue(at('swapAll').hands[YOU])).toBe(21);
  });

  it('swap all is legal at its step, with three hearts worth 27 in the middle', () => {
    expect(legalAt('swapAll')).toContainEqual({ type: 'swapAll' });
    expect(handValue(at('swapAll').middle)).toBe(27);
    expect(handValue(at('pass').hands[YOU])).toBe(27);
  });

  it('S16: pass is legal; both passing in a row renews the middle from the stock', () => {
    expect(legalAt('pass')).toContainEqual({ type: 'pass' });
    expect(at('knock').middle).toEqual(['Ks', '7c', '8c']);
  });

  it('S14: knocking is refused at first and allowed at its step', () => {
    expect(legalAt('swap').some((a) => a.type === 'knock')).toBe(false);
    expect(legalAt('knock')).toContainEqual({ type: 'knock' });
  });

  it('S15, S17, S5: after the knock Anna has a last turn and makes a Schnauz, which ends the round', () => {
    const s = at('schnauz');
    expect(s.knocker).toBe(YOU);
    expect(s.phase).toBe('roundOver');
    expect(s.roundResult?.ending).toBe('schnauz');
    expect(handValue(s.hands[ANNA])).toBe(31);
  });

  it('S9, S20: the lowest hand loses its only life and is swimming, still in the game', () => {
    const s = at('lives');
    expect(s.roundResult?.losers).toEqual([YOU]);
    expect(s.lives).toEqual([0, 1]);
    expect(s.out[YOU]).toBe(false);
  });

  it('following the script reaches the end; any other move is refused and changes nothing', () => {
    expect(states.at(-1)?.done).toBe(true);
    const start = startTutorial(script);
    const swapStep = { ...start, step: 2 };
    expect(attempt(script, swapStep, { type: 'pass' })).toEqual({ ok: false });
    expect(attempt(script, swapStep, { type: 'swap', give: 'Kd', take: 'Ad' })).toEqual({ ok: false });
    expect(attempt(script, start, { type: 'pass' })).toEqual({ ok: false });
  });

  it('only the two cards of the swap asked for may be picked, from their own rows; no card at another step', () => {
    const step = (id: string) => script.steps.find((s) => s.id === id)!;
    const swap = step('swap');
    expect(asksToPick(swap, 'hand', 'Ts')).toBe(true);
    expect(asksToPick(swap, 'middle', 'Ad')).toBe(true);
    expect(asksToPick(swap, 'hand', 'Kd')).toBe(false);
    expect(asksToPick(swap, 'middle', '7h')).toBe(false);
    expect(asksToPick(swap, 'middle', 'Ts')).toBe(false);
    for (const id of ['values', 'middle', 'swapAll', 'pass', 'knock', 'schnauz', 'lives']) {
      for (const card of at(id).hands[YOU]) expect(asksToPick(step(id), 'hand', card), id).toBe(false);
    }
  });

  it('S20: at the Schnauz step Anna’s hand is the one the round shows, A♠ K♠ 10♠', () => {
    expect([...shownHand(at('schnauz'), ANNA)].sort()).toEqual(['As', 'Ks', 'Ts']);
    expect(shownHand(at('knock'), ANNA)).toEqual([]);
  });
});
