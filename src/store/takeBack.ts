// Practice's Take back, one mechanism for both games: the match is replayed from its log to find the
// human's last move of the round (deal) on the table, and the match goes back to just before it, so the
// table is exactly as it was then. A deal the human asked for ends what can be taken back: the moves of an
// earlier round stay played (the round-result panel still belongs to its round, so the move that ended it can
// be taken back from there).
import type { Seat } from '../engine/game';
import { HUMAN } from '../match/human';
import type { GameModule, MatchRecordBase } from '../games/types';
import type { CommonSettings } from '../games/settings';

/** What the replay needs of a game. */
export interface Replay<S, A> {
  start: S;
  apply(s: S, a: A): S;
  actor(s: S): Seat | 'chance' | 'none';
  /** True when `a`, played in `s`, is a deal that starts a round the human plays (nothing before it goes). */
  isBarrier(s: S, a: A): boolean;
  /** False for a position the human never plays from (Schnapsen: one the automatic claim ends at once). */
  playable?(s: S): boolean;
}

/** Where a take back leads: the log's length just before the human's move, and the state there. */
export interface TakeBackPoint<S> {
  length: number;
  state: S;
}

/** The point before the human's last move that may be taken back; null when there is none. */
export function takeBackPoint<S, A>(log: readonly A[], game: Replay<S, A>): TakeBackPoint<S> | null {
  let s = game.start;
  let point: TakeBackPoint<S> | null = null;
  for (let k = 0; k < log.length; k++) {
    const a = log[k];
    if (game.isBarrier(s, a)) point = null;
    else if (game.actor(s) === HUMAN && (game.playable?.(s) ?? true)) point = { length: k, state: s };
    s = game.apply(s, a);
  }
  return point;
}

/** A match's line of play: its id, and how often it was taken back (anything asked for the line before a
 * take back, a computer's answer, a hint or a review, never lands on the line after it). */
export function lineOf(match: { id: string; takeBacks?: number }): string {
  return match.takeBacks ? `${match.id}~${match.takeBacks}` : match.id;
}

/**
 * Where Take back would lead in `game`'s `match` now; null when there is nothing to take back (or it is no
 * practice match). A position in which a setting would play for the human at once (the automatic claim) is
 * no place to go back to: that action goes back with the move before it.
 */
export function takeBackPointOf<
  S,
  A extends { type: string },
  V,
  Rec extends MatchRecordBase<A>,
  Set extends CommonSettings,
  H,
>(game: GameModule<S, A, V, Rec, Set, H>, match: Rec, settings: Set): TakeBackPoint<S> | null {
  if (!match.practice) return null;
  return takeBackPoint(match.log, {
    start: game.initialState(match),
    apply: (s, a) => game.engine.apply(s, a),
    actor: (s) => game.engine.actor(s),
    isBarrier: (s, a) => game.takeBackBarrier(s, a),
    playable: (s) => game.playedForHuman(s, settings) === null,
  });
}
