// Issue 14: how long a game takes to open after a tap on its card on the home screen, on a phone (Pixel 7).
//
// What is measured, and how:
// - The page records, from its first script on, the moment of the first touch (or mouse press) and the moment
//   the table is drawn: the player's cards are in the hand, and a frame has passed since (the table painted).
// - Each game is opened the way a player opens it, on a fresh browser, by a tap as soon as the home screen is
//   there: the table's code is fetched when the card is touched (and the store beside the home screen's own
//   code). Then again on a returning visit, the service worker serving every file from its cache.
// - Twice over: as the machine runs the page, and with the CPU slowed down 4× (Chrome's throttling, as
//   Lighthouse's mobile preset does), for a phone slower than this machine.
// - The figures go into the test's annotations and its output; the table of quality figures in
//   docs/architecture.md takes them. No timing is asserted here: a busy machine makes any page slow, and a
//   test is not a stopwatch.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { expect, test, untilControlled } from './fixtures';

test.use({ trace: 'off' });

declare global {
  interface Window {
    __open: { tap: number | null; shown: number | null };
  }
}

/** Runs in the page before any of its scripts. */
function recordInPage() {
  const open: Window['__open'] = { tap: null, shown: null };
  window.__open = open;
  const tapped = () => {
    open.tap ??= performance.now();
  };
  document.addEventListener('touchstart', tapped, { capture: true, passive: true });
  document.addEventListener('mousedown', tapped, { capture: true });
  new MutationObserver(() => {
    if (open.tap === null || open.shown !== null) return;
    if (!document.querySelector('[data-testid="hand"] [data-card]')) return;
    open.shown = -1;
    // The frame that shows the cards, then the task after it: the table is on the screen.
    requestAnimationFrame(() => setTimeout(() => (open.shown = performance.now())));
  }).observe(document, { subtree: true, childList: true });
}

const GAMES = [
  { game: 'schwimmen', name: en.app.schwimmen, cards: 3 },
  { game: 'schnapsen', name: en.app.schnapsen, cards: 5 },
] as const;

/** Taps the game's card as soon as the home screen shows it; the milliseconds until its table is drawn. */
async function openByTap(page: Page, name: string, cards: number): Promise<number> {
  const link = page.getByRole('link', { name, exact: true });
  await link.waitFor();
  await link.tap();
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(cards, { timeout: 30_000 });
  await page.waitForFunction(() => (window.__open.shown ?? -1) > 0);
  return page.evaluate(() => Math.round(window.__open.shown! - window.__open.tap!));
}

for (const rate of [1, 4]) {
  test(`time to open a game after a tap, CPU ×${rate}`, async ({ browser }, testInfo) => {
    const figures: Record<string, { firstVisitMs: number; returningMs: number }> = {};
    for (const { game, name, cards } of GAMES) {
      const context = await browser.newContext({ ...testInfo.project.use });
      const page = await context.newPage();
      await page.addInitScript(recordInPage);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });

      await page.goto('/');
      const firstVisitMs = await openByTap(page, name, cards);
      await untilControlled(page);

      // A returning visit: the home screen again, every file from the service worker's cache.
      await page.goto('/');
      const returningMs = await openByTap(page, name, cards);
      await expect(page).toHaveURL(new RegExp(`[?&]game=${game}`));
      figures[game] = { firstVisitMs, returningMs };
      await context.close();
    }
    testInfo.annotations.push({
      type: `open after a tap, CPU ×${rate}`,
      description: JSON.stringify(figures),
    });
    console.log(`open after a tap, CPU ×${rate}: ${JSON.stringify(figures)}`);
  });
}
