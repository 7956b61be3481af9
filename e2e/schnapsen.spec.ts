// Schnapsen in the browser, played like a person: by tapping cards and the lead actions. Seeds come from
// the engine: with ?seed=1 the human leads the first trick holding the trump jack and one marriage.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import {
  boxes,
  expect,
  expectAccessible,
  expectNoSideScroll,
  openSeeded,
  overlap,
  SIZES,
  snap,
  test,
} from './fixtures';
import { DEEP, notHere, ONE_PROJECT } from './depth';

// Axe scans and reloads take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const S = en.schnapsen;
const A = S.actions;
// The table starts with German faces: the trump jack is the Unter.

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function cardsIn(page: Page, testId: 'hand' | 'trick') {
  return page
    .getByTestId(testId)
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
}

/** The hand's playable cards (enabled buttons). */
const playable = (page: Page) => page.getByTestId('hand').locator('[data-card]:not([disabled])');

/** The human's counted points as the plate shows them ("0 points" → "0"). */
async function pointsOf(page: Page) {
  return ((await page.getByTestId('points-0').textContent()) ?? '').replace(/\D/g, '');
}

/** Waits until the human may lead (Claim 66 enabled). */
async function untilMyLead(page: Page) {
  await expect(button(page, A.claim)).toBeEnabled();
}

test('the Schnapsen table: trump card, talon count, hand sorted, Bummerl tallies', async ({
  page,
}, testInfo) => {
  test.skip(notHere('phone', testInfo.project.name), ONE_PROJECT);
  await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(S.title);
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);
  await expect(page.getByTestId('talon')).toHaveText('9');
  await expect(page.getByTestId('trump-card').locator('[data-card]')).toHaveCount(1);
  await expect(page.getByTestId('trick')).toBeVisible();
  await expect(page.getByTestId('bummerl-0')).toHaveText('7');
  await expect(page.getByTestId('bummerl-1')).toHaveText('7');
  for (const name of [A.marry, A.exchangeTrump.german, A.close, A.claim])
    await expect(button(page, name)).toBeVisible();
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'schnapsen-table');
  await expectAccessible(page, 'the Schnapsen table');
});

test('the player exchanges the trump jack, closes the talon and announces a marriage', async ({
  page,
}, testInfo) => {
  test.skip(notHere('phone', testInfo.project.name), ONE_PROJECT);
  await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
  await untilMyLead(page);
  const trump = await page.getByTestId('trump-card').locator('[data-card]').getAttribute('data-card');
  const suit = trump!.slice(1);

  await button(page, A.exchangeTrump.german).click();
  await expect(page.getByTestId('trump-card').locator('[data-card]')).toHaveAttribute(
    'data-card',
    `J${suit}`,
  );
  expect(await cardsIn(page, 'hand')).toContain(trump);
  await expect(button(page, A.exchangeTrump.german)).toBeDisabled();

  // Closing holds for the rest of the deal: it asks first.
  await button(page, A.close).click();
  await page.getByRole('alertdialog').getByRole('button', { name: S.closeConfirm.confirm }).click();
  await expect(page.getByTestId('trump-card')).toHaveAttribute('data-face', 'down');
  await expect(button(page, A.close)).toBeDisabled();
  await expect(page.getByTestId('talon')).toHaveText('9');

  await button(page, A.marry).click();
  // Only the king and the queen of the marriage may be led now.
  const open = await playable(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(open).toHaveLength(2);
  expect(open.map((c) => c![0]).sort()).toEqual(['K', 'Q']);
  expect(open[0]![1]).toBe(open[1]![1]);
  // The marriage counts once the player wins a trick: meanwhile it shows as pending.
  await expect(page.getByTestId('pending-0')).toContainText('20');
  await snap(page, testInfo, 'schnapsen-marriage');
  await expectAccessible(page, 'the table after a marriage');

  await playable(page).first().click();
  // The computer follows at once (instant speed); a trick has been played.
  await expect(page.getByTestId('tricks-0').or(page.getByTestId('tricks-1'))).toHaveCount(2);
  await expect(async () => {
    const won = [
      await page.getByTestId('tricks-0').textContent(),
      await page.getByTestId('tricks-1').textContent(),
    ];
    expect(won.join(' ')).toMatch(/1 trick/);
  }).toPass();
  await expect(page.getByTestId('talon')).toHaveText('9');
});

test('a claim below 66 asks first; confirmed, it is scored for the opponent: 3 game points without a trick', async ({
  page,
}, testInfo) => {
  test.skip(notHere('phone', testInfo.project.name), ONE_PROJECT);
  await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
  await untilMyLead(page);
  await expect(button(page, A.claim)).not.toHaveClass(/table-button--primary/);
  // Below 66 the claim asks, with the points counted so far; "Keep playing" leaves the deal as it was.
  await button(page, A.claim).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(S.claimConfirm.text.other.replace('{count}', await pointsOf(page)));
  await snap(page, testInfo, 'schnapsen-claim-question');
  await expectAccessible(page, 'the question before a claim');
  await question.getByRole('button', { name: S.claimConfirm.cancel }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('deal-result')).toBeHidden();
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);

  await button(page, A.claim).click();
  await question.getByRole('button', { name: /Claim/ }).click();
  const result = page.getByTestId('deal-result');
  await expect(result).toBeVisible();
  await expect(result).toHaveAttribute('data-reason', 'falseClaim');
  await expect(result).toHaveAttribute('data-winner', '1');
  await expect(result).toHaveAttribute('data-game-points', '3');
  await expect(result).toContainText('false claim');
  await expect(page.getByTestId('bummerl-1')).toHaveText('4');
  await expect(page.getByTestId('bummerl-0')).toHaveText('7');
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'schnapsen-deal-result');
  await expectAccessible(page, 'the deal result');

  await button(page, S.result.nextDeal).click();
  await expect(result).toBeHidden();
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);
  await expect(page.getByTestId('talon')).toHaveText('9');
});

