// The table at every size from a 360×640 phone to a 1920×1080 desktop: no sideways scrolling, touch targets
// of at least 44 px, and no two parts of the table on top of each other; on a laptop screen, no scrolling.
import type { Locator, Page } from '@playwright/test';
import { de } from '../src/ui/i18n/de';
import { en } from '../src/ui/i18n/en';
import { FLIGHT_Z, GHOST_Z } from '../src/ui/shared/table/useCardFlight';
import {
  animationsDone,
  boxes,
  expect,
  expectNoSideScroll,
  openSeeded,
  overlap,
  SIZES,
  test,
} from './fixtures';
import { sweep } from './depth';
import { openSaved, schwimmenMatch } from './savedMatch';

/**
 * Seats this many computer players through the settings (and sets the lives, when given), starting a new
 * match if the dialog asks.
 */
async function seatOpponents(page: Page, opponents: number, lives?: number) {
  await page.getByRole('button', { name: en.app.menu.settings }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('group', { name: en.screens.settings.opponents.label })
    .getByRole('radio', { name: String(opponents), exact: true })
    .check();
  if (lives !== undefined) {
    await dialog
      .getByRole('group', { name: en.screens.settings.lives.label })
      .getByRole('radio', { name: String(lives), exact: true })
      .check();
  }
  await dialog.getByRole('button', { name: en.screens.settings.save }).click();
  // If the computers have already moved, the dialog asks before dealing a new match.
  const start = page.getByRole('button', { name: en.screens.settings.confirm.start });
  await expect(start.or(page.getByTestId(`lives-${opponents}`)).first()).toBeVisible();
  if (await start.isVisible()) await start.click();
}

for (const players of [4, 8]) {
  test(
    `${players} players fit every screen size without overlap or sideways scrolling`,
    { tag: '@once' },
    async ({ page }) => {
      // The computers play at once and no card flies: a card still flying into the middle is drawn smaller
      // than it lies, and would be measured so.
      await openSeeded(page, '/?seed=21&speed=instant');
      if (players !== 4) await seatOpponents(page, players - 1);
      await expect(page.getByTestId(`lives-${players - 1}`)).toBeVisible();
      await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
      await animationsDone(page);
      for (const size of sweep(SIZES)) {
        await page.setViewportSize(size);
        await animationsDone(page);
        await expectNoSideScroll(page);
        const parts = [
          ...(await boxes(page, '[data-testid="hand"], [data-testid="middle"]')),
          ...(await boxes(page, '.sw-opponents [role="group"][aria-label]:not(.sw-side)')),
        ];
        expect(parts.length, `${size.width}×${size.height}: table parts found`).toBeGreaterThanOrEqual(
          2 + players - 1,
        );
        for (let i = 0; i < parts.length; i++) {
          for (let j = i + 1; j < parts.length; j++) {
            expect(
              overlap(parts[i], parts[j]),
              `${size.width}×${size.height}: ${parts[i].name} overlaps ${parts[j].name}`,
            ).toBe(false);
          }
        }
        const small = (await boxes(page, 'button:not([disabled]), [role="button"]')).filter(
          (b) => b.width < 44 || b.height < 44,
        );
        expect(small, `${size.width}×${size.height}: buttons smaller than 44 px`).toEqual([]);
      }
    },
  );
}

// Laptop screens, wide but short: the whole table, down to the status line under the buttons, fits the
// window without scrolling (the move log sits beside the table at these widths).
const LAPTOPS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
];

