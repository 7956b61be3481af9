// The Schnapsen tutorial's script: its stacked deal really produces what each step talks about (a marriage,
// the exchange, closing, a claim reaching 66, the Bummerl), and following the script reaches the end.
import { describe, expect, it } from 'vitest';
import { DECK_20, isPermutationOf } from '../../src/engine/cards';
import { schnapsen } from '../../src/engine/schnapsen';
import { attempt, nextStep, playThrough, startTutorial } from '../../src/tutorial/script';
import { ANNA, SCHNAPSEN_DECK, YOU, schnapsenTutorial as script } from '../../src/tutorial/schnapsen';

const states = playThrough(script);
const index = (id: string) => script.steps.findIndex((s) => s.id === id);
const at = (id: string) => states[index(id)].state;
const legalAt = (id: string) => schnapsen.legalActions(at(id));

describe('Schnapsen tutorial', () => {
  it('has at least 8 steps, each with its own id and something to point at', () => {
    expect(script.steps.length).toBeGreaterThanOrEqual(8);
    expect(new Set(script.steps.map((s) => s.id)).size).toBe(script.steps.length);
    for (const step of script.steps) expect(step.targets.length).toBeGreaterThan(0);
  });

  it('N1, N3: deals the 20 cards, each once; hearts are trumps under the A♥', () => {
    expect(isPermutationOf(SCHNAPSEN_DECK, DECK_20)).toBe(true);
    const s = at('trump');
    expect(s.trumpCard).toBe('Ah');
    expect(s.trumpSuit).toBe('h');
    expect(s.talon).toHaveLength(9);
  });

  it('N4, N5: you lead while the talon is open, and Anna may answer with any card', () => {
    const s = at('lead');
    expect(s.leader).toBe(YOU);
    expect(legalAt('lead')).toContainEqual({ type: 'play', card: 'Ac' });
    const afterLead = schnapsen.apply(s, { type: 'play', card: 'Ac' });
    // Anna holds no club above J♣ and may still play any of her cards.
    expect(schnapsen.legalActions(afterLead)).toHaveLength(5);
  });

  it('N5: the winner draws first, then the loser; both hold five cards again', () => {
    const s = at('draw');
    expect(s.tricks).toHaveLength(1);
    expect(s.tricks[0].winner).toBe(YOU);
    expect(s.points[YOU]).toBe(13);
    expect(s.hands[YOU]).toContain('Ts');
    expect(s.hands[ANNA]).toContain('Th');
    expect(s.hands[YOU]).toHaveLength(5);
    expect(s.hands[ANNA]).toHaveLength(5);
  });

  it('N7: the marriage in spades is possible at its step and counts 20 at once', () => {
    expect(legalAt('marriage')).toContainEqual({ type: 'marry', suit: 's' });
    expect(at('marriageLead').points[YOU]).toBe(33);
    const plays = legalAt('marriageLead').filter((a) => a.type === 'play');
    expect(plays.map((a) => a.type === 'play' && a.card)).toEqual(['Ks', 'Qs']);
  });

  it('N8: the trump jack exchange is possible at its step, and brings the A♥', () => {
    expect(legalAt('exchange')).toContainEqual({ type: 'exchangeTrump' });
    expect(at('close').hands[YOU]).toContain('Ah');
    expect(at('close').trumpCard).toBe('Jh');
  });

  it('N9, N6: closing is possible at its step; then Anna must follow suit', () => {
    expect(legalAt('close')).toContainEqual({ type: 'close' });
    expect(at('closedLead').closedBy).toBe(YOU);
    const led = schnapsen.apply(at('closedLead'), { type: 'play', card: 'Ah' });
    expect(schnapsen.legalActions(led)).toEqual([{ type: 'play', card: 'Th' }]);
    const led2 = schnapsen.apply(at('closedLead2'), { type: 'play', card: 'Tc' });
    expect(schnapsen.legalActions(led2).map((a) => a.type === 'play' && a.card)).toEqual(['Qc', 'Kc']);
  });

  it('N10: the claim at its step has 66 or more', () => {
    expect(legalAt('claim')).toContainEqual({ type: 'claim' });
    expect(at('claim').points[YOU]).toBeGreaterThanOrEqual(66);
  });

  it('N11, N12: a closed claim against no trick wins 3 game points; the Bummerl goes from 7 to 4', () => {
    const s = at('bummerl');
    expect(s.dealResult).toMatchObject({ winner: YOU, gamePoints: 3, reason: 'closedClaim' });
    expect(s.bummerl).toEqual([4, 7]);
  });

  it('following the script reaches the end; a wrong move or Next on a move step changes nothing', () => {
    expect(states.at(-1)?.done).toBe(true);
    const lead = { ...startTutorial(script), step: index('lead') };
    expect(attempt(script, lead, { type: 'play', card: 'Tc' })).toEqual({ ok: false });
    expect(nextStep(script, lead)).toBe(lead);
  });
});
