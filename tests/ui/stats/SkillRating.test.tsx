// The skill rating in Statistics: the figure per game with its rated rounds, the plot (an image with a name
// and a description a screen reader can read), the empty state, the notice of a save set aside, the reset,
// and the texts in another language.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RATING_START } from '../../../src/coach/rating';
import { createStatsStore } from '../../../src/stats';
import { type GameSkill, type SkillRound } from '../../../src/stats/skill';
import { createSkillStore, SKILL_KEY } from '../../../src/stats/skillStore';
import { chooseLanguage } from '../../../src/ui/i18n';
import { en } from '../../../src/ui/i18n/en';
import { skill as de } from '../../../src/ui/i18n/de/skill';
import { skill as text } from '../../../src/ui/i18n/en/skill';
import { StatsScreen } from '../../../src/ui/stats/StatsScreen';
import { MemoryStorage } from '../../store/helpers';

const round = (n: number, over: Partial<SkillRound> = {}): SkillRound => ({
  matchId: 'm1',
  round: n,
  averageCost: 0.5,
  decisions: 4,
  result: 0,
  expertResult: 0,
  when: 1_700_000_000_000 + n,
  ...over,
});

function show(rate?: (store: ReturnType<typeof createSkillStore>) => void, storage = new MemoryStorage()) {
  const stats = createStatsStore({ storage: () => storage, now: () => 1 });
  const skill = createSkillStore({ storage: () => storage, now: () => 1 });
  rate?.(skill);
  render(<StatsScreen store={stats} skill={skill} onClose={vi.fn()} />);
  return { skill, user: userEvent.setup() };
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
});

