// Shared Playwright fixtures: every test fails on a console error or an uncaught page error, and can save
// a screenshot of what the player sees as a test artifact.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { en } from '../src/ui/i18n/en';

export const test = base.extend<{ problems: string[]; tutorialOffer: boolean; quietOffer: void }>({
  // The first visit's offer of the tutorial (How to play) counts as answered, so that it lies over no table in
  // a test about something else; a test about the offer sets `tutorialOffer: true`.
  tutorialOffer: [false, { option: true }],
  quietOffer: [
    async ({ page, tutorialOffer }, use) => {
      if (!tutorialOffer) {
        await page.addInitScript(() => {
          for (const game of ['schwimmen', 'schnapsen'])
            localStorage.setItem(`kartenrunde:tutorial-offer:${game}`, 'answered');
        });
      }
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'no console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Saves a full-page screenshot named after the screen and the project (desktop or phone), for a person to
 * look at. Not on CI, where nobody does (a phone-sized one takes one to two seconds), unless SHOTS is set.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.CI && !process.env.SHOTS) return;
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Runs axe on the page and expects no violation. Bots keep playing while axe reads the page, so a log line
 * or a card caught half-way through fading in would be measured at a fraction of its contrast: for the
 * length of the check the page is asked for reduced motion (no new animation starts) and the animations
 * already running are brought to their end state; the page's own motion setting is restored afterwards.
 */
export async function expectAccessible(page: Page, what: string) {
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation (a pulse) cannot be finished; it never fades text, so it is left alone.
      }
    }
  });
  const results = await new AxeBuilder({ page }).analyze();
  await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** Waits until every animation on the page has run to its end; endless ones (a pulse) are left alone. */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
}

/** No horizontal scrolling at this viewport. */
export async function expectNoSideScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page must not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

/** The screen sizes every table is laid out at: phones in portrait, a tablet, desktops. */
export const SIZES = [
  { width: 360, height: 640 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

export type Box = { x: number; y: number; width: number; height: number; name: string };

/** The on-screen boxes of the visible elements matching `selector`, each named for the failure message. */
export async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => {
        const r = e.getBoundingClientRect();
        const name = e.getAttribute('data-testid') ?? e.getAttribute('aria-label') ?? e.textContent ?? '';
        return { x: r.x, y: r.y, width: r.width, height: r.height, name: name.trim().slice(0, 40) };
      }),
  );
}

/** Whether two boxes overlap by more than a pixel. */
export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

/** Resolves once a service worker controls the page: with clientsClaim, already during the first visit. */
export async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/**
 * Schwimmen: waits until the human is to act in the turns phase, keeping the dealt hand when asked, and going
 * on to the next round when a random deal ended the round before the human's turn (a Schnauz or Feuer dealt).
 */
export async function untilMyTurn(page: Page) {
  const keep = page.getByRole('button', { name: en.table.actions.keep, exact: true });
  const pass = page.getByRole('button', { name: en.table.actions.pass, exact: true });
  const next = page.getByRole('button', { name: en.screens.result.nextRound, exact: true });
  await expect(async () => {
    if (await next.isVisible()) await next.click({ timeout: 2000 });
    if (await keep.isVisible()) await keep.click({ timeout: 2000 });
    expect(await pass.isEnabled({ timeout: 1000 })).toBe(true);
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens a seeded address (`?seed=N`). The app uses a seed once and takes it out of the address as soon as
 * its store is there (a moment after the page has loaded); when a match is in progress it asks first, and
 * this starts the shared deal, as a test that opens a seed means to.
 */
export async function openSeeded(page: Page, address: string) {
  // After a test closes a dialog, the goto waits for its history entry to go (see dialogsClosed).
  await dialogsClosed(page);
  await page.goto(address);
  const start = page.getByRole('button', { name: en.app.notices.sharedDeal.start });
  const seeded = () => new URL(page.url()).searchParams.has('seed');
  await expect(async () => expect(!seeded() || (await start.isVisible())).toBe(true)).toPass();
  if (!seeded()) return;
  await start.click();
  await expect(page).not.toHaveURL(/[?&]seed=/);
  await dialogsClosed(page);
}

/**
 * Waits until a closed dialog has taken its history entry back out (Modal.tsx: an open dialog has an entry
 * of its own, and closing it goes back one step just after): a page.goto started meanwhile is aborted by
 * that step (net::ERR_ABORTED). A dialog still open keeps its entry, and does not hold the wait up.
 */
export async function dialogsClosed(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('dialog[open]') !== null ||
      !(history.state as Record<string, unknown> | null)?.dialog,
  );
}

/**
 * Each button's box and how many lines its name takes (line boxes of its text), whether a word is wider than
 * the button, for checking that names read cleanly.
 */
export async function buttonLines(buttons: Locator) {
  return buttons.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(e);
      const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      return {
        text: e.textContent,
        top: Math.round(r.top),
        right: r.right,
        bottom: r.bottom,
        height: r.height,
        lines,
        overflow: e.scrollWidth > e.clientWidth,
      };
    }),
  );
}
