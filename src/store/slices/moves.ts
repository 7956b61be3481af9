// What both games' slices do the same way with a move: a human's action is checked for its position, turn and
// rules and refused with the reason; a computer's move lands only on the position it was worked out for.
import { IllegalActionError, type Seat } from '../../engine/game';
import { HUMAN } from '../../match/human';
import { lineOf } from '../takeBack';
import { positionKey } from './hint';
/** Why a human's move was not played: a stable code, and words for a log or a test. */
export interface MoveRefusal {
  code: string;
  message: string;
}

/**
 * The refusal of a move aimed at a position that is gone: the second tap of a double tap after the first
 * one moved, or a tap on a table drawn before the last move. Outside practice no move can be taken back, so
 * a tap counts only for the position the player saw.
 */
export const STALE_POSITION: MoveRefusal = {
  code: 'stalePosition',
  message: 'The game moved on before that move',
};

/**
 * The position a human's action was aimed at (`aimedAt`, a positionKey, as the table had it) and the
 * match it is meant for. Without `aimedAt` (a test, a script with no table) the action is taken as meant for
 * the position now.
 */
export interface Aim {
  aimedAt: string | undefined;
  match: { id: string; takeBacks?: number; log: readonly unknown[] };
}

/** True when an action aimed at `aim.aimedAt` still meets the position it was meant for. */
export function aimedAtNow({ aimedAt, match }: Aim): boolean {
  return aimedAt === undefined || aimedAt === positionKey(match);
}

/**
 * Plays the human's `action` through `advance` (which applies it and stores the result). It is refused, with
 * everything left as it was, when it was aimed at another position than the one now (`aim`), when it is not
 * the human's turn, or when the rules forbid it. Null when it was played, otherwise why not.
 */
export function playHumanAction<A>(
  actor: Seat | 'chance' | 'none',
  action: A,
  advance: (action: A) => void,
  aim?: Aim,
): MoveRefusal | null {
  if (aim && !aimedAtNow(aim)) return STALE_POSITION;
  if (actor !== HUMAN) return { code: 'notYourTurn', message: "It isn't your turn" };
  try {
    advance(action);
    return null;
  } catch (e) {
    if (!(e instanceof IllegalActionError)) throw e;
    return { code: e.code, message: e.message };
  }
}

/** A position of a match, as a bot was asked about it. */
export interface AskedAt {
  /** The match's line (lineOf: its id, and its take backs). */
  matchId: string;
  logLength: number;
}

/**
 * True when a computer's answer still fits: the same match, no action played since it was asked, and a
 * computer seat to act (a late answer after a new match, a human's move or a take back is dropped).
 */
export function computerMayMove(
  match: { id: string; takeBacks?: number; log: readonly unknown[] },
  asked: AskedAt,
  actor: Seat | 'chance' | 'none',
): boolean {
  if (lineOf(match) !== asked.matchId || match.log.length !== asked.logLength) return false;
  return actor !== 'chance' && actor !== 'none' && actor !== HUMAN;
}