for (const [game, address, opponents] of [
  ['Schwimmen, 4 players', '/?seed=21', null],
  ['Schwimmen, 8 players', '/?seed=21', 7],
  ['Schnapsen', '/?game=schnapsen&seed=21', null],
] as const) {
  test(
    `${game}: the whole table fits a laptop screen without scrolling`,
    { tag: '@once' },
    async ({ page }) => {
      await page.setViewportSize(LAPTOPS[0]);
      await openSeeded(page, address);
      // null: the table as it opens (Schwimmen deals 4 players).
      if (opponents !== null) {
        await seatOpponents(page, opponents);
        await expect(page.getByTestId(`lives-${opponents}`)).toBeVisible();
      }
      await expect(page.getByTestId('hand').locator('[data-card]').first()).toBeVisible();
      const status = page.locator('.sw-status, .sn-status').first();
      for (const size of sweep(LAPTOPS)) {
        await page.setViewportSize(size);
        // The table at rest: the opening deal and the computer's first moves are done flying (a fresh-clone
        // run on a loaded machine once measured 996 px at 1280×720 while they ran, and the table in place).
        await animationsDone(page);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollHeight - innerHeight), {
            message: `${size.width}×${size.height}: page height over the window's`,
          })
          .toBeLessThanOrEqual(0);
        const box = (await status.boundingBox())!;
        expect(box.y + box.height, `${size.width}×${size.height}: status line`).toBeLessThanOrEqual(
          size.height,
        );
      }
    },
  );
}

test('with reduced motion the cards do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSeeded(page, '/?seed=21');
  const card = page.getByTestId('hand').locator('[data-card]').first();
  await expect(card).toBeVisible();
  // The table may re-render the hand while it settles (a replaced element has no computed style), so ask
  // until the card answers.
  await expect
    .poll(() =>
      card.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.transitionDuration, style.animationDuration].join(' / ');
      }),
    )
    .toMatch(/^0s(, 0s)* \/ 0s(, 0s)*$/);
});

/**
 * A Schwimmen table of this many players dealt from this seed at instant speed. A change of settings deals a
 * match from a fresh seed, so the address is opened again to deal the seed's match at the new table.
 */
async function openTable(page: Page, players: number, seed: number, lives?: number) {
  const address = `/?seed=${seed}&speed=instant`;
  await openSeeded(page, address);
  await expect(page.getByTestId('lives-0')).toBeVisible();
  const seated = await page.locator('[data-testid^="lives-"]').count();
  if (seated !== players || lives !== undefined) {
    await seatOpponents(page, players - 1, lives);
    await openSeeded(page, address);
  }
  await expect(page.getByTestId(`lives-${players - 1}`)).toBeVisible();
  await expect(page.getByTestId('hand').locator('[data-card]').first()).toBeVisible();
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The part of `target` outside the window, in pixels, at the page's current scroll position. */
async function outside(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Math.max(0, -r.top, -r.left, r.bottom - innerHeight, r.right - innerWidth);
  });
}

/**
 * A panel over the table is opaque and on top: its background has no see-through colour, and the element
 * at its centre and at the middle of its main button belongs to it (no card, flying or not, lies over it).
 */
