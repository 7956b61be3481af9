// Issue 40, deals anyone can check: a random match (no seed in the address) shows its deal's fingerprint in
// the bar before the first move; once the round or deal is over, "Check this deal" shows the seed, and the
// SHA-256 this test works out itself from that seed (node:crypto) is the one the dialog worked out in the
// browser and the one the bar showed before the deal. The dialog says in words that both match. A page with no
// Web Crypto (plain http on another host, as e2e/insecure.spec.ts serves) gets the app's own SHA-256, and
// the dialog says so.
import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { INSECURE_HOST } from '../playwright.config';
import { deals } from '../src/ui/i18n/en/deals';
import { en } from '../src/ui/i18n/en';
import { dialogsClosed, expect, expectAccessible, expectNoSideScroll, snap, test } from './fixtures';
import { notHere, ONE_PROJECT } from './depth';

test.describe.configure({ timeout: 90_000 });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tap = async (target: Locator) => {
  await target.click({ timeout: 1000 }).catch(() => undefined);
};
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The fingerprint the bar shows before the first move: its first digits, then the whole on request. */
async function fingerprintBefore(page: Page): Promise<string> {
  const print = page.getByTestId('deal-fingerprint');
  await expect(print).toBeVisible();
  await expect(print).toHaveAttribute('data-deal', '1');
  const toggle = print.getByRole('button', { name: new RegExp(deals.fingerprint.show) });
  const digits = ((await toggle.textContent()) ?? '').match(/[0-9a-f]{12,}/)?.[0] ?? '';
  expect(digits.length).toBeGreaterThanOrEqual(12);
  await toggle.click();
  const whole = print.getByTestId('deal-fingerprint-whole');
  await expect(whole).toHaveText(/^[0-9a-f]{64}$/);
  const hex = (await whole.textContent()) ?? '';
  expect(hex.startsWith(digits)).toBe(true);
  await expectNoSideScroll(page);
  await page.keyboard.press('Escape');
  await expect(whole).toBeHidden();
  await expect(toggle).toBeFocused();
  return hex;
}

/** Opens "Check this deal" and checks it against `shown` with a SHA-256 of the test's own. */
async function checkDeal(page: Page, shown: string, name: string, by: 'browser' | 'app' = 'browser') {
  await button(page, deals.check.button).click();
  const check = page.getByTestId('deal-check');
  await expect(check).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Check deal 1/ })).toBeVisible();
  const seed = (await check.getByTestId('deal-seed').textContent()) ?? '';
  expect(seed).toMatch(/^[0-9a-f]{64}$/);
  const mine = sha256(seed);
  await expect(check.getByTestId('deal-hash')).toHaveText(mine);
  await expect(check.getByTestId('deal-hash')).toHaveAttribute('data-by', by);
  await expect(check.getByTestId('deal-hash-by')).toHaveText(
    by === 'browser' ? deals.check.webCrypto : deals.check.appCrypto,
  );
  expect(mine).toBe(shown);
  await expect(check.getByTestId('deal-check-hash')).toHaveText(deals.check.hashMatches);
  await expect(check.getByTestId('deal-check-deck')).toHaveText(deals.check.deckMatches);
  await expect(check.getByTestId('deal-command')).toContainText(`--seed ${seed} --json`);
  await expectNoSideScroll(page);
  await snap(page, test.info(), name);
  await expectAccessible(page, 'the deal check');
  await page.keyboard.press('Escape');
  await expect(check).toBeHidden();
  await expect(button(page, deals.check.button)).toBeFocused();
  await dialogsClosed(page);
}

// The deal of the day's flow (daily.spec.ts) checks a deal in both projects; a random match's, in one each.
test('issue 40: Schwimmen: the fingerprint shown before the round is the SHA-256 of the seed shown after it', async ({
  page,
}, testInfo) => {
  test.skip(notHere('desktop', testInfo.project.name), ONE_PROJECT);
  await page.goto('/?game=schwimmen&speed=instant');
  const shown = await fingerprintBefore(page);
  const T = en.table.actions;
  const next = page.getByRole('button', { name: en.screens.result.nextRound });
  const knock = button(page, T.knock);
  const keep = button(page, T.keep);
  const pass = button(page, T.pass);
  // The human keeps, passes and knocks as soon as knocking is allowed: the round ends soon.
  for (let i = 0; i < 400 && !(await next.isVisible()); i++) {
    if (await knock.isEnabled({ timeout: 100 }).catch(() => false)) await tap(knock);
    else if (await keep.isVisible()) await tap(keep);
    else if (await pass.isEnabled({ timeout: 100 }).catch(() => false)) await tap(pass);
    else await page.waitForTimeout(30);
  }
  await expect(next).toBeVisible();
  await checkDeal(page, shown, 'deal-check-schwimmen');
});

/** Plays the Schnapsen deal on the table to its end, tapping the first card the player may play. */
async function playDeal(page: Page) {
  const S = en.schnapsen.result;
  const nextDeal = button(page, S.nextDeal);
  const seeResult = button(page, S.seeResult);
  const playable = page.getByTestId('hand').locator('[data-card]:not([disabled])');
  for (let i = 0; i < 2000 && !(await nextDeal.isVisible()) && !(await seeResult.isVisible()); i++) {
    if ((await playable.count()) > 0) await tap(playable.first());
    else await page.waitForTimeout(20);
  }
  await expect(nextDeal).toBeVisible();
}

test('issue 40: Schnapsen: the fingerprint shown before the deal is the SHA-256 of the seed shown after it', async ({
  page,
}, testInfo) => {
  test.skip(notHere('phone', testInfo.project.name), ONE_PROJECT);
  await page.goto('/?game=schnapsen&speed=instant');
  const shown = await fingerprintBefore(page);
  await playDeal(page);
  await checkDeal(page, shown, 'deal-check-schnapsen');
});

test(
  'issue 40: a page with no Web Crypto (plain http, not localhost): the app works the SHA-256 out itself and says so',
  { tag: '@once' },
  async ({ page, baseURL }) => {
    const origin = `http://${INSECURE_HOST}:${new URL(baseURL as string).port}`;
    await page.goto(`${origin}/?game=schnapsen&speed=instant`);
    expect(await page.evaluate(() => ({ secure: isSecureContext, subtle: 'subtle' in crypto }))).toEqual({
      secure: false,
      subtle: false,
    });
    const shown = await fingerprintBefore(page);
    await playDeal(page);
    await checkDeal(page, shown, 'deal-check-insecure', 'app');
  },
);