describe('the skill rating in Statistics', () => {
  it('before anything is rated: the figure says when it will appear, and there is no plot', () => {
    show();
    const schwimmen = screen.getByTestId('skill-schwimmen');
    expect(within(schwimmen).getByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(schwimmen).toHaveTextContent(text.empty.schwimmen);
    expect(screen.getByTestId('skill-schnapsen')).toHaveTextContent(text.empty.schnapsen);
    expect(screen.queryByTestId('skill-plot-schwimmen')).toBeNull();
    expect(screen.queryByTestId('skill-plot-schnapsen')).toBeNull();
    expect(screen.getByText(text.about)).toBeInTheDocument();
  });

  it('shows the rating, the rated rounds and the best, per game', () => {
    const { skill } = show((s) => {
      s.getState().recordRound('schwimmen', round(1, { averageCost: 0 }));
      s.getState().recordRound('schwimmen', round(2, { averageCost: 9 }));
      s.getState().recordRound('schnapsen', round(1, { averageCost: 0.1 }));
    });
    const { schwimmen: sw, schnapsen: sn } = skill.getState().record.games as Record<string, GameSkill>;
    const figure = screen.getByTestId('skill-schwimmen');
    expect(figure).toHaveAccessibleName(text.title);
    expect(figure).toHaveTextContent(String(Math.round(sw.rating)));
    expect(figure).toHaveTextContent('2 rated rounds');
    expect(figure).toHaveTextContent(`best ${Math.round(sw.best)}`);
    expect(Math.round(sw.best)).toBeGreaterThan(Math.round(sw.rating));
    const deals = screen.getByTestId('skill-schnapsen');
    expect(deals).toHaveTextContent(String(Math.round(sn.rating)));
    expect(deals).toHaveTextContent('1 rated deal');
  });

  it('the plot is one image named and described for a screen reader: start, now, best', () => {
    const { skill } = show((s) => {
      for (let n = 1; n <= 12; n++) s.getState().recordRound('schwimmen', round(n, { averageCost: n % 3 }));
    });
    const { rating, best } = skill.getState().record.games.schwimmen!;
    const plot = screen.getByTestId('skill-plot-schwimmen');
    expect(plot.tagName.toLowerCase()).toBe('svg');
    expect(plot).toHaveAttribute('role', 'img');
    expect(plot).toHaveAccessibleName('Schwimmen: skill rating over time');
    expect(plot).toHaveAccessibleDescription(
      `12 rated rounds: started at ${RATING_START}, now ${Math.round(rating)}, best ${Math.round(best)}.`,
    );
    // A line through the start and the twelve points, the start as a dashed reference, labelled axes.
    const line = plot.querySelector('.skill-plot__line');
    expect(line?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(13);
    expect(plot.querySelector('.skill-plot__start')).not.toBeNull();
    const labels = [...plot.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([text.plot.rating, text.plot.rounds.schwimmen, 'Start 1500']),
    );
    expect(labels).toContain('1500');
    expect(labels).toContain('12');
    expect(screen.queryByTestId('skill-plot-schnapsen')).toBeNull();
  });

  it('every point of the plot lies inside it, and the axis labels do not overlap, for a long history', () => {
    show((s) => {
      for (let n = 1; n <= 260; n++)
        s.getState().recordRound(
          'schnapsen',
          round(n, { averageCost: n < 130 ? 1 : 0, result: -1, expertResult: 1 }),
        );
    });
    const plot = screen.getByTestId('skill-plot-schnapsen');
    const [, , width, height] = (plot.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const d = plot.querySelector('.skill-plot__line')?.getAttribute('d') ?? '';
    const points = [...d.matchAll(/[ML]([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    // The history keeps the last 200 points; the line starts at the first of them, not at 1500.
    expect(points).toHaveLength(200);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(height);
    }
    const roundTicks = [...plot.querySelectorAll('text[text-anchor="middle"]')]
      .map((t) => Number(t.getAttribute('x')))
      .filter((x) => x > 0)
      .slice(0, -1);
    for (let i = 1; i < roundTicks.length; i++) expect(roundTicks[i] - roundTicks[i - 1]).toBeGreaterThan(30);
    expect(screen.getByTestId('skill-schnapsen')).toHaveTextContent('260 rated deals');
  });

  it('reset in Statistics starts the ratings again at 1500', async () => {
    const { skill, user } = show((s) => s.getState().recordRound('schwimmen', round(1)));
    await user.click(screen.getByRole('button', { name: en.stats.reset.button }));
    await user.click(screen.getByRole('button', { name: en.stats.reset.confirm }));
    expect(skill.getState().record.games.schwimmen!.rounds).toBe(0);
    expect(screen.getByTestId('skill-schwimmen')).toHaveTextContent(text.empty.schwimmen);
  });

  it('says so when the saved rating could not be read, and the notice can be dismissed', async () => {
    const storage = new MemoryStorage();
    storage.setItem(SKILL_KEY, 'not json');
    const { user } = show(undefined, storage);
    expect(screen.getByText(text.notices.skillUnreadable)).toBeVisible();
    await user.click(screen.getByRole('button', { name: en.screens.notice.dismiss }));
    expect(screen.queryByText(text.notices.skillUnreadable)).toBeNull();
  });

  it('a rating the app follows live: a round rated while Statistics is open shows at once', () => {
    const { skill } = show();
    act(() => void skill.getState().recordRound('schnapsen', round(1)));
    expect(screen.getByTestId('skill-schnapsen')).toHaveTextContent('1 rated deal');
    expect(screen.getByTestId('skill-plot-schnapsen')).toBeInTheDocument();
  });

  it('speaks the language in use, its texts downloaded on demand', async () => {
    await act(() => chooseLanguage('de'));
    show((s) => s.getState().recordRound('schwimmen', round(1)));
    expect(await screen.findByText(de.about)).toBeInTheDocument();
    expect(screen.getByTestId('skill-schwimmen')).toHaveTextContent('1 gewertete Runde');
    expect(screen.getByTestId('skill-plot-schwimmen')).toHaveAccessibleName(
      'Schwimmen: Spielstärke im Verlauf',
    );
    expect(screen.getByTestId('skill-schnapsen')).toHaveTextContent(de.empty.schnapsen);
  });
});
