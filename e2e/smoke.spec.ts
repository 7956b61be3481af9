import { expect, expectNoSideScroll, test } from './fixtures';
import { en } from '../src/ui/i18n/en';

test('the page opens on a dealt table, with no console errors and no sideways scrolling', async ({
  page,
}) => {
  await page.goto('/?game=schwimmen');
  await expect(page).toHaveTitle(en.app.title);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(en.app.schwimmen);
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(3);
  await expect(page.getByTestId('middle')).toBeVisible();
  await expectNoSideScroll(page);
});
