// The engine against an independent referee (tests/engine/schwimmen/referee/, written from the rules
// page alone): 3,000 seeded random matches, 2–8 players, random rule options and first dealer, random and
// stacked decks; every actor, legal action set, refusal, contract state field and view compared.
import { describe, expect, it } from 'vitest';
import { count, depth } from '../../depth';
import { formatDifference, MAX_ROUNDS, runMatch } from './referee/compare';

const MATCHES = depth(500, 3000);

describe('S1–S22: the engine agrees with an independent referee', () => {
  it(`S9–S22: ${count(MATCHES)} random matches (at most ${MAX_ROUNDS} rounds each), every action compared`, () => {
    const endings: Record<string, number> = {};
    let rounds = 0;
    let refusals = 0;
    let finished = 0;
    for (let seed = 1; seed <= MATCHES; seed++) {
      const run = runMatch(seed);
      if (run.difference) expect.fail(formatDifference(run.difference));
      rounds += run.rounds;
      refusals += run.refusals;
      if (run.finished) finished++;
      for (const [k, n] of Object.entries(run.endings)) endings[k] = (endings[k] ?? 0) + n;
    }
    // The rare cases did happen, and often (the stacked decks and the biased players are there for this).
    expect(rounds).toBeGreaterThan(MATCHES * 3);
    expect(refusals).toBeGreaterThan(MATCHES / 2);
    expect(finished).toBeGreaterThan(MATCHES / 10);
    const often = [
      'knock',
      'schnauz',
      'feuer',
      'stock',
      'schnauz (S13)',
      'feuer (S13)',
      'S13 dealer’s first packet',
    ];
    const sometimes = [
      ...often,
      'S13 taken with the second packet',
      'new middle',
      'swap and knock',
      'swap and knock, Schnauz or Feuer',
      'tie broken',
      'tie, all lowest lose',
      'nobody loses',
      '30.5 and 31',
    ];
    for (const k of often) expect(endings[k] ?? 0, k).toBeGreaterThan(MATCHES / 20);
    for (const k of sometimes) expect(endings[k] ?? 0, k).toBeGreaterThan(MATCHES / 300);
  });
});
