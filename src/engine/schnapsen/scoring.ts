// N10–N12: ending a deal by a claim or by the last trick, its game points, and the Bummerl.
import type { Seat } from '../game';
import { HALF_SCORE, WINNING_SCORE } from './rules';
import type { DealResult, Mutable, SchnapsenState } from './state';

/** N11, first rule: what a winner with 66 earns against an opponent with these points and tricks. */
export function gamePointsAgainst(opponentPoints: number, opponentHasTrick: boolean): 1 | 2 | 3 {
  return opponentPoints >= HALF_SCORE ? 1 : opponentHasTrick ? 2 : 3;
}

/**
 * N11: the result of `claimer` saying "Genug!" in state `s`. It reads only what is public (points, tricks,
 * the close), so a seat's view will do as well: the hint tells a claim's game points from the view.
 */
export function claimResult(
  s: Pick<SchnapsenState, 'points' | 'tricksWon' | 'closing'>,
  claimer: Seat,
): DealResult {
  const other = 1 - claimer;
  const enough = s.points[claimer] >= WINNING_SCORE;
  const closing = s.closing;
  if (closing === null) {
    return enough
      ? result(claimer, gamePointsAgainst(s.points[other], s.tricksWon[other] > 0), 'claim', claimer)
      : result(other, s.tricksWon[other] > 0 ? 2 : 3, 'falseClaim', claimer);
  }
  if (closing.by === claimer) {
    return enough
      ? result(
          claimer,
          gamePointsAgainst(closing.opponentPoints, closing.opponentHadTrick),
          'closedClaim',
          claimer,
        )
      : result(other, closing.opponentHadTrick ? 2 : 3, 'closedFailed', claimer);
  }
  // The closer's opponent claims: correctly, the close has failed; falsely, an ordinary false claim.
  return enough
    ? result(claimer, closing.opponentHadTrick ? 2 : 3, 'closedFailed', claimer)
    : result(other, s.tricksWon[other] > 0 ? 2 : 3, 'falseClaim', claimer);
}

/** N11: the result when the tenth trick, taken by `lastWinner`, ends the deal without a claim. */
export function playedOutResult(s: SchnapsenState, lastWinner: Seat): DealResult {
  const closing = s.closing;
  if (closing === null) {
    const other = 1 - lastWinner;
    const points =
      s.points[lastWinner] >= WINNING_SCORE ? gamePointsAgainst(s.points[other], s.tricksWon[other] > 0) : 1;
    return result(lastWinner, points, 'lastTrick', null);
  }
  if (lastWinner === closing.by && s.points[lastWinner] >= WINNING_SCORE) {
    return result(
      lastWinner,
      gamePointsAgainst(closing.opponentPoints, closing.opponentHadTrick),
      'closedLastTrick',
      null,
    );
  }
  return result(1 - closing.by, closing.opponentHadTrick ? 2 : 3, 'closedFailed', null);
}

function result(
  winner: Seat,
  gamePoints: 1 | 2 | 3,
  reason: DealResult['reason'],
  claimedBy: Seat | null,
): DealResult {
  return { winner, gamePoints, reason, claimedBy };
}

/** Records `r` and moves the Bummerl (N12); the match ends when the winner reaches 0. */
export function finishDeal(n: Mutable<SchnapsenState>, r: DealResult): void {
  const w = r.winner;
  const left = Math.max(0, n.bummerl[w] - r.gamePoints);
  n.bummerl = w === 0 ? [left, n.bummerl[1]] : [n.bummerl[0], left];
  n.dealResult = r;
  n.lead = null;
  n.marriage = null;
  if (left === 0) {
    n.phase = 'matchOver';
    n.winner = w;
  } else {
    n.phase = 'dealOver';
  }
}
