// The language menu in both games' settings: it lists every language in its own words, switches the texts
// at once, and the choice is remembered.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, LANGUAGE_KEY, LANGUAGE_NAMES, LANGUAGES } from '../../../src/ui/i18n';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { SchnapsenSettingsDialog } from '../../../src/ui/schnapsen/SchnapsenSettingsDialog';
import { DEFAULT_SCHNAPSEN_SETTINGS } from '../../../src/ui/schnapsen/settings';
import { SchwimmenSettingsDialog } from '../../../src/ui/schwimmen/SchwimmenSettingsDialog';
import { DEFAULT_SCHWIMMEN_SETTINGS } from '../../../src/ui/schwimmen/settings';

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

const remembered = () => JSON.parse(localStorage.getItem(LANGUAGE_KEY) ?? '{}').state?.chosen;

describe('the language menu in the Schwimmen settings', () => {
  const open = () =>
    render(
      <SchwimmenSettingsDialog
        open
        settings={DEFAULT_SCHWIMMEN_SETTINGS}
        matchInProgress={false}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );

  it('lists every language in its own words, the one in use selected', () => {
    open();
    const menu = screen.getByRole('combobox', { name: en.app.language.label });
    expect(menu).toHaveValue('en');
    expect(menu).toHaveAccessibleDescription(en.app.language.hint);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      LANGUAGES.map((code) => LANGUAGE_NAMES[code]),
    );
  });

  it('switching to German changes the visible texts at once, and is remembered', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('heading', { level: 2, name: en.screens.settings.title })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: en.app.language.label }), 'de');

    expect(await screen.findByRole('heading', { level: 2, name: de.screens.settings.title })).toBeVisible();
    expect(screen.getByRole('combobox', { name: de.app.language.label })).toHaveValue('de');
    expect(screen.getByRole('group', { name: de.screens.settings.lives.label })).toBeVisible();
    expect(screen.getByRole('button', { name: de.screens.settings.save })).toBeVisible();
    expect(screen.getByText('Eichel, Grün, Herz, Schellen')).toBeVisible();
    expect(screen.queryByRole('heading', { name: en.screens.settings.title })).toBeNull();
    expect(document.documentElement.lang).toBe('de');
    expect(remembered()).toBe('de');
  });
});

describe('the language menu in the Schnapsen settings', () => {
  it('switching to German changes the visible texts at once', async () => {
    const user = userEvent.setup();
    render(
      <SchnapsenSettingsDialog
        open
        settings={DEFAULT_SCHNAPSEN_SETTINGS}
        matchInProgress={false}
        onSave={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: en.schnapsen.settings.title })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: en.app.language.label }), 'de');

    expect(await screen.findByRole('heading', { level: 2, name: de.schnapsen.settings.title })).toBeVisible();
    expect(screen.getByRole('switch', { name: de.schnapsen.settings.autoClaim.label })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
    expect(remembered()).toBe('de');
  });
});
