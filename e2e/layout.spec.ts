// The table at every size from a 360×640 phone to a 1920×1080 desktop: no sideways scrolling, touch targets
// of at least 44 px, and no two parts of the table on top of each other.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { expect, expectNoSideScroll, test } from './fixtures';

const SIZES = [
  { width: 360, height: 640 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

type Box = { x: number; y: number; width: number; height: number; name: string };

async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => {
        const r = e.getBoundingClientRect();
        const name = e.getAttribute('aria-label') ?? e.getAttribute('data-testid') ?? e.textContent ?? '';
        return { x: r.x, y: r.y, width: r.width, height: r.height, name: name.trim().slice(0, 40) };
      }),
  );
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

for (const players of [4, 8]) {
  test(`${players} players fit every screen size without overlap or sideways scrolling`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the sizes are set here; one project is enough');
    await page.goto('/?seed=21');
    if (players !== 4) {
      await page.getByRole('button', { name: en.app.menu.settings }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('group', { name: en.screens.settings.opponents.label })
        .getByRole('radio', { name: String(players - 1), exact: true })
        .check();
      await dialog.getByRole('button', { name: en.screens.settings.save }).click();
      // If the computers have already moved, the dialog asks before dealing a new match.
      const start = page.getByRole('button', { name: en.screens.settings.confirm.start });
      await expect(start.or(page.getByTestId(`lives-${players - 1}`))).toBeVisible();
      if (await start.isVisible()) await start.click();
    }
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

test('with reduced motion the cards do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?seed=21');
  const card = page.getByTestId('hand').locator('[data-card]').first();
  await expect(card).toBeVisible();
  const durations = await card.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.transitionDuration, style.animationDuration];
  });
  for (const d of durations) expect(d.split(',').every((part) => parseFloat(part) === 0)).toBe(true);
});