async function expectOnTop(panel: Locator, main: Locator, what: string) {
  const background = await panel.evaluate((el) => {
    const style = getComputedStyle(el);
    return `${style.backgroundColor} ${style.backgroundImage}`;
  });
  expect(background, `${what}: an opaque background`).toMatch(/gradient|rgb\(/);
  expect(background.replace(/^rgba\(0, 0, 0, 0\) /, ''), `${what}: no see-through colour`).not.toMatch(
    /rgba\(/,
  );
  const layer = await panel.evaluate((el) => Number(getComputedStyle(el.parentElement!).zIndex));
  expect(layer, `${what}: above every card in flight`).toBeGreaterThan(Math.max(FLIGHT_Z, GHOST_Z));
  for (const target of [panel, main]) {
    const onTop = await target.evaluate((el) => {
      // The centre of the part inside the window.
      const r = el.getBoundingClientRect();
      const [top, bottom] = [Math.max(r.top, 0), Math.min(r.bottom, innerHeight)];
      if (bottom <= top) return true;
      const hit = document.elementFromPoint(r.x + r.width / 2, (top + bottom) / 2);
      return hit !== null && el.closest('[data-testid]')!.contains(hit)
        ? true
        : `${hit?.outerHTML.slice(0, 200)} ${JSON.stringify(r)}`;
    });
    expect(onTop, `${what}: nothing drawn over it`).toBe(true);
  }
}

// Every screen size the controls must be within reach at (CSS pixels): phones upright and sideways, laptop
// screens and large desktops.
const REACH = [
  { width: 360, height: 640 },
  { width: 412, height: 915 },
  { width: 915, height: 412 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
];

/** A desktop or laptop screen, where the whole table fits the window (no scrolling at all). */
const fitsTable = (size: { width: number; height: number }) => size.width >= 768 && size.height >= 528;

/** Names of the elements of `targets` not wholly inside the window, at the page's current scroll position. */
async function outsideAll(targets: Locator) {
  return targets.evaluateAll((els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const out = Math.max(0, -r.top, -r.left, r.bottom - innerHeight, r.right - innerWidth);
      return out > 0 ? [`${el.getAttribute('data-card') ?? el.textContent} (${Math.ceil(out)} px out)`] : [];
    }),
  );
}

/**
 * Whether every element of `targets` (one or more) is inside the window at once: at the top of the page
 * where the table fits the window, else once the app has scrolled them there (it does as the window
 * changes size, and as a turn or a panel begins).
 */
async function expectInWindow(page: Page, targets: Locator, what: string) {
  expect(await targets.count(), `${what}: on the page`).toBeGreaterThan(0);
  if (fitsTable(page.viewportSize()!)) {
    await page.evaluate(() => scrollTo(0, 0));
    expect(await outsideAll(targets), `${what}: outside the window at the top of the page`).toEqual([]);
  } else {
    await expect
      .poll(() => outsideAll(targets), { message: `${what}: not scrolled into the window` })
      .toEqual([]);
  }
}

/** At every size: the panel's main button is inside the window, and the panel is opaque and on top. */
async function expectPanelInReach(page: Page, panel: Locator, main: Locator, what: string) {
  await expect(main).toBeVisible();
  for (const size of sweep(REACH)) {
    // From the top of the page, as a player who has not scrolled: the app scrolls where it must.
    await page.evaluate(() => scrollTo(0, 0));
    await page.setViewportSize(size);
    const at = `${size.width}×${size.height}: ${what}`;
    await expectInWindow(page, main, `${at}: its button`);
    await expectOnTop(panel, main, at);
    // No label of a showdown row ("Three of a kind") lies over a card of it.
    const labels = await boxes(page, '.scr-row__special, .scr-row .scr-badge');
    const cards = await boxes(page, '.scr-row .scr-mini');
    for (const label of labels)
      for (const card of cards)
        expect(overlap(label, card), `${at}: "${label.name}" over a card`).toBe(false);
  }
  await page.setViewportSize(REACH[3]);
}

test(
  'Schwimmen, 8 players: the round result and the end of the match fit every window and lie on top',
  { tag: '@once' },
  async ({ page }) => {
    await page.setViewportSize(REACH[3]);
    // Saved matches laid into storage (savedMatch.ts): a first round just ended with all eight seats in, and
    // a match of one life each just over.
    const round = schwimmenMatch({
      players: 8,
      until: (s) => s.phase === 'roundOver' && !s.out.includes(true),
    });
    await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: round.match });
    const result = page.getByTestId('round-result');
    await expectPanelInReach(
      page,
      result,
      result.getByRole('button', { name: en.screens.result.nextRound }),
      'the round result',
    );

    const over = schwimmenMatch({ players: 8, lives: 1, until: (s) => s.phase === 'gameOver' });
    await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: over.match });
    const gameOver = page.getByTestId('game-over');
    await expectPanelInReach(
      page,
      gameOver,
      gameOver.getByRole('button', { name: en.screens.gameOver.playAgain }),
      'the end of the match',
    );
  },
);

/**
 * Every card of the hand and every button of `buttons` is inside the window at once, at every size: at the
 * top of the page where the table fits the window, else once the app has scrolled them there.
 */
async function expectTurnInReach(page: Page, buttons: Locator, what: string) {
  const cards = page.getByTestId('hand').locator('[data-card]');
  await expect(cards.first()).toBeVisible();
  const names = await buttons.allTextContents();
  expect(names.length, `${what}: the turn's buttons`).toBeGreaterThanOrEqual(2);
  const targets = cards.or(buttons);
  expect(await targets.count(), `${what}: the hand and the buttons`).toBe(
    (await cards.count()) + names.length,
  );
  for (const size of sweep(REACH)) {
    await page.evaluate(() => scrollTo(0, 0));
    await page.setViewportSize(size);
    await expectInWindow(page, targets, `${size.width}×${size.height}, ${what}`);
  }
}

