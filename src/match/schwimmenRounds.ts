// When a round of Schwimmen or the match is over, which round it is and who lost it, from the engine's state.
// A module of its own, needing nothing of the engine's code, so that the home screen can say how a match
// stands without loading the rules (src/match/schwimmen.ts re-exports it with the rest of the match code).
import type { Seat } from '../engine/game';
import type { SchwimmenState } from '../engine/schwimmen';

/** True once the round's result stands: the round is over, and the match may be too. */
export function roundOver(s: Pick<SchwimmenState, 'phase'>): boolean {
  return s.phase === 'roundOver' || s.phase === 'gameOver';
}

/** True once the match is decided: one player left with lives, or none (a draw). */
export function matchOver(s: Pick<SchwimmenState, 'phase'>): boolean {
  return s.phase === 'gameOver';
}

/** The round on the table (1-based), or the last one while its result stands; 0 before the first deal. */
export function roundNumber(s: Pick<SchwimmenState, 'round'>): number {
  return s.round;
}

/** The seats that lost the round just over (a life, or swimming); none while a round is played. */
export function roundLosers(s: Pick<SchwimmenState, 'phase' | 'roundResult'>): readonly Seat[] {
  return roundOver(s) ? (s.roundResult?.losers ?? []) : [];
}
