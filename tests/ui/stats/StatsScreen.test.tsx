import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createStatsStore,
  emptyStats,
  recordMatch,
  recordRound,
  STATS_KEY,
  type Stats,
} from '../../../src/stats';
import { en } from '../../../src/ui/i18n/en';
import { stats as text } from '../../../src/ui/i18n/en/stats';
import { createSkillStore } from '../../../src/stats/skillStore';
import { StatsScreen } from '../../../src/ui/stats/StatsScreen';
import { MemoryStorage } from '../../store/helpers';

function someStats(): Stats {
  let s = emptyStats();
  for (const won of [true, true, false, true]) s = recordMatch(s, { game: 'schwimmen', level: 'hard', won });
  s = recordRound(s, { game: 'schwimmen', level: 'hard', lost: true });
  s = recordRound(s, { game: 'schwimmen', level: 'hard', lost: true });
  return s;
}

function show(stats?: Stats, storage: Storage = new MemoryStorage()) {
  const store = createStatsStore({ storage: () => storage, now: () => 1 });
  const skill = createSkillStore({ storage: () => storage, now: () => 1 });
  if (stats) store.getState().save({ stats, marks: store.getState().marks });
  const onClose = vi.fn();
  render(<StatsScreen store={store} skill={skill} onClose={onClose} />);
  return { store, onClose, user: userEvent.setup() };
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('StatsScreen', () => {
  it('is a dialog named by its title', () => {
    show();
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
  });

  it('shows the empty state for a game with nothing recorded yet', () => {
    show();
    expect(screen.getByText(text.empty.schwimmen)).toBeVisible();
    expect(screen.getByText(text.empty.schnapsen)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a table per game played, with a row per computer level', () => {
    show(someStats());
    const table = screen.getByRole('table', { name: text.games.schwimmen });
    expect(cells(table)).toEqual([
      [text.level, ...Object.values(text.columns.schwimmen)],
      ['Easy', '0', '0', '0', '0', '0'],
      ['Normal', '0', '0', '0', '0', '0'],
      ['Hard', '4', '3', '2', '2', '1'],
      ['Expert', '0', '0', '0', '0', '0'],
    ]);
    expect(screen.getByText(text.empty.schnapsen)).toBeVisible();
  });

  it('Schnapsen counts Bummerls won and lost, and deals lost', () => {
    let s = emptyStats();
    for (const won of [false, true, false]) s = recordMatch(s, { game: 'schnapsen', level: 'expert', won });
    s = recordRound(s, { game: 'schnapsen', level: 'expert', lost: true });
    show(s);
    const table = screen.getByRole('table', { name: text.games.schnapsen });
    const expert = within(table).getByRole('row', { name: /Expert/ });
    expect([...expert.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual([
      'Expert',
      '1',
      '2',
      '1',
      '1',
      '0',
    ]);
  });

  it('a11y: column headers and row headers are marked as such, the game headings are headings', () => {
    show(someStats());
    const table = screen.getByRole('table', { name: text.games.schwimmen });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([text.level, ...Object.values(text.columns.schwimmen)]);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => h.textContent)).toEqual(['Easy', 'Normal', 'Hard', 'Expert']);
    rowHeaders.forEach((h) => expect(h).toHaveAttribute('scope', 'row'));
    expect(screen.getByRole('heading', { level: 2, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: text.games.schwimmen })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: text.games.schnapsen })).toBeInTheDocument();
    // The sideways-scrolling box around the table can be reached and scrolled with the keyboard.
    const region = screen.getByRole('region', { name: text.games.schwimmen });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('a11y: every button has a name, and every id the page points to exists once', () => {
    show(someStats());
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();
    const referenced = [...document.querySelectorAll('[aria-labelledby], [aria-describedby]')].flatMap((el) =>
      `${el.getAttribute('aria-labelledby') ?? ''} ${el.getAttribute('aria-describedby') ?? ''}`
        .split(/\s+/)
        .filter(Boolean),
    );
    for (const id of referenced) expect(document.querySelectorAll(`[id="${id}"]`)).toHaveLength(1);
  });

  it('resets only after confirmation; cancelling keeps everything', async () => {
    const { store, user } = show(someStats());
    await user.click(screen.getByRole('button', { name: text.reset.button }));
    const ask = screen.getByRole('alertdialog', { name: text.reset.title });
    expect(within(ask).getByRole('button', { name: text.reset.cancel })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: text.reset.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().stats).toEqual(someStats());

    await user.click(screen.getByRole('button', { name: text.reset.button }));
    await user.click(screen.getByRole('button', { name: text.reset.confirm }));
    expect(store.getState().stats).toEqual(emptyStats());
    expect(screen.getByText(text.empty.schwimmen)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(text.reset.done);
  });

  it('Escape in the confirmation closes only the confirmation', async () => {
    const { onClose, user } = show(someStats());
    await user.click(screen.getByRole('button', { name: text.reset.button }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with the close buttons and with Escape', async () => {
    const { onClose, user } = show();
    const closes = screen.getAllByRole('button', { name: en.screens.common.close });
    expect(closes).toHaveLength(2);
    await user.click(closes[0]);
    await user.click(closes[1]);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('says so when the saved statistics could not be read, and the notice can be dismissed', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STATS_KEY, 'not json');
    const { user } = show(undefined, storage);
    expect(screen.getByText(text.notices.statsUnreadable)).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.screens.notice.dismiss }));
    expect(screen.queryByText(text.notices.statsUnreadable)).toBeNull();
  });
});
