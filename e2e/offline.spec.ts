// Offline and installable: after one visit the service worker serves the whole app (lazy chunks and the bot
// worker too), so a reload with the network off brings back the table and the game goes on; the manifest
// and its icons are valid.
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { en } from '../src/ui/i18n/en';
import { expect, openSeeded, test, untilControlled, untilMyTurn } from './fixtures';

// The service worker is what this spec tests (the projects block it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

async function cardsIn(page: Page, testId: 'hand' | 'middle') {
  return page
    .getByTestId(testId)
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
}

test(
  'after the first visit the app reloads and plays with the network off',
  { tag: '@once' },
  async ({ page, context }) => {
    await openSeeded(page, '/?game=schwimmen&seed=11&speed=instant');
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    await untilControlled(page);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
      await expect(page.getByTestId('middle')).toBeVisible();

      // A move: the computer players (in their worker) play until it is the human's turn, then a swap.
      await untilMyTurn(page);
      const hand = await cardsIn(page, 'hand');
      const middle = await cardsIn(page, 'middle');
      await page.getByTestId('hand').locator(`[data-card="${hand[0]}"]`).click();
      await page.getByTestId('middle').locator(`[data-card="${middle[1]}"]`).click();
      await expect(page.getByTestId('hand').locator(`[data-card="${middle[1]}"]`)).toBeVisible();

      // Lazily loaded screens come from the cache too.
      await page.getByRole('button', { name: en.app.menu.rules }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  },
);

test(
  'the match in progress survives a reload under the service worker',
  { tag: '@once' },
  async ({ page }) => {
    await openSeeded(page, '/?game=schwimmen&seed=12&speed=instant');
    await untilControlled(page);
    await untilMyTurn(page);
    const before = await cardsIn(page, 'hand');
    await page.reload();
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    expect(await cardsIn(page, 'hand')).toEqual(before);
  },
);

test(
  'every file of the build is in the offline cache after a first visit to the home screen alone',
  { tag: '@once' },
  async ({ page, context }) => {
    await page.goto('/');
    await untilControlled(page);
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      return paths;
    });
    // The build the tests are served (playwright.config.ts builds into dist/): every chunk, lazy or not.
    const built = readdirSync('dist/assets').filter((f) => /\.(js|css)$/.test(f));
    expect(built.length).toBeGreaterThan(10);
    expect(built.filter((f) => !cached.includes(`/assets/${f}`))).toEqual([]);

    // Never opened online, both games open from the home screen with the network off.
    await context.setOffline(true);
    try {
      await page.reload();
      for (const [name, cards] of [
        [en.app.schnapsen, 5],
        [en.app.schwimmen, 3],
      ] as const) {
        await page.getByRole('link', { name, exact: true }).click();
        await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(cards);
        await page.getByRole('link', { name: en.app.home }).click();
      }
    } finally {
      await context.setOffline(false);
    }
  },
);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the web app manifest is linked and valid, and its icons load', { tag: '@once' }, async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: en.app.title,
    short_name: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColor);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
  const has = (sizes: string, purpose: string) =>
    icons.some((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
  expect(has('192x192', 'any')).toBe(true);
  expect(has('512x512', 'any')).toBe(true);
  expect(has('512x512', 'maskable')).toBe(true);
  for (const icon of icons) {
    const res = await page.request.get(new URL(icon.src, page.url()).href);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type'], icon.src).toContain(icon.type);
    expect(pngSize(await res.body()), icon.src).toBe(icon.sizes);
  }

  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const appleRes = await page.request.get(new URL(apple!, page.url()).href);
  expect(appleRes.ok()).toBe(true);
  expect(pngSize(await appleRes.body())).toBe('180x180');
});
