// Issue 13, the coach: after a Schwimmen round and after a Schnapsen deal, Review opens a dialog that lists
// each decision the player made with its verdict, its cost and the costliest one marked, worked out in the
// Worker; it is read by keyboard and closed with Escape, focus back on the button.
import type { Locator, Page } from '@playwright/test';
import { VERDICTS } from '../src/coach/types';
import { en } from '../src/ui/i18n/en';
import { expect, expectAccessible, expectNoSideScroll, openSeeded, snap, test } from './fixtures';
import { notHere, ONE_PROJECT } from './depth';

const T = en.table.actions;
const S = en.schnapsen;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tap = async (target: Locator) => {
  await target.click({ timeout: 1000 }).catch(() => undefined);
};

async function expectReview(page: Page) {
  const review = page.getByTestId('review');
  await expect(review).toBeVisible();
  const decisions = review.getByTestId('review-decision');
  await expect(decisions.first()).toBeVisible({ timeout: 10_000 });
  const count = await decisions.count();
  expect(count).toBeGreaterThan(0);
  let costliest = 0;
  for (let i = 0; i < count; i++) {
    const d = decisions.nth(i);
    expect(VERDICTS).toContain(await d.getAttribute('data-verdict'));
    expect(Number(await d.getAttribute('data-cost'))).toBeGreaterThanOrEqual(0);
    if ((await d.getAttribute('data-costliest')) === 'true') costliest++;
  }
  expect(costliest).toBeLessThanOrEqual(1);
  return decisions;
}

test('Schwimmen: Review after a round lists each decision with a verdict and a cost', async ({
  page,
}, testInfo) => {
  test.skip(notHere('desktop', testInfo.project.name), ONE_PROJECT);
  test.setTimeout(90_000);
  await openSeeded(page, '/?game=schwimmen&seed=21&speed=instant');
  const next = page.getByRole('button', { name: en.screens.result.nextRound });
  const seeResult = page.getByRole('button', { name: en.screens.result.seeResult });
  const knock = button(page, T.knock);
  const keep = button(page, T.keep);
  const pass = button(page, T.pass);
  // The human keeps, passes and knocks as soon as knocking is allowed: the round ends soon.
  for (let i = 0; i < 400 && !(await next.isVisible()) && !(await seeResult.isVisible()); i++) {
    if (await knock.isEnabled({ timeout: 100 }).catch(() => false)) await tap(knock);
    else if (await keep.isVisible()) await tap(keep);
    else if (await pass.isEnabled({ timeout: 100 }).catch(() => false)) await tap(pass);
    else await page.waitForTimeout(30);
  }
  await expect(next).toBeVisible();
  const open = button(page, en.screens.common.review);
  await open.click();
  const decisions = await expectReview(page);
  await expect(page.getByRole('dialog', { name: /Review of round 1/ })).toBeVisible();
  await expect(decisions.first()).toContainText('You played');
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'review-schwimmen');
  await expectAccessible(page, 'the Schwimmen review');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('review')).toBeHidden();
  await expect(open).toBeFocused();
  await expect(next).toBeVisible();
});

test('Schnapsen: Review after a deal lists each decision with a verdict and a cost', async ({
  page,
}, testInfo) => {
  test.skip(notHere('phone', testInfo.project.name), ONE_PROJECT);
  test.setTimeout(90_000);
  await openSeeded(page, '/?game=schnapsen&seed=5&speed=instant');
  const nextDeal = button(page, S.result.nextDeal);
  const seeResult = button(page, S.result.seeResult);
  const playable = page.getByTestId('hand').locator('[data-card]:not([disabled])');
  for (let i = 0; i < 2000 && !(await nextDeal.isVisible()) && !(await seeResult.isVisible()); i++) {
    if ((await playable.count()) > 0) await tap(playable.first());
    else await page.waitForTimeout(20);
  }
  const open = button(page, en.screens.common.review);
  await open.click();
  await expectReview(page);
  await expect(page.getByRole('dialog', { name: /Review of deal 1/ })).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'review-schnapsen');
  await expectAccessible(page, 'the Schnapsen review');
  await page.getByRole('dialog').getByRole('button', { name: en.screens.common.close }).click();
  await expect(page.getByTestId('review')).toBeHidden();
});
