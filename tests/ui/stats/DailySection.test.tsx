import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Day } from '../../../src/daily/date';
import type { DailyResult } from '../../../src/daily/history';
import { createSaveHealth } from '../../../src/persist/saves';
import { createDailyStore, DAILY_KEY } from '../../../src/stats/dailyStore';
import { createSkillStore } from '../../../src/stats/skillStore';
import { createStatsStore } from '../../../src/stats';
import { chooseLanguage } from '../../../src/ui/i18n';
import { daily as de } from '../../../src/ui/i18n/de/daily';
import { daily as text } from '../../../src/ui/i18n/en/daily';
import { DailySection } from '../../../src/ui/stats/DailySection';
import { StatsScreen } from '../../../src/ui/stats/StatsScreen';
import { MemoryStorage } from '../../store/helpers';

const c = text.stats.calendar;
const TODAY: Day = '2026-12-06';

const won = (result: number, expertResult: number | null): DailyResult => ({
  won: true,
  result,
  expertResult,
  marks: ['best'],
  costliest: null,
});
const lost = (result: number, expertResult: number | null): DailyResult => ({
  won: false,
  result,
  expertResult,
  marks: ['blunder'],
  costliest: 1,
});

function storeWith(days: Partial<Record<Day, DailyResult | null>> = {}, game = 'schnapsen') {
  const store = createDailyStore({
    storage: () => new MemoryStorage(),
    now: () => 1,
    health: createSaveHealth(),
  });
  for (const [day, result] of Object.entries(days) as [Day, DailyResult | null][]) {
    store.getState().start(game, day);
    if (result) store.getState().finish(game, day, result);
  }
  return store;
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('DailySection', () => {
  it('before any deal of the day: says so and what it is, without a calendar', () => {
    render(<DailySection game="schwimmen" store={storeWith()} today={TODAY} />);
    const section = screen.getByTestId('daily-schwimmen');
    expect(within(section).getByText(text.stats.empty)).toBeVisible();
    expect(within(section).getByText(text.stats.emptyHint)).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('shows the days played and the current and best streaks', () => {
    const store = storeWith({
      '2026-11-20': won(1, 1),
      '2026-11-21': won(1, 1),
      '2026-11-22': lost(-2, 1),
      '2026-12-04': won(3, 2),
      '2026-12-05': null,
    });
    render(<DailySection game="schnapsen" store={store} today={TODAY} />);
    const figures = [...screen.getByTestId('daily-schnapsen').querySelectorAll('dt, dd')].map(
      (e) => e.textContent,
    );
    expect(figures).toEqual([
      text.stats.daysPlayed,
      '5',
      text.stats.currentStreak,
      '2 days',
      text.stats.bestStreak,
      '3 days',
    ]);
  });

  it('a11y: the calendar is a table with a caption, the days of the week as column headers, Monday first', () => {
    render(<DailySection game="schnapsen" store={storeWith({ [TODAY]: won(1, 1) })} today={TODAY} />);
    const table = screen.getByRole('table', { name: 'Schnapsen: deals of the day, December 2026' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('abbr'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    // 1 December 2026 is a Tuesday: the first row starts with an empty Monday.
    const [, firstWeek] = within(table).getAllByRole('row');
    expect([...firstWeek.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6✓=',
    ]);
  });

  it('says each day played in words (won or lost, against the expert), not by colour alone', () => {
    const store = storeWith({
      '2026-12-01': won(2, 1),
      '2026-12-02': lost(-1, -1),
      '2026-12-03': lost(-3, 1),
      '2026-12-04': won(1, null),
      '2026-12-05': null,
    });
    render(<DailySection game="schnapsen" store={store} today={TODAY} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      `December 1: ${c.won}, ${c.better}`,
      `December 2: ${c.lost}, ${c.same}`,
      `December 3: ${c.lost}, ${c.worse}`,
      `December 4: ${c.won}`,
      `December 5: ${c.unfinished}`,
    ]);
    // The symbols beside the colours, hidden from screen readers (the label says it in words).
    expect(links.map((a) => a.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      '✓▲',
      '✗=',
      '✗▼',
      '✓',
      '…',
    ]);
    expect(links[0]).toHaveClass('daily__day--won');
    expect(links[1]).toHaveClass('daily__day--lost');
    // The key says what the symbols mean.
    const key = screen.getByRole('list', { name: c.legend });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`✓ ${c.won}`, `✗ ${c.lost}`, `▲ ${c.better}`, `= ${c.same}`, `▼ ${c.worse}`]);
  });

  it('marks today in the calendar', () => {
    render(<DailySection game="schnapsen" store={storeWith({ [TODAY]: won(1, 1) })} today={TODAY} />);
    expect(screen.getByRole('link', { name: /December 6/ })).toHaveAttribute('aria-current', 'date');
  });

  it('a day played links to its deal, opened in place when the app says how', async () => {
    const onOpenDay = vi.fn();
    render(
      <DailySection
        game="schnapsen"
        store={storeWith({ '2026-12-04': won(1, 1) })}
        today={TODAY}
        onOpenDay={onOpenDay}
      />,
    );
    const link = screen.getByRole('link', { name: /December 4/ });
    expect(link).toHaveAttribute('href', '/?game=schnapsen&daily=2026-12-04');
    await userEvent.setup().click(link);
    expect(onOpenDay).toHaveBeenCalledWith('schnapsen', '2026-12-04');
  });

  it('goes back and forth between months, across a year end, never past the current month', async () => {
    const user = userEvent.setup();
    const store = storeWith({ '2026-12-01': won(1, 1), '2025-12-31': lost(-1, 0) });
    render(<DailySection game="schnapsen" store={store} today={TODAY} />);
    const next = screen.getByRole('button', { name: c.next });
    const previous = screen.getByRole('button', { name: c.previous });
    expect(next).toBeDisabled();
    for (let i = 0; i < 12; i++) await user.click(previous);
    expect(screen.getByRole('table', { name: /December 2025/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `December 31: ${c.lost}, ${c.worse}` })).toBeInTheDocument();
    await user.click(previous);
    expect(screen.getByRole('table', { name: /November 2025/ })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(next);
    await user.click(next);
    expect(screen.getByRole('table', { name: /January 2026/ })).toBeInTheDocument();
    expect(next).toBeEnabled();
  });

  it('shows a day another tab finished', () => {
    const storage = new MemoryStorage();
    const deps = { storage: () => storage, now: () => 1, health: createSaveHealth() };
    const mine = createDailyStore(deps);
    render(<DailySection game="schwimmen" store={mine} today={TODAY} />);
    createDailyStore(deps).getState().start('schwimmen', TODAY);
    // This tab hears of it as it changes anything next, or from the storage event.
    act(() => mine.getState().sync());
    expect(screen.getByRole('link', { name: `December 6: ${c.unfinished}` })).toBeInTheDocument();
  });
});

describe('DailySection in another language', () => {
  it('writes its texts and dates in the page’s language, once they have come', async () => {
    await act(() => chooseLanguage('de'));
    render(<DailySection game="schnapsen" store={storeWith({ [TODAY]: won(2, 1) })} today={TODAY} />);
    const table = await screen.findByRole('table', { name: 'Schnapsen: Spiele des Tages, Dezember 2026' });
    const link = within(table).getByRole('link');
    expect(link).toHaveAccessibleName(`6. Dezember: ${de.stats.calendar.won}, ${de.stats.calendar.better}`);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Montag');
    expect(screen.getByTestId('daily-schnapsen')).toHaveTextContent('1 Tag');
  });
});

describe('Statistics with the deal of the day', () => {
  function show(storage: Storage) {
    const deps = { storage: () => storage, now: () => 1 };
    render(
      <StatsScreen
        store={createStatsStore(deps)}
        skill={createSkillStore(deps)}
        daily={createDailyStore({ ...deps, health: createSaveHealth() })}
        onClose={() => {}}
      />,
    );
  }

  it('has a section per game', () => {
    show(new MemoryStorage());
    expect(screen.getByTestId('daily-schwimmen')).toBeInTheDocument();
    expect(screen.getByTestId('daily-schnapsen')).toBeInTheDocument();
    expect(screen.getAllByText(text.stats.empty)).toHaveLength(2);
  });

  it('a broken history is set aside with a notice, and the screen still shows', () => {
    const storage = new MemoryStorage();
    storage.setItem(DAILY_KEY, '{"version": 1, "state": {"schwimmen": {"2026-02-30": {"result": null}}}}');
    show(storage);
    expect(screen.getByText(text.notices.dailyUnreadable)).toBeVisible();
    expect(screen.getAllByText(text.stats.empty)).toHaveLength(2);
  });
});
