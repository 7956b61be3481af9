// The deal of the day's dates: a day is the device's local date written 'YYYY-MM-DD'. Arithmetic works on
// the text through UTC dates, never on local times plus 24 hours, so a change of summer time changes nothing.

/** A calendar date, 'YYYY-MM-DD' (checked by isDay when it comes from outside). */
export type Day = `${number}-${number}-${number}`;

const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;
const DAY_MS = 86_400_000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a real calendar date of the years 2000 to 2999, written 'YYYY-MM-DD'. */
export function isDay(x: unknown): x is Day {
  if (typeof x !== 'string') return false;
  const m = DAY_TEXT.exec(x);
  if (!m) return false;
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return (
    year >= FIRST_YEAR &&
    year <= LAST_YEAR &&
    month >= 1 &&
    month <= 12 &&
    date >= 1 &&
    date <= daysInMonth(year, month)
  );
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The day of `year`, `month` (1-12) and `date`; a date past the month's end runs on into the next. */
export function dayOf(year: number, month: number, date: number): Day {
  return fromUtc(Date.UTC(year, month - 1, date));
}

function fromUtc(ms: number): Day {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}` as Day;
}

/** The device's local date at `now`. */
export function localDay(now: Date = new Date()): Day {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}` as Day;
}

export function dayParts(day: Day): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, date };
}

function utcOf(day: Day): number {
  const { year, month, date } = dayParts(day);
  return Date.UTC(year, month - 1, date);
}

/** The day `n` calendar days after `day` (before it when `n` is negative). */
export function addDays(day: Day, n: number): Day {
  const { year, month, date } = dayParts(day);
  return dayOf(year, month, date + n);
}

/** Negative when `a` comes before `b`, 0 on the same day, positive after. */
export function compareDays(a: Day, b: Day): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The calendar days from `a` to `b` (negative when `b` comes first). */
export function daysBetween(a: Day, b: Day): number {
  return Math.round((utcOf(b) - utcOf(a)) / DAY_MS);
}

/** The day of the week, Monday first: 0 Monday … 6 Sunday. */
export function weekday(day: Day): number {
  return (new Date(utcOf(day)).getUTCDay() + 6) % 7;
}

/** The month `n` months after `month` (1-12) of `year`. */
export function addMonths(year: number, month: number, n: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Midnight UTC of `day`: format it with `timeZone: 'UTC'` to write the date itself, wherever the device is. */
export function utcDate(day: Day): Date {
  return new Date(utcOf(day));
}
