// Offline and installable: after one visit the service worker serves the whole app (lazy chunks and the bot
// worker too), so a reload with the network off brings back the table and the game goes on; the manifest
// and its icons are valid. Before the app is installed (no service worker: a first visit, a private window),
// a part whose code has not come yet says so when the network is gone, with Try again, and comes by itself
// once the browser is back online (issue 38).
import type { BrowserContext, Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { en } from '../src/ui/i18n/en';
import { coach } from '../src/ui/i18n/en/coach';
import { expect, openSeeded, test, untilControlled, untilMyTurn } from './fixtures';
import { DEEP } from './depth';
import { fillStorage, moveOnTable } from './fullStorage';

const N = en.network;
const A = en.table.actions;

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

test.describe('issue 38: before the app is installed, with the network gone', () => {
  // No service worker: every part that loads on demand needs the network.
  test.use({ serviceWorkers: 'block' });

  /** Marks the page, so that a reload (which would lose the mark) shows. */
  const mark = (page: Page) => page.evaluate(() => ((window as { kept?: boolean }).kept = true));
  const stillSamePage = (page: Page) => page.evaluate(() => (window as { kept?: boolean }).kept === true);

  // Two requests are meant to fail offline, and the browser says so in the console, so their messages are not
  // held against the app: the page's icon, which the browser asks for again by itself when the address
  // changes, and the app's own question whether the server answers (a HEAD of the page's address,
  // store/chunks.ts), which can go out in the moment the network goes or before it is really back.
  let expectedFailures = 0;
  test.beforeEach(({ context }) => {
    expectedFailures = 0;
    context.on('requestfailed', (r) => {
      if (new URL(r.url()).pathname === '/favicon.svg' || r.method() === 'HEAD') expectedFailures++;
    });
  });
  test.afterEach(({ problems }) => {
    for (; expectedFailures > 0; expectedFailures--) {
      const at = problems.indexOf('console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED');
      if (at >= 0) problems.splice(at, 1);
    }
  });

  async function offline(context: BrowserContext, page: Page, off: boolean) {
    await context.setOffline(off);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!off);
  }

  test(
    'the reload on a missing file waits for the network: offline it never sends the page to the browser’s offline page',
    { tag: '@once' },
    async ({ page, context }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: en.app.schwimmen, exact: true })).toBeVisible();
      await mark(page);
      await offline(context, page, true);
      // What Vite's loader announces when a lazily loaded file does not arrive.
      await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
      await offline(context, page, false);
      expect(await stillSamePage(page)).toBe(true);
      // With the network there, a missing file still loads the new version (a page left open across an update).
      const reloaded = page.waitForEvent('load');
      await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
      await reloaded;
      expect(await stillSamePage(page)).toBe(false);
    },
  );

  test(
    'Statistics offline: says it cannot load, with Try again; it opens by itself once back online',
    { tag: '@once' },
    async ({ page, context }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: en.stats.menu })).toBeVisible();
      // The home screen warms the tables' code: nothing may be on its way when the network goes (a fetch cut
      // off is an error in the console).
      await page.waitForLoadState('networkidle');
      await mark(page);
      await offline(context, page, true);
      await page.getByRole('button', { name: en.stats.menu }).click();
      const notice = page.getByTestId('load-failed');
      await expect(notice).toContainText(N.statistics.offline);
      // Trying again while still offline: the same notice, and the page is still the app.
      await notice.getByRole('button', { name: N.retry }).click();
      await expect(notice).toContainText(N.statistics.offline);
      expect(await stillSamePage(page)).toBe(true);

      await offline(context, page, false);
      await expect(page.getByRole('dialog', { name: en.stats.title })).toBeVisible();
      await expect(notice).toBeHidden();
      expect(await stillSamePage(page)).toBe(true);
    },
  );

  test(
    'on the smallest phone a notice about saving and one about the network stack: neither hides the other, nor the hand',
    { tag: '@once' },
    async ({ page, context }) => {
      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto('/?game=schwimmen&seed=3&speed=instant');
      await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
      await page.evaluate(fillStorage);
      await moveOnTable(page);
      const notSaved = page
        .getByRole('status')
        .filter({ hasText: en.app.notices.parts['kartenrunde:schwimmen:match'] });
      await expect(notSaved).toBeVisible();
      await offline(context, page, true);
      await page.getByRole('button', { name: en.app.menu.rules }).click();
      const rules = page.getByTestId('load-failed').filter({ hasText: N.rules.offline });
      await expect(rules).toBeVisible();

      const saving = (await notSaved.boundingBox())!;
      const network = (await rules.boundingBox())!;
      expect(network.y, 'the network’s notice under the one about saving').toBeGreaterThanOrEqual(
        saving.y + saving.height,
      );
      expect(network.y + network.height).toBeLessThanOrEqual(640);
      // The player can still read and tap both, and the hand is not under them.
      for (const notice of [notSaved, rules]) {
        const box = (await notice.boundingBox())!;
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.closest('[role]')?.textContent ?? '',
          [box.x + box.width / 2, box.y + 8] as const,
        );
        expect(hit).toBe(await notice.textContent());
      }
      const hand = (await page.getByTestId('hand').boundingBox())!;
      expect(hand.y).toBeGreaterThanOrEqual(network.y + network.height);
      expect(hand.y + hand.height).toBeLessThanOrEqual(640);
      await offline(context, page, false);
    },
  );

  test(
    'a table opened offline: its computers say they cannot load and play on once back online; the rules come too',
    { tag: '@once' },
    async ({ page, context }) => {
      // The home screen warms the tables' code; the computer players' code is not fetched until a table is on show.
      const tableWarm = page.waitForResponse((r) => /\/SchwimmenApp-[\w-]+\.js$/.test(r.url()));
      await page.goto('/');
      await tableWarm;
      // Every file of the table has come (a file cut off half-way could only come with a new page).
      await page.waitForLoadState('networkidle');
      await offline(context, page, true);
      await page.getByRole('link', { name: en.app.schwimmen, exact: true }).click();
      await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);

      const waiting = page.getByTestId('load-failed').filter({ hasText: N.computers.offline });
      const keep = page.getByRole('button', { name: A.keep, exact: true });
      const pass = page.getByRole('button', { name: A.pass, exact: true });
      await expect(async () => {
        if (await keep.isVisible()) await keep.click({ timeout: 1000 });
        else if (await pass.isEnabled({ timeout: 200 }).catch(() => false))
          await pass.click({ timeout: 1000 });
        expect(await waiting.isVisible()).toBe(true);
      }).toPass({ timeout: 20_000 });

      // A dialog that cannot load says so over the table, which stays as it was.
      await page.getByRole('button', { name: en.app.menu.rules }).click();
      const rules = page.getByTestId('load-failed').filter({ hasText: N.rules.offline });
      await expect(rules).toBeVisible();
      await rules.getByRole('button', { name: N.close }).click();
      await expect(rules).toBeHidden();
      await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);

      await offline(context, page, false);
      await expect(waiting).toBeHidden();
      await untilMyTurn(page);
      await page.getByRole('button', { name: en.app.menu.rules }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  );

  test(
    'a round ends offline: the review says it cannot load, the table goes on, and the review opens once back online',
    { tag: '@once' },
    async ({ page, context }) => {
      await openSeeded(page, '/?game=schwimmen&seed=21&speed=instant');
      await untilMyTurn(page);
      await offline(context, page, true);

      // The human passes until somebody knocks and the round ends.
      const result = page.getByRole('button', { name: en.screens.result.nextRound });
      const last = page.getByRole('button', { name: en.screens.result.seeResult });
      const pass = page.getByRole('button', { name: A.pass, exact: true });
      await expect(async () => {
        if (await pass.isEnabled({ timeout: 200 }).catch(() => false)) await pass.click({ timeout: 1000 });
        expect((await result.isVisible()) || (await last.isVisible())).toBe(true);
      }).toPass({ timeout: 30_000 });

      await page.getByRole('button', { name: en.screens.common.review, exact: true }).click();
      const notice = page.getByTestId('load-failed').filter({ hasText: N.review.offline });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: N.retry })).toBeVisible();
      await expect(result.or(last)).toBeEnabled();

      await offline(context, page, false);
      await expect(notice).toBeHidden();
      const review = page.getByTestId('review');
      await expect(review).toBeVisible();
      await expect(review).toHaveAttribute('aria-busy', 'false');
      await expect(review.getByTestId('load-failed')).toHaveCount(0);
      await expect(review).not.toContainText(coach.failed);
    },
  );

  test(
    'a hard computer whose worker cannot load still moves, at the normal level and saying so; back online it thinks at its own level',
    { tag: '@once' },
    async ({ page, context }) => {
      test.skip(!DEEP, 'npm run test:deep; npm test checks the offline table below');
      const S = en.screens.settings;
      const workerRequests: string[] = [];
      context.on('request', (r) => {
        if (/\/worker-[\w-]+\.js$/.test(r.url())) workerRequests.push(r.url());
      });
      await context.route(/\/worker-[\w-]+\.js$/, (route) => route.abort());

      // Hard computer players, from the next match on.
      await page.goto('/?game=schwimmen&speed=instant');
      await page.getByRole('button', { name: en.app.menu.settings }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: new RegExp(`^${S.level.options.hard.label}`) }).check();
      await dialog.getByRole('button', { name: S.save }).click();
      await expect(dialog).toBeHidden();

      // Seed 4: the human deals, so no computer moves before the network is cut. The table fetches its
      // computers' code at once: the quick players arrive, the worker does not.
      const quick = page.waitForResponse((r) => /\/normal-[\w-]+\.js$/.test(r.url()));
      await openSeeded(page, '/?game=schwimmen&seed=4');
      await quick;
      await expect.poll(() => workerRequests.length).toBeGreaterThan(0);
      await expect(page.getByText(S.level.options.hard.label, { exact: true })).toHaveCount(3);
      await offline(context, page, true);

      await page.getByRole('button', { name: A.keep, exact: true }).click();
      await untilMyTurn(page);
      const standIn = page.getByTestId('stand-in');
      await expect(standIn).toHaveText(N.standIn.offline);

      // Back online, with the worker there again: the notice goes, and the worker is asked from the next move.
      await context.unroute(/\/worker-[\w-]+\.js$/);
      const asked = workerRequests.length;
      await offline(context, page, false);
      await expect(standIn).toBeHidden();
      await page.getByRole('button', { name: A.pass, exact: true }).click();
      await expect.poll(() => workerRequests.length).toBeGreaterThan(asked);
      await expect(async () => {
        const next = page.getByRole('button', { name: en.screens.result.nextRound });
        const passAgain = page.getByRole('button', { name: A.pass, exact: true });
        expect(
          (await passAgain.isEnabled({ timeout: 200 }).catch(() => false)) || (await next.isVisible()),
        ).toBe(true);
      }).toPass({ timeout: 30_000 });
      await expect(standIn).toBeHidden();
    },
  );
});
