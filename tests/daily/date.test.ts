import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDays,
  dayOf,
  dayParts,
  daysBetween,
  daysInMonth,
  isDay,
  localDay,
  weekday,
  type Day,
} from '../../src/daily/date';

describe('isDay', () => {
  it('takes real calendar dates of 2000 to 2999', () => {
    for (const day of ['2000-01-01', '2026-12-06', '2024-02-29', '2000-02-29', '2999-12-31'])
      expect(isDay(day), day).toBe(true);
  });

  it('refuses dates that do not exist, other spellings and other types', () => {
    for (const x of [
      '2026-02-30',
      '2026-02-29', // 2026 is no leap year
      '1900-02-29',
      '2100-02-29', // a century year is no leap year unless divisible by 400
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '26-01-05',
      '2026-01-05T00:00',
      ' 2026-01-05',
      '2026/01/05',
      '1999-12-31',
      '3000-01-01',
      '',
      20260105,
      null,
      undefined,
      { day: '2026-01-05' },
    ])
      expect(isDay(x), String(x)).toBe(false);
  });
});

describe('localDay', () => {
  it('writes the device’s local date, padded', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
    expect(isDay(localDay())).toBe(true);
  });
});

describe('addDays', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
  });

  it('knows leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
  });

  it('adds whole years of days, and nothing for 0', () => {
    expect(addDays('2026-12-06', 0)).toBe('2026-12-06');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addDays('2028-01-01', 366)).toBe('2029-01-01');
  });

  it('walks every day of four years one by one, each a real date, the same as daysBetween says', () => {
    let day: Day = '2026-01-01';
    for (let n = 1; n <= 4 * 366; n++) {
      const next = addDays(day, 1);
      expect(isDay(next)).toBe(true);
      expect(compareDays(day, next)).toBe(-1);
      expect(daysBetween('2026-01-01', next)).toBe(n);
      day = next;
    }
  });
});

describe('the other helpers', () => {
  it('compareDays orders dates', () => {
    expect(compareDays('2026-12-06', '2026-12-06')).toBe(0);
    expect(compareDays('2026-12-06', '2027-01-01')).toBeLessThan(0);
    expect(compareDays('2026-12-06', '2026-11-30')).toBeGreaterThan(0);
  });

  it('dayParts and dayOf are each other’s inverse', () => {
    expect(dayParts('2026-02-09')).toEqual({ year: 2026, month: 2, date: 9 });
    expect(dayOf(2026, 2, 9)).toBe('2026-02-09');
    expect(dayOf(2026, 2, 29)).toBe('2026-03-01');
  });

  it('daysInMonth', () => {
    expect([1, 2, 3, 4, 12].map((m) => daysInMonth(2026, m))).toEqual([31, 28, 31, 30, 31]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  it('weekday counts from Monday', () => {
    expect(weekday('2026-12-07')).toBe(0); // a Monday
    expect(weekday('2026-12-06')).toBe(6); // a Sunday
    expect(weekday('2000-01-01')).toBe(5); // a Saturday
  });

  it('addMonths crosses year ends both ways', () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths(2026, 6, -18)).toEqual({ year: 2024, month: 12 });
    expect(addMonths(2026, 6, 0)).toEqual({ year: 2026, month: 6 });
  });
});
