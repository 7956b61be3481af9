// botFor hands out the Schwimmen levels. What every level owes (legal actions, the same answer for the same
// inputs, the same answer when the hidden cards are reshuffled) is checked by tests/conformance/bots.test.ts.
import { describe, expect, it } from 'vitest';
import { schwimmenBots } from '../../../src/bots/schwimmen';
import { botFor, LEVELS } from '../../../src/bots';

describe('every level keeps the bot contract', () => {
  it('botFor hands out the four Schwimmen levels', () => {
    for (const level of LEVELS) expect(botFor('schwimmen', level)).toBe(schwimmenBots[level]);
  });
});
