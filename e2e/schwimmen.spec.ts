import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { expect, expectAccessible, expectNoSideScroll, openSeeded, snap, test } from './fixtures';
import { DEEP, notHere, ONE_PROJECT } from './depth';

const A = en.table.actions;
const SAVE_KEY = 'kartenrunde:schwimmen:match';

/** The cards in one area of the table, by their data-card hooks. */
async function cardsIn(page: Page, testId: 'hand' | 'middle') {
  return page
    .getByTestId(testId)
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
}

async function livesOf(page: Page, players: number) {
  const lives: string[] = [];
  for (let seat = 0; seat < players; seat++)
    lives.push((await page.getByTestId(`lives-${seat}`).textContent()) ?? '');
  return lives;
}

/** Waits until the human is to act in the turns phase (Pass enabled). */
async function untilMyTurn(page: Page) {
  const keep = page.getByRole('button', { name: A.keep, exact: true });
  const pass = page.getByRole('button', { name: A.pass, exact: true });
  for (let i = 0; i < 200; i++) {
    if (await keep.isVisible()) await keep.click();
    else if ((await pass.isVisible()) && (await pass.isEnabled())) return;
    else await page.waitForTimeout(25);
  }
  throw new Error('the human never got a turn');
}

test(
  'a whole match played to the end by clicking, like a person',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    // A long run: once, with a mouse, under npm run test:deep (npm test plays whole rounds in daily.spec.ts
    // and the tutorial, and lays finished matches in layout.spec.ts and panels.spec.ts). The phone plays a
    // whole Bummerl in schnapsen.spec.ts (and a whole Schwimmen match against the expert in longtasks.spec.ts,
    // under `npm run bench:e2e`).
    test.skip(!DEEP, 'npm run test:deep plays a whole match');
    test.setTimeout(180_000);
    await openSeeded(page, '/?seed=7&speed=instant');
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    await expectNoSideScroll(page);
    await snap(page, testInfo, 'table');
    await expectAccessible(page, 'the table');

    // First turn: a swap, by selecting a card of the hand and then one of the middle.
    await untilMyTurn(page);
    const hand = await cardsIn(page, 'hand');
    const middle = await cardsIn(page, 'middle');
    await page.getByTestId('hand').locator(`[data-card="${hand[0]}"]`).click();
    await page.getByTestId('middle').locator(`[data-card="${middle[1]}"]`).click();
    await expect(page.getByTestId('hand').locator(`[data-card="${middle[1]}"]`)).toBeVisible();

    const playAgain = page.getByRole('button', { name: en.screens.gameOver.playAgain });
    const seeResult = page.getByRole('button', { name: en.screens.result.seeResult });
    const nextRound = page.getByRole('button', { name: en.screens.result.nextRound });
    const keep = page.getByRole('button', { name: A.keep, exact: true });
    const knock = page.getByRole('button', { name: A.knock, exact: true });
    const pass = page.getByRole('button', { name: A.pass, exact: true });
    /** Clicks if the button is still there: the computers may move the game on between looking and clicking. */
    const tap = async (button: typeof keep) => {
      await button.click({ timeout: 1000 }).catch(() => undefined);
    };
    let showdownSeen = false;
    for (let i = 0; i < 3000 && !(await playAgain.isVisible()); i++) {
      if (await seeResult.isVisible()) {
        await snap(page, testInfo, 'last-showdown');
        await tap(seeResult);
      } else if (await nextRound.isVisible()) {
        if (!showdownSeen) {
          showdownSeen = true;
          await expect(page.getByTestId('round-result')).toBeVisible();
          await snap(page, testInfo, 'showdown');
          await expectAccessible(page, 'the showdown');
        }
        await tap(nextRound);
      } else if (await keep.isVisible()) {
        await tap(keep);
      } else if ((await knock.isVisible()) && (await knock.isEnabled())) {
        await tap(knock);
      } else if ((await pass.isVisible()) && (await pass.isEnabled())) {
        await tap(pass);
      } else {
        await page.waitForTimeout(20);
      }
    }
    await expect(playAgain).toBeVisible();
    await expect(page.getByTestId('game-over')).toBeVisible();
    await expectNoSideScroll(page);
    await snap(page, testInfo, 'game-over');
    await expectAccessible(page, 'the game-over screen');

    await playAgain.click();
    await expect(page.getByTestId('game-over')).toHaveCount(0);
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
  },
);

