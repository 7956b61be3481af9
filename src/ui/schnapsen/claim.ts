// Claiming 66 (N10, N11). A false claim stays a move anyone may make; the table only tells a claim that wins
// from one that loses, for a player who is shown their points. With "Show my points" off the player counts
// in their head, so the table gives nothing away: no claim is marked as winning, and every claim asks first.
import { WINNING_SCORE, type SchnapsenView } from '../../engine/schnapsen';

/** The player's counted points are 66 or more, and the table shows them: a claim now wins the deal. */
export function claimWins(view: SchnapsenView, showPoints: boolean): boolean {
  return showPoints && view.points[view.seat] >= WINNING_SCORE;
}
