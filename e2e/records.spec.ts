// Issue 41, game records: Game record in the menu of a table writes the match as text (selectable, Download as
// <game>-<date>.txt, Copy, a link); the link opens the replay viewer in a fresh page; Open a game record on the
// home screen refuses a broken record with its line in an alert and opens a good one; the saved match is never
// touched.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { records } from '../src/ui/i18n/en/records';
import { schnapsenGame } from '../src/games';
import { dialogsClosed, expect, expectNoSideScroll, test } from './fixtures';
import { openSaved, schnapsenMatch } from './savedMatch';

test.describe.configure({ timeout: 60_000 });

const d = records.dialog;
const o = records.open;

/** The match's save as the page keeps it. */
const savedMatch = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), schnapsenGame.saveKeys.match);

test('Game record: the text, Download, a link that replays in a fresh page, and Open a game record', async ({
  page,
  browser,
}, testInfo) => {
  // A Bummerl after its first deal, its result on the table.
  const { match } = schnapsenMatch({ until: (s) => s.phase === 'dealOver' });
  await openSaved(page, '/?game=schnapsen&speed=instant', { schnapsen: match });
  // The table names its computer player when it first shows the match, and saves that.
  await expect.poll(async () => (await savedMatch(page)) ?? '').toContain('"opponentName"');
  const before = await savedMatch(page);

  await page.getByRole('button', { name: en.app.menu.record }).click();
  const dialog = page.getByRole('dialog', { name: d.title });
  await expect(dialog).toBeVisible();
  const area = dialog.getByTestId('record-text');
  await expect(area).toHaveValue(/^\[Game "Schnapsen"\]\n/);
  const text = await area.inputValue();
  expect(text).toContain('\nDeal 1 (');
  expect(text).toMatch(/\[Deal1 "deck (\S+ ){19}\S+"\]/);
  // The buttons of the dialog are in the window without scrolling.
  for (const name of [d.download, d.copy, d.replay])
    await expect(
      dialog.getByRole(name === d.download ? 'link' : 'button', { name, exact: true }),
    ).toBeInViewport();
  await expectNoSideScroll(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: d.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^schnapsen-\d{4}-\d{2}-\d{2}\.txt$/);
  expect(readFileSync(await download.path(), 'utf8')).toBe(text);

  const url = await dialog.getByTestId('record-url').inputValue();
  expect(url).toMatch(/\?record=1[A-Za-z0-9_-]+$/);
  await page.keyboard.press('Escape');
  await dialogsClosed(page);
  expect(await savedMatch(page)).toBe(before);

  // The link in a fresh browser: the viewer opens on the record's last move.
  const context = await browser.newContext({ ...testInfo.project.use });
  const fresh = await context.newPage();
  await fresh.goto(url);
  const replay = fresh.getByTestId('replay');
  await expect(replay).toBeVisible();
  const moves = text.split('\n').filter((l) => /^(You|[A-Z][a-z]+): /.test(l)).length + 1;
  await expect(fresh.getByTestId('replay-step')).toHaveText(`move ${moves} of ${moves}`);
  await context.close();

  // Open a game record on the home screen: a broken record is refused with its line, a good one opens.
  await page.getByRole('link', { name: en.app.home }).click();
  await page.getByRole('button', { name: en.app.start.openRecord }).click();
  const open = page.getByRole('dialog', { name: o.title });
  const box = open.getByRole('textbox', { name: /record/i });
  const lines = text.split('\n');
  const first = lines.findIndex((l) => / \(\w+ deals?\)$/.test(l)) + 1;
  lines[first] = lines[first].replace(/: \S+$/, ': 7♥');
  await box.fill(lines.join('\n'));
  await open.getByRole('button', { name: o.open, exact: true }).click();
  await expect(open.getByRole('alert')).toHaveText(
    new RegExp(
      `^This record cannot be opened: line ${first + 1}: \\w+ cannot play 7♥: it is not in the hand\\.$`,
    ),
  );
  await expect(page.getByTestId('replay')).toHaveCount(0);
  await box.fill(text);
  await open.getByRole('button', { name: o.open, exact: true }).click();
  await expect(page.getByTestId('replay')).toBeVisible();
  expect(await savedMatch(page)).toBe(before);
});
