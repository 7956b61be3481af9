// Issue 41: Replay on a round's and a deal's result opens the viewer on the match just played; it steps with
// its buttons and the keys, says where it stands, closes with Escape or Close, and leaves the saved match as it
// was. The tables are saved matches laid into storage at their result (savedMatch.ts): no play to get there.
import type { Page } from '@playwright/test';
import { schnapsenGame, schwimmenGame } from '../src/games';
import { expect, test } from './fixtures';
import { openSaved, schnapsenMatch, schwimmenMatch } from './savedMatch';

const button = (page: Page, name: string) =>
  page.getByTestId('replay').getByRole('button', { name, exact: true });

const saved = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The saved match once the table has done writing it (it names the computer players as it opens). */
async function settled(page: Page, key: string) {
  let last = await saved(page, key);
  await expect
    .poll(
      async () => {
        const now = await saved(page, key);
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return last;
}

/** Steps through a record of `count` actions the viewer opened at its end, with the buttons and the keys. */
async function stepThrough(page: Page, count: number) {
  const step = page.getByTestId('replay-step');
  await expect(step).toHaveText(`move ${count} of ${count}`);
  await expect(button(page, 'Next move')).toBeDisabled();
  await expect(button(page, 'End')).toBeDisabled();
  await button(page, 'Start').click();
  await expect(step).toHaveText(`move 0 of ${count}`);
  await expect(button(page, 'Previous move')).toBeDisabled();
  await button(page, 'Next move').click();
  await button(page, 'Next move').click();
  await expect(step).toHaveText(`move 2 of ${count}`);
  await button(page, 'Previous move').click();
  await expect(step).toHaveText(`move 1 of ${count}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(step).toHaveText(`move 3 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveText(`move 2 of ${count}`);
  await page.keyboard.press('End');
  await expect(step).toHaveText(`move ${count} of ${count}`);
  await page.keyboard.press('Home');
  await expect(step).toHaveText(`move 0 of ${count}`);
  // A move from the list, which marks it as the current one.
  const moves = page.getByTestId('replay-list-move');
  await moves.nth(4).click();
  await expect(step).toHaveText(`move 5 of ${count}`);
  await expect(moves.nth(4)).toHaveAttribute('aria-current', 'step');
  // End, pressed, is disabled; the keys still step.
  await button(page, 'End').click();
  await page.keyboard.press('ArrowLeft');
  await expect(step).toHaveText(`move ${count - 1} of ${count}`);
  // The controls lie inside the window, the page unscrolled.
  const size = page.viewportSize()!;
  for (const name of ['Start', 'Previous move', 'Next move', 'End', 'Close']) {
    const box = (await button(page, name).boundingBox())!;
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, name).toBeLessThanOrEqual(size.height);
    expect(box.x + box.width, name).toBeLessThanOrEqual(size.width);
  }
}

test("Replay on a Schwimmen round's result: steps, closes with Escape, the match unchanged", async ({
  page,
}) => {
  const round = schwimmenMatch({ players: 4, until: (s) => s.phase === 'roundOver' && !s.out[0] });
  await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: round.match });
  const panel = page.getByTestId('round-result');
  const replay = panel.getByRole('button', { name: 'Replay', exact: true });
  await expect(replay).toBeVisible();
  const before = await settled(page, schwimmenGame.saveKeys.match);
  await replay.click();
  await expect(page.getByRole('dialog', { name: 'Replay' })).toBeVisible();
  await expect(page.getByTestId('replay-seat')).toHaveCount(4);
  await stepThrough(page, round.match.log.length);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('replay')).toBeHidden();
  await expect(replay).toBeFocused();
  await expect(panel).toBeVisible();
  expect(await saved(page, schwimmenGame.saveKeys.match)).toBe(before);
});

test("Replay on a Schnapsen deal's result: steps, closes with Close, the match unchanged", async ({
  page,
}) => {
  const deal = schnapsenMatch({ until: (s) => s.phase === 'dealOver' });
  await openSaved(page, '/?game=schnapsen&speed=instant', { schnapsen: deal.match });
  const panel = page.getByTestId('deal-result');
  const replay = panel.getByRole('button', { name: 'Replay', exact: true });
  await expect(replay).toBeVisible();
  const before = await settled(page, schnapsenGame.saveKeys.match);
  await replay.click();
  await expect(page.getByTestId('replay-seat')).toHaveCount(2);
  await stepThrough(page, deal.match.log.length);
  await button(page, 'Close').click();
  await expect(page.getByTestId('replay')).toBeHidden();
  await expect(panel).toBeVisible();
  expect(await saved(page, schnapsenGame.saveKeys.match)).toBe(before);
});

test(
  'the viewer fits 360×640, 1280×720 and 1920×1080 with an eight-player Schwimmen match',
  { tag: '@once' },
  async ({ page }) => {
    const over = schwimmenMatch({ players: 8, lives: 1, until: (s) => s.phase === 'gameOver' });
    await page.setViewportSize({ width: 360, height: 640 });
    await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: over.match });
    await page.getByTestId('game-over').getByRole('button', { name: 'Replay', exact: true }).click();
    await expect(page.getByTestId('replay-seat')).toHaveCount(8);
    const count = over.match.log.length;
    for (const size of [
      { width: 360, height: 640 },
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      const at = `${size.width}×${size.height}`;
      for (const name of ['Start', 'Previous move', 'Next move', 'End', 'Close']) {
        const box = (await button(page, name).boundingBox())!;
        expect(box.y + box.height, `${name} at ${at}`).toBeLessThanOrEqual(size.height);
        expect(box.x + box.width, `${name} at ${at}`).toBeLessThanOrEqual(size.width);
      }
      // The viewer is the window's size; the current move of the list is in view.
      const dialog = (await page.getByRole('dialog', { name: 'Replay' }).boundingBox())!;
      expect(dialog.height, at).toBeLessThanOrEqual(size.height);
      expect(dialog.width, at).toBeLessThanOrEqual(size.width);
      await page.keyboard.press('Home');
      await page.keyboard.press('End');
      await expect(page.getByTestId('replay-step')).toHaveText(`move ${count} of ${count}`);
      await expect(page.locator('[data-testid="replay-list-move"][aria-current="step"]')).toBeInViewport();
    }
  },
);
