// How far the human's match has got, read from the game store's state, and the step that records what is new
// since the last look. A mark per game (match id + the last round recorded + whether the match was) makes
// recording idempotent: the same state seen twice, or again after a reload, records nothing more.
import type { Progress } from '../games/types';
import { recordMatch, recordRound, type StatGame, type Stats } from './stats';

/** A match as the statistics see it (each game's module reads it from its match: GameModule.progress). */
export type { Progress };

/** What has been recorded of a game's latest match. */
export interface Mark {
  match: string;
  seed: number;
  /** The last round or deal recorded (0: none yet). */
  round: number;
  /** The match itself is recorded. */
  finished: boolean;
}

/** Each game's marks, the latest match first: a few are kept, so that a match another tab played meanwhile
 * (or an older one taken back over) is never counted twice. */
export type Marks = Readonly<Record<StatGame, readonly Mark[] | undefined>>;

/** How many matches of each game keep their mark. */
export const KEEP_MARKS = 8;

/** No game's marks yet. */
export const NO_MARKS: Marks = Object.freeze({});

export interface Recorded {
  stats: Stats;
  marks: Marks;
}

/**
 * Records whatever `progress` shows that its game's mark has not recorded yet: the round or deal on the
 * table, then the match. Returns `recorded` itself when there is nothing new.
 */
export function recordProgress(recorded: Recorded, progress: Progress): Recorded {
  const { game, level } = progress;
  const marks = recorded.marks[game] ?? [];
  const before = marks.find((m) => m.match === progress.match);
  let mark: Mark = before ?? { match: progress.match, seed: progress.seed, round: 0, finished: false };
  let stats = recorded.stats;
  if (progress.finishedRound !== null && progress.finishedRound > mark.round) {
    stats = recordRound(stats, { game, level, lost: progress.roundLost });
    mark = { ...mark, round: progress.finishedRound };
  }
  if (progress.finished && !mark.finished) {
    stats = recordMatch(stats, { game, level, won: progress.won });
    mark = { ...mark, finished: true };
  }
  if (mark === before) return recorded;
  const others = marks.filter((m) => m.match !== progress.match);
  return { stats, marks: { ...recorded.marks, [game]: [mark, ...others].slice(0, KEEP_MARKS) } };
}

/** A game's marks read back from storage: a list (version 2) or the single mark of version 1. */
export function parseMarks(raw: unknown): Mark[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .map(parseMark)
    .filter((m): m is Mark => m !== null)
    .slice(0, KEEP_MARKS);
}

/** A mark read back from storage, or null. */
export function parseMark(raw: unknown): Mark | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.match !== 'string' || typeof r.seed !== 'number' || typeof r.finished !== 'boolean')
    return null;
  if (typeof r.round !== 'number' || !Number.isInteger(r.round) || r.round < 0) return null;
  return { match: r.match, seed: r.seed, round: r.round, finished: r.finished };
}
