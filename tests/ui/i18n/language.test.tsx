// The language in use: taken from the browser unless the player chose one, remembered, switched without a
// flash of another language, named by <html lang>, and used for plurals and the rules pages.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/engine/schwimmen';
import {
  chooseLanguage,
  currentLanguage,
  detectLanguage,
  LANGUAGE_KEY,
  messages,
  ordinal,
  plural,
  useMessages,
} from '../../../src/ui/i18n';
import { de } from '../../../src/ui/i18n/de';
import { rules as deRules } from '../../../src/ui/i18n/de/rules';
import { en } from '../../../src/ui/i18n/en';
import { createLanguageStore, syncDocumentLanguage } from '../../../src/ui/i18n/language';
import { SchwimmenRulesPage } from '../../../src/ui/schwimmen/SchwimmenRulesPage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

afterEach(async () => {
  await act(() => chooseLanguage('en'));
  localStorage.clear();
});

describe('the browser language', () => {
  it('picks the first language the app speaks, region and case aside', () => {
    expect(detectLanguage(['de-AT', 'en'])).toBe('de');
    expect(detectLanguage(['pt-BR', 'fr-CA', 'de'])).toBe('fr');
    expect(detectLanguage(['ES'])).toBe('es');
    expect(detectLanguage(['de_CH'])).toBe('de');
    expect(detectLanguage(['en-GB', 'de'])).toBe('en');
  });

  it('reads Norwegian Bokmål for nb, no and nn', () => {
    expect(detectLanguage(['nb-NO'])).toBe('nb');
    expect(detectLanguage(['no'])).toBe('nb');
    expect(detectLanguage(['nn-NO', 'en'])).toBe('nb');
  });

  it('falls back to English', () => {
    expect(detectLanguage(['pt-PT', 'it'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });

  it('is used when the player has chosen none', async () => {
    const store = createLanguageStore({ storage: memoryStorage, preferred: () => ['fr-FR', 'en'] });
    expect(store.getState().language).toBe('en');
    await store.getState().ready();
    expect(store.getState().language).toBe('fr');
    expect(store.getState().chosen).toBeNull();
  });
});

describe('the chosen language', () => {
  it('is remembered and wins over the browser', async () => {
    const storage = memoryStorage();
    const deps = { storage: () => storage, preferred: () => ['es-ES'] };
    await createLanguageStore(deps).getState().choose('de');
    expect(JSON.parse(storage.getItem(LANGUAGE_KEY) ?? '{}').state).toEqual({ chosen: 'de' });

    const next = createLanguageStore(deps);
    expect(next.getState().chosen).toBe('de');
    await next.getState().ready();
    expect(next.getState().language).toBe('de');
    expect(next.getState().messages).toBe(de);
  });

  it('ignores a remembered language the app does not know', async () => {
    const storage = memoryStorage();
    storage.setItem(LANGUAGE_KEY, JSON.stringify({ state: { chosen: 'tlh' }, version: 1 }));
    const store = createLanguageStore({ storage: () => storage, preferred: () => ['de'] });
    expect(store.getState().chosen).toBeNull();
    await store.getState().ready();
    expect(store.getState().language).toBe('de');
  });

  it('works without storage, for the visit only', async () => {
    const store = createLanguageStore({ storage: () => undefined, preferred: () => [] });
    await store.getState().choose('es');
    expect(store.getState().language).toBe('es');
  });

  it('changes the texts only once its catalog is there, and the latest choice wins', async () => {
    const store = createLanguageStore({ storage: memoryStorage, preferred: () => [] });
    const first = store.getState().choose('de');
    expect(store.getState().language).toBe('en');
    expect(store.getState().messages).toBe(en);
    const second = store.getState().choose('en');
    await Promise.all([first, second]);
    expect(store.getState().language).toBe('en');
    expect(store.getState().chosen).toBe('en');
  });

  it('names the language in use in <html lang>', async () => {
    const store = createLanguageStore({ storage: memoryStorage, preferred: () => [] });
    const stop = syncDocumentLanguage(store);
    expect(document.documentElement.lang).toBe('en');
    await store.getState().choose('fr');
    expect(document.documentElement.lang).toBe('fr');
    stop();
  });
});

function Title() {
  return <h1>{useMessages().app.menu.settings}</h1>;
}

describe('switching the app language', () => {
  it('renders the texts again in the new language and sets <html lang>', async () => {
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent(en.app.menu.settings);
    expect(document.documentElement.lang).toBe('en');

    await act(() => chooseLanguage('de'));
    expect(screen.getByRole('heading')).toHaveTextContent('Einstellungen');
    expect(document.documentElement.lang).toBe('de');
    expect(currentLanguage()).toBe('de');
    expect(messages()).toBe(de);
    expect(JSON.parse(localStorage.getItem(LANGUAGE_KEY) ?? '{}').state).toEqual({ chosen: 'de' });
  });

  it('counts with the plural rules of the language in use', async () => {
    const lives = { one: '{count} vie', other: '{count} vies' };
    expect(plural(lives, 0)).toBe('0 vies'); // English: 0 takes "other"
    await act(() => chooseLanguage('fr'));
    expect(plural(lives, 0)).toBe('0 vie'); // French: 0 and 1 take "one"
    expect(plural(lives, 2)).toBe('2 vies');
  });

  it('writes ordinals the way the language does', async () => {
    const forms = en.screens.gameOver.outOrdinal;
    expect(ordinal(forms, 2)).toBe('Out 2nd');
    await act(() => chooseLanguage('de'));
    expect(ordinal(de.screens.gameOver.outOrdinal, 2)).toBe('Als 2. raus');
  });

  it('loads the rules page in the language in use', async () => {
    await act(() => chooseLanguage('de'));
    render(<SchwimmenRulesPage rules={DEFAULT_RULES} onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: deRules.title }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: deRules.sections.schnauz.title })).toBeVisible();
  });
});