test('a reload in the middle of a round brings back the same table', { tag: '@once' }, async ({ page }) => {
  await openSeeded(page, '/?seed=11&speed=instant');
  await untilMyTurn(page);
  await page.getByRole('button', { name: A.pass, exact: true }).click();
  await untilMyTurn(page);
  const before = {
    hand: await cardsIn(page, 'hand'),
    middle: await cardsIn(page, 'middle'),
    lives: await livesOf(page, 4),
  };
  const log = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null').state.log.length,
    SAVE_KEY,
  );
  await page.reload();
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
  expect(await cardsIn(page, 'hand')).toEqual(before.hand);
  expect(await cardsIn(page, 'middle')).toEqual(before.middle);
  expect(await livesOf(page, 4)).toEqual(before.lives);
  expect(
    await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null').state.log.length, SAVE_KEY),
  ).toBe(log);
  await expect(page.getByRole('button', { name: A.pass, exact: true })).toBeEnabled();
});

test('settings are kept across a reload', async ({ page }, testInfo) => {
  test.skip(notHere('desktop', testInfo.project.name), ONE_PROJECT);
  await openSeeded(page, '/?seed=3');
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'settings');
  await expectAccessible(page, 'the settings dialog');
  await dialog
    .getByRole('radio', { name: new RegExp(`^${en.screens.settings.faces.options.german.label}`) })
    .check();
  await dialog.getByRole('button', { name: en.screens.settings.save }).click();
  await expect(dialog).toBeHidden();
  const firstCard = page.getByTestId('hand').locator('[data-card]').first();
  await expect(firstCard).toHaveAccessibleName(/of (acorns|leaves|hearts|bells)$/);
  await page.reload();
  await expect(page.getByTestId('hand').locator('[data-card]').first()).toHaveAccessibleName(
    /of (acorns|leaves|hearts|bells)$/,
  );
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('radio', { name: new RegExp(`^${en.screens.settings.faces.options.german.label}`) }),
  ).toBeChecked();
});

test('changing a rule during a match asks before starting a new one', { tag: '@once' }, async ({ page }) => {
  await openSeeded(page, '/?seed=5&speed=instant');
  await untilMyTurn(page);
  await page.getByRole('button', { name: A.pass, exact: true }).click();
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('group', { name: en.screens.settings.lives.label })
    .getByRole('radio', { name: '5', exact: true })
    .check();
  await dialog.getByRole('button', { name: en.screens.settings.save }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('button', { name: en.screens.settings.confirm.start }).click();
  // The new match (a fresh random seed) starts everybody on 5 lives. Its first round may already be over:
  // a Schnauz dealt, or swapped by a computer before the player's turn, costs other seats a life, never
  // everybody's.
  const lives = page.locator('[data-testid^="lives-"]');
  await expect(lives.filter({ hasText: /^5$/ }).first()).toBeVisible();
  for (const text of await lives.allTextContents()) expect(['4', '5']).toContain(text);
});

test('a corrupted saved game is set aside with a notice, and a new game starts', async ({
  page,
}, testInfo) => {
  test.skip(notHere('desktop', testInfo.project.name), ONE_PROJECT);
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '{"version":1,"rev":3,"state":{"log":[{"type":"deal","deck":["Ah"');
      sessionStorage.setItem('seeded', '1');
    }
  }, SAVE_KEY);
  await page.goto('/?game=schwimmen');
  const notice = page.getByRole('status').filter({ hasText: en.app.notices.parts[SAVE_KEY] });
  await expect(notice).toBeVisible();
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
  await snap(page, testInfo, 'notice');
  await expectAccessible(page, 'the notice');
  const setAside = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.includes('set-aside')),
  );
  expect(setAside).toHaveLength(1);
  await page.getByRole('button', { name: en.screens.notice.dismiss }).click();
  await expect(notice).toBeHidden();
});

test('the rules page', async ({ page }, testInfo) => {
  await openSeeded(page, '/?seed=2');
  await page.getByRole('button', { name: en.app.menu.rules }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, testInfo, 'rules');
  await expectAccessible(page, 'the rules page');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the table can be played with the keyboard alone', { tag: '@once' }, async ({ page }) => {
  await openSeeded(page, '/?seed=7&speed=instant');
  await untilMyTurn(page);
  const hand = await cardsIn(page, 'hand');
  const middle = await cardsIn(page, 'middle');
  await page.getByTestId('hand').locator(`[data-card="${hand[2]}"]`).focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('middle').locator(`[data-card="${middle[0]}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hand').locator(`[data-card="${middle[0]}"]`)).toBeVisible();
});
