// Issue 38: the Schwimmen hint the tester read on seed 4 (Keep, Pass, then Hint: K♠ 8♣ K♦ against 7♦ 8♠ 7♣)
// says the plan behind taking 8♠ for K♠, the pair of 8s, not "10 in diamonds" (the value the hand already
// held), and the whole callout, the reason and the chance of a knock, lies in the window: at 1280×720, where
// the page does not scroll, and at 360×640 in German, where the reason takes two lines.
import type { Page } from '@playwright/test';
import { de } from '../src/ui/i18n/de';
import { en } from '../src/ui/i18n/en';
import type { Messages } from '../src/ui/i18n/en';
import { expect, openSeeded, snap, test } from './fixtures';

/** Seed 4: Keep, Pass, and the player is to act again: K♠ 8♣ K♦ against 7♦ 8♠ 7♣. */
async function seedFour(page: Page) {
  await openSeeded(page, '/?game=schwimmen&seed=4&speed=instant');
  await page.getByRole('button', { name: en.table.actions.keep, exact: true }).click();
  const pass = page.getByRole('button', { name: en.table.actions.pass, exact: true });
  await pass.click();
  await expect(pass).toBeEnabled({ timeout: 20_000 });
}

async function askHint(page: Page, t: Messages) {
  await page.getByRole('button', { name: t.table.hint.button, exact: true }).click();
  const hint = page.getByTestId('hint');
  await expect(hint).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('middle').locator('[data-card="8s"]')).toHaveAttribute('data-hint', 'take');
  await expect(page.getByTestId('hand').locator('[data-card="Ks"]')).toHaveAttribute('data-hint', 'give');
  return hint;
}

/** The callout wholly in the window, once it has come to rest (it eases in, and the page scrolls to it). */
async function expectInWindow(page: Page, what: string) {
  const size = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = (await page.getByTestId('hint').boundingBox())!;
      return box.y >= 0 && box.y + box.height <= size.height;
    }, `${what}: the hint in the window`)
    .toBe(true);
}

test(
  'issue 38: seed 4, the hint names the pair of 8s, whole in the window',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await seedFour(page);
    const hint = await askHint(page, en);
    await expect(hint).toHaveText(
      /^Take 8♠: a pair of 8s, going for three of a kind \(30½\)If you knock now: .*$/,
    );
    await expectInWindow(page, '1280×720');
    await snap(page, testInfo, 'hint-pair-1280x720');

    await page.evaluate(() =>
      localStorage.setItem('kartenrunde:language', JSON.stringify({ state: { chosen: 'de' }, version: 1 })),
    );
    await page.setViewportSize({ width: 360, height: 640 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The match is saved: the same turn comes back, in German.
    const german = await askHint(page, de);
    await expect(german).toContainText('Nimm 8♠: ein Paar Achten, auf dem Weg zum Drilling (30½)');
    await expectInWindow(page, '360×640 in German');
    await snap(page, testInfo, 'hint-pair-de-360x640');
  },
);
