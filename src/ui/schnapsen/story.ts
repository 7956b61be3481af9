// How a deal ended, in words (N11): who won, why, and why the win is worth 1, 2 or 3 game points. Only
// words: the result itself (winner, game points, reason) comes from the engine's dealResult.
import type { Seat } from '../../engine/game';
import { WINNING_SCORE, type SchnapsenView } from '../../engine/schnapsen';
import { format, type Messages } from '../i18n';
import { nameOf } from './words';

export interface DealStory {
  verdict: string;
  reason: string;
  worth: string;
  /** Marriage points that never counted, for want of a trick. */
  notes: string[];
}

export function dealStory(
  view: SchnapsenView,
  names: readonly string[],
  t: Messages,
  humanSeat: Seat | null = 0,
): DealStory | null {
  const r = view.dealResult;
  if (r === null) return null;
  const m = t.schnapsen.result;
  const winner = r.winner;
  const loser = 1 - winner;
  const who = (seat: Seat) => nameOf(seat, names, t, humanSeat);
  const whoIn = (seat: Seat) => nameOf(seat, names, t, humanSeat, true);
  const points = (seat: Seat) => view.points[seat];

  const verdict = winner === humanSeat ? m.youWin : format(m.theyWin, { name: who(winner) });
  const byPoints = (gp: 1 | 2 | 3, closed: boolean) => {
    const key = (['one', 'two', 'three'] as const)[gp - 1];
    return format(m.worth[closed ? (`${key}Closed` as const) : key], { who: whoIn(loser) });
  };

  let reason: string;
  let worth: string;
  switch (r.reason) {
    case 'claim':
      reason = format(m.reasons.claim, { who: who(winner), points: points(winner) });
      worth = byPoints(r.gamePoints, false);
      break;
    case 'falseClaim': {
      const claimer = r.claimedBy ?? loser;
      reason = format(m.reasons.falseClaim, { who: who(claimer), points: points(claimer) });
      worth =
        r.gamePoints === 3 ? format(m.worth.falseClaimThree, { who: whoIn(winner) }) : m.worth.falseClaimTwo;
      break;
    }
    case 'closedClaim':
      reason = format(m.reasons.closedClaim, { who: who(winner), points: points(winner) });
      worth = byPoints(r.gamePoints, true);
      break;
    case 'closedLastTrick':
      reason = format(m.reasons.closedLastTrick, { who: who(winner), points: points(winner) });
      worth = byPoints(r.gamePoints, true);
      break;
    case 'closedFailed': {
      const closer = view.closing?.by ?? view.closedBy ?? loser;
      if (r.claimedBy === closer) {
        reason = format(m.reasons.closedFalseClaim, { who: who(closer), points: points(closer) });
      } else if (r.claimedBy !== null) {
        reason = format(m.reasons.closedBeaten, { who: who(r.claimedBy), closer: whoIn(closer) });
      } else {
        const key = points(closer) >= WINNING_SCORE ? 'closedNoClaim' : 'closedRunOut';
        reason = format(m.reasons[key], { who: who(closer) });
      }
      worth =
        r.gamePoints === 3
          ? format(m.worth.closedFailedThree, { who: whoIn(winner) })
          : m.worth.closedFailedTwo;
      break;
    }
    case 'lastTrick':
      if (points(winner) >= WINNING_SCORE) {
        reason = format(m.reasons.lastTrickWith, { who: who(winner), points: points(winner) });
        worth = byPoints(r.gamePoints, false);
      } else {
        reason = format(m.reasons.lastTrick, { who: who(winner) });
        worth = m.worth.lastTrickOnly;
      }
      break;
  }

  const notes: string[] = [];
  for (const seat of [0, 1]) {
    const lost = view.pendingPoints[seat];
    if (lost > 0 && view.tricksWon[seat] === 0) {
      notes.push(format(m.lostMarriage, { who: who(seat), count: lost }));
    }
  }
  return { verdict, reason, worth, notes };
}
