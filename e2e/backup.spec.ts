// Issue 41: a backup of everything. A few moves of Schwimmen on top of saved statistics and a skill rating,
// Back up my data in Statistics (the download is the file), then in a fresh browser Restore from a backup:
// the statistics, the rating's plot and the match in progress are the same as in the first browser.
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { emptyStats, recordMatch, recordRound, STATS_KEY, STATS_VERSION, type Stats } from '../src/stats';
import { emptySkill, recordSkillRound, type SkillRecord } from '../src/stats/skill';
import { SKILL_KEY, SKILL_VERSION } from '../src/stats/skillStore';
import { backup as text } from '../src/ui/i18n/en/backup';
import { en } from '../src/ui/i18n/en';
import type { BackupFile } from '../src/backup/backup';
import { expect, test } from './fixtures';
import { notHere, ONE_PROJECT } from './depth';

const SW_MATCH = 'kartenrunde:schwimmen:match';

function someStats(): Stats {
  let stats = emptyStats();
  for (const won of [true, false, true, true])
    stats = recordMatch(stats, { game: 'schwimmen', level: 'normal', won });
  stats = recordRound(stats, { game: 'schwimmen', level: 'normal', lost: true });
  return recordMatch(stats, { game: 'schnapsen', level: 'hard', won: false });
}

function someRatings(): SkillRecord {
  let record = emptySkill();
  for (let n = 1; n <= 30; n++)
    record = recordSkillRound(record, 'schwimmen', {
      matchId: `m${Math.ceil(n / 6)}`,
      round: n,
      averageCost: Math.max(0, 6 - n / 5),
      decisions: 3,
      result: n % 4 === 0 ? -1 : 0,
      expertResult: 0,
      when: Date.UTC(2026, 10, 1) + n * 3_600_000,
    });
  return record;
}

const savedMatch = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { state: unknown } | null,
    SW_MATCH,
  );

/** Makes `times` moves of the player's (Keep, Pass, or Next round), each saved before the next. */
async function play(page: Page, times: number) {
  const buttons = [en.screens.result.nextRound, en.table.actions.keep, en.table.actions.pass].map((name) =>
    page.getByRole('button', { name, exact: true }),
  );
  const logLength = async () =>
    ((await savedMatch(page))?.state as { log: unknown[] } | undefined)?.log.length ?? 0;
  await expect.poll(logLength).toBeGreaterThan(0);
  for (let i = 0; i < times; i++) {
    const before = await logLength();
    await expect(async () => {
      let clicked = false;
      for (const button of buttons)
        if ((await button.isVisible()) && (await button.isEnabled())) {
          await button.click({ timeout: 3000 });
          clicked = true;
          break;
        }
      if (!clicked) throw new Error('no move of mine yet');
      await expect.poll(logLength, { timeout: 1000 }).toBeGreaterThan(before);
    }).toPass({ timeout: 15_000 });
  }
}

async function openStatistics(page: Page) {
  await page.getByRole('button', { name: en.stats.menu }).click();
  const dialog = page.getByRole('dialog', { name: en.stats.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What Statistics shows of the record and the rating: the tables' text and the plot as drawn. */
async function shownRecord(page: Page) {
  const dialog = await openStatistics(page);
  const plot = dialog.getByTestId('skill-plot-schwimmen');
  await expect(plot).toBeVisible();
  return {
    tables: await dialog.locator('table').allInnerTexts(),
    rating: await dialog.getByTestId('skill-schwimmen').innerText(),
    plot: await plot.evaluate((e) => e.outerHTML),
  };
}

test('a backup made in one browser restores the statistics, the rating plot and the match in another', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(notHere('phone', testInfo.project.name), ONE_PROJECT);
  // A player with a record and a rating, playing Schwimmen.
  await page.addInitScript(
    (saves) => {
      for (const [key, raw] of saves) if (localStorage.getItem(key) === null) localStorage.setItem(key, raw);
    },
    [
      [
        STATS_KEY,
        JSON.stringify({ version: STATS_VERSION, rev: 3, state: { stats: someStats(), marks: {} } }),
      ],
      [SKILL_KEY, JSON.stringify({ version: SKILL_VERSION, rev: 5, state: someRatings() })],
    ] as const,
  );
  await page.goto('/?game=schwimmen&speed=instant');
  await play(page, 3);
  const hand = await page
    .getByTestId('hand')
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
  await page.goto('/');
  const before = await shownRecord(page);
  const match = await savedMatch(page);

  const section = page.getByRole('region', { name: text.title });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: text.backUp }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kartenrunde-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const file = JSON.parse(await readFile(path, 'utf8')) as BackupFile;
  expect(file.parts[SW_MATCH]).toMatchObject({ state: match?.state });

  // A fresh browser: nothing saved but the first deal it makes itself.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const fresh = await context.newPage();
  const problems: string[] = [];
  fresh.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  fresh.on('pageerror', (e) => problems.push(e.message));
  await fresh.goto('/');
  const dialog = await openStatistics(fresh);
  await expect(dialog.getByTestId('skill-plot-schwimmen')).toHaveCount(0);
  await dialog.getByRole('button', { name: text.open }).click();
  await dialog.getByLabel(text.file).setInputFiles(path);
  await dialog.getByRole('button', { name: text.restore, exact: true }).click();
  const preview = dialog.getByRole('group', { name: text.preview.title });
  await expect(preview).toContainText(/Schwimmen: a match in progress, round \d+/);
  await expect(preview).toContainText('Statistics: 5 matches played');
  await expect(preview).toContainText(/Skill rating: Schwimmen \d+, \d+ rounds and deals rated/);
  await Promise.all([
    fresh.waitForEvent('load'),
    preview.getByRole('button', { name: text.preview.confirm }).click(),
  ]);

  // The page came back with the restored data: the same record, the same plot, the same match.
  await expect(fresh.getByRole('button', { name: en.stats.menu })).toBeVisible();
  await fresh.goto('/');
  expect(await shownRecord(fresh)).toEqual(before);
  expect((await savedMatch(fresh))?.state).toEqual(match?.state);
  await fresh.goto('/?game=schwimmen&speed=instant');
  await expect(fresh.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
  expect(
    await fresh
      .getByTestId('hand')
      .locator('[data-card]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card'))),
  ).toEqual(hand);
  expect(problems).toEqual([]);
  await context.close();
});
