// The game talks to no one: every request of a visit and a few moves goes to the app's own origin.
import { en } from '../src/ui/i18n/en';
import { expect, openSeeded, test, untilMyTurn } from './fixtures';

// The service worker is what this spec tests (the projects block it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const A = en.table.actions;

test('no request leaves the app’s own host', { tag: '@once' }, async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  // On the context, so the service worker's and the bot worker's requests are counted too.
  context.on('request', (request) => requests.push(request.url()));

  await openSeeded(page, '/?game=schwimmen&seed=5&speed=instant');
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);

  // A lazily loaded screen.
  await page.getByRole('button', { name: en.app.menu.rules }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Two moves of the human, with the computer players' turns (in their worker) between them.
  await untilMyTurn(page);
  const hand = page.getByTestId('hand').locator('[data-card]');
  const middle = page.getByTestId('middle').locator('[data-card]');
  const taken = await middle.nth(1).getAttribute('data-card');
  await hand.first().click();
  await middle.nth(1).click();
  await expect(page.getByTestId('hand').locator(`[data-card="${taken}"]`)).toBeVisible();
  await untilMyTurn(page);
  await page.getByRole('button', { name: A.pass, exact: true }).click();
  await page.evaluate(() => navigator.serviceWorker.ready);

  expect(requests.length).toBeGreaterThan(0);
  const elsewhere = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
  expect(elsewhere, 'requests to other hosts').toEqual([]);
});
