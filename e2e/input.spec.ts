// Issue 38: how the player's clicks and keys become moves at both tables, and who sits at them. The computer
// players keep their names for the whole match when the language changes.
import { en } from '../src/ui/i18n/en';
import { expect, openSeeded, test } from './fixtures';

test(
  'a language switch renames nobody: the opponents keep their names until the next match',
  { tag: '@once' },
  async ({ page }) => {
    await openSeeded(page, '/?seed=7&speed=instant');
    const opponents = page.locator('.sw-opponents');
    await expect(opponents).toContainText('Anna');
    await page.getByRole('button', { name: en.app.menu.settings }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: en.app.language.label }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    for (const name of ['Anna', 'Ben', 'Clara']) await expect(opponents).toContainText(name);
    await expect(opponents).not.toContainText('Camille');

    // Schnapsen's opponent, dealt in French, keeps its name back in English.
    await openSeeded(page, '/?game=schnapsen&seed=1&speed=instant');
    const seat = page.locator('.sn-opponent');
    await expect(seat).toHaveAttribute('aria-label', 'Camille');
    await page.getByRole('button', { name: /Réglages|Settings/ }).click();
    await page.getByRole('dialog').getByRole('combobox').first().selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.keyboard.press('Escape');
    await expect(seat).toHaveAttribute('aria-label', 'Camille');
    await expect(seat).toContainText('Camille');
  },
);
