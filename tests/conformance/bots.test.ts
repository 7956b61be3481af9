// Every level of every game through the same bot conformance suite.
import { describe } from 'vitest';
import { describeBotConformance } from './botSuite';
import { SCHNAPSEN_BOTS, SCHWIMMEN_BOTS } from './entries';

describe('Schwimmen bots (S18: one of the legal actions)', () => {
  for (const entry of SCHWIMMEN_BOTS) describeBotConformance(entry);
});

describe('Schnapsen bots (N5–N10: one of the legal actions, no claim without 66)', () => {
  for (const entry of SCHNAPSEN_BOTS) describeBotConformance(entry);
});
