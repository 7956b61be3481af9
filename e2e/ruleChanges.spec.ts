// S14b and S13 in the browser: knocking with a swap switched on in Settings and used from the table, with
// every other player getting one last turn; and a Schnauz dealt on a seeded deal, shown before the dealer
// chooses. At 360×640 and 1280×720 with 8 players, and at 1920×1080, the hand and every turn button stay in
// the window.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import {
  boxes,
  buttonLines,
  expect,
  expectAccessible,
  expectNoSideScroll,
  openSeeded,
  snap,
  test,
} from './fixtures';
import { DEEP } from './depth';

const A = en.table.actions;
const S = en.screens.settings;

/** Seats `opponents` computers and sets knocking with a swap, in Settings, starting a new match. */
async function setUp(page: Page, opponents: number, knockWithSwap: boolean) {
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('group', { name: S.opponents.label })
    .getByRole('radio', { name: String(opponents), exact: true })
    .check();
  const option = dialog.getByRole('switch', { name: S.knockWithSwap.label });
  await expect(option).toHaveAccessibleDescription(S.knockWithSwap.hint);
  await option.setChecked(knockWithSwap);
  await dialog.getByRole('button', { name: S.save }).click();
  const start = page.getByRole('button', { name: S.confirm.start });
  await expect(start.or(page.getByTestId(`lives-${opponents}`)).first()).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(page.getByTestId(`lives-${opponents}`)).toBeVisible();
}

/** A seeded match of `players` with the option as given: set in Settings, then the seed's deal opened again. */
async function openTable(page: Page, seed: number, players: number, knockWithSwap: boolean) {
  await openSeeded(page, `/?seed=${seed}&speed=instant`);
  await setUp(page, players - 1, knockWithSwap);
  await openSeeded(page, `/?seed=${seed}&speed=instant`);
  await expect(page.getByTestId(`lives-${players - 1}`)).toBeVisible();
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Whether the button is there and enabled, asked at once (a locator's isEnabled waits for the button). */
async function ready(page: Page, name: string) {
  const b = button(page, name);
  return (await b.isVisible()) && (await b.isEnabled({ timeout: 200 }).catch(() => false));
}

/** Plays (keeping, passing, going on to the next round) until "Swap and knock" is enabled (S14b, S14). */
async function untilSwapKnock(page: Page) {
  const tap = (name: string) =>
    button(page, name)
      .click({ timeout: 1000 })
      .catch(() => undefined);
  for (let i = 0; i < 1000; i++) {
    if (await ready(page, A.swapKnock)) return;
    if (await ready(page, en.screens.result.nextRound)) await tap(en.screens.result.nextRound);
    else if (await ready(page, A.keep)) await tap(A.keep);
    else if (await ready(page, A.pass)) {
      // The turn may have come between the first check and this one: once Pass is enabled it is the
      // player's turn and nothing moves until they act, so "Swap and knock" is looked at again first.
      if (await ready(page, A.swapKnock)) return;
      await tap(A.pass);
    } else await page.waitForTimeout(25);
  }
  throw new Error('"Swap and knock" never became enabled');
}

/** The move log's lines: their kind and text. */
async function logLines(page: Page) {
  return page
    .locator('.scr-log__item')
    .evaluateAll((els) => els.map((e) => ({ kind: e.getAttribute('data-kind'), text: e.textContent ?? '' })));
}

/** The hand and every turn button lie inside the window, with the page at the top: nothing to scroll to. */
async function expectTurnInWindow(page: Page, what: string) {
  await page.evaluate(() => scrollTo(0, 0));
  const size = page.viewportSize()!;
  const parts = [
    ...(await boxes(page, '[data-testid="hand"]')),
    ...(await boxes(page, '.sw-actions__buttons .sw-button')),
  ];
  expect(parts.length, `${what}: the hand and five buttons`).toBe(6);
  for (const p of parts) {
    expect(p.x, `${what}: ${p.name} left`).toBeGreaterThanOrEqual(0);
    expect(p.y, `${what}: ${p.name} top`).toBeGreaterThanOrEqual(0);
    expect(p.x + p.width, `${what}: ${p.name} right`).toBeLessThanOrEqual(size.width);
    expect(p.y + p.height, `${what}: ${p.name} bottom`).toBeLessThanOrEqual(size.height);
  }
  await expectNoSideScroll(page);
}

test(
  'S14b: knocking with a swap, set in Settings: "Swap and knock", then one last turn each and the showdown',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    test.skip(!DEEP, 'npm run test:deep plays the whole rule; npm test measures its buttons below');
    // Once, with a mouse: the phone plays S13 below, and every turn button is measured at phone size.
    test.setTimeout(120_000);
    const players = 4;
    // Seed 14: the first turn with a knock allowed ends, after the swap, with three last turns (no Schnauz).
    await openTable(page, 14, players, true);
    await untilSwapKnock(page);
    await expect(button(page, A.swapAllKnock)).toBeEnabled();
    await expect(button(page, A.knock)).toBeEnabled();
    await snap(page, testInfo, 'swap-and-knock-turn');

    // "Swap and knock" is pressed, then a card of the hand and one of the middle are picked.
    const swapKnock = button(page, A.swapKnock);
    await swapKnock.click();
    await expect(swapKnock).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(en.table.status.pickBothKnock)).toBeVisible();
    const give = await page.getByTestId('hand').locator('[data-card]').first().getAttribute('data-card');
    const take = await page.getByTestId('middle').locator('[data-card]').first().getAttribute('data-card');
    await page.getByTestId('hand').locator(`[data-card="${give}"]`).click();
    await page.getByTestId('middle').locator(`[data-card="${take}"]`).click();

    const result = page.getByTestId('round-result');
    await expect(result).toBeVisible({ timeout: 20_000 });
    await snap(page, testInfo, 'swap-and-knock-showdown');
    const lines = await logLines(page);
    const mine = lines.findIndex((l) => l.text.startsWith('You swap and knock: you take'));
    expect(mine, 'the log says "You swap and knock"').toBeGreaterThan(0);
    const after = lines.slice(mine + 1);
    const showdown = after.findIndex((l) => l.kind === 'showdown');
    const lastTurns = after.slice(0, showdown).filter((l) => l.kind !== 'note');
    // S15: every other player has had exactly one more turn, none of them a knock; then the round ended.
    await expect(result).toHaveAttribute('data-ending', 'knock');
    expect(lastTurns).toHaveLength(players - 1);
    expect(lastTurns.every((l) => l.kind !== 'knock')).toBe(true);
    await expect(result.locator('[data-seat="0"]')).toContainText(en.screens.result.badges.knocked);
    await expect(result).toContainText('You knocked.');
    await expectAccessible(page, 'the showdown after a swap and knock');
  },
);

