// Issue 7, sound and motion: on a real table the cards of a swap glide to each other's places in under
// 300 ms, a card played in Schnapsen glides into the trick, a new deal goes out card by card, and nothing
// moves with reduced motion or at instant speed. The table itself does not shift while the turn goes round.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { expect, openSeeded, snap, test } from './fixtures';

const A = en.table.actions;

/** Waits until the human is to act in the turns phase (Pass enabled), keeping the first packet if asked. */
async function untilMyTurn(page: Page) {
  const keep = page.getByRole('button', { name: A.keep, exact: true });
  const pass = page.getByRole('button', { name: A.pass, exact: true });
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
  for (let i = 0; i < 400; i++) {
    if (await keep.isVisible()) await keep.click();
    else if ((await pass.isVisible()) && (await pass.isEnabled())) return;
    else await page.waitForTimeout(25);
  }
  throw new Error('the human never got a turn');
}

interface Motion {
  card: string | null;
  duration: number;
  /** Where the card starts, relative to where it lies ('0px 0px' when it does not travel). */
  from: string | null;
}

/**
 * Clicks the given cards one after the other inside the page and, once React has drawn the result and the
 * next frame has begun (the table measures its cards and sets them off there), reads the animations running
 * on cards (document.getAnimations()): all in one go, so none can end unseen.
 */
async function clickAndWatch(page: Page, selectors: string[]): Promise<Motion[]> {
  return page.evaluate(async (selectors) => {
    for (const selector of selectors) {
      document.querySelector<HTMLElement>(selector)!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return document
      .getAnimations()
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target ?? null;
        const onCard = target?.closest('[data-card], [data-flight-ghost]') ?? null;
        return onCard === null
          ? null
          : {
              card: onCard.getAttribute('data-card'),
              duration: Number(a.effect!.getTiming().duration),
              from: String((a.effect as KeyframeEffect).getKeyframes()[0]?.translate ?? '') || null,
            };
      })
      .filter((m) => m !== null);
  }, selectors);
}

async function swapFirstCards(page: Page) {
  await untilMyTurn(page);
  const give = await page.getByTestId('hand').locator('[data-card]').first().getAttribute('data-card');
  const take = await page.getByTestId('middle').locator('[data-card]').nth(1).getAttribute('data-card');
  const motions = await clickAndWatch(page, [
    `[data-testid="hand"] [data-card="${give}"]`,
    `[data-testid="middle"] [data-card="${take}"]`,
  ]);
  // The swap happened whatever the motion: the store's state is the truth.
  await expect(page.getByTestId('hand').locator(`[data-card="${take}"]`)).toBeVisible();
  await expect(page.getByTestId('middle').locator(`[data-card="${give}"]`)).toBeVisible();
  return { give: give!, take: take!, motions };
}

test('a swap sends the two cards to each other’s places, each in at most 300 ms', async ({
  page,
}, testInfo) => {
  await openSeeded(page, '/?seed=7&speed=slow');
  const { give, take, motions } = await swapFirstCards(page);
  // Each travels (an offset to start from), not merely fades in where it lands.
  const moved = new Set(motions.filter((m) => m.from !== null && m.from !== '0px 0px').map((m) => m.card));
  expect(moved.has(give), `the hand card ${give} moves`).toBe(true);
  expect(moved.has(take), `the middle card ${take} moves`).toBe(true);
  for (const m of motions) expect(m.duration, `${m.card} moves quickly`).toBeLessThanOrEqual(300);
  for (const m of motions) expect(m.duration).toBeGreaterThan(0);
  await snap(page, testInfo, 'after-swap');
});

test('with prefers-reduced-motion no card moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSeeded(page, '/?seed=7&speed=fast');
  const { motions } = await swapFirstCards(page);
  expect(motions).toEqual([]);
});

test('at instant speed no card moves', async ({ page }) => {
  await openSeeded(page, '/?seed=7&speed=instant');
  const { motions } = await swapFirstCards(page);
  expect(motions).toEqual([]);
});

test('Schnapsen: a card played glides from the hand into the trick in at most 300 ms', async ({ page }) => {
  await openSeeded(page, '/?game=schnapsen&seed=1&speed=fast');
  const playable = page.getByTestId('hand').locator('[data-card]:not([disabled])');
  await expect(playable.first()).toBeVisible({ timeout: 15_000 });
  const card = await playable.first().getAttribute('data-card');
  const motions = await clickAndWatch(page, [`[data-testid="hand"] [data-card="${card}"]`]);
  await expect(page.getByTestId('trick').locator(`[data-card="${card}"]`)).toBeVisible();
  const travels = motions.filter((m) => m.from !== null && m.from !== '0px 0px');
  expect(travels.map((m) => m.card)).toContain(card);
  for (const m of motions) expect(m.duration).toBeLessThanOrEqual(300);
});

test('Schnapsen: a new match is dealt card by card from the talon, the computer’s cards face down', async ({
  page,
}) => {
  await openSeeded(page, '/?game=schnapsen&seed=1&speed=fast');
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(5);
  // No move made yet, so New match deals at once; the animations are read at the next frame, in one go.
  const motions = await page.evaluate(async (label) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
    button!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return document
      .getAnimations()
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target as HTMLElement | null;
        const timing = a.effect!.getTiming();
        return {
          card: target?.dataset.card ?? null,
          back: target?.dataset.flightBack ?? null,
          duration: Number(timing.duration),
          delay: Number(timing.delay),
          from: String((a.effect as KeyframeEffect).getKeyframes()[0]?.translate ?? '') || null,
        };
      })
      .filter((m) => m.card !== null || m.back !== null);
  }, en.app.menu.newMatch);
  const backs = motions.filter((m) => m.back !== null);
  const faces = motions.filter((m) => m.card !== null);
  // Five face-down cards to the computer, five face up to the player and the trump card: all travel.
  expect(backs).toHaveLength(5);
  expect(faces.length).toBe(6);
  for (const m of motions) {
    expect(m.from, `${m.card ?? m.back} travels`).not.toBe('0px 0px');
    expect(m.duration).toBeLessThanOrEqual(300);
  }
  // One after another, the last setting off within 600 ms.
  expect(new Set(motions.map((m) => m.delay)).size).toBe(motions.length);
  expect(Math.max(...motions.map((m) => m.delay))).toBeLessThanOrEqual(600);
});

test('the table does not shift as the turn goes round', async ({ page }) => {
  await openSeeded(page, '/?seed=7&speed=fast');
  await untilMyTurn(page);
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  // Three times round the table: the human passes, the computers play.
  for (let i = 0; i < 3; i++) {
    const pass = page.getByRole('button', { name: A.pass, exact: true });
    if (await pass.isEnabled()) await pass.click();
    await page.waitForTimeout(600);
    if (await page.getByRole('button', { name: en.screens.result.nextRound }).isVisible()) break;
    await untilMyTurn(page);
  }
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  expect(shifts, 'layout shift while the turn passes').toBeLessThan(0.02);
});
