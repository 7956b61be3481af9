// The deal of the day's part of Statistics, per game: days played, the current and best streaks, and a
// month calendar of results (Monday first), a real table a screen reader walks like any other. Each day
// played says won or lost and how the player did against the expert in their seat, by colour and by a
// symbol, and its link opens that date's deal as practice. Also the notice of a save that could not be used.
import { RecordNotice } from './RecordNotice';
import { useId, useState, type MouseEvent } from 'react';
import { useStore } from 'zustand';
import {
  addDays,
  addMonths,
  compareDays,
  dayOf,
  dayParts,
  localDay,
  utcDate,
  type Day,
} from '../../daily/date';
import {
  daysPlayed,
  month,
  streaks,
  vsExpert,
  type CalendarCell,
  type DailyDays,
  type VsExpert,
} from '../../daily/history';
import { dailyQuery } from '../../daily/share';
import { dailyStore, type DailyStoreApi } from '../../stats/dailyStore';
import { BASE_PATH } from '../../store/route';
import { byGame } from '../games';
import { format, plural, useLanguage, useMessages } from '../i18n';
import { useDailyText, type DailyText } from './dailyText';

export interface DailySectionProps {
  game: string;
  /** The history to show; the app's own by default. */
  store?: DailyStoreApi;
  /** The device's date; today's by default. */
  today?: Day;
  /** Opens `day`'s deal in place; without it the day's link loads its address. */
  onOpenDay?(game: string, day: Day): void;
}

const NO_DAYS: DailyDays = {};
/** A Monday, to name the days of the week in the page's language. */
const A_MONDAY: Day = '2024-01-01';
const FIRST_MONTH = { year: 2000, month: 1 };

/** The symbols beside a day played: the outcome, then the comparison with the expert. */
const OUTCOME_SYMBOLS = { won: '✓', lost: '✗', unfinished: '…' } as const;
const EXPERT_SYMBOLS: Readonly<Record<VsExpert, string>> = { better: '▲', same: '=', worse: '▼' };

type Outcome = keyof typeof OUTCOME_SYMBOLS;

function outcomeOf(cell: CalendarCell): { outcome: Outcome; expert: VsExpert | null } {
  const result = cell.entry?.result ?? null;
  if (!result) return { outcome: 'unfinished', expert: null };
  return { outcome: result.won ? 'won' : 'lost', expert: vsExpert(result) };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** `day` written in `language` with `options`, the date itself wherever the device is. */
function written(day: Day, language: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${language}:${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })));
  return f.format(utcDate(day));
}

export function DailySection({
  game,
  store = dailyStore(),
  today = localDay(),
  onOpenDay,
}: DailySectionProps) {
  const id = useId();
  const text = useDailyText();
  const days = useStore(store, (s) => s.history[game]) ?? NO_DAYS;
  if (!text) return null;
  const s = text.stats;
  const played = daysPlayed(days);
  const { current, best } = streaks(days, today);

  return (
    <div className="daily" data-testid={`daily-${game}`} role="group" aria-labelledby={`${id}-title`}>
      <h4 className="skill__title" id={`${id}-title`}>
        {s.title}
      </h4>
      {played === 0 ? (
        <div className="daily__empty">
          <p className="daily__empty-title">{s.empty}</p>
          <p className="scr-field__hint">{s.emptyHint}</p>
        </div>
      ) : (
        <>
          <dl className="daily__figures">
            <div>
              <dt>{s.daysPlayed}</dt>
              <dd>{played}</dd>
            </div>
            <div>
              <dt>{s.currentStreak}</dt>
              <dd>{plural(s.days, current)}</dd>
            </div>
            <div>
              <dt>{s.bestStreak}</dt>
              <dd>{plural(s.days, best)}</dd>
            </div>
          </dl>
          <Calendar game={game} days={days} today={today} text={s} onOpenDay={onOpenDay} />
        </>
      )}
    </div>
  );
}

interface CalendarProps {
  game: string;
  days: DailyDays;
  today: Day;
  text: DailyText['stats'];
  onOpenDay?(game: string, day: Day): void;
}

