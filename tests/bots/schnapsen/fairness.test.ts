// Fairness: the searching levels decide from the view alone. The hidden cards (the opponent's hand and
// the face-down talon) are dealt again in a way the view allows, and the decision must not change.
import { describe, expect, it } from 'vitest';
import { EXPERT, HARD, searchBot, type SearchConfig } from '../../../src/bots/schnapsen';
import { createRng } from '../../../src/engine/rng';
import { schnapsen } from '../../../src/engine/schnapsen';
import { count, depth } from '../../depth';
import { key } from '../../engine/schnapsen/helpers';
import { positions, reshuffled } from './positions';

/**
 * The same search code with a small budget, so that 20,000 positions (10,000 per level, each decided twice)
 * take seconds rather than many minutes: every path of the full levels is taken — sampling and inference
 * from the view, the reading of the opponent's play, the one-trick search with its evaluation (the network
 * for `expert`, averaged over draws), exact play once the talon is closed or exhausted, the sure-win check.
 * Only the counts are smaller, and the counts (worlds, nodes, histories, hands) are themselves derived from
 * the view and seed alone.
 */
function small(config: SearchConfig): SearchConfig {
  return {
    ...config,
    samples: 3,
    exactTalon: 0,
    closedWorlds: 6,
    nodeBudget: 2000,
    sureNodes: 3000,
    // The reading at full size took four fifths of this test's time.
    ...(config.reading && { reading: { ...config.reading, histories: 3, hands: 4 } }),
  };
}

const DECISIONS = depth(1_000, 10_000);
const DEALS = depth(170, 1400);

describe('fairness', () => {
  it.each([
    ['hard', HARD],
    ['expert', EXPERT],
  ] as const)(
    `%s: ${count(DECISIONS)} decisions unchanged when the hidden cards are dealt again`,
    (name, config) => {
      const bot = searchBot(`schnapsen:${name}`, small(config));
      const rng = createRng(name === 'hard' ? 11 : 12);
      const states = positions(DEALS, name === 'hard' ? 21 : 22).slice(0, DECISIONS);
      expect(states.length).toBe(DECISIONS);
      let differentDeals = 0;
      states.forEach((s, i) => {
        const seat = schnapsen.actor(s) as number;
        const t = reshuffled(s, rng);
        const view = schnapsen.view(s, seat);
        expect(schnapsen.view(t, seat)).toEqual(view);
        const legal = schnapsen.legalActions(s);
        expect(schnapsen.legalActions(t).map(key)).toEqual(legal.map(key));
        if (JSON.stringify(t.hands) !== JSON.stringify(s.hands) || t.talon.join() !== s.talon.join())
          differentDeals++;
        const a = key(bot.decide(view, legal, i));
        const b = key(bot.decide(schnapsen.view(t, seat), schnapsen.legalActions(t), i));
        if (a !== b)
          throw new Error(`${name} decided ${a}, then ${b} with other hidden cards: ${JSON.stringify(s)}`);
      });
      // Most positions have hidden cards that can move.
      expect(differentDeals).toBeGreaterThan(DECISIONS / 2);
    },
  );
});
