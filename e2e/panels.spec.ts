// The panels that end a round, a deal or a match, on the smallest phone and on a laptop, with the page at its
// top as a player who has not scrolled sees it: every row the panel is about and its main button are inside
// the window at once, and the element at each one's centre is that row or button, not a button or the table
// lying over it. The tables are saved matches laid into storage (savedMatch.ts): no play to get there.
import type { Locator, Page } from '@playwright/test';
import { de } from '../src/ui/i18n/de';
import { en } from '../src/ui/i18n/en';
import { expect, test } from './fixtures';
import { openSaved, schnapsenMatch, schwimmenMatch } from './savedMatch';

const PHONE = { width: 360, height: 640 };
const LAPTOP = { width: 1280, height: 720 };

/** Each element of `targets` wholly inside the window and the one drawn at its centre; else why not. */
async function hidden(targets: Locator) {
  return targets.evaluateAll((els) =>
    els.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const name = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
        return [`${name}: outside the window (${Math.round(r.top)}–${Math.round(r.bottom)})`];
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit && el.contains(hit) ? [] : [`${name}: under ${hit?.outerHTML.slice(0, 80)}`];
    }),
  );
}

/** At the top of the page: every one of `rows` and the `main` button in view and on top. */
async function expectReadable(page: Page, rows: Locator, main: Locator, count: number, at: string) {
  await expect(main).toBeVisible();
  await expect(rows).toHaveCount(count);
  await page.evaluate(() => scrollTo(0, 0));
  expect(await hidden(rows.or(main)), `${at}: rows and button hidden`).toEqual([]);
}

const importantRows = (panel: Locator) => panel.locator('[data-loser], [data-special]');

test(
  "Schwimmen's round result: the losers, a Schnauz or Feuer shown and Next round all in view at 360×640, in English and German",
  { tag: '@once' },
  async ({ page }) => {
    const panel = page.getByTestId('round-result');
    // Feuer with eight players in: seven rows lose a life. Then a Schnauz shown beside two losers.
    const feuer = schwimmenMatch({
      players: 8,
      until: (s) => s.phase === 'roundOver' && s.roundResult!.ending === 'feuer' && !s.out.includes(true),
    });
    const schnauz = schwimmenMatch({
      players: 8,
      until: (s) =>
        s.phase === 'roundOver' &&
        !s.out[0] &&
        s.roundResult!.ending === 'schnauz' &&
        s.roundResult!.losers.length >= 2,
    });
    await page.setViewportSize(PHONE);
    for (const [what, { match, state }] of [
      ['Feuer', feuer],
      ['Schnauz', schnauz],
    ] as const) {
      await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: match });
      const count = state.roundResult!.losers.length + state.roundResult!.shown.length;
      await expectReadable(
        page,
        importantRows(panel),
        panel.getByRole('button', { name: en.screens.result.nextRound }),
        count,
        `360×640, 8 players, ${what}`,
      );
    }
    await page.evaluate(() =>
      localStorage.setItem('kartenrunde:language', JSON.stringify({ state: { chosen: 'de' }, version: 1 })),
    );
    await page.reload();
    await expectReadable(
      page,
      importantRows(panel),
      panel.getByRole('button', { name: de.screens.result.nextRound }),
      schnauz.state.roundResult!.losers.length + 1,
      '360×640, 8 players, Schnauz, in German',
    );
  },
);

test(
  "Schwimmen's end of the match: every standing and Play again in view, nothing over them, at 360×640 and 1280×720 with 2, 4 and 8 players",
  { tag: '@once' },
  async ({ page }) => {
    const panel = page.getByTestId('game-over');
    for (const players of [2, 4, 8]) {
      const { match } = schwimmenMatch({ players, until: (s) => s.phase === 'gameOver' });
      await page.setViewportSize(PHONE);
      await openSaved(page, '/?game=schwimmen&speed=instant', { schwimmen: match });
      for (const size of [PHONE, LAPTOP]) {
        await page.setViewportSize(size);
        await expectReadable(
          page,
          panel.locator('tbody tr'),
          panel.getByRole('button', { name: en.screens.gameOver.playAgain }),
          players,
          `${size.width}×${size.height}, ${players} players`,
        );
      }
    }
  },
);

test(
  "Schnapsen's deal result and the end of the Bummerl: the tally and the main button in view at 360×640",
  { tag: '@once' },
  async ({ page }) => {
    await page.setViewportSize(PHONE);
    const deal = schnapsenMatch({ until: (s) => s.phase === 'dealOver' });
    await openSaved(page, '/?game=schnapsen&speed=instant', { schnapsen: deal.match });
    const result = page.getByTestId('deal-result');
    await expectReadable(
      page,
      result.locator('tbody tr'),
      result.getByRole('button', { name: en.schnapsen.result.nextDeal }),
      2,
      '360×640, the deal result',
    );
    const over = schnapsenMatch({ until: (s) => s.phase === 'matchOver' });
    await openSaved(page, '/?game=schnapsen&speed=instant', { schnapsen: over.match });
    const matchOver = page.getByTestId('match-over');
    await expectReadable(
      page,
      matchOver.locator('.sn-matchover__tally li'),
      matchOver.getByRole('button', { name: en.schnapsen.matchOver.playAgain }),
      2,
      '360×640, the end of the Bummerl',
    );
  },
);
