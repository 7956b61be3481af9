// The home screen: one link per game, the address follows the screen (shareable, survives a reload, the
// back button comes home), and a match in progress says where it stands.
import { en } from '../src/ui/i18n/en';
import { expect, expectAccessible, expectNoSideScroll, openSeeded, snap, test } from './fixtures';
import { openSaved, schnapsenMatch, schwimmenMatch } from './savedMatch';

// Axe scans and reloads take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the home screen offers both games and opens each on its own address', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle(en.app.title);
  const schwimmen = page.getByRole('link', { name: 'Schwimmen', exact: true });
  const schnapsen = page.getByRole('link', { name: 'Schnapsen', exact: true });
  await expect(schwimmen).toBeVisible();
  await expect(schnapsen).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'home');
  await expectAccessible(page, 'the home screen');

  await schnapsen.click();
  await expect(page).toHaveURL(/[?&]game=schnapsen/);
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);
  await page.reload();
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);

  await page.goBack();
  await expect(schwimmen).toBeVisible();
  await schwimmen.click();
  await expect(page).toHaveURL(/[?&]game=schwimmen/);
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);

  await page.getByRole('link', { name: en.app.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(schnapsen).toBeVisible();
});

test('a match in progress is shown on the home screen, and resumes where it was', async ({
  page,
}, testInfo) => {
  await openSeeded(page, '/?game=schnapsen&seed=2&speed=instant');
  const playable = page.getByTestId('hand').locator('[data-card]:not([disabled])');
  await playable.first().click();
  await expect(playable.first()).toBeVisible();
  const hand = await page
    .getByTestId('hand')
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

  await page.getByRole('link', { name: en.app.home }).click();
  await expect(page.getByTestId('status-schnapsen')).toContainText('deal 1');
  await snap(page, testInfo, 'home-resume');
  await expectAccessible(page, 'the home screen with a match in progress');
  await page.getByRole('link', { name: 'Schnapsen', exact: true }).click();
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(hand.length);
  expect(
    await page
      .getByTestId('hand')
      .locator('[data-card]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
  ).toEqual(hand);
});

test('an address with a seed and no game still opens Schwimmen', { tag: '@once' }, async ({ page }) => {
  await openSeeded(page, '/?seed=7&speed=instant');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(en.app.schwimmen);
  await expect(page.getByTestId('middle')).toBeVisible();
});

test('the statistics screen opens from the home screen and closes again', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: en.stats.menu }).click();
  const dialog = page.getByRole('dialog', { name: en.stats.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(en.stats.games.schwimmen);
  await expect(dialog).toContainText(en.stats.games.schnapsen);
  await expect(dialog.getByRole('button', { name: en.stats.reset.button })).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'statistics');
  await expectAccessible(page, 'the statistics screen');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test(
  '#38: the title on one line from a laptop to 2560 wide, Statistics in the window at 1280×720 beside a match in progress and a finished one that says who won',
  { tag: '@once' },
  async ({ page }) => {
    const inProgress = schwimmenMatch({ players: 4, until: (s) => s.round === 2 && s.turn === 0 });
    const over = schnapsenMatch({ until: (s) => s.phase === 'matchOver' });
    const winner = over.state.winner === 0 ? 'you won' : 'Anna won';
    await page.setViewportSize({ width: 1280, height: 720 });
    await openSaved(page, '/', { schwimmen: inProgress.match, schnapsen: over.match });
    await expect(page.getByTestId('status-schwimmen')).toContainText('round 2');
    await expect(page.getByTestId('status-schnapsen')).toContainText(`Last Bummerl: ${winner}`);
    const title = page.getByRole('heading', { level: 1 });
    for (const size of [
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
      { width: 2560, height: 1440 },
    ]) {
      await page.setViewportSize(size);
      const at = `${size.width}×${size.height}`;
      const lines = await title.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${at}: the title's lines`).toBe(1);
      const stats = (await page.getByRole('button', { name: en.stats.menu }).boundingBox())!;
      expect(stats.y + stats.height, `${at}: Statistics in the window`).toBeLessThanOrEqual(size.height);
    }
  },
);
