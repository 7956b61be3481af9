import { expect, test } from '@playwright/test';
import { en } from '../src/ui/i18n/en';

test('the page loads with its heading, no console errors and no sideways scrolling', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await page.goto('/');

  await expect(page).toHaveTitle(en.app.title);
  await expect(page.getByRole('heading', { level: 1, name: en.app.title })).toBeVisible();
  await expect(page.getByText(en.app.tagline)).toBeVisible();

  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page must not scroll sideways').toBeLessThanOrEqual(innerWidth);

  expect(problems).toEqual([]);
});
