// The duplicate replay: the same round or deal from the same deck, the expert in the player's seat, the same
// computer players with the same seeds.
import { describe, expect, it } from 'vitest';
import { replaySchnapsenDeal, replaySchwimmenRound } from '../../src/coach/replay';
import { schnapsen } from '../../src/engine/schnapsen';
import { schwimmen } from '../../src/engine/schwimmen';
import { HUMAN, replaySchwimmen } from '../../src/match/schwimmen';
import { replaySchnapsen } from '../../src/match/schnapsen';
import { playSchnapsenRecord, playSchwimmenRecord } from '../../src/sim/records';

const roundsOf = (log: readonly { type: string }[]) => log.filter((a) => a.type === 'deal').length;

describe('replaySchwimmenRound', () => {
  it('with the expert in the player’s seat already, the replay is the real round, every round', () => {
    for (const seed of [1, 2, 3]) {
      const record = playSchwimmenRecord({ seed, player: 'expert', opponents: 2, level: 'normal' });
      const state = replaySchwimmen(record);
      for (let round = 1; round <= state.round; round++) {
        const d = replaySchwimmenRound(record, round);
        expect(d.expert, `seed ${seed} round ${round}`).toEqual(d.player);
        expect(d.expertResult).toBe(d.result);
      }
    }
  });

  it('reads the player’s real result from the log and starts from the lives the match had', () => {
    const record = playSchwimmenRecord({ seed: 5, player: 'easy', opponents: 3, level: 'hard' });
    let s = schwimmen.init({ players: record.players, rules: record.rules, firstDealer: record.firstDealer });
    let livesBefore = s.lives[HUMAN];
    for (const action of record.log) {
      if (action.type === 'deal') livesBefore = s.lives[HUMAN];
      s = schwimmen.apply(s, action);
      if (s.phase !== 'roundOver' && s.phase !== 'gameOver') continue;
      if (action.type === 'deal') continue;
      const d = replaySchwimmenRound(record, s.round);
      const lost = s.roundResult?.losers.includes(HUMAN) ?? false;
      expect(d.player.lostLife).toBe(lost);
      expect(d.player.livesAfter).toBe(s.lives[HUMAN]);
      expect(d.result).toBe(lost ? -1 : 0);
      // The expert starts where the player started: a life lost takes one off the same count.
      expect(d.expert.livesAfter).toBe(d.expert.lostLife ? Math.max(0, livesBefore - 1) : livesBefore);
      expect(d.expertResult).toBe(d.expert.lostLife ? -1 : 0);
    }
  });

  it('plays the expert’s own moves: a weak player’s rounds come out differently at times', () => {
    const record = playSchwimmenRecord({ seed: 11, player: 'easy', opponents: 1, level: 'normal' });
    const rounds = roundsOf(record.log);
    const differ = Array.from({ length: rounds }, (_, i) => replaySchwimmenRound(record, i + 1)).filter(
      (d) => d.player.lostLife !== d.expert.lostLife,
    );
    expect(rounds).toBeGreaterThan(2);
    expect(differ.length).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    const record = playSchwimmenRecord({ seed: 8, player: 'normal', opponents: 3, level: 'expert' });
    expect(replaySchwimmenRound(record, 1)).toEqual(replaySchwimmenRound(record, 1));
  });

  it('refuses a round that was not dealt or not finished', () => {
    const record = playSchwimmenRecord({ seed: 2, player: 'normal', opponents: 1, level: 'normal' });
    const rounds = roundsOf(record.log);
    expect(() => replaySchwimmenRound(record, rounds + 1)).toThrow(RangeError);
    const deals = record.log.flatMap((a, i) => (a.type === 'deal' ? [i] : []));
    const unfinished = { ...record, log: record.log.slice(0, deals[1] + 2) };
    expect(() => replaySchwimmenRound(unfinished, 2)).toThrow(/not finished/);
  });
});

describe('replaySchnapsenDeal', () => {
  it('with the expert in the player’s seat already, the replay is the real deal, every deal', () => {
    const record = playSchnapsenRecord({ seed: 3, player: 'expert', level: 'normal', maxDeals: 6 });
    const deals = replaySchnapsen(record).dealNumber;
    for (let deal = 1; deal <= deals; deal++) {
      const d = replaySchnapsenDeal(record, deal);
      expect(d.expert).toEqual(d.player);
    }
  });

  it('gives signed game points for the seat, the player’s from the log', () => {
    const record = playSchnapsenRecord({ seed: 4, player: 'easy', level: 'hard', maxDeals: 8 });
    let s = schnapsen.init({ rules: record.rules, firstDealer: record.firstDealer });
    let seen = 0;
    for (const action of record.log) {
      s = schnapsen.apply(s, action);
      if (s.phase !== 'dealOver' && s.phase !== 'matchOver') continue;
      const r = s.dealResult!;
      const d = replaySchnapsenDeal(record, s.dealNumber);
      expect(d.result).toBe(r.winner === HUMAN ? r.gamePoints : -r.gamePoints);
      expect(Math.abs(d.expertResult)).toBeGreaterThanOrEqual(1);
      expect(Math.abs(d.expertResult)).toBeLessThanOrEqual(3);
      seen++;
    }
    expect(seen).toBe(replaySchnapsen(record).dealNumber);
    expect(seen).toBeGreaterThan(3);
  });

  it('refuses a deal that was not dealt or not finished', () => {
    const record = playSchnapsenRecord({ seed: 4, player: 'normal', level: 'normal', maxDeals: 2 });
    expect(() => replaySchnapsenDeal(record, 3)).toThrow(RangeError);
    const deals = record.log.flatMap((a, i) => (a.type === 'deal' ? [i] : []));
    expect(() => replaySchnapsenDeal({ ...record, log: record.log.slice(0, deals[1] + 3) }, 2)).toThrow(
      /not finished/,
    );
  });
});
