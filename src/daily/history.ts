// The deal of the day's history: per game, the dates played and how each went. Pure: the reducers return a
// new history (or the one they were given, when nothing changes) and never change the one they are given.
import { isBool, isInt, isObject } from '../persist/check';
import { addDays, compareDays, dayOf, daysInMonth, dayParts, isDay, weekday, type Day } from './date';

/** A decision's mark: the coach's verdict on it, from best to blunder. */
export const DAILY_MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type DailyMark = (typeof DAILY_MARKS)[number];

export interface DailyResult {
  /** Schwimmen: kept the life (lost none); Schnapsen: won the deal. */
  won: boolean;
  /** The rating's measure: Schwimmen −1 (a life lost) or 0; Schnapsen the signed game points. */
  result: number;
  /** What the expert in the player's seat made of the same deal; null when it was not worked out. */
  expertResult: number | null;
  /** One per decision of the player, in order. */
  marks: DailyMark[];
  /** 1-based index of the costliest decision; null when none cost anything. */
  costliest: number | null;
}

/** A date played: its result, or null while it is started and not finished (it counts as played all the same). */
export interface DailyEntry {
  result: DailyResult | null;
}

/** One game's dates played. */
export type DailyDays = Readonly<Partial<Record<Day, DailyEntry>>>;
/** Every game's dates played, by game id. */
export type DailyHistory = Readonly<Record<string, DailyDays>>;

export type VsExpert = 'better' | 'same' | 'worse';

/** Far beyond any real deal: a longer list of marks is not a save of this app. */
const MAX_MARKS = 1000;
const MAX_RESULT = 1000;

/** A game's id as the registry writes them (and never a name like `__proto__`). */
const GAME_ID = /^[a-z][a-z0-9-]{0,39}$/;

const isMeasure = (x: unknown): x is number =>
  typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= MAX_RESULT;

function readResult(raw: unknown): DailyResult | null {
  if (!isObject(raw)) return null;
  const { won, result, expertResult, marks, costliest } = raw;
  if (!isBool(won) || !isMeasure(result)) return null;
  if (expertResult !== null && !isMeasure(expertResult)) return null;
  if (!Array.isArray(marks) || marks.length > MAX_MARKS) return null;
  if (!marks.every((m) => (DAILY_MARKS as readonly unknown[]).includes(m))) return null;
  if (costliest !== null && !isInt(costliest, 1, marks.length)) return null;
  return { won, result, expertResult, marks: [...(marks as DailyMark[])], costliest };
}

function readEntry(raw: unknown): DailyEntry | null {
  if (!isObject(raw)) return null;
  if (raw.result === null) return { result: null };
  const result = readResult(raw.result);
  return result && { result };
}

/**
 * A history read back from storage, checked field by field; null when anything in it is wrong (a date that
 * is no date, a mark no verdict has, ...): a damaged history is set aside whole, as every save is.
 */
export function readDailyHistory(raw: unknown): DailyHistory | null {
  if (!isObject(raw)) return null;
  const history: Record<string, DailyDays> = {};
  for (const [game, days] of Object.entries(raw)) {
    if (!GAME_ID.test(game) || !isObject(days)) return null;
    const read: Partial<Record<Day, DailyEntry>> = {};
    for (const [day, entry] of Object.entries(days)) {
      const checked = readEntry(entry);
      if (!isDay(day) || !checked) return null;
      read[day] = checked;
    }
    history[game] = read;
  }
  return history;
}

/** `game`'s dates in `history` (none when it has none yet). */
export function gameDays(history: DailyHistory, game: string): DailyDays {
  return history[game] ?? {};
}

/** Adds `day` as played (not finished) unless it has an entry already; the same history when it has. */
export function startDay(history: DailyHistory, game: string, day: Day): DailyHistory {
  const days = gameDays(history, game);
  if (days[day]) return history;
  return { ...history, [game]: { ...days, [day]: { result: null } } };
}

/** Records `result` for `day` unless it has one already (the first finish counts); the same history if so. */
export function finishDay(history: DailyHistory, game: string, day: Day, result: DailyResult): DailyHistory {
  const days = gameDays(history, game);
  if (days[day]?.result) return history;
  return { ...history, [game]: { ...days, [day]: { result } } };
}

/** How the player did against the expert in their seat on the same deal; null when that is not known. */
export function vsExpert(r: DailyResult): VsExpert | null {
  if (r.expertResult === null) return null;
  return r.result > r.expertResult ? 'better' : r.result < r.expertResult ? 'worse' : 'same';
}

/** How many dates of a game were played (finished or not). */
export function daysPlayed(days: DailyDays): number {
  return Object.keys(days).length;
}

/**
 * Runs of dates played one after another: `current` ends today, or yesterday while today is not played yet
 * (0 when neither was played); `best` is the longest run ever.
 */
export function streaks(days: DailyDays, today: Day): { current: number; best: number } {
  const played = (Object.keys(days) as Day[]).filter(isDay).sort(compareDays);
  let best = 0;
  let run = 0;
  played.forEach((day, i) => {
    run = i > 0 && addDays(played[i - 1], 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
  });
  let current = 0;
  let day = days[today] ? today : addDays(today, -1);
  while (days[day]) {
    current++;
    day = addDays(day, -1);
  }
  return { current, best };
}

/** One day of a month's calendar. */
export interface CalendarCell {
  day: Day;
  /** False for the days of the weeks' ends that belong to the month before or after. */
  inMonth: boolean;
  entry: DailyEntry | null;
  today: boolean;
  future: boolean;
}

/**
 * The calendar of `monthOfYear` (1-12) of `year` for `game`: whole weeks, Monday first, from the week of the
 * month's first day to the week of its last.
 */
export function month(
  history: DailyHistory,
  game: string,
  year: number,
  monthOfYear: number,
  today: Day,
): CalendarCell[][] {
  const days = gameDays(history, game);
  const first = dayOf(year, monthOfYear, 1);
  const last = dayOf(year, monthOfYear, daysInMonth(year, monthOfYear));
  const weeks: CalendarCell[][] = [];
  for (
    let start = addDays(first, -weekday(first));
    compareDays(start, last) <= 0;
    start = addDays(start, 7)
  ) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDays(start, i);
        return {
          day,
          inMonth: dayParts(day).month === monthOfYear,
          entry: days[day] ?? null,
          today: day === today,
          future: compareDays(day, today) > 0,
        };
      }),
    );
  }
  return weeks;
}
