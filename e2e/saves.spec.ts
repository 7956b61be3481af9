// Issue 12: nothing a player does is ever lost. A seed in the address is used once, two tabs never write
// over each other, a storage that fails is said, a bad save never blanks the page, links stay on this site,
// and the Back button closes a dialog.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { dialogsClosed, expect, expectAccessible, test } from './fixtures';
import { fillStorage, moveOnTable } from './fullStorage';

const A = en.table.actions;
const N = en.app.notices;
const SW_MATCH = 'kartenrunde:schwimmen:match';
const SN_MATCH = 'kartenrunde:schnapsen:match';

const saved = (page: Page, key: string) =>
  page.evaluate(
    (k) =>
      JSON.parse(localStorage.getItem(k) ?? 'null') as {
        rev: number;
        state: { id: string; seed: number; log: unknown[] };
      },
    key,
  );

/** Makes `times` moves of the player's: Keep, Pass, or Next round when a round is over. */
async function pass(page: Page, times: number) {
  const keep = page.getByRole('button', { name: A.keep, exact: true });
  const passButton = page.getByRole('button', { name: A.pass, exact: true });
  const next = page.getByRole('button', { name: en.screens.result.nextRound });
  // The store (and with it the first save) comes a moment after the page: see src/store/shell.ts.
  await expect.poll(() => saved(page, SW_MATCH)).not.toBeNull();
  for (let i = 0; i < times; i++) {
    const before = (await saved(page, SW_MATCH)).state.log.length;
    // A click on the spot of the last one within a double tap's time is that double tap's second half, aimed
    // at the position it was made for, and refused once that position is gone (src/ui/shared/table/aim.ts):
    // such a click is made again, as a player would tap again.
    await expect(async () => {
      let clicked = false;
      for (const button of [next, keep, passButton]) {
        if ((await button.isVisible()) && (await button.isEnabled())) {
          await button.click({ timeout: 3000 });
          clicked = true;
          break;
        }
      }
      if (!clicked) throw new Error('no move of mine yet');
      await expect
        .poll(async () => (await saved(page, SW_MATCH)).state.log.length, { timeout: 1000 })
        .toBeGreaterThan(before);
    }).toPass({ timeout: 20_000 });
  }
}

/** Plays one card of the Schnapsen hand when it is the player's turn. */
async function playCard(page: Page) {
  const card = page.getByTestId('hand').locator('button[data-card]:not([disabled])').first();
  await expect(card).toBeVisible();
  const before = (await saved(page, SN_MATCH)).state.log.length;
  await card.click();
  await expect.poll(async () => (await saved(page, SN_MATCH)).state.log.length).toBeGreaterThan(before);
}

test(
  'the seed repro: seed 5, two moves, New match, three moves, reload brings back the new match',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/?game=schwimmen&seed=5&speed=instant');
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    // Once the seeded match has started, the address no longer carries the seed.
    await expect(page).toHaveURL(/\?game=schwimmen&speed=instant$/);
    expect((await saved(page, SW_MATCH)).state.seed).toBe(5);
    await pass(page, 2);
    await page.getByRole('button', { name: en.app.menu.newMatch }).click();
    await page.getByRole('button', { name: en.app.confirmNewMatch.confirm }).click();
    await pass(page, 3);
    const mine = (await saved(page, SW_MATCH)).state;
    expect(mine.seed).not.toBe(5);
    await page.reload();
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    const after = (await saved(page, SW_MATCH)).state;
    expect(after.id).toBe(mine.id);
    expect(after.log.length).toBeGreaterThanOrEqual(mine.log.length);
  },
);

test(
  'a seeded link while a match is in progress asks first; keeping it keeps it',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/?game=schnapsen&speed=instant');
    await playCard(page);
    const mine = (await saved(page, SN_MATCH)).state;
    await page.goto('/?game=schnapsen&seed=12&speed=instant');
    const ask = page.getByRole('alertdialog', { name: N.sharedDeal.title });
    await expect(ask).toContainText(N.sharedDeal.text);
    await ask.getByRole('button', { name: N.sharedDeal.keep }).click();
    await expect(ask).toBeHidden();
    await dialogsClosed(page);
    await expect(page).toHaveURL(/\?game=schnapsen&speed=instant$/);
    expect((await saved(page, SN_MATCH)).state.id).toBe(mine.id);
    // Asked again, the shared deal is dealt.
    await page.goto('/?game=schnapsen&seed=12&speed=instant');
    await page.getByRole('button', { name: N.sharedDeal.start }).click();
    await expect.poll(async () => (await saved(page, SN_MATCH)).state.seed).toBe(12);
  },
);