test('S13: a Schnauz dealt is shown at once: no choice for the human dealer, the other hand stays face down', async ({
  page,
}, testInfo) => {
  // Seed 528 deals 4 players with the human dealing and Anna holding 31 (see the seeds in the test).
  await openSeeded(page, '/?seed=528&speed=instant');
  const result = page.getByTestId('round-result');
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('data-ending', 'schnauz');
  await expect(result).toContainText('Schnauz! Anna shows 31.');
  await expect(result).toContainText(
    'Shown at once after the deal: no turn was played, and your other hand stays face down.',
  );
  await expect(result.locator('[data-seat="0"]').getByTestId('unseen-packet')).toBeVisible();
  await expect(button(page, A.keep)).toHaveCount(0);
  await expect(button(page, A.takeSecond)).toHaveCount(0);
  await expect(page.getByRole('img', { name: en.table.seats.secondPacketUnseen })).toHaveCount(1);
  // The log goes from the deal to the showdown: no choice, no turn.
  const kinds = (await logLines(page)).map((l) => l.kind);
  expect(kinds.slice(0, 3)).toEqual(['deal', 'note', 'showdown']);
  await snap(page, testInfo, 's13-result');
  await expectAccessible(page, 'the result of a Schnauz dealt');
  // The next round is dealt as usual.
  await page.getByRole('button', { name: en.screens.result.nextRound }).click();
  await expect(result).toHaveCount(0);
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
});

test(
  'S14b: with 8 players the hand and all five turn buttons fit 360×640, 1280×720 and 1920×1080',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 640 });
    await openTable(page, 11, 8, true);
    await untilSwapKnock(page);
    for (const size of [
      { width: 360, height: 640 },
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await page.evaluate(() => scrollTo(0, 0));
      await snap(page, testInfo, `turn-8p-${size.width}x${size.height}`);
      await expectTurnInWindow(page, `${size.width}×${size.height}`);
    }
    // The other languages' longer names on the narrowest phone: the same turn, reloaded in each language; the
    // hand and the buttons stay in the window, the five buttons in two rows (the two that end with a knock
    // below the others), each name on one line or two, no word wider than its button (issue 38).
    await page.setViewportSize({ width: 360, height: 640 });
    for (const language of ['de', 'fr', 'es', 'nb']) {
      await page.evaluate(
        (chosen) =>
          localStorage.setItem('kartenrunde:language', JSON.stringify({ state: { chosen }, version: 1 })),
        language,
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const buttons = page.locator('.sw-actions[data-buttons="5"] .sw-button');
      await expect(buttons.first()).toBeEnabled();
      await snap(page, testInfo, `turn-8p-360x640-${language}`);
      await expectTurnInWindow(page, `360×640 in ${language}`);
      const row = await buttonLines(buttons);
      expect(new Set(row.map((b) => b.top)).size, `${language}: two rows`).toBe(2);
      expect(
        row.every((b) => b.right <= 360 && !b.overflow && b.lines <= 2 && b.height >= 44),
        `${language}: inside the width, on one line or two ${JSON.stringify(row)}`,
      ).toBe(true);
    }
  },
);

test(
  'S13: the result panel of a Feuer dealt at an 8-player table, at 360×640, 1280×720 and 1920×1080',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    // Seed 394 deals 8 players with the human dealing and David (seat 4) holding three aces.
    await openTable(page, 394, 8, false);
    const result = page.getByTestId('round-result');
    await expect(result).toHaveAttribute('data-ending', 'feuer');
    await expect(result).toContainText('David shows three aces.');
    for (const size of [
      { width: 360, height: 640 },
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await expectNoSideScroll(page);
      await snap(page, testInfo, `s13-8p-${size.width}x${size.height}`);
    }
  },
);