/** Waits until the human is to act: the dealer's choice (Keep) or a turn (Pass). */
async function untilTurn(page: Page) {
  const A = en.table.actions;
  await expect(button(page, A.keep).or(button(page, A.pass)).first()).toBeEnabled();
}

test(
  "on the player's turn the whole hand and the turn's buttons are inside the window, at every size and with 2, 4 and 8 players",
  { tag: '@once' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const turnButtons = page.locator('.sw-actions button');
    for (const players of [2, 4, 8]) {
      await page.setViewportSize(REACH[3]);
      await openTable(page, players, 21);
      await untilTurn(page);
      const phase = (await button(page, en.table.actions.keep).isVisible())
        ? "the dealer's choice"
        : 'a turn';
      await expectTurnInReach(page, turnButtons, `${players} players, ${phase}`);
      if (phase !== 'a turn') {
        await button(page, en.table.actions.keep).click();
        await expect(button(page, en.table.actions.pass)).toBeEnabled();
        await expectTurnInReach(page, turnButtons, `${players} players, a turn`);
      }
    }
    await page.setViewportSize(REACH[3]);
    await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
    await expect(button(page, en.schnapsen.actions.claim)).toBeEnabled();
    await expectTurnInReach(page, page.locator('.sn-actions button'), 'Schnapsen, a lead');
  },
);

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test(
    'a phone: the header shows the round or the deal, and nothing is cut off, neither the title nor "Zweite Hand nehmen"',
    { tag: '@once' },
    async ({ page }) => {
      await page.setViewportSize(REACH[0]);
      // Seed 4: the player deals the first round and chooses between the two hands.
      await openSeeded(page, '/?seed=4&speed=instant');
      await expect(button(page, de.table.actions.takeSecond)).toBeVisible();
      const header = page.locator('.app-bar');
      for (const size of [REACH[0], REACH[1]]) {
        await page.setViewportSize(size);
        const at = `${size.width}×${size.height}`;
        await expect(header.locator('.app-bar__round'), `${at}: the round`).toHaveText(
          de.app.round.replace('{round}', '1'),
        );
        expect(await outside(header.locator('.app-bar__round')), `${at}: the round in the window`).toBe(0);
        const parts = [
          ...(await boxes(page, '.app-bar__title, .app-bar__home')),
          ...(await boxes(page, '.app-bar__button')),
        ];
        for (let i = 0; i < parts.length; i++)
          for (let j = i + 1; j < parts.length; j++)
            expect(overlap(parts[i], parts[j]), `${at}: ${parts[i].name} overlaps ${parts[j].name}`).toBe(
              false,
            );
        const cut = await page
          .locator('.app-bar__title, .app-bar__title > *, .sw-actions button')
          .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
        expect(cut, `${at}: cut off`).toEqual([]);
      }
      await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
      await expect(header.locator('.app-bar__round')).toHaveText(de.app.deal.replace('{deal}', '1'));
      expect(await outside(header.locator('.app-bar__round'))).toBe(0);
    },
  );
});

