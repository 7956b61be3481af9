// The guided first game (How to play) of each game: found by its name on the home screen and on the rules
// page, offered once on the first visit to a table, followed to its end by pointer and by keyboard, always in
// view at phone size, and never touching the saved match or the statistics. The offer counts as answered
// (e2e/fixtures.ts) except in the test about it.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { tutorial as text } from '../src/ui/i18n/en/tutorial';
import { dialogsClosed, expect, expectAccessible, openSeeded, test } from './fixtures';

test.describe.configure({ timeout: 120_000 });

const OFFER_KEYS = ['kartenrunde:tutorial-offer:schwimmen', 'kartenrunde:tutorial-offer:schnapsen'];
const STEPS = { schwimmen: 8, schnapsen: 12 } as const;
type Game = keyof typeof STEPS;

/** Everything the app keeps on the device but the offer's answers. */
async function savedData(page: Page): Promise<Record<string, string>> {
  return page.evaluate((skip) => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (!skip.includes(key)) out[key] = localStorage.getItem(key)!;
    }
    return out;
  }, OFFER_KEYS);
}

/** The step text, its buttons and the hand lie inside the window, and the page is not scrolled. */
async function expectInView(page: Page) {
  const size = page.viewportSize()!;
  for (const locator of [
    page.getByTestId('tutorial-step'),
    page.getByTestId('hand'),
    page.getByRole('button', { name: text.skipLong }),
  ]) {
    const box = (await locator.boundingBox())!;
    expect(box.y, 'above the window').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'below the window').toBeLessThanOrEqual(size.height + 1);
  }
  const next = page.getByRole('button', { name: text.next, exact: true });
  if (await next.isVisible()) {
    const box = (await next.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(size.height + 1);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/**
 * Follows the tutorial on screen to its done step (or stops on step `stop`): Next on a step that explains,
 * every highlighted button (card or turn button) on a step that asks for a move. By keyboard, every press is
 * Enter on the focused control: Next and the step's first control are focused by the tutorial itself.
 */
async function follow(
  page: Page,
  game: Game,
  how: 'pointer' | 'keyboard',
  shots?: (n: number) => Promise<void>,
  stop?: number,
) {
  const step = page.getByTestId('tutorial-step');
  for (let n = 1; n <= STEPS[game]; n++) {
    await expect(page.locator('.tut-shell')).toHaveAttribute('data-step', String(n));
    if (n === stop) return;
    await expect(step).toBeVisible();
    await expectInView(page);
    await shots?.(n);
    const next = page.getByRole('button', { name: text.next, exact: true });
    if (await next.isVisible()) {
      if (how === 'keyboard') {
        await expect(next).toBeFocused();
        await page.keyboard.press('Enter');
      } else await next.click();
      continue;
    }
    const targets = page.locator('button[data-tutorial-target]:not([disabled])');
    const count = await targets.count();
    expect(count, `step ${n} highlights what to press`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const target = targets.nth(i);
      if (how === 'keyboard') {
        if (i > 0) await target.focus();
        else await expect(target).toBeFocused();
        await page.keyboard.press('Enter');
      } else await target.click();
    }
  }
  await expect(page.getByTestId('tutorial-done')).toBeVisible();
}

async function openFromHome(page: Page, game: Game) {
  const name = game === 'schwimmen' ? en.app.schwimmen : en.app.schnapsen;
  await page.goto('/');
  await page.getByRole('button', { name: new RegExp(`How to play.*${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]game=${game}&tutorial`));
  await expect(page.getByRole('heading', { name: text.title[game] })).toBeVisible();
}

for (const game of ['schwimmen', 'schnapsen'] as const) {
  test(`${game}: the tutorial is followed to its end, and the saved match is untouched`, async ({
    page,
  }, testInfo) => {
    // Schwimmen once, by pointer; Schnapsen by pointer on the desktop and by keyboard on the phone.
    test.skip(game === 'schwimmen' && testInfo.project.name !== 'desktop', 'Schwimmen: once, by pointer');
    await openSeeded(page, `/?game=${game}&seed=11&speed=instant`);
    await expect(page.getByTestId('hand').locator('[data-card]').first()).toBeVisible();
    const hand = await page
      .getByTestId('hand')
      .locator('[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    const before = await savedData(page);
    expect(Object.keys(before).length).toBeGreaterThan(0);

    await openFromHome(page, game);
    await expect(page.locator('[data-tutorial-target]').first()).toBeVisible();
    await expect(page.getByTestId('hand').locator('[data-card]').first()).toBeVisible();
    if (game === 'schwimmen') await expect(page.getByTestId('middle').locator('[data-card]')).toHaveCount(3);
    // Desktop by pointer; the phone plays Schnapsen by keyboard.
    const how = testInfo.project.name === 'phone' && game === 'schnapsen' ? 'keyboard' : 'pointer';
    await follow(page, game, how);
    await expectAccessible(page, `the ${game} tutorial's last step`);

    await page.getByRole('button', { name: text.done.play }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]game=${game}$`));
    await expect(page.locator('.tut-shell')).toHaveCount(0);
    await expect(page.getByTestId('home-link')).toBeVisible();
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(hand.length);
    expect(
      await page
        .getByTestId('hand')
        .locator('[data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
    ).toEqual(hand);
    expect(await savedData(page)).toEqual(before);
  });
}

test(
  'a wrong move gets a kind word and changes nothing; Skip goes back',
  { tag: '@once' },
  async ({ page }) => {
    await openFromHome(page, 'schwimmen');
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await page.getByRole('button', { name: text.next, exact: true }).click();
    await expect(page.locator('.tut-shell')).toHaveAttribute('data-step', '3');
    await page.getByRole('button', { name: en.table.actions.pass, exact: true }).click();
    await expect(page.getByText(text.wrong)).toBeVisible();
    await expect(page.locator('.tut-shell')).toHaveAttribute('data-step', '3');
    await expect(page.getByTestId('hand').locator('[data-card="Ts"]')).toBeVisible();
    await page.getByRole('button', { name: text.skipLong }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Schwimmen', exact: true })).toBeVisible();
  },
);

test("S20: at the Schnauz step Anna's hand lies face up in her seat, in the window", async ({ page }) => {
  await page.goto('/?game=schwimmen&tutorial');
  await follow(page, 'schwimmen', 'pointer', undefined, 7);
  const anna = page.getByRole('group', { name: en.app.names[0], exact: true });
  await expect(anna).toHaveAttribute('data-tutorial-target');
  const cards = anna
    .getByRole('group', { name: en.practice.openHand.replace('{name}', en.app.names[0]) })
    .locator('[data-card]');
  await expect(cards).toHaveCount(3);
  expect((await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).sort()).toEqual([
    'As',
    'Ks',
    'Ts',
  ]);
  const size = page.viewportSize()!;
  for (const box of await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.bottom, 'a card of the Schnauz below the window').toBeLessThanOrEqual(size.height);
    expect(box.top, 'a card of the Schnauz above the window').toBeGreaterThanOrEqual(0);
  }
  await expectInView(page);
});

test(
  'the rules page offers How to play, and Back returns to the table',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/?game=schnapsen');
    await page.getByRole('button', { name: en.app.menu.rules }).click();
    await page.getByRole('button', { name: /How to play.*Schnapsen/ }).click();
    await expect(page).toHaveURL(/[?&]game=schnapsen&tutorial/);
    await expect(page.getByTestId('tutorial-step')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/[?&]game=schnapsen$/);
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);
    await dialogsClosed(page);

    await page.getByRole('button', { name: en.app.menu.rules }).click();
    await page.getByRole('button', { name: /How to play.*Schnapsen/ }).click();
    await expect(page.getByTestId('tutorial-step')).toBeVisible();
  },
);

test.describe('the first visit', () => {
  test.use({ tutorialOffer: true });

  test('the first visit to a table offers the tutorial once', async ({ page }) => {
    await page.goto('/?game=schwimmen');
    const offer = page.getByTestId('tutorial-offer');
    await expect(offer).toBeVisible();
    await expectAccessible(page, 'the table with the offer');
    // It lies clear of the hand and the turn buttons.
    const o = (await offer.boundingBox())!;
    for (const part of [page.getByTestId('hand'), page.locator('.sw-actions__buttons')]) {
      const b = (await part.boundingBox())!;
      const apart =
        o.y + o.height <= b.y || b.y + b.height <= o.y || o.x + o.width <= b.x || b.x + b.width <= o.x;
      expect(apart, 'the offer covers the hand or the buttons').toBe(true);
    }
    await offer.getByRole('button', { name: text.offer.no }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    await expect(offer).toBeHidden();

    // Schnapsen asks on its own first visit; How to play opens its tutorial.
    await page.goto('/?game=schnapsen');
    await offer.getByRole('button', { name: /How to play/ }).click();
    await expect(page).toHaveURL(/[?&]game=schnapsen&tutorial/);
    await expect(page.getByTestId('tutorial-step')).toBeVisible();
    await page.goto('/?game=schnapsen');
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);
    await expect(offer).toBeHidden();
  });
});

// Screenshots for a person to look at: TUTORIAL_SHOTS=/tmp/tutorial-shots (never committed).
const shotsDir = process.env.TUTORIAL_SHOTS;
for (const size of [
  { width: 360, height: 640 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`screenshots at ${size.width}×${size.height}`, async ({ page }, testInfo) => {
    test.skip(!shotsDir || testInfo.project.name !== 'desktop', 'only when asked for, once');
    await page.setViewportSize(size);
    for (const game of ['schwimmen', 'schnapsen'] as const) {
      await openFromHome(page, game);
      await follow(page, game, 'pointer', async (n) => {
        await page.screenshot({ path: `${shotsDir}/${game}-${size.width}x${size.height}-step${n}.png` });
      });
      await page.screenshot({ path: `${shotsDir}/${game}-${size.width}x${size.height}-done.png` });
    }
  });
}
