// What the game-over screen tells: rounds played, lives each player lost, and the order they went out.
// Derived from the match's log by replaying it (the engine keeps only the current round).
import type { Seat } from '../engine/game';
import { schwimmen } from '../engine/schwimmen';
import { schwimmenInitialState, type SchwimmenMatchRecord } from './schwimmen';

export interface SchwimmenSummary {
  rounds: number;
  livesLost: number[];
  /** Seats in the order they were put out (players put out together, in seat order). */
  outOrder: Seat[];
}

export function schwimmenSummary(match: SchwimmenMatchRecord): SchwimmenSummary {
  let s = schwimmenInitialState(match);
  const livesLost = new Array<number>(match.players).fill(0);
  const outOrder: Seat[] = [];
  let rounds = 0;
  for (const action of match.log) {
    const before = s;
    s = schwimmen.apply(s, action);
    if (s.roundResult && before.roundResult !== s.roundResult) {
      rounds++;
      for (const seat of s.roundResult.losers) if (before.lives[seat] > 0) livesLost[seat]++;
      outOrder.push(...s.roundResult.eliminated);
    }
  }
  return { rounds, livesLost, outOrder };
}
