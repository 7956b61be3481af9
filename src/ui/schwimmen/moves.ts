// A round's public history as the table tells it, one move per turn. The engine records an exchange that
// ends with a knock (S14b) as the exchange followed by the same seat's knock; read together they are one
// move, "Anna swapped and knocked". A seat never acts twice in a row otherwise: the turn passes on.
import type { Seat } from '../../engine/game';
import type { RoundEvent } from '../../engine/schwimmen';

/** An event of the round; a swap or swap-all that ended with a knock carries `knock: true`. */
export type RoundMove = RoundEvent & { knock?: true };

const seatOf = (e: RoundEvent): Seat | null => (e.type === 'refresh' ? null : e.seat);

/** Whether `history[i]` is an exchange whose knock is the next event. */
function knocksAfter(history: readonly RoundEvent[], i: number): boolean {
  const e = history[i];
  const next = history[i + 1];
  return (
    (e.type === 'swap' || e.type === 'swapAll') &&
    next !== undefined &&
    next.type === 'knock' &&
    next.seat === e.seat
  );
}

/** The round's moves, oldest first: each exchange with its knock folded into it. */
export function roundMoves(history: readonly RoundEvent[]): RoundMove[] {
  const moves: RoundMove[] = [];
  for (let i = 0; i < history.length; i++) {
    if (knocksAfter(history, i)) {
      moves.push({ ...history[i], knock: true });
      i++;
    } else {
      moves.push(history[i]);
    }
  }
  return moves;
}

/** The latest move of the round, or undefined before the first. */
export function lastMove(history: readonly RoundEvent[]): RoundMove | undefined {
  const n = history.length;
  if (n >= 2 && knocksAfter(history, n - 2)) return { ...history[n - 2], knock: true };
  return history[n - 1];
}

/** The latest move of `seat` in this round, or null when that seat has not acted yet. */
export function lastMoveOf(history: readonly RoundEvent[], seat: Seat): RoundMove | null {
  for (let i = history.length - 1; i >= 0; i--) {
    if (seatOf(history[i]) !== seat) continue;
    if (i >= 1 && knocksAfter(history, i - 1)) return { ...history[i - 1], knock: true };
    return history[i];
  }
  return null;
}
