// The skill rating as it is kept: per game the rating (src/coach/rating.ts), how many rounds or deals it
// rated, its best, and its recent history for the plot; and marks of what was rated, so that the same round
// of the same match is never rated twice (a reload, a second tab, a late answer from the Worker). Pure: the
// reducer returns a new record and never changes the one it is given.
import {
  MAX_DECISIONS,
  nextRating,
  RATING_MAX,
  RATING_MIN,
  RATING_START,
  roundWeight,
  type RatedRound,
} from '../coach/rating';
import { isObject } from '../persist/check';
import { statGames, type StatGame } from './stats';
import { gameOf } from '../games';

/** How many points of each game's history are kept (the plot shows these). */
export const KEEP_HISTORY = 200;
/** How many matches of each game keep their mark. */
export const KEEP_SKILL_MARKS = 8;
/** How many rounds of one match a mark remembers (a long Schwimmen match has fewer). */
const KEEP_ROUNDS = 500;

export interface SkillPoint {
  /** The rating after a rated round. */
  rating: number;
  /** When that round was rated (ms since 1970). */
  when: number;
}

export interface GameSkill {
  rating: number;
  /** Rounds (Schwimmen) or deals (Schnapsen) rated so far. */
  rounds: number;
  /** The weight of those rounds (their decisions, see roundWeight): it sets how far the next one moves it. */
  weight: number;
  /** The highest rating reached (the start, 1500, until it is passed). */
  best: number;
  /** The last KEEP_HISTORY points, oldest first; the last one is `rating`. */
  history: readonly SkillPoint[];
}

/** The rounds of one match that were rated (or seen and left unrated: no real decision). */
export interface SkillMark {
  match: string;
  rounds: readonly number[];
}

export interface SkillRecord {
  games: Readonly<Record<StatGame, GameSkill | undefined>>;
  /** Per game, the latest match first. */
  marks: Readonly<Record<StatGame, readonly SkillMark[] | undefined>>;
}

/** A finished round or deal to rate: the review's average cost, the decisions, and the duplicate results. */
export interface SkillRound extends RatedRound {
  matchId: string;
  /** The round (Schwimmen) or deal (Schnapsen) number in its match, from 1. */
  round: number;
  /** When it was played (ms since 1970), for the history. */
  when: number;
  /** A practice match (issue 14) is never rated. */
  practice?: boolean;
}

export const FRESH_SKILL: GameSkill = Object.freeze({
  rating: RATING_START,
  rounds: 0,
  weight: 0,
  best: RATING_START,
  history: [],
});

export function emptySkill(): SkillRecord {
  const each = <T>(value: T) => Object.fromEntries(statGames().map((game) => [game, value]));
  return { games: each(FRESH_SKILL), marks: each([]) };
}

/** True once any round of `game` was rated. */
export function hasRating(record: SkillRecord, game: StatGame): boolean {
  return (record.games[game]?.rounds ?? 0) > 0;
}

/** Whether (match, round) of `game` is already marked. */
export function isRated(record: SkillRecord, game: StatGame, matchId: string, round: number): boolean {
  return (record.marks[game] ?? []).some((m) => m.match === matchId && m.rounds.includes(round));
}

/**
 * The record with `input` rated onto `game`: the rating moves, a point joins the history, and the round is
 * marked. The same record itself when there is nothing to do: a practice match, or a round already marked.
 * A round without a real decision is marked but moves nothing.
 */
export function recordSkillRound(record: SkillRecord, game: StatGame, input: SkillRound): SkillRecord {
  if (input.practice === true || isRated(record, game, input.matchId, input.round)) return record;
  const marks = record.marks[game] ?? [];
  const before = marks.find((m) => m.match === input.matchId);
  const mark: SkillMark = {
    match: input.matchId,
    rounds: [...(before?.rounds ?? []), input.round].slice(-KEEP_ROUNDS),
  };
  const others = marks.filter((m) => m !== before);
  const nextMarks = { ...record.marks, [game]: [mark, ...others].slice(0, KEEP_SKILL_MARKS) };
  const skill = record.games[game] ?? FRESH_SKILL;
  let nextSkill = skill;
  if (input.decisions > 0) {
    const rating = nextRating(gameOf(game).ratingScale, skill.rating, input, skill.weight);
    nextSkill = {
      rating,
      rounds: skill.rounds + 1,
      weight: skill.weight + roundWeight(input),
      best: Math.max(skill.best, rating),
      history: [...skill.history, { rating, when: input.when }].slice(-KEEP_HISTORY),
    };
  }
  return { games: { ...record.games, [game]: nextSkill }, marks: nextMarks };
}

/** The ratings started again; the marks stay, so a round still on the table is not rated again. */
export function resetSkill(record: SkillRecord): SkillRecord {
  return { ...emptySkill(), marks: record.marks };
}

const isRating = (x: unknown): x is number =>
  typeof x === 'number' && Number.isFinite(x) && x >= RATING_MIN && x <= RATING_MAX;
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

function parsePoint(raw: unknown): SkillPoint | null {
  if (!isObject(raw) || !isRating(raw.rating) || !isTime(raw.when)) return null;
  return { rating: raw.rating, when: raw.when };
}

function parseGame(raw: unknown): GameSkill | null {
  if (raw === undefined) return FRESH_SKILL;
  if (!isObject(raw)) return null;
  const { rating, rounds, weight, best, history } = raw;
  if (!isRating(rating) || !isCount(rounds) || !isRating(best) || !Array.isArray(history)) return null;
  // Every rated round had between one and MAX_DECISIONS decisions' weight.
  if (!isCount(weight) || weight < rounds || weight > rounds * MAX_DECISIONS) return null;
  if (history.length > Math.min(rounds, KEEP_HISTORY) || best < Math.max(rating, RATING_START)) return null;
  const points = history.map(parsePoint);
  if (points.some((p) => p === null)) return null;
  const kept = points as SkillPoint[];
  // The history ends at the rating, and the best is one of the ratings reached (or the start).
  if (kept.length > 0 && kept[kept.length - 1].rating !== rating) return null;
  if (rounds > 0 && kept.length === 0) return null;
  if (kept.some((p) => p.rating > best)) return null;
  return { rating, rounds, weight, best, history: kept };
}

function parseMark(raw: unknown): SkillMark | null {
  if (!isObject(raw) || typeof raw.match !== 'string' || !Array.isArray(raw.rounds)) return null;
  if (!raw.rounds.every((r) => isCount(r) && r > 0)) return null;
  return { match: raw.match, rounds: (raw.rounds as number[]).slice(-KEEP_ROUNDS) };
}

function parseMarks(raw: unknown): SkillMark[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map(parseMark)
    .filter((m): m is SkillMark => m !== null)
    .slice(0, KEEP_SKILL_MARKS);
}

/**
 * A record read back from storage, every field checked; null when it is damaged (a rating out of bounds, a
 * history that does not end at the rating, ...). A game missing from it starts at 1500; marks that cannot be
 * read are forgotten, as the statistics' are.
 */
export function parseSkill(raw: unknown): SkillRecord | null {
  if (!isObject(raw) || !isObject(raw.games)) return null;
  const games = {} as Record<StatGame, GameSkill>;
  for (const game of statGames()) {
    const parsed = parseGame(raw.games[game]);
    if (!parsed) return null;
    games[game] = parsed;
  }
  const marks = isObject(raw.marks) ? raw.marks : {};
  return { games, marks: Object.fromEntries(statGames().map((game) => [game, parseMarks(marks[game])])) };
}
