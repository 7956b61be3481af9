// The table at every size from a 360×640 phone to a 1920×1080 desktop: no sideways scrolling, touch targets
// of at least 44 px, and no two parts of the table on top of each other; on a laptop screen, no scrolling.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { boxes, expect, expectNoSideScroll, overlap, SIZES, test } from './fixtures';

/** Seats this many computer players through the settings, starting a new match if the dialog asks. */
async function seatOpponents(page: Page, opponents: number) {
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('group', { name: en.screens.settings.opponents.label })
    .getByRole('radio', { name: String(opponents), exact: true })
    .check();
  await dialog.getByRole('button', { name: en.screens.settings.save }).click();
  // If the computers have already moved, the dialog asks before dealing a new match.
  const start = page.getByRole('button', { name: en.screens.settings.confirm.start });
  await expect(start.or(page.getByTestId(`lives-${opponents}`))).toBeVisible();
  if (await start.isVisible()) await start.click();
}

for (const players of [4, 8]) {
  test(`${players} players fit every screen size without overlap or sideways scrolling`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the sizes are set here; one project is enough');
    await page.goto('/?seed=21');
    if (players !== 4) await seatOpponents(page, players - 1);
    await expect(page.getByTestId(`lives-${players - 1}`)).toBeVisible();
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectNoSideScroll(page);
      const parts = [
        ...(await boxes(page, '[data-testid="hand"], [data-testid="middle"]')),
        ...(await boxes(page, '.sw-opponents [role="group"][aria-label]:not(.sw-side)')),
      ];
      expect(parts.length, `${size.width}×${size.height}: table parts found`).toBeGreaterThanOrEqual(
        2 + players - 1,
      );
      for (let i = 0; i < parts.length; i++) {
        for (let j = i + 1; j < parts.length; j++) {
          expect(
            overlap(parts[i], parts[j]),
            `${size.width}×${size.height}: ${parts[i].name} overlaps ${parts[j].name}`,
          ).toBe(false);
        }
      }
      const small = (await boxes(page, 'button:not([disabled]), [role="button"]')).filter(
        (b) => b.width < 44 || b.height < 44,
      );
      expect(small, `${size.width}×${size.height}: buttons smaller than 44 px`).toEqual([]);
    }
  });
}

// Laptop screens, wide but short: the whole table, down to the status line under the buttons, fits the
// window without scrolling (the move log sits beside the table at these widths).
const LAPTOPS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
];

for (const [game, address, opponents] of [
  ['Schwimmen, 4 players', '/?seed=21', null],
  ['Schwimmen, 8 players', '/?seed=21', 7],
  ['Schnapsen', '/?game=schnapsen&seed=21', null],
] as const) {
  test(`${game}: the whole table fits a laptop screen without scrolling`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the sizes are set here; one project is enough');
    await page.setViewportSize(LAPTOPS[0]);
    await page.goto(address);
    // null: the table as it opens (Schwimmen deals 4 players).
    if (opponents !== null) {
      await seatOpponents(page, opponents);
      await expect(page.getByTestId(`lives-${opponents}`)).toBeVisible();
    }
    await expect(page.getByTestId('hand').locator('[data-card]').first()).toBeVisible();
    const status = page.locator('.sw-status, .sn-status').first();
    for (const size of LAPTOPS) {
      await page.setViewportSize(size);
      const fit = await page.evaluate(() => ({
        page: document.documentElement.scrollHeight,
        window: innerHeight,
      }));
      expect(fit.page, `${size.width}×${size.height}: page height`).toBeLessThanOrEqual(fit.window);
      const box = (await status.boundingBox())!;
      expect(box.y + box.height, `${size.width}×${size.height}: status line`).toBeLessThanOrEqual(
        size.height,
      );
    }
  });
}

test('with reduced motion the cards do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?seed=21');
  const card = page.getByTestId('hand').locator('[data-card]').first();
  await expect(card).toBeVisible();
  // The table may re-render the hand while it settles (a replaced element has no computed style), so ask
  // until the card answers.
  await expect
    .poll(() =>
      card.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.transitionDuration, style.animationDuration].join(' / ');
      }),
    )
    .toMatch(/^0s(, 0s)* \/ 0s(, 0s)*$/);
});
