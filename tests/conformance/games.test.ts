// Every game through the same conformance suite; each game's own files keep its rule scenarios.
import { describe } from 'vitest';
import { SCHNAPSEN, SCHWIMMEN } from './entries';
import { describeGameConformance } from './gameSuite';

describe('Schwimmen (S8–S22: a legal action always, refusals S10–S18)', () => {
  describeGameConformance(SCHWIMMEN);
});

describe('Schnapsen (N3–N12: a legal action until the deal ends, refusals N3–N10)', () => {
  describeGameConformance(SCHNAPSEN);
});
