// Issue 7, offline and installable: a new version of the app is picked up on the next visit, and the match in
// progress is still there. The test serves its own copy of the built app from a second local server, plays a
// move, then "releases" a new version in that copy the way a deploy does (a changed index.html and a service
// worker whose precache list names its new revision), lets the browser find it, and comes back.
import type { Page } from '@playwright/test';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '../src/ui/i18n/en';
import { expect, openSeeded, test, untilControlled, untilMyTurn } from './fixtures';

// The service worker is what this spec tests (the projects block it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const A = en.table.actions;
const SAVE_KEY = 'kartenrunde:schwimmen:match';
const BUILT = fileURLToPath(new URL('../dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static server for `root` as a host would run it: files as they are, the page for any other path. */
async function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(root, path === '/' ? 'index.html' : path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      file = join(root, 'index.html');
      if (!existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      body = readFileSync(file);
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      // As static hosts serve the page and the worker script: always asked for again.
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The copy of the app "deployed" again with a new page: a marker in index.html and its new revision. */
function releaseNewVersion(root: string) {
  const page = join(root, 'index.html');
  writeFileSync(
    page,
    readFileSync(page, 'utf8').replace('<head>', '<head><meta name="release" content="2">'),
  );
  const worker = join(root, 'sw.js');
  const before = readFileSync(worker, 'utf8');
  const after = before.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1release-2"');
  expect(after, 'the service worker lists index.html with a revision').not.toBe(before);
  writeFileSync(worker, after);
}

const release = (page: Page) => page.locator('meta[name="release"]').count();

async function handCards(page: Page) {
  return page
    .getByTestId('hand')
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
}

test(
  'a new version is picked up on the next visit, and the match in progress goes on',
  { tag: '@once' },
  async ({ page }) => {
    test.setTimeout(90_000);
    const root = mkdtempSync(join(tmpdir(), 'kartenrunde-update-'));
    cpSync(BUILT, root, { recursive: true });
    const { server, origin } = await serve(root);
    try {
      await openSeeded(page, `${origin}/?game=schwimmen&seed=31&speed=instant`);
      await untilControlled(page);
      expect(await release(page)).toBe(0);

      // Play until it is the human's turn, then swap a card: a match in progress with the human's own move.
      await untilMyTurn(page);
      const pass = page.getByRole('button', { name: A.pass, exact: true });
      const [give] = await handCards(page);
      const take = await page.getByTestId('middle').locator('[data-card]').first().getAttribute('data-card');
      await page.getByTestId('hand').locator(`[data-card="${give}"]`).click();
      await page.getByTestId('middle').locator(`[data-card="${take}"]`).click();
      await expect(page.getByTestId('hand').locator(`[data-card="${take}"]`)).toBeVisible();
      // The computers answer; then the game waits for the human again.
      const result = page.getByRole('button', { name: en.screens.result.seeResult });
      const nextRound = page.getByRole('button', { name: en.screens.result.nextRound });
      await expect(async () => {
        const waiting =
          (await pass.isEnabled({ timeout: 200 }).catch(() => false)) ||
          (await result.isVisible()) ||
          (await nextRound.isVisible());
        expect(waiting).toBe(true);
      }).toPass({ timeout: 30_000 });
      const saved = () =>
        page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.log, SAVE_KEY);
      const log = await saved();
      expect(log.some((a: { type: string }) => a.type === 'swap')).toBe(true);
      const hand = await handCards(page);

      releaseNewVersion(root);

      // The browser looks for a new worker when the app is visited (and now and then); here it is asked to look
      // at once. The new worker installs in the background and takes over the open page without reloading it.
      const tookOver = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const before = navigator.serviceWorker.controller;
        const changed = new Promise<boolean>((resolve) => {
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
          setTimeout(() => resolve(false), 30_000);
        });
        await registration?.update();
        return (await changed) && navigator.serviceWorker.controller !== before;
      });
      expect(tookOver, 'the new worker took over').toBe(true);
      expect(await release(page), 'the open page is not reloaded under the player').toBe(0);

      // The next visit shows the new page, with the same match: nothing in it was lost or replayed differently.
      await page.reload();
      await untilControlled(page);
      expect(await release(page)).toBe(1);
      await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
      expect(await saved()).toEqual(log);
      expect(await handCards(page)).toEqual(hand);
      await expect(page.locator('.app-toasts .scr-banner')).toHaveCount(0);
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  },
);
