import { describe, expect, it } from 'vitest';
import { VERDICTS } from '../../src/coach/types';
import { addDays, type Day } from '../../src/daily/date';
import {
  DAILY_MARKS,
  daysPlayed,
  finishDay,
  month,
  readDailyHistory,
  startDay,
  streaks,
  vsExpert,
  type DailyDays,
  type DailyResult,
} from '../../src/daily/history';

const won: DailyResult = { won: true, result: 0, expertResult: 0, marks: ['best', 'good'], costliest: null };
const lost: DailyResult = {
  won: false,
  result: -1,
  expertResult: 0,
  marks: ['best', 'mistake', 'blunder'],
  costliest: 3,
};

/** A game's days: each played and finished. */
const played = (...days: Day[]): DailyDays => Object.fromEntries(days.map((d) => [d, { result: won }]));

/** `n` days in a row, ending on `last`. */
const run = (last: Day, n: number): Day[] => Array.from({ length: n }, (_, i) => addDays(last, i - n + 1));

describe('the marks', () => {
  it('are the coach’s verdicts', () => {
    expect(DAILY_MARKS).toEqual(VERDICTS);
  });
});

describe('streaks', () => {
  it('nothing played: no streak', () => {
    expect(streaks({}, '2026-12-06')).toEqual({ current: 0, best: 0 });
  });

  it('counts consecutive days up to today', () => {
    expect(streaks(played(...run('2026-12-06', 5)), '2026-12-06')).toEqual({ current: 5, best: 5 });
  });

  it('runs over a month end and a year end', () => {
    expect(streaks(played('2026-11-29', '2026-11-30', '2026-12-01'), '2026-12-01').current).toBe(3);
    expect(streaks(played('2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'), '2027-01-02')).toEqual({
      current: 4,
      best: 4,
    });
  });

  it('runs over the 29th of February of a leap year, and over the 28th of a common year', () => {
    expect(streaks(played('2028-02-28', '2028-02-29', '2028-03-01'), '2028-03-01').current).toBe(3);
    expect(streaks(played('2027-02-27', '2027-02-28', '2027-03-01'), '2027-03-01').current).toBe(3);
    // 28 February and 1 March of a leap year are not next to each other.
    expect(streaks(played('2028-02-28', '2028-03-01'), '2028-03-01')).toEqual({ current: 1, best: 1 });
  });

  it('today not played yet keeps yesterday’s streak', () => {
    expect(streaks(played(...run('2026-12-05', 3)), '2026-12-06')).toEqual({ current: 3, best: 3 });
    expect(streaks(played(...run('2026-12-31', 3)), '2027-01-01').current).toBe(3);
  });

  it('a missed day breaks the current streak', () => {
    expect(streaks(played(...run('2026-12-04', 3)), '2026-12-06')).toEqual({ current: 0, best: 3 });
    expect(streaks(played('2026-12-01', '2026-12-02', '2026-12-04', '2026-12-05'), '2026-12-05')).toEqual({
      current: 2,
      best: 2,
    });
  });

  it('the best streak is the longest run ever, wherever it lies', () => {
    const days = played(...run('2026-10-31', 7), ...run('2026-11-20', 2), ...run('2026-12-06', 4));
    expect(streaks(days, '2026-12-06')).toEqual({ current: 4, best: 7 });
  });

  it('a day started and not finished counts as played', () => {
    const days: DailyDays = { '2026-12-05': { result: won }, '2026-12-06': { result: null } };
    expect(streaks(days, '2026-12-06')).toEqual({ current: 2, best: 2 });
    expect(daysPlayed(days)).toBe(2);
  });

  it('does not depend on the order the days were saved in', () => {
    const days = played('2026-12-06', '2026-12-04', '2026-12-05', '2026-11-01');
    expect(streaks(days, '2026-12-06')).toEqual({ current: 3, best: 3 });
  });
});

describe('vsExpert', () => {
  it('compares the result with the expert’s in the same seat', () => {
    expect(vsExpert({ ...won, result: 2, expertResult: 1 })).toBe('better');
    expect(vsExpert({ ...won, result: 0, expertResult: 0 })).toBe('same');
    expect(vsExpert({ ...lost, result: -1, expertResult: 0 })).toBe('worse');
    expect(vsExpert({ ...lost, result: -2, expertResult: -3 })).toBe('better');
    expect(vsExpert({ ...won, expertResult: null })).toBeNull();
  });
});