test(
  'two tabs: a move in one never costs the other its match; the other takes the newer one over',
  { tag: '@once' },
  async ({ context }) => {
    const a = await context.newPage();
    await a.goto('/?game=schwimmen&speed=instant');
    const b = await context.newPage();
    await b.goto('/?game=schnapsen&speed=instant');
    await playCard(b);
    await playCard(b);
    const bMatch = (await saved(b, SN_MATCH)).state;
    await pass(a, 1);
    await b.reload();
    await expect(b.getByTestId('hand')).toBeVisible();
    expect((await saved(b, SN_MATCH)).state.id).toBe(bMatch.id);
    expect((await saved(b, SN_MATCH)).state.log.length).toBeGreaterThanOrEqual(bMatch.log.length);

    // Both tabs on Schwimmen: a move in one shows in the other, with a short notice.
    await b.goto('/?game=schwimmen&speed=instant');
    await expect(b.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    // The notice shows for a few seconds from the moment the other tab saves, so it is watched for while the
    // move is made: on a loaded machine the move's own checks can outlast it.
    const notice = expect(b.getByRole('status').filter({ hasText: N.tookOver })).toBeVisible({
      timeout: 30_000,
    });
    await pass(a, 1);
    await notice;
    const hand = (p: Page) =>
      p
        .getByTestId('hand')
        .locator('[data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    await expect.poll(() => hand(b)).toEqual(await hand(a));
  },
);

test(
  'a storage refusing every write: the game plays on and a lasting notice says it is not being saved',
  { tag: '@once' },
  async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/?game=schwimmen&speed=instant');
    const notice = page.getByRole('status').filter({ hasText: N.parts[SW_MATCH] });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Not being saved on this device:');
    await expect(notice).toContainText(N.parts['kartenrunde:schwimmen:settings']);
    // The game plays on: the player's moves are taken (nothing is saved, so the table itself is read).
    await moveOnTable(page);
    // Changing the language never throws (the fixture fails the test on any page error).
    await page.getByRole('button', { name: en.app.menu.settings }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: en.app.language.label }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('status').filter({ hasText: 'nicht gespeichert' })).toBeVisible();
  },
);

test(
  'issue 38: a full storage: the unsaved match is said at every move, and once there is room nothing is lost',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/?game=schwimmen&seed=3&speed=instant');
    await pass(page, 1);
    const before = (await saved(page, SW_MATCH)).state;
    await page.evaluate(fillStorage);
    const notice = page.getByRole('status').filter({ hasText: N.parts[SW_MATCH] });
    for (let move = 0; move < 3; move++) {
      await moveOnTable(page);
      await expect(notice).toBeVisible();
    }
    // Folded to one line, it stays over the table; another part not saved opens it again.
    await page.getByRole('button', { name: N.fold }).click();
    const folded = page.getByRole('status').filter({ hasText: N.notSavedShort });
    await expect(folded).toBeVisible();
    await expect(notice).toBeHidden();
    await expectAccessible(page, 'the folded notice');
    await moveOnTable(page);
    await expect(folded).toBeVisible();
    // A setting changed meanwhile cannot be saved either (a longer word than "normal": no room for it).
    await page.getByRole('button', { name: en.app.menu.settings }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: en.screens.settings.speed.options.instant, exact: true }).check();
    await dialog.getByRole('button', { name: en.screens.settings.save }).click();
    await expect(dialog).toBeHidden();
    await dialogsClosed(page);
    await expect(notice).toContainText(N.parts['kartenrunde:schwimmen:settings']);
    expect((await saved(page, SW_MATCH)).state.log).toEqual(before.log);

    // Room again: the next move saves the match and the setting, and the notice goes.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('filler:')) localStorage.removeItem(key);
    });
    await moveOnTable(page);
    await expect(notice).toBeHidden();
    const after = (await saved(page, SW_MATCH)).state;
    expect(after.id).toBe(before.id);
    expect(after.log.length).toBeGreaterThan(before.log.length + 3);
    const entries = await page.locator('.app-log li').count();
    await page.reload();
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    await expect(page.locator('.app-log li')).toHaveCount(entries);
    expect((await saved(page, SW_MATCH)).state.log).toEqual(after.log);
    const settings = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('kartenrunde:schwimmen:settings') ?? 'null'),
    );
    expect(settings.state.speed).toBe('instant');
  },
);

test(
  'a saved match with an unknown computer level never blanks the page, on any address',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/?game=schwimmen&speed=instant');
    await pass(page, 1);
    await page.evaluate((key) => {
      const env = JSON.parse(localStorage.getItem(key) as string);
      env.state.levels[1] = 'grandmaster';
      localStorage.setItem(key, JSON.stringify(env));
    }, SW_MATCH);
    for (const address of ['/', '/?game=schnapsen', '/?game=schwimmen']) {
      await page.goto(address);
      await expect(page.locator('main')).toBeVisible();
    }
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    // The computers move again: the table gets to the player's turn, and the player's move is saved.
    await pass(page, 1);
  },
);

test('links built from the address stay on this site', { tag: '@once' }, async ({ page, baseURL }) => {
  // The path of this site's own address is //evil.example/, which a link would read as another host.
  await page.goto(`${new URL(baseURL as string).origin}//evil.example/`);
  const links = page.locator('a[data-game]');
  await expect(links).toHaveCount(2);
  for (const href of await links.evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href)))
    expect(new URL(href).host).toBe(new URL(page.url()).host);
});

test(
  '?speed= applies to the visit only and is not saved into the settings',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/?game=schwimmen&speed=instant');
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
    const settings = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('kartenrunde:schwimmen:settings') ?? 'null'),
    );
    expect(settings.state.speed).toBe('normal');
  },
);

test('the Back button closes an open dialog instead of leaving the game', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: en.app.schnapsen, exact: true }).click();
  await expect(page).toHaveURL(/\?game=schnapsen$/);
  for (const name of [en.app.menu.rules, en.app.menu.settings]) {
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\?game=schnapsen$/);
    await expect(page.getByTestId('hand')).toBeVisible();
  }
  // Without a dialog, Back goes home as before.
  await page.goBack();
  await expect(page.getByRole('link', { name: en.app.schwimmen, exact: true })).toBeVisible();
});
