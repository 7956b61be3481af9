// Issue 38: how the player's clicks and keys become moves at both tables. Played with the keyboard alone, the
// focus never drops to the page: it stays in the hand from one move to the next. A double click makes one
// move even when the first click's move has handed the turn straight back (instant speed). The computer
// players keep their names for the whole match when the language changes.
import type { Page } from '@playwright/test';
import { DOUBLE_TAP_MS } from '../src/ui/shared/table/aim';
import { en } from '../src/ui/i18n/en';
import { expect, openSeeded, test } from './fixtures';

const SW_MATCH = 'kartenrunde:schwimmen:match';
const SN_MATCH = 'kartenrunde:schnapsen:match';

const A = en.table.actions;
const hand = (page: Page) => page.getByTestId('hand');

/** Whether the focused element is the hand or inside it. */
const focusInHand = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="hand"]')!.contains(document.activeElement));

/** The length of the saved match's log: every move is saved the moment it is made. */
const logLength = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null').state.log.length as number, key);

/** Schwimmen: waits until the human is to act in the turns phase, keeping the dealt hand when asked. */
async function untilMyTurn(page: Page) {
  const keep = page.getByRole('button', { name: A.keep, exact: true });
  const pass = page.getByRole('button', { name: A.pass, exact: true });
  await expect(async () => {
    if (await keep.isVisible()) await keep.click({ timeout: 2000 });
    expect(await pass.isEnabled({ timeout: 1000 })).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Presses `key` until the focus is on an element matching `selector` (at most `most` presses). */
async function pressUntil(page: Page, key: string, selector: string, most = 12) {
  for (let i = 0; i < most; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press(key);
  }
  expect(await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)).toBe(true);
}

test(
  'Schnapsen with the keyboard alone: the focus stays in the hand from move to move',
  { tag: '@once' },
  async ({ page }) => {
    await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
    await expect(page.getByRole('button', { name: en.schnapsen.actions.claim })).toBeEnabled();
    await hand(page).locator('[data-card]:not([disabled])').first().focus();
    const focusedCard = hand(page).locator('[data-card]:focus');
    for (let move = 0; move < 3; move++) {
      // The turn is back: the focus is on a card that can be played.
      await expect(focusedCard).toBeEnabled();
      const card = await focusedCard.getAttribute('data-card');
      await page.keyboard.press('Enter');
      await expect(hand(page).locator(`[data-card="${card}"]`)).toHaveCount(0);
      expect(await focusInHand(page), `after move ${move + 1}`).toBe(true);
    }
  },
);

test(
  'Schwimmen with the keyboard alone: a swap, a pass and the next round, the focus kept after each',
  { tag: '@once' },
  async ({ page }) => {
    await openSeeded(page, '/?seed=11&speed=instant');
    await untilMyTurn(page);
    const handCard = '[data-testid="hand"] [data-card]';
    await hand(page).locator('[data-card]').first().focus();
    const given = await page.evaluate(() => document.activeElement!.getAttribute('data-card'));
    await page.keyboard.press('Enter');
    // Back to the middle, and the swap with Enter.
    await pressUntil(page, 'Shift+Tab', '[data-testid="middle"] [data-card]');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('middle').locator(`[data-card="${given}"]`)).toBeVisible();
    expect(await focusInHand(page), 'after the swap').toBe(true);

    // The turn comes back with the focus on a card of the hand; Pass is a few Tabs on.
    await expect(page.locator(`${handCard}:focus`)).toBeEnabled();
    const before = await logLength(page, SW_MATCH);
    await pressUntil(page, 'Tab', '.sw-button--pass');
    await expect(page.getByRole('button', { name: A.pass, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => logLength(page, SW_MATCH)).toBeGreaterThan(before);
    // The pass ended the round (seed 11): its result takes the focus, and Next round brings it back.
    const nextRound = page.getByRole('button', { name: en.screens.result.nextRound });
    await expect(nextRound).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nextRound).toBeHidden();
    expect(await focusInHand(page), 'after the next deal').toBe(true);
  },
);

test('Schwimmen: a double click on Pass at instant speed passes once', async ({ page }) => {
  await openSeeded(page, '/?seed=11&speed=instant');
  await untilMyTurn(page);
  const pass = page.getByRole('button', { name: A.pass, exact: true });
  const box = (await pass.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  // The computers answer at once and the turn is back before the second click of the double click lands.
  await expect(pass).toBeEnabled();
  const after = await logLength(page, SW_MATCH);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  expect(await logLength(page, SW_MATCH)).toBe(after);
  await expect(pass).toBeEnabled();
  // A click of its own passes again: once the double click's window is over, the same spot is a new tap
  // (sooner, it would be the third tap of the same series, aimed where the first one was).
  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await page.mouse.click(x, y);
  await expect.poll(() => logLength(page, SW_MATCH)).toBeGreaterThan(after);
});

test('Schnapsen: a double click on a card at instant speed plays one card', async ({ page }) => {
  await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
  const playable = hand(page).locator('[data-card]:not([disabled])');
  await expect(playable.first()).toBeVisible();
  const box = (await playable.first().boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  // Anna answers at once: the player is to lead or to answer again when the second click lands.
  await expect(playable.first()).toBeVisible();
  const after = await logLength(page, SN_MATCH);
  const cards = await hand(page).locator('[data-card]').count();
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  expect(await logLength(page, SN_MATCH)).toBe(after);
  await expect(hand(page).locator('[data-card]')).toHaveCount(cards);
});

test(
  'a language switch renames nobody: the opponents keep their names until the next match',
  { tag: '@once' },
  async ({ page }) => {
    await openSeeded(page, '/?seed=7&speed=instant');
    const opponents = page.locator('.sw-opponents');
    await expect(opponents).toContainText('Anna');
    await page.getByRole('button', { name: en.app.menu.settings }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: en.app.language.label }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    for (const name of ['Anna', 'Ben', 'Clara']) await expect(opponents).toContainText(name);
    await expect(opponents).not.toContainText('Camille');

    // Schnapsen's opponent, dealt in French, keeps its name back in English.
    await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
    const seat = page.locator('.sn-opponent');
    await expect(seat).toHaveAttribute('aria-label', 'Camille');
    await page.getByRole('button', { name: /Réglages|Settings/ }).click();
    await page.getByRole('dialog').getByRole('combobox').first().selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.keyboard.press('Escape');
    await expect(seat).toHaveAttribute('aria-label', 'Camille');
    await expect(seat).toContainText('Camille');
  },
);