test('a reload in the middle of a deal brings back the same table', { tag: '@once' }, async ({ page }) => {
  await openSeeded(page, '/?game=schnapsen&seed=2&speed=instant');
  for (let trick = 0; trick < 2; trick++) {
    await expect(playable(page).first()).toBeVisible();
    await playable(page).first().click();
  }
  await expect(playable(page).first()).toBeVisible();
  const before = {
    hand: await cardsIn(page, 'hand'),
    trick: await cardsIn(page, 'trick'),
    talon: await page.getByTestId('talon').textContent(),
    trump: await page.getByTestId('trump-card').getAttribute('aria-label'),
  };
  await page.reload();
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(before.hand.length);
  expect(await cardsIn(page, 'hand')).toEqual(before.hand);
  expect(await cardsIn(page, 'trick')).toEqual(before.trick);
  await expect(page.getByTestId('talon')).toHaveText(before.talon!);
  await expect(page.getByTestId('trump-card')).toHaveAttribute('aria-label', before.trump!);
});

test('a whole Bummerl played by tapping against the easy computer', async ({ page }, testInfo) => {
  // The longest run of the suite: once, by tapping, under npm run test:deep. The desktop plays deals in the
  // other tests of this file; npm test plays a whole deal on the phone in daily.spec.ts and the tutorial.
  test.skip(testInfo.project.name !== 'phone' || !DEEP, 'played once, on the phone, under npm run test:deep');
  test.setTimeout(240_000);
  await openSeeded(page, '/?game=schnapsen&seed=3&speed=instant');
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);

  // Choose the easy computer player; the level applies from the next match, which another seed starts.
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await snap(page, testInfo, 'schnapsen-settings');
  await expectAccessible(page, 'the Schnapsen settings');
  await dialog.getByRole('radio', { name: new RegExp(`^${S.settings.level.options.easy.label}`) }).check();
  await dialog.getByRole('button', { name: en.screens.settings.save }).click();
  await expect(dialog).toBeHidden();
  await openSeeded(page, '/?game=schnapsen&seed=4&speed=instant');
  await expect(page.getByTestId('bummerl-0')).toHaveText('7');
  const saved = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('kartenrunde:schnapsen:match') ?? '{}'),
  );
  expect(saved.state).toMatchObject({ seed: 4, level: 'easy' });

  const playAgain = button(page, S.matchOver.playAgain);
  const seeResult = button(page, S.result.seeResult);
  const nextDeal = button(page, S.result.nextDeal);
  const tap = async (locator: ReturnType<Page['locator']>) => {
    await locator.click({ timeout: 1000 }).catch(() => undefined);
  };
  let deals = 0;
  for (let i = 0; i < 5000 && !(await playAgain.isVisible()); i++) {
    if (await seeResult.isVisible()) {
      await tap(seeResult);
    } else if (await nextDeal.isVisible()) {
      deals++;
      await tap(nextDeal);
    } else if ((await playable(page).count()) > 0) {
      await tap(playable(page).first());
    } else {
      await page.waitForTimeout(20);
    }
  }
  await expect(playAgain).toBeVisible();
  expect(deals).toBeGreaterThan(0);
  const over = page.getByTestId('match-over');
  await expect(over).toBeVisible();
  const tallies = [
    await page.getByTestId('bummerl-0').textContent(),
    await page.getByTestId('bummerl-1').textContent(),
  ];
  expect(tallies).toContain('0');
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'schnapsen-match-over');
  await expectAccessible(page, 'the end of the match');

  await playAgain.click();
  await expect(over).toBeHidden();
  await expect(page.getByTestId('bummerl-0')).toHaveText('7');
  await expect(page.getByTestId('bummerl-1')).toHaveText('7');
});

