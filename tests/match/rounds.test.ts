// Issue 39: each game's match code says when a round (a Schnapsen deal) or the match is over, which round it
// is and who lost it, so that the store, the statistics, the coach, the sounds and the home screen never read
// the engine's raw phases. Seeded matches with random legal play, checked at every step.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng';
import { DEFAULT_RULES as SCHNAPSEN_RULES, schnapsen, type SchnapsenState } from '../../src/engine/schnapsen';
import { DEFAULT_RULES as SCHWIMMEN_RULES, schwimmen, type SchwimmenState } from '../../src/engine/schwimmen';
import * as schnapsenMatch from '../../src/match/schnapsen';
import * as schwimmenMatch from '../../src/match/schwimmen';

function* schwimmenStates(seed: number): Generator<SchwimmenState> {
  const record = schwimmenMatch.newSchwimmenRecord({
    seed,
    opponents: 3,
    level: 'easy',
    rules: SCHWIMMEN_RULES,
    id: `rounds-${seed}`,
  });
  const rng = createRng(seed);
  let s = schwimmenMatch.schwimmenInitialState(record);
  yield s;
  while (schwimmen.actor(s) !== 'none') {
    const legal = schwimmen.legalActions(s);
    s = schwimmen.apply(
      s,
      schwimmen.actor(s) === 'chance'
        ? schwimmenMatch.nextSchwimmenDeal(record, s)
        : legal[rng.int(legal.length)],
    );
    yield s;
  }
}

function* schnapsenStates(seed: number): Generator<SchnapsenState> {
  const record = schnapsenMatch.newSchnapsenRecord({
    seed,
    level: 'easy',
    rules: SCHNAPSEN_RULES,
    id: `rounds-${seed}`,
  });
  const rng = createRng(seed);
  let s = schnapsenMatch.schnapsenInitialState(record);
  yield s;
  while (schnapsen.actor(s) !== 'none') {
    const legal = schnapsen.legalActions(s);
    s = schnapsen.apply(
      s,
      schnapsen.actor(s) === 'chance'
        ? schnapsenMatch.nextSchnapsenDeal(record, s)
        : legal[rng.int(legal.length)],
    );
    yield s;
  }
}

describe('the end of a round and of the match, from the match code', () => {
  it.each([1, 2, 3])(
    'Schwimmen (seed %i): a round is over exactly while its result waits for the next deal',
    (seed) => {
      let rounds = 0;
      let last: SchwimmenState | undefined;
      for (const s of schwimmenStates(seed)) {
        const over = schwimmenMatch.roundOver(s);
        expect(over).toBe(s.round > 0 && s.roundResult !== null && typeof schwimmen.actor(s) !== 'number');
        expect(schwimmenMatch.roundLosers(s)).toEqual(over ? s.roundResult!.losers : []);
        if (over && last && (!schwimmenMatch.roundOver(last) || last.round !== s.round)) rounds++;
        expect(schwimmenMatch.roundNumber(s)).toBe(s.round);
        expect(schwimmenMatch.matchOver(s)).toBe(schwimmen.actor(s) === 'none');
        if (schwimmenMatch.matchOver(s)) expect(over).toBe(true);
        last = s;
      }
      expect(schwimmenMatch.matchOver(last!)).toBe(true);
      expect(rounds).toBe(last!.round);
      expect(schwimmenMatch.roundLosers(last!).length).toBeGreaterThan(0);
    },
  );

  it.each([1, 2, 3])(
    'Schnapsen (seed %i): a deal is over exactly while its result waits for the next deal',
    (seed) => {
      let deals = 0;
      let last: SchnapsenState | undefined;
      for (const s of schnapsenStates(seed)) {
        const over = schnapsenMatch.roundOver(s);
        expect(over).toBe(
          s.dealNumber > 0 && s.dealResult !== null && typeof schnapsen.actor(s) !== 'number',
        );
        expect(schnapsenMatch.roundLosers(s)).toEqual(over ? [1 - s.dealResult!.winner] : []);
        if (over && last && (!schnapsenMatch.roundOver(last) || last.dealNumber !== s.dealNumber)) deals++;
        expect(schnapsenMatch.roundNumber(s)).toBe(s.dealNumber);
        expect(schnapsenMatch.matchOver(s)).toBe(schnapsen.actor(s) === 'none');
        if (schnapsenMatch.matchOver(s)) expect(over).toBe(true);
        last = s;
      }
      expect(schnapsenMatch.matchOver(last!)).toBe(true);
      expect(deals).toBe(last!.dealNumber);
    },
  );
});
