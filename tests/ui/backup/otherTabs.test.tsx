// Issue 41: other tabs take restored data over. The language and the sound switch, kept by the screens, follow
// a write of another tab (a restored backup, or a change made there) as it is saved, without a reload.
import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { languageStore } from '../../../src/ui/i18n';
import { LANGUAGE_KEY } from '../../../src/ui/i18n/language';
import { SOUND_KEY, soundSetting } from '../../../src/ui/sound/setting';

/** What another tab does: writes the key, and this tab hears of it. */
function otherTabWrites(key: string, state: object) {
  localStorage.setItem(key, JSON.stringify({ state, version: 1 }));
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

it('the language chosen in another tab is taken over at once', async () => {
  expect(languageStore.getState().language).toBe('en');
  otherTabWrites(LANGUAGE_KEY, { chosen: 'de' });
  await waitFor(() => expect(languageStore.getState().language).toBe('de'));
  expect(languageStore.getState().chosen).toBe('de');
  otherTabWrites(LANGUAGE_KEY, { chosen: null });
  await waitFor(() => expect(languageStore.getState().chosen).toBeNull());
});

it('the sound switch set in another tab is taken over at once', async () => {
  expect(soundSetting().getState().on).toBe(true);
  otherTabWrites(SOUND_KEY, { on: false });
  await waitFor(() => expect(soundSetting().getState().on).toBe(false));
  // A key of no concern changes nothing.
  otherTabWrites('kartenrunde:elsewhere', { on: true });
  expect(soundSetting().getState().on).toBe(false);
});
