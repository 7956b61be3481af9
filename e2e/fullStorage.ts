// A device out of room, and a move made with nothing saved: shared by the specs on saving and on the notices.
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { expect } from './fixtures';

const A = en.table.actions;

/**
 * Makes one move of the player's (Next round, Keep or Pass) and waits until the table's move log shows it:
 * with nothing saved, the table itself is read.
 */
export async function moveOnTable(page: Page) {
  // The log shows the round on the table: a new round may show fewer lines, so any change is the move.
  const moves = page.locator('.app-log li');
  const before = await moves.count();
  await expect(async () => {
    if ((await moves.count()) === before) {
      for (const name of [en.screens.result.nextRound, A.keep, A.pass]) {
        const b = page.getByRole('button', { name, exact: true });
        if ((await b.isVisible()) && (await b.isEnabled())) {
          await b.click({ timeout: 1000 });
          break;
        }
      }
    }
    expect(await moves.count()).not.toBe(before);
  }).toPass({ timeout: 20_000 });
}

/** Fills this page's localStorage to the last character under `filler:` keys (a device out of room). */
export function fillStorage() {
  let size = 1 << 20;
  for (let i = 0; size > 0; i++) {
    try {
      localStorage.setItem(`filler:${i}`, 'x'.repeat(size));
    } catch {
      size = Math.floor(size / 2);
    }
  }
  // The room left is less than one more key: the first filler grows into it.
  let first = localStorage.getItem('filler:0') ?? '';
  for (let add = 64; add > 0; add = Math.floor(add / 2)) {
    try {
      localStorage.setItem('filler:0', first + 'x'.repeat(add));
      first += 'x'.repeat(add);
    } catch {
      // Try a smaller step.
    }
  }
}