function Calendar({ game, days, today, text, onOpenDay }: CalendarProps) {
  const language = useLanguage();
  const gameName = byGame(useMessages().stats.games, game);
  const c = text.calendar;
  const [shown, setShown] = useState(() => dayParts(today));
  const first = dayOf(shown.year, shown.month, 1);
  const last = dayParts(today);
  const atFirst = shown.year === FIRST_MONTH.year && shown.month === FIRST_MONTH.month;
  const atLast = compareDays(first, dayOf(last.year, last.month, 1)) >= 0;
  const monthName = written(first, language, { month: 'long', year: 'numeric' });
  const weeks = month({ [game]: days }, game, shown.year, shown.month, today);
  const go = (n: number) => setShown((m) => ({ ...addMonths(m.year, m.month, n), date: 1 }));

  const open = (day: Day) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenDay || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpenDay(game, day);
  };

  const label = (cell: CalendarCell) => {
    const { outcome, expert } = outcomeOf(cell);
    const date = written(cell.day, language, { day: 'numeric', month: 'long' });
    return expert
      ? format(c.dayVsExpert, { date, outcome: c[outcome], expert: c[expert] })
      : format(c.day, { date, outcome: c[outcome] });
  };

  return (
    <div className="daily__calendar">
      <div className="daily__nav">
        <MonthButton label={c.previous} path="M15 5l-7 7 7 7" disabled={atFirst} onClick={() => go(-1)} />
        <p className="daily__month" aria-live="polite">
          {monthName}
        </p>
        <MonthButton label={c.next} path="M9 5l7 7-7 7" disabled={atLast} onClick={() => go(1)} />
      </div>
      <table className="daily__table">
        <caption className="scr-visually-hidden">
          {format(c.caption, { game: gameName, month: monthName })}
        </caption>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => addDays(A_MONDAY, i)).map((day) => (
              <th scope="col" key={day} abbr={written(day, language, { weekday: 'long' })}>
                {written(day, language, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].day}>
              {week.map((cell) =>
                !cell.inMonth ? (
                  <td key={cell.day} />
                ) : (
                  <td key={cell.day}>
                    {cell.entry ? (
                      <a
                        className={`daily__day daily__day--${outcomeOf(cell).outcome}`}
                        href={`${BASE_PATH}${dailyQuery(game, cell.day)}`}
                        aria-label={label(cell)}
                        aria-current={cell.today ? 'date' : undefined}
                        onClick={open(cell.day)}
                      >
                        <span className="daily__date">{dayParts(cell.day).date}</span>
                        <Symbols cell={cell} />
                      </a>
                    ) : (
                      <span
                        className={`daily__day${cell.future ? ' daily__day--future' : ''}`}
                        aria-current={cell.today ? 'date' : undefined}
                      >
                        <span className="daily__date">{dayParts(cell.day).date}</span>
                      </span>
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="daily__legend" aria-label={c.legend}>
        {(['won', 'lost'] as const).map((o) => (
          <li key={o}>
            <span className={`daily__symbol daily__symbol--${o}`} aria-hidden="true">
              {OUTCOME_SYMBOLS[o]}
            </span>{' '}
            {c[o]}
          </li>
        ))}
        {(['better', 'same', 'worse'] as const).map((v) => (
          <li key={v}>
            <span className={`daily__symbol daily__symbol--${v}`} aria-hidden="true">
              {EXPERT_SYMBOLS[v]}
            </span>{' '}
            {c[v]}
          </li>
        ))}
      </ul>
      <p className="scr-field__hint daily__hint">{c.hint}</p>
    </div>
  );
}

function Symbols({ cell }: { cell: CalendarCell }) {
  const { outcome, expert } = outcomeOf(cell);
  return (
    <span className="daily__symbols" aria-hidden="true">
      <span className={`daily__symbol daily__symbol--${outcome}`}>{OUTCOME_SYMBOLS[outcome]}</span>
      {expert && <span className={`daily__symbol daily__symbol--${expert}`}>{EXPERT_SYMBOLS[expert]}</span>}
    </span>
  );
}

/** The history's notice: its save could not be used and was set aside (or is offered for download). */
export function DailyNotice({ store = dailyStore() }: { store?: DailyStoreApi }) {
  return <RecordNotice store={store} notices={useDailyText()?.notices ?? null} />;
}

/** The calendar's way to the month before or after: an arrow drawn with `path`. */
function MonthButton({
  label,
  path,
  disabled,
  onClick,
}: {
  label: string;
  path: string;
  disabled: boolean;
  onClick(): void;
}) {
  return (
    <button type="button" className="scr-icon-btn" aria-label={label} disabled={disabled} onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </button>
  );
}