test('the rules page', async ({ page }, testInfo) => {
  await openSeeded(page, '/?game=schnapsen&seed=2');
  await page.getByRole('button', { name: en.app.menu.rules }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, testInfo, 'schnapsen-rules');
  await expectAccessible(page, 'the Schnapsen rules page');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the table can be played with the keyboard alone', { tag: '@once' }, async ({ page }) => {
  await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
  await untilMyLead(page);
  const first = playable(page).first();
  const card = await first.getAttribute('data-card');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('hand').locator(`[data-card="${card}"]`)).toHaveCount(0);
  // The lead actions are reachable with Tab and work with Enter.
  await untilMyLead(page);
  await button(page, A.claim).focus();
  await page.keyboard.press('Enter');
  // The question before a claim below 66 has the focus on "Keep playing"; the claim is one Tab back.
  await expect(page.getByRole('button', { name: S.claimConfirm.cancel })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: S.claimConfirm.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('deal-result')).toBeVisible();
  await expect(button(page, S.result.nextDeal)).toBeFocused();
});

test(
  'the talon count never covers the TRUMPS label, from a phone to a desktop, open or closed',
  { tag: '@once' },
  async ({ page }) => {
    await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
    await untilMyLead(page);
    const count = page.locator('.sn-talon__count');
    const trumps = page.locator('.sn-trumps');
    const check = async (what: string) => {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const [a, b] = [await count.boundingBox(), await trumps.boundingBox()];
        expect(a && b, `${size.width}×${size.height}: count and label found`).toBeTruthy();
        const apart =
          a!.x + a!.width <= b!.x ||
          b!.x + b!.width <= a!.x ||
          a!.y + a!.height <= b!.y ||
          b!.y + b!.height <= a!.y;
        expect(apart, `${size.width}×${size.height} ${what}: the talon count overlaps the TRUMPS label`).toBe(
          true,
        );
      }
    };
    await check('open');
    await button(page, A.close).click();
    await page.getByRole('alertdialog').getByRole('button', { name: S.closeConfirm.confirm }).click();
    await expect(page.getByTestId('trump-card')).toHaveAttribute('data-face', 'down');
    await check('closed');
  },
);

test(
  'every screen size from 360×640 to 1920×1080: no overlap, no sideways scrolling, 44 px targets',
  { tag: '@once' },
  async ({ page }) => {
    await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
    await untilMyLead(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectNoSideScroll(page);
      const parts = await boxes(
        page,
        '[data-testid="hand"], [data-testid="trick"], [data-testid="talon"], [data-testid="trump-card"], .sn-opponent, .sn-actions, .app-bar__start, .app-bar__menu',
      );
      expect(parts.length, `${size.width}×${size.height}: table parts found`).toBeGreaterThanOrEqual(7);
      for (let i = 0; i < parts.length; i++) {
        for (let j = i + 1; j < parts.length; j++) {
          const pair = [parts[i].name, parts[j].name];
          // The trump card lies under the talon, across it, by design.
          if (pair.includes('talon') && pair.includes('trump-card')) continue;
          expect(
            overlap(parts[i], parts[j]),
            `${size.width}×${size.height}: ${parts[i].name} overlaps ${parts[j].name}`,
          ).toBe(false);
        }
      }
      const small = (await boxes(page, 'button:not([disabled]), [role="button"], a[href]')).filter(
        (b) => b.width < 44 || b.height < 44,
      );
      expect(small, `${size.width}×${size.height}: targets smaller than 44 px`).toEqual([]);
    }
  },
);

