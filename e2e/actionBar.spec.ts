// Issue 38: with knocking with a swap (S14b) the Schwimmen turn has five buttons. On a phone their names read
// on one line or two in German ("Alle tauschen & klopfen" took four lines of a 65-px pill), the buttons a
// finger high and the hand and every button in the window; the English names stay the accessible ones.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { boxes, buttonLines, expect, openSeeded, snap, test, untilMyTurn } from './fixtures';

const S = en.screens.settings;

/**
 * Knocking with a swap on and `opponents` computers (Settings, in English), then the seeded table in
 * `language` at the player's turn.
 */
async function table(page: Page, seed: number, language: string, opponents = 3) {
  await openSeeded(page, `/?seed=${seed}&speed=instant`);
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('group', { name: S.opponents.label })
    .getByRole('radio', { name: String(opponents), exact: true })
    .check();
  await dialog.getByRole('switch', { name: S.knockWithSwap.label }).setChecked(true);
  await dialog.getByRole('button', { name: S.save }).click();
  // A rule changed during a match asks before a new one; the seed's deal is then opened again.
  await page.getByRole('button', { name: S.confirm.start }).click();
  await openSeeded(page, `/?seed=${seed}&speed=instant`);
  await untilMyTurn(page);
  await page.evaluate(
    (chosen) =>
      localStorage.setItem('kartenrunde:language', JSON.stringify({ state: { chosen }, version: 1 })),
    language,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('.sw-actions[data-buttons="5"] .sw-button')).toHaveCount(5);
  await page.evaluate(() => scrollTo(0, 0));
}

/** Every name on one line or two, no word wider than its button, the buttons a finger high, all in the window. */
async function expectClean(page: Page, what: string) {
  const size = page.viewportSize()!;
  const buttons = await buttonLines(page.locator('.sw-actions[data-buttons="5"] .sw-button'));
  for (const b of buttons) {
    expect(b.lines, `${what}: "${b.text}" on one line or two`).toBeLessThanOrEqual(2);
    expect(b.overflow, `${what}: "${b.text}" inside its button`).toBe(false);
    expect(b.height, `${what}: "${b.text}" a finger high`).toBeGreaterThanOrEqual(44);
    expect(b.right, `${what}: "${b.text}" inside the width`).toBeLessThanOrEqual(size.width);
    expect(b.bottom, `${what}: "${b.text}" inside the window`).toBeLessThanOrEqual(size.height);
  }
  const [hand] = await boxes(page, '[data-testid="hand"]');
  expect(hand.y + hand.height, `${what}: the hand inside the window`).toBeLessThanOrEqual(size.height);
}

test('issue 38: German turn buttons with knocking with a swap read on one line or two', async ({
  page,
}, testInfo) => {
  // Desktop and Pixel 7: the projects' own window sizes.
  await table(page, 11, 'de');
  await expectClean(page, `German at ${page.viewportSize()!.width}px`);
  await snap(page, testInfo, 'buttons-de');
  // The accessible names are the words shown; in English they are the names the tests know.
  await expect(page.getByRole('button', { name: 'Alle tauschen & klopfen', exact: true })).toBeVisible();
});

test(
  'issue 38: at 360×640 the five buttons sit in two rows, in German',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await table(page, 11, 'de');
    await expectClean(page, 'German at 360×640');
    const rows = await page
      .locator('.sw-actions__buttons .sw-button')
      .evaluateAll((els) =>
        els.map((e) => [e.textContent, Math.round(e.getBoundingClientRect().top)] as const),
      );
    // The plain moves first, the two that end with a knock in the row below.
    expect(new Set(rows.slice(0, 3).map(([, top]) => top)).size).toBe(1);
    expect(new Set(rows.slice(3).map(([, top]) => top)).size).toBe(1);
    expect(rows[3][1]).toBeGreaterThan(rows[0][1]);
    await snap(page, testInfo, 'buttons-de-360x640');
  },
);

test(
  'issue 38: German at a full table of eight, at 360×640, 1280×720 and 1920×1080',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await table(page, 11, 'de', 7);
    for (const size of [
      { width: 360, height: 640 },
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await page.evaluate(() => scrollTo(0, 0));
      await expectClean(page, `German, 8 players, ${size.width}×${size.height}`);
      await snap(page, testInfo, `buttons-de-8p-${size.width}x${size.height}`);
    }
  },
);
