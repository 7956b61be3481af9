// The line over the table while a deal of the day is on it: "Deal of the day · 6 December 2026" and whether
// this play counts or is practice. An address that asked for a date not out yet, or for no date, gets its
// notice in the same place until dismissed: one short line, so that the hand and the turn's buttons stay in
// the window of a phone. data-testid="daily-banner".
import { isDay } from '../../../daily/date';
import { longDate } from '../../../daily/share';
import type { DailyTag } from '../../../games/types';
import { format, useLanguage, useMessages } from '../../i18n';
import { useDailyText } from '../../stats/dailyText';
import '../screens.css';
import './daily.css';

/** Why the table shows today's deal rather than the date the address asked for. */
export type DailyProblem = 'future' | 'invalid';

export interface DailyBannerProps {
  daily: DailyTag;
  /** The address's date was refused; null when there is nothing to say. */
  notice: DailyProblem | null;
  onDismiss(): void;
}

export function DailyBanner({ daily, notice, onDismiss }: DailyBannerProps) {
  const t = useMessages();
  const language = useLanguage();
  const text = useDailyText();
  if (!text) return null;
  const b = text.banner;
  const date = isDay(daily.date) ? longDate(daily.date, language) : daily.date;

  // A region of its own, named (and not as the result panel is): everything on the page lies in a landmark.
  if (notice)
    return (
      <section
        className="daily-banner daily-banner--notice"
        aria-label={format(b.title, { date })}
        data-testid="daily-banner"
      >
        <p className="daily-banner__text" role="status" data-testid="daily-notice">
          {b[notice]}
        </p>
        <button
          type="button"
          className="scr-icon-btn daily-banner__close"
          aria-label={t.screens.notice.dismiss}
          onClick={onDismiss}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </section>
    );

  return (
    <section
      className="daily-banner"
      aria-label={format(b.title, { date })}
      data-testid="daily-banner"
      data-counts={daily.counts}
    >
      <p className="daily-banner__text">{format(b.title, { date })}</p>
      <span className={`daily-badge${daily.counts ? ' daily-badge--counts' : ''}`}>
        {daily.counts ? b.counts : b.practice}
      </span>
    </section>
  );
}
