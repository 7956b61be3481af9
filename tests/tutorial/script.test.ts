// The shared tutorial mechanism: a step that explains goes on with Next, a step that waits takes only its own
// action (then the computer's replies), and nothing is changed by a refused action.
import { describe, expect, it } from 'vitest';
import { attempt, nextStep, startTutorial } from '../../src/tutorial/script';
import { schwimmenTutorial as script } from '../../src/tutorial/schwimmen';

describe('tutorial script', () => {
  it('Next moves on from a step that explains, never from one that waits', () => {
    const first = startTutorial(script);
    expect(first.step).toBe(0);
    const second = nextStep(script, first);
    expect(second.step).toBe(1);
    expect(second.state).toBe(first.state);
    const waiting = nextStep(script, second);
    expect(waiting.step).toBe(2);
    expect(nextStep(script, waiting)).toBe(waiting);
  });

  it('the awaited action is applied with the computer’s replies; a wrong one changes nothing', () => {
    const waiting = { ...startTutorial(script), step: 2 };
    const before = JSON.stringify(waiting);
    expect(attempt(script, waiting, { type: 'swapAll' }).ok).toBe(false);
    expect(JSON.stringify(waiting)).toBe(before);
    const done = attempt(script, waiting, { type: 'swap', give: 'Ts', take: 'Ad' });
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.next.step).toBe(3);
    // Anna has replied: it is the player's turn again.
    expect(done.next.state.turn).toBe(0);
    expect(done.next.state.middle).toEqual(['Kh', '7h', 'Qh']);
  });
});