describe('startDay and finishDay', () => {
  it('start adds the day unfinished, once', () => {
    const once = startDay({}, 'schwimmen', '2026-12-06');
    expect(once).toEqual({ schwimmen: { '2026-12-06': { result: null } } });
    expect(startDay(once, 'schwimmen', '2026-12-06')).toBe(once);
    const done = finishDay(once, 'schwimmen', '2026-12-06', won);
    expect(startDay(done, 'schwimmen', '2026-12-06')).toBe(done);
  });

  it('the first finish is the one kept', () => {
    const first = finishDay(startDay({}, 'schnapsen', '2026-12-06'), 'schnapsen', '2026-12-06', lost);
    expect(first.schnapsen['2026-12-06']).toEqual({ result: lost });
    expect(finishDay(first, 'schnapsen', '2026-12-06', won)).toBe(first);
  });

  it('keeps the games apart and never changes the history it is given', () => {
    const before = startDay({}, 'schwimmen', '2026-12-06');
    const copy = structuredClone(before);
    const after = finishDay(before, 'schnapsen', '2026-12-06', won);
    expect(before).toEqual(copy);
    expect(after.schwimmen).toBe(before.schwimmen);
    expect(after.schnapsen).toEqual({ '2026-12-06': { result: won } });
  });
});

describe('readDailyHistory', () => {
  const good = {
    schwimmen: { '2026-12-05': { result: lost }, '2026-12-06': { result: null } },
    schnapsen: { '2026-12-06': { result: { ...won, result: 2, expertResult: null } } },
  };

  it('reads a good history back as it was', () => {
    expect(readDailyHistory(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(readDailyHistory({})).toEqual({});
  });

  it('refuses a bad field anywhere, so the save is set aside whole', () => {
    const withEntry = (entry: unknown, day = '2026-12-06') => ({ ...good, schwimmen: { [day]: entry } });
    const withResult = (change: Record<string, unknown>) => withEntry({ result: { ...lost, ...change } });
    const bad: [string, unknown][] = [
      ['not an object', []],
      ['null', null],
      ['a game that is no object', { schwimmen: 3 }],
      ['a game id that is no id', { 'Not A Game': {} }],
      ['a game named __proto__', JSON.parse('{"__proto__": {}}')],
      ['a date that does not exist', withEntry({ result: null }, '2026-02-30')],
      ['a date spelt otherwise', withEntry({ result: null }, '2026-1-5')],
      ['an entry that is no object', withEntry('won')],
      ['an entry without its result', withEntry({})],
      ['won that is no boolean', withResult({ won: 'yes' })],
      ['a result that is no number', withResult({ result: '1' })],
      ['a result that is not finite', withResult({ result: Infinity })],
      ['an expert result that is missing', withResult({ expertResult: undefined })],
      ['marks that are no list', withResult({ marks: 'best' })],
      ['a mark no verdict has', withResult({ marks: ['best', 'brilliant'] })],
      ['a costliest decision past the last', withResult({ costliest: 4 })],
      ['a costliest decision of 0', withResult({ costliest: 0 })],
      ['a costliest decision that is no whole number', withResult({ costliest: 1.5 })],
    ];
    for (const [what, raw] of bad) expect(readDailyHistory(raw), what).toBeNull();
  });
});

describe('month', () => {
  const days = { schwimmen: played('2026-12-06', '2026-11-30') };

  it('lays out whole weeks, Monday first, from the week of the 1st to the week of the last day', () => {
    const weeks = month(days, 'schwimmen', 2026, 12, '2026-12-06');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    // 1 December 2026 is a Tuesday: the first week starts on Monday 30 November.
    expect(weeks[0][0]).toMatchObject({ day: '2026-11-30', inMonth: false, entry: { result: won } });
    expect(weeks[0][1]).toMatchObject({ day: '2026-12-01', inMonth: true, entry: null });
    expect(weeks[4][6]).toMatchObject({ day: '2027-01-03', inMonth: false });
    expect(weeks.flat().filter((c) => c.inMonth)).toHaveLength(31);
  });

  it('marks today, the days to come and the days played', () => {
    const cells = month(days, 'schwimmen', 2026, 12, '2026-12-06').flat();
    const sixth = cells.find((c) => c.day === '2026-12-06');
    expect(sixth).toMatchObject({ today: true, future: false, entry: { result: won } });
    expect(cells.find((c) => c.day === '2026-12-07')).toMatchObject({ today: false, future: true });
    expect(cells.find((c) => c.day === '2026-12-05')).toMatchObject({ today: false, future: false });
    expect(cells.filter((c) => c.today)).toHaveLength(1);
  });

  it('a month starting on a Monday has no days of the month before; February of a leap year has 29', () => {
    // 1 February 2027 is a Monday, and 28 February 2027 a Sunday: four whole weeks.
    const february = month({}, 'schnapsen', 2027, 2, '2026-12-06');
    expect(february).toHaveLength(4);
    expect(february.flat().every((c) => c.inMonth && c.future && c.entry === null)).toBe(true);
    const leap = month({}, 'schnapsen', 2028, 2, '2026-12-06').flat();
    expect(leap.filter((c) => c.inMonth)).toHaveLength(29);
  });
});
