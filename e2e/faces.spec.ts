// The computer players' faces and the pictured cards at the sizes a player uses: a 360×640 phone with eight
// players, a 1280×720 laptop with eight and a 1920×1080 desktop. Every seat keeps its face and level inside
// it, no seat lies over another, over the hand or the middle, nothing scrolls sideways, and the hand and the
// turn's buttons are inside the window. With ART_SHOTS=folder each table is also saved as a screenshot there
// (both games, both faces), for a person to look at; they are not kept in the repository.
import type { Locator, Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import {
  animationsDone,
  boxes,
  expect,
  expectAccessible,
  expectNoSideScroll,
  openSeeded,
  overlap,
  test,
} from './fixtures';
import { sweep } from './depth';

const SHOTS = process.env.ART_SHOTS;

const SIZES = [
  { width: 360, height: 640 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];

type FacesName = 'french' | 'german';

/** Sets the card faces (and, in Schwimmen, the number of computer players) through the settings dialog. */
async function setUp(page: Page, faces: FacesName, opponents?: number) {
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  const dialog = page.getByRole('dialog');
  if (opponents !== undefined) {
    await dialog
      .getByRole('group', { name: en.screens.settings.opponents.label })
      .getByRole('radio', { name: String(opponents), exact: true })
      .check();
  }
  await dialog
    .getByRole('group', { name: en.screens.settings.faces.label })
    .getByRole('radio', { name: en.screens.settings.faces.options[faces].label })
    .check();
  await dialog.getByRole('button', { name: en.screens.settings.save }).click();
  // A change of rules asks before dealing a new match; the faces alone change at once.
  const start = page.getByRole('button', { name: en.screens.settings.confirm.start });
  await expect
    .poll(async () => (await start.isVisible()) || (await page.getByRole('dialog').count()) === 0)
    .toBe(true);
  if (await start.isVisible()) await start.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The part of `target` outside the window, in pixels. */
const outside = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Math.max(0, -r.top, -r.left, r.bottom - innerHeight, r.right - innerWidth);
  });

/** Each opponent's face and level lie inside its seat; no seat overlaps another, the hand or the middle. */
async function expectSeatsFit(page: Page, seats: string, count: number, at: string) {
  const seatBoxes = await boxes(page, seats);
  expect(seatBoxes.length, `${at}: seats`).toBe(count);
  const parts = [...seatBoxes, ...(await boxes(page, '[data-testid="hand"], [data-testid="middle"]'))];
  for (let i = 0; i < parts.length; i++)
    for (let j = i + 1; j < parts.length; j++)
      expect(overlap(parts[i], parts[j]), `${at}: ${parts[i].name} overlaps ${parts[j].name}`).toBe(false);
  const off = await page.locator(seats).evaluateAll((els) =>
    els.flatMap((seat) => {
      const s = seat.getBoundingClientRect();
      const pieces = [...seat.querySelectorAll('.avatar, .seat__level')];
      if (pieces.length !== 2) return [`${seat.getAttribute('aria-label')}: ${pieces.length} pieces`];
      return pieces
        .map((p) => ({ p, r: p.getBoundingClientRect() }))
        .filter(
          ({ r }) =>
            r.width < 8 ||
            r.left < s.left - 0.5 ||
            r.right > s.right + 0.5 ||
            r.top < s.top - 0.5 ||
            r.bottom > s.bottom + 0.5,
        )
        .map(({ p }) => `${seat.getAttribute('aria-label')}: ${p.className.toString()}`);
    }),
  );
  expect(off, `${at}: faces or levels outside their seat`).toEqual([]);
  const cut = await page
    .locator(`${seats} .seat__level`)
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cut, `${at}: levels cut off`).toEqual([]);
}

/** Every card of the hand and every turn button is inside the window (once the app has scrolled there). */
async function expectTurnInWindow(page: Page, buttons: Locator, at: string) {
  const targets = [page.getByTestId('hand').locator('[data-card]'), buttons];
  for (const group of targets) {
    const n = await group.count();
    expect(n, `${at}: found`).toBeGreaterThan(0);
    for (let i = 0; i < n; i++)
      await expect.poll(() => outside(group.nth(i)), { message: `${at}: ${i} in the window` }).toBe(0);
  }
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  // The cards settle (a deal flies in) before the picture is taken.
  await animationsDone(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  // The small cards and seats of a phone, three times as sharp, to look at closely.
  if (page.viewportSize()!.width < 400) {
    const context = await page
      .context()
      .browser()!
      .newContext({
        storageState: await page.context().storageState(),
        viewport: page.viewportSize()!,
        deviceScaleFactor: 3,
      });
    const zoomed = await context.newPage();
    await zoomed.goto(page.url());
    await zoomed.getByTestId('hand').locator('[data-card]').first().waitFor();
    await animationsDone(zoomed);
    await zoomed.screenshot({ path: `${SHOTS}/${name}-x3.png` });
    await context.close();
  }
}

for (const faces of ['french', 'german'] as const) {
  test(
    `Schwimmen, 8 players, ${faces} faces: the seats with faces and levels fit every size`,
    { tag: '@once' },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(SIZES[1]);
      await openSeeded(page, '/?seed=21&speed=instant');
      await setUp(page, faces, 7);
      // A change of rules deals from a fresh seed: the seed's own match is dealt again at the new table.
      await openSeeded(page, '/?seed=21&speed=instant');
      await expect(page.getByTestId('lives-7')).toBeVisible();
      const keep = page.getByRole('button', { name: en.table.actions.keep, exact: true });
      const pass = page.getByRole('button', { name: en.table.actions.pass, exact: true });
      await expect(keep.or(pass).first()).toBeEnabled();
      for (const size of sweep(SIZES)) {
        await page.evaluate(() => scrollTo(0, 0));
        await page.setViewportSize(size);
        const at = `${size.width}×${size.height}`;
        await shoot(page, `schwimmen-${faces}-${size.width}x${size.height}`);
        await expectNoSideScroll(page);
        await expectSeatsFit(page, '.sw-opponents .sw-seat', 7, at);
        await expectTurnInWindow(page, page.locator('.sw-actions button'), at);
      }
      await expectAccessible(page, 'the table with faces and levels');
    },
  );

  test(
    `Schnapsen, ${faces} faces: the computer's seat with face and level fits every size`,
    { tag: '@once' },
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(SIZES[1]);
      await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
      await setUp(page, faces);
      await expect(page.getByRole('button', { name: en.schnapsen.actions.claim })).toBeEnabled();
      for (const size of sweep(SIZES)) {
        await page.evaluate(() => scrollTo(0, 0));
        await page.setViewportSize(size);
        const at = `${size.width}×${size.height}`;
        await shoot(page, `schnapsen-${faces}-${size.width}x${size.height}`);
        await expectNoSideScroll(page);
        await expectSeatsFit(page, '.sn-plate--them', 1, at);
        await expectTurnInWindow(page, page.locator('.sn-actions button'), at);
      }
      await expectAccessible(page, 'the Schnapsen table with face and level');
    },
  );
}
