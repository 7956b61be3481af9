// Fairness: the searching players decide from what their seat may know, nothing else. Every card the view
// does not mention is reshuffled among the places the seat cannot see (the other hands, the stock, the
// second packet); the view stays the same, and so must the decision.
import { describe, expect, it } from 'vitest';
import { EXPERT, EXPERT_MODEL, searchBot } from '../../../src/bots/schwimmen';
import { HARD } from '../../../src/bots/schwimmen/search';
import { createRng } from '../../../src/engine/rng';
import { schwimmen, type SchwimmenState } from '../../../src/engine/schwimmen';
import { count, depth } from '../../depth';
import { normalPlay, positions, reshuffled, type SchwimmenBot } from './helpers';

// Few worlds per decision keep 10,000 decisions (`npm run test:deep`) quick; the code paths are those of the real levels.
const LEVELS: [string, SchwimmenBot][] = [
  ['hard', searchBot('hard', { ...HARD, worlds: 2, minWorlds: 2, swaps: 2 })],
  [
    'expert',
    searchBot('expert', { ...EXPERT, worlds: 2, minWorlds: 2, swaps: 2 }, { ...EXPERT_MODEL, tries: 4 }),
  ],
];

const DECISIONS = depth(1_500, 10_000);

describe('fairness', () => {
  for (const [level, bot] of LEVELS) {
    it(`${level}: decides identically when the hidden cards are reshuffled (${count(DECISIONS)} decisions, 0 changed)`, () => {
      const rng = createRng(level.length);
      let changedCards = 0,
        changedDecisions = 0,
        decisions = 0;
      for (const s of positions(DECISIONS, level === 'hard' ? 41 : 42, normalPlay, 1)) {
        const seat = s.turn as number;
        const other = reshuffled(s, seat, rng);
        const view = schwimmen.view(s, seat);
        expect(schwimmen.view(other, seat)).toEqual(view);
        const hidden = (x: SchwimmenState) => [...x.hands.flat(), ...x.secondPacket, ...x.stock].join();
        if (hidden(other) !== hidden(s)) changedCards++;
        const legal = schwimmen.legalActions(s);
        const a = bot.decide(view, legal, decisions);
        const b = bot.decide(schwimmen.view(other, seat), schwimmen.legalActions(other), decisions);
        if (JSON.stringify(a) !== JSON.stringify(b)) changedDecisions++;
        decisions++;
      }
      expect(decisions).toBe(DECISIONS);
      // The reshuffle really moved hidden cards (nearly always: a last hand shown can leave nothing hidden).
      expect(changedCards).toBeGreaterThan(DECISIONS * 0.9);
      expect(changedDecisions).toBe(0);
    });
  }
});
