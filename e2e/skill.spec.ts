// The skill rating in Statistics: with a rating record in localStorage, the figure and its plot are shown
// per game, inside the window at phone and laptop size, and pass axe.
import type { Page } from '@playwright/test';
import { emptySkill, recordSkillRound, type SkillRecord } from '../src/stats/skill';
import { SKILL_KEY, SKILL_VERSION } from '../src/stats/skillStore';
import { skill as text } from '../src/ui/i18n/en/skill';
import { en } from '../src/ui/i18n/en';
import { expect, expectAccessible, expectNoSideScroll, snap, test } from './fixtures';

/** Sixty Schwimmen rounds getting better, and a few Schnapsen deals. */
function someRatings(): SkillRecord {
  let record = emptySkill();
  const start = Date.UTC(2026, 0, 1);
  for (let n = 1; n <= 60; n++)
    record = recordSkillRound(record, 'schwimmen', {
      matchId: `m${Math.ceil(n / 10)}`,
      round: n,
      averageCost: Math.max(0, 8 - n / 6) * (n % 4 === 0 ? 2 : 1),
      decisions: 2 + (n % 3),
      result: n % 5 === 0 ? -1 : 0,
      expertResult: 0,
      when: start + n * 60_000,
    });
  for (let n = 1; n <= 5; n++)
    record = recordSkillRound(record, 'schnapsen', {
      matchId: 's1',
      round: n,
      averageCost: 0.4 / n,
      decisions: 6,
      result: n % 2 ? 2 : -1,
      expertResult: 1,
      when: start + n * 60_000,
    });
  return record;
}

async function openStatistics(page: Page, record: SkillRecord | null) {
  if (record)
    await page.addInitScript(
      ([key, raw]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, raw);
      },
      [SKILL_KEY, JSON.stringify({ version: SKILL_VERSION, rev: 1, state: record })] as const,
    );
  await page.goto('/');
  await page.getByRole('button', { name: en.stats.menu }).click();
  const dialog = page.getByRole('dialog', { name: en.stats.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('Statistics shows each game’s skill rating and its plot from the saved record', async ({
  page,
}, testInfo) => {
  const record = someRatings();
  const dialog = await openStatistics(page, record);
  const schwimmen = dialog.getByTestId('skill-schwimmen');
  await expect(schwimmen).toBeVisible();
  await expect(schwimmen).toContainText(text.title);
  await expect(schwimmen).toContainText(String(Math.round(record.games.schwimmen!.rating)));
  await expect(schwimmen).toContainText('60 rated rounds');
  const plot = dialog.getByTestId('skill-plot-schwimmen');
  await plot.scrollIntoViewIfNeeded();
  await expect(plot).toBeVisible();
  await expect(plot).toHaveAccessibleName('Schwimmen: skill rating over time');
  await expect(dialog.getByTestId('skill-plot-schnapsen')).toBeVisible();
  await expect(dialog.getByTestId('skill-schnapsen')).toContainText('5 rated deals');

  // The plot fits the dialog's width.
  const [plotBox, dialogBox] = [await plot.boundingBox(), await dialog.boundingBox()];
  expect(plotBox && dialogBox).toBeTruthy();
  expect(plotBox!.x).toBeGreaterThanOrEqual(dialogBox!.x);
  expect(plotBox!.x + plotBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'skill');
  await expectAccessible(page, 'the statistics screen with skill ratings');
});

test('before anything is rated, the figure says when it will appear', { tag: '@once' }, async ({ page }) => {
  const dialog = await openStatistics(page, null);
  await expect(dialog.getByTestId('skill-schwimmen')).toContainText(text.empty.schwimmen);
  await expect(dialog.getByTestId('skill-plot-schwimmen')).toHaveCount(0);
});

for (const size of [
  { width: 360, height: 640 },
  { width: 1280, height: 720 },
])
  test(`the plot at ${size.width}×${size.height}`, { tag: '@once' }, async ({ page }, testInfo) => {
    await page.setViewportSize(size);
    const dialog = await openStatistics(page, someRatings());
    const figure = dialog.getByTestId('skill-schwimmen');
    await figure.scrollIntoViewIfNeeded();
    await expect(dialog.getByTestId('skill-plot-schwimmen')).toBeVisible();
    await expectNoSideScroll(page);
    await snap(page, testInfo, `skill-${size.width}x${size.height}`);
    const path = testInfo.outputPath(`skill-figure-${size.width}.png`);
    await figure.screenshot({ path });
    await testInfo.attach('figure', { path, contentType: 'image/png' });
  });
