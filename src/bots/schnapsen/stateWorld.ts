// A solver world from a whole engine state, where every card is known: the bots themselves only ever build
// worlds from their view and sampled hidden cards; the tests and the tuning script start from real states.
import type { SchnapsenState } from '../../engine/schnapsen';
import { idx, maskOf, suitIdx } from './cards';
import type { World } from './solver';

/** The solver's world for a whole engine state (every card where the state has it): for tests and tuning. */
export function worldOfState(s: SchnapsenState): World {
  return {
    hands: [maskOf(s.hands[0]), maskOf(s.hands[1])],
    talon: s.talon.map(idx),
    trumpCard: s.trumpCard === null ? -1 : idx(s.trumpCard),
    trump: suitIdx(s.trumpSuit as NonNullable<SchnapsenState['trumpSuit']>),
    closer: s.closedBy ?? -1,
    closeOpponentPoints: s.closing?.opponentPoints ?? 0,
    closeOpponentTrick: s.closing?.opponentHadTrick ?? false,
    points: [s.points[0], s.points[1]],
    tricks: [s.tricksWon[0], s.tricksWon[1]],
    pending: [s.tricksWon[0] > 0 ? 0 : s.marriagePoints[0], s.tricksWon[1] > 0 ? 0 : s.marriagePoints[1]],
    leader: s.leader,
    lead: s.lead === null ? -1 : idx(s.lead),
    exchangeWithOneLeft: s.rules.exchangeWithOneLeft,
  };
}