/** Asks for the hint and waits for it; returns the suggested element and the hint's words. */
async function askHint(page: Page) {
  await page.getByRole('button', { name: en.table.hint.button, exact: true }).click();
  const callout = page.getByTestId('hint');
  await expect(callout).toBeVisible({ timeout: 20_000 });
  const suggested = page.locator('[data-hint="suggested"]');
  await expect(suggested).toHaveCount(1);
  return { callout, suggested, words: (await callout.textContent()) ?? '' };
}

test('Hint: the expert’s move is marked data-hint="suggested", with its reason, and playing it works', async ({
  page,
}, testInfo) => {
  test.skip(notHere('phone', testInfo.project.name), ONE_PROJECT);
  await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
  await untilMyLead(page);
  // Seed 1: the human holds the trump Unter, and the expert exchanges it first (N8).
  const hint = page.getByRole('button', { name: en.table.hint.button, exact: true });
  await expect(hint).toBeEnabled();
  const trump = await page.getByTestId('trump-card').locator('[data-card]').getAttribute('data-card');
  const first = await askHint(page);
  await expect(first.suggested).toHaveAttribute('data-action', 'exchangeTrump');
  expect(first.words).toMatch(/^Exchange the trump Unter: take /);
  await expect(page.getByRole('status').filter({ has: first.callout })).toBeAttached();
  await expectNoSideScroll(page);
  await snap(page, testInfo, 'schnapsen-hint');
  await expectAccessible(page, 'the Schnapsen table with a hint');
  await first.suggested.click();
  expect(await cardsIn(page, 'hand')).toContain(trump);
  await expect(first.callout).toBeHidden();
  await expect(page.locator('[data-hint]')).toHaveCount(0);

  // Then, move after move, the suggestion is played as it is marked: a card of the hand, or a button.
  for (let turn = 0; turn < 3; turn++) {
    await expect(hint).toBeEnabled({ timeout: 20_000 });
    const handBefore = await cardsIn(page, 'hand');
    const { callout, suggested, words } = await askHint(page);
    const card = await suggested.getAttribute('data-card');
    if (card !== null) {
      expect(handBefore).toContain(card);
      expect(words).toMatch(/^(Lead|Take the trick with|Throw) /);
      // Described by the hint, the card in it by its name ("Lead Ober of bells : …").
      const name = (await suggested.getAttribute('aria-label')) ?? '';
      await expect(suggested).toHaveAccessibleDescription(new RegExp(`^\\w.* ${name} ?: `));
      await suggested.click();
      await expect(page.getByTestId('hand').locator(`[data-card="${card}"]`)).toHaveCount(0);
    } else {
      await expect(suggested).toHaveAttribute('data-action', /^(marry|close|claim)$/);
      await suggested.click();
      // Two marriages: the menu opens with the suggested suit marked. A close asks first.
      const option = page.locator('.sn-menu [data-hint="suggested"]');
      if (await option.isVisible()) await option.click();
      const question = page.getByRole('alertdialog');
      if (await question.isVisible())
        await question.getByRole('button', { name: S.closeConfirm.confirm }).click();
    }
    await expect(callout).toBeHidden();
    if (await page.getByTestId('deal-result').isVisible()) break;
  }
});

test(
  'Hint with the keyboard alone: asked with Enter, its suggestion played with Enter',
  { tag: '@once' },
  async ({ page }) => {
    await openSeeded(page, '/?game=schnapsen&seed=2&speed=instant');
    const hint = page.getByRole('button', { name: en.table.hint.button, exact: true });
    await expect(hint).toBeEnabled();
    await hint.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hint')).toBeVisible({ timeout: 20_000 });
    const suggested = page.locator('[data-hint="suggested"]');
    await expect(suggested).toHaveCount(1);
    const card = await suggested.getAttribute('data-card');
    await suggested.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('hint')).toBeHidden();
    if (card !== null) await expect(page.getByTestId('hand').locator(`[data-card="${card}"]`)).toHaveCount(0);
  },
);