test(
  'the marks on a seat stay inside it and centred, and a card in a sentence never covers the comma after it',
  { tag: '@once' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(REACH[0]);
    await openTable(page, 8, 21, 1);
    // At the normal pace the computers think before they move, under a "Thinking" mark.
    await openSeeded(page, '/?seed=21&speed=normal');
    const thinking = page.locator('.sw-seat .mark--turn').filter({ hasText: en.table.seats.thinking });
    // A mark that has just appeared may still be growing in (the computers play on at instant speed): one
    // really outside its seat stays there, so the measure is taken again until it holds, for a moment.
    const marksInside = (at: string) => expect(() => marksInsideNow(at)).toPass({ timeout: 3000 });
    const marksInsideNow = async (at: string) => {
      const off = await page.locator('.sw-seat .mark:not([aria-hidden])').evaluateAll((marks) =>
        marks
          .map((mark) => {
            // A mark may have left the page since it was found (the turn moves on).
            const seat = mark.closest('.sw-seat');
            if (!seat) return null;
            const m = mark.getBoundingClientRect();
            const s = seat.getBoundingClientRect();
            // The row of marks is centred on the seat (one mark, or two side by side).
            const row = mark.parentElement!.getBoundingClientRect();
            const centred = Math.abs(row.x + row.width / 2 - (s.x + s.width / 2)) <= 1.5;
            const inside =
              m.left >= s.left - 0.5 && m.right <= s.right + 0.5 && mark.scrollWidth <= mark.clientWidth;
            return centred && inside
              ? null
              : `${mark.textContent} (${centred ? 'cut off or outside' : 'off-centre'})`;
          })
          .filter((x) => x !== null),
      );
      expect(off, `${at}: marks outside their seat or off-centre`).toEqual([]);
    };
    await untilTurn(page);
    const keep = button(page, en.table.actions.keep);
    await ((await keep.isVisible()) ? keep : button(page, en.table.actions.pass)).click();
    await expect(thinking).toBeVisible({ timeout: 15_000 });
    await marksInside('360×640, a computer thinking');
    // Play on quickly (the same match) until seats are out (one life each) and some have swapped cards.
    await openSeeded(page, '/?seed=21&speed=instant');
    const A = en.table.actions;
    const out = page.locator('.sw-seat .mark--out');
    for (let i = 0; i < 3000 && (await out.count()) < 2; i++) {
      for (const name of [en.screens.result.nextRound, A.keep, A.knock, A.pass]) {
        if (
          await button(page, name)
            .isEnabled({ timeout: 20 })
            .catch(() => false)
        ) {
          await button(page, name)
            .click({ timeout: 500 })
            .catch(() => undefined);
          break;
        }
      }
      await page.waitForTimeout(20);
    }
    for (const size of [REACH[0], REACH[3]]) {
      await page.setViewportSize(size);
      const at = `${size.width}×${size.height}`;
      await marksInside(at);
      // The first letter after each card tag starts clear of the tag.
      const touching = await page.locator('.card-ref, .scr-logcard').evaluateAll((chips) =>
        chips
          .filter((chip) => {
            const next = chip.nextSibling;
            if (next?.nodeType !== Node.TEXT_NODE || !next.textContent || chip.getClientRects().length === 0)
              return false;
            const range = document.createRange();
            range.setStart(next, 0);
            range.setEnd(next, 1);
            const letter = range.getClientRects()[0];
            const tag = chip.getBoundingClientRect();
            return letter && Math.abs(letter.top - tag.top) < tag.height && letter.left < tag.right + 1;
          })
          .map((chip) => `${chip.textContent}${chip.nextSibling!.textContent}`),
      );
      expect(touching, `${at}: a card tag touching the letter after it`).toEqual([]);
    }
    expect(await out.count()).toBeGreaterThanOrEqual(2);
  },
);

/** The font sizes of the table's visible text, smallest first, each with a sample of its words. */
async function tableText(page: Page) {
  return page.locator('.sw-table, .sn-table').evaluate((table) => {
    const sizes: { size: number; text: string }[] = [];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement!;
      const text = node.textContent!.trim();
      if (!text || el.closest('.visually-hidden, .scr-visually-hidden, [aria-hidden="true"]')) continue;
      if (el.getClientRects().length === 0) continue;
      sizes.push({ size: parseFloat(getComputedStyle(el).fontSize), text: text.slice(0, 30) });
    }
    return sizes.sort((a, b) => a.size - b.size);
  });
}

