// The tables on the smallest phone (360×640) at the moments a new player must not miss: with eight Schwimmen
// players the last turn after a knock, a Knock refused with its reason and the seats' computer levels; in
// Schnapsen why some cards cannot be played. The tables are saved matches laid into storage (savedMatch.ts).
import type { Locator } from '@playwright/test';
import { de } from '../src/ui/i18n/de';
import { en } from '../src/ui/i18n/en';
import { expect, test } from './fixtures';
import { schnapsen } from '../src/engine/schnapsen';
import { openSaved, schnapsenMatch, schwimmenMatch } from './savedMatch';

const PHONE = { width: 360, height: 640 };

/** The part of `target` outside the window, in pixels, where the page is now. */
const outside = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Math.max(0, -r.top, -r.left, r.bottom - innerHeight, r.right - innerWidth);
  });

/** Expects `targets` inside the window (once the app has scrolled where it must) and drawn on top. */
async function expectInView(targets: Locator, what: string) {
  const n = await targets.count();
  expect(n, `${what}: found`).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const target = targets.nth(i);
    await expect.poll(() => outside(target), { message: `${what}: in the window` }).toBe(0);
    const onTop = await target.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop, `${what}: nothing over it`).toBe(true);
  }
}

/** Eight players, the player to move after another player knocked. */
const lastTurn = () =>
  schwimmenMatch({
    players: 8,
    until: (s) => s.phase === 'turns' && s.knocker !== null && s.knocker !== 0 && s.turn === 0,
  });

test(
  '#38: on the last turn the warning with the knocker’s name is beside the plate, in the window at 360×640 with 8 players, in English and German',
  { tag: '@once' },
  async ({ page }) => {
    const { match, state } = lastTurn();
    const knocker = state.knocker!;
    await page.setViewportSize(PHONE);
    await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: match });
    const plate = page.getByTestId('player-plate');
    const warning = plate.locator('.mark--last-turn');
    await expect(warning).toHaveText(en.table.me.lastTurn.replace('{name}', en.app.names[knocker - 1]));
    await expectInView(
      warning.or(page.getByTestId('hand')).or(page.locator('.sw-actions button')),
      'English',
    );
    await page.evaluate(() =>
      localStorage.setItem('kartenrunde:language', JSON.stringify({ state: { chosen: 'de' }, version: 1 })),
    );
    await page.reload();
    await expect(warning).toHaveText(de.table.me.lastTurn.replace('{name}', de.app.names[knocker - 1]));
    await expectInView(warning.or(page.getByTestId('hand')), 'German');
  },
);

test(
  '#38: a Knock refused in the first round shows its reason in the window, and every computer level reads at 12 px or more, at 360×640 with 8 players',
  { tag: '@once' },
  async ({ page }) => {
    const { match } = schwimmenMatch({
      players: 8,
      rules: { knockInFirstRound: false },
      until: (s) => s.phase === 'turns' && s.round === 1 && s.turn === 0,
    });
    await page.setViewportSize(PHONE);
    await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: match });
    await expect(page.getByRole('button', { name: en.table.actions.knock, exact: true })).toBeDisabled();
    await expect(page.getByTestId('player-plate').locator('.mark--last-turn')).toHaveCount(0);
    const reason = page.locator('.sw-actions__reason').getByText(en.table.knockRefusals.knockFirstRound);
    await expectInView(reason.or(page.getByTestId('hand')).or(page.locator('.sw-actions button')), 'reason');
    const levels = await page.locator('.sw-seat .seat__level').evaluateAll((els) =>
      els.map((e) => ({
        size: parseFloat(getComputedStyle(e).fontSize),
        cut: e.scrollWidth > e.clientWidth + 1,
      })),
    );
    expect(levels).toHaveLength(7);
    expect(levels.filter((l) => l.cut || l.size < 12)).toEqual([]);
  },
);

test(
  '#38: above a result panel on a phone no seat mark shows through: the table under the panel is all but hidden',
  { tag: '@once' },
  async ({ page }) => {
    // Seats out and knocking: marks on the seats' top edges, above the panel's.
    const { match } = schwimmenMatch({
      players: 8,
      until: (s) => s.phase === 'roundOver' && !s.out[0] && s.out.includes(true),
    });
    await page.setViewportSize(PHONE);
    await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: match });
    await expect(page.getByTestId('round-result')).toBeVisible();
    const overlay = page.locator('.table-overlay');
    const marks = await page
      .locator('.sw-seat .mark')
      .evaluateAll((els) =>
        els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.getBoundingClientRect().top),
      );
    expect(marks.length).toBeGreaterThan(0);
    const { top, alpha } = await overlay.evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      alpha: Number(/rgba?\([^)]*?([\d.]+)\)$/.exec(getComputedStyle(el).backgroundColor)?.[1] ?? 1),
    }));
    for (const markTop of marks) expect(markTop).toBeGreaterThanOrEqual(top);
    expect(alpha).toBeGreaterThanOrEqual(0.9);
  },
);

test(
  '#38: Schnapsen at 360×640: when some cards cannot be played, the reason is in the window with the hand and its buttons',
  { tag: '@once' },
  async ({ page }) => {
    // The player answers a lead with the talon gone or closed: suit and trick must be followed (N10).
    const { match } = schnapsenMatch({
      until: (s) => {
        if (schnapsen.actor(s) !== 0) return false;
        const plays = schnapsen.legalActions(s).filter((a) => a.type === 'play').length;
        return plays > 0 && plays < s.hands[0].length;
      },
    });
    await page.setViewportSize(PHONE);
    await openSaved(page, '/?game=schnapsen&speed=instant', { schnapsen: match });
    await expect(page.getByTestId('hand').locator('[data-card][disabled]').first()).toBeVisible();
    const reason = page.locator('.sn-status.is-reason');
    await expect(reason).not.toBeEmpty();
    await expectInView(
      reason.or(page.getByTestId('hand')).or(page.locator('.sn-actions button')),
      'the reason',
    );
  },
);
