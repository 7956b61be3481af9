// When a deal of Schnapsen or the match is over, which deal it is and who lost it, from the engine's state.
// A module of its own, needing nothing of the engine's code, so that the home screen can say how a match
// stands without loading the rules (src/match/schnapsen.ts re-exports it with the rest of the match code).
import type { Seat } from '../engine/game';
import type { SchnapsenState } from '../engine/schnapsen';

/** True once the deal's result stands: the deal is over, and the match (the Bummerl) may be too. */
export function roundOver(s: Pick<SchnapsenState, 'phase'>): boolean {
  return s.phase === 'dealOver' || s.phase === 'matchOver';
}

/** True once the Bummerl is decided. */
export function matchOver(s: Pick<SchnapsenState, 'phase'>): boolean {
  return s.phase === 'matchOver';
}

/** The deal on the table (1-based), or the last one while its result stands; 0 before the first deal. */
export function roundNumber(s: Pick<SchnapsenState, 'dealNumber'>): number {
  return s.dealNumber;
}

/** The seat that lost the deal just over, as a list like Schwimmen's; none while a deal is played. */
export function roundLosers(s: Pick<SchnapsenState, 'phase' | 'dealResult'>): readonly Seat[] {
  return roundOver(s) && s.dealResult !== null ? [1 - s.dealResult.winner] : [];
}