test(
  'large screens use their size: no table text under 14 px at 1920×1080, and cards, seats and text grow up to 2560×1440',
  { tag: '@once' },
  async ({ page }) => {
    const SCREENS = [REACH[5], REACH[6], REACH[7]];
    await page.setViewportSize(SCREENS[0]);
    await openTable(page, 8, 21);
    for (const [game, address, seat] of [
      ['Schwimmen, 8 players', null, '.sw-seat'],
      ['Schnapsen', '/?game=schnapsen&seed=1&speed=instant', '.sn-opponent .sn-plate'],
    ] as const) {
      if (address) await openSeeded(page, address);
      await expect(page.getByTestId('hand').locator('[data-card]').first()).toBeVisible();
      const grown: { card: number; seat: number; name: number }[] = [];
      for (const size of SCREENS) {
        await page.setViewportSize(size);
        const at = `${game}, ${size.width}×${size.height}`;
        const card = (await page.getByTestId('hand').locator('[data-card]').first().boundingBox())!;
        const plate = (await page.locator(seat).first().boundingBox())!;
        const name = await page
          .locator(`${seat} .seat__name`)
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        grown.push({ card: card.width, seat: plate.width, name });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height, `${at}: the table fits the window`).toBeLessThanOrEqual(size.height);
        if (size.width === 1920) {
          const small = (await tableText(page)).filter((t) => t.size < 14);
          expect(small, `${at}: table text under 14 px`).toEqual([]);
        }
      }
      for (let i = 1; i < grown.length; i++) {
        const [before, now] = [grown[i - 1], grown[i]];
        const at = `${game}, ${SCREENS[i].width}×${SCREENS[i].height}`;
        expect(now.card, `${at}: the cards grow`).toBeGreaterThan(before.card);
        expect(now.seat, `${at}: the seats grow`).toBeGreaterThan(before.seat);
        expect(now.name, `${at}: the text grows`).toBeGreaterThan(before.name);
      }
    }
  },
);

test(
  'the table does not move when the hint appears, and the hint is inside the window',
  { tag: '@once' },
  async ({ page }) => {
    await page.setViewportSize(REACH[3]);
    await openTable(page, 8, 21);
    await untilTurn(page);
    const parts =
      '[data-testid="hand"] [data-card], [data-testid="middle"] [data-card], .sw-actions button, .sw-seat';
    for (const size of [REACH[3], REACH[0]]) {
      await page.setViewportSize(size);
      const at = `${size.width}×${size.height}`;
      const hint = page.getByTestId('hint');
      if (await hint.isVisible()) {
        // A hint stays until something moves: a new size starts from the table without it.
        await page.reload();
        await untilTurn(page);
      }
      await expectHintInPlace(page, parts, at);
    }
  },
);

/**
 * The pointer away from the cards and every transition run to its end: a card under the pointer rises a
 * little (hover), and one caught half-way through rising or settling is no move of the table. Endless
 * animations (a pulse) are left alone.
 */
async function atRest(page: Page) {
  await page.mouse.move(0, 0);
  await animationsDone(page);
}

/**
 * Presses Hint and expects the hint inside the window (the app scrolls it there where it must), with the
 * table's `parts` exactly where they were: the hint takes no room.
 */
async function expectHintInPlace(page: Page, parts: string, at: string) {
  const hint = page.getByTestId('hint');
  await atRest(page);
  const before = await boxes(page, parts);
  const scrolled = await page.evaluate(() => scrollY);
  await button(page, en.table.hint.button).click();
  await expect(hint).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => outside(hint), { message: `${at}: the hint in the window` }).toBe(0);
  await atRest(page);
  const by = (await page.evaluate(() => scrollY)) - scrolled;
  const after = (await boxes(page, parts)).map((b) => ({ ...b, y: b.y + by }));
  expect(after, `${at}: the table where it was`).toEqual(before);
}

test(
  'Schnapsen: the table does not move when the hint appears, the hint is inside the window, and so are the hand and the turn’s buttons',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    const parts = '[data-testid="hand"] [data-card], .sn-actions button, .sn-plate, [data-testid="talon"]';
    const hint = page.getByTestId('hint');
    // A phone, a laptop and a desktop screen; the screenshots are kept with the test's results.
    for (const size of [REACH[0], REACH[3], REACH[6]]) {
      await page.setViewportSize(size);
      await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
      await expect(button(page, en.schnapsen.actions.claim)).toBeEnabled();
      const at = `${size.width}×${size.height}`;
      await expectHintInPlace(page, parts, at);
      for (const target of [page.getByTestId('hand'), page.locator('.sn-actions'), hint])
        expect(await outside(target), `${at}: the hand, the buttons and the hint all in the window`).toBe(0);
      const path = testInfo.outputPath(`schnapsen-hint-${at}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`schnapsen-hint-${at}`, { path, contentType: 'image/png' });
    }
  },
);
