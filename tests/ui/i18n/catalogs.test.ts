// Every language fills every text English has, and nothing else: the same keys, the same {placeholders}, and
// counted texts in the plural categories of its own language. The rules pages and the review's texts are
// checked the same way.
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/ui/i18n/en';
import { coach } from '../../../src/ui/i18n/en/coach';
import { rules } from '../../../src/ui/i18n/en/rules';
import { schnapsenRules } from '../../../src/ui/i18n/en/schnapsenRules';
import { LANGUAGES, LOADERS, type Language } from '../../../src/ui/i18n/languages';

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

const CATEGORIES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

const isObject = (x: unknown): x is { readonly [key: string]: Tree } =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A counted text: its keys are plural categories, `other` among them (see i18n/catalog.ts). */
const isPluralForms = (x: unknown): x is Record<string, string> =>
  isObject(x) && 'other' in x && Object.keys(x).every((k) => CATEGORIES.has(k));

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The categories a count in the game (0 to 1000) falls into: each needs its own form. */
function neededCategories(language: Language, type: Intl.PluralRuleType): string[] {
  const rules = new Intl.PluralRules(language, { type });
  const found = new Set<string>();
  for (let n = 0; n <= 1000; n++) found.add(rules.select(n));
  return [...found].sort();
}

/** Everything in `other` that does not match the English `model`, as readable lines. */
function differences(model: Tree, other: unknown, language: Language, path = ''): string[] {
  const at = path || '(root)';
  if (typeof model === 'string') {
    if (typeof other !== 'string') return [`${at}: should be a text`];
    const want = placeholders(model);
    const got = placeholders(other);
    return sameSet(want, got)
      ? []
      : [`${at}: placeholders ${JSON.stringify(got)}, English has ${JSON.stringify(want)}`];
  }
  if (Array.isArray(model)) {
    if (!Array.isArray(other)) return [`${at}: should be a list`];
    if (other.length !== model.length) return [`${at}: ${other.length} items, English has ${model.length}`];
    return model.flatMap((item: Tree, i) => differences(item, other[i], language, `${path}[${i}]`));
  }
  if (isPluralForms(model)) {
    if (!isPluralForms(other)) return [`${at}: should be counted forms with at least 'other'`];
    const type: Intl.PluralRuleType = path.endsWith('Ordinal') ? 'ordinal' : 'cardinal';
    const allowed = new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories as string[];
    const problems: string[] = [];
    for (const category of neededCategories(language, type))
      if (!(category in other)) problems.push(`${at}: no '${category}' form (${type})`);
    for (const category of Object.keys(other))
      if (!allowed.includes(category)) problems.push(`${at}: '${category}' is not a ${type} category here`);
    const want = [...new Set(Object.values(model).flatMap(placeholders))].sort();
    const got = [...new Set(Object.values(other).flatMap(placeholders))].sort();
    if (!sameSet(want, got))
      problems.push(`${at}: placeholders ${JSON.stringify(got)}, English has ${JSON.stringify(want)}`);
    for (const [category, form] of Object.entries(other))
      for (const name of placeholders(form))
        if (!want.includes(name)) problems.push(`${at}.${category}: unknown placeholder {${name}}`);
    return problems;
  }
  if (!isObject(model)) return [`${at}: unexpected English value`];
  if (!isObject(other)) return [`${at}: should be a group of texts`];
  const problems: string[] = [];
  for (const key of Object.keys(other))
    if (!(key in model)) problems.push(`${path ? `${path}.` : ''}${key}: not in English`);
  for (const [key, value] of Object.entries(model)) {
    const sub = path ? `${path}.${key}` : key;
    if (!(key in other)) problems.push(`${sub}: missing`);
    else problems.push(...differences(value, other[key], language, sub));
  }
  return problems;
}

const others = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

describe('the checker', () => {
  it('finds a missing key, an extra key, a changed placeholder and a missing plural form', () => {
    const model = { a: 'Hi {name}', b: { c: 'x' }, n: { one: '{count} card', other: '{count} cards' } };
    const other = { a: 'Hallo {nom}', b: { d: 'x' }, n: { other: '{count} Karten' } };
    expect(differences(model, other, 'de')).toEqual([
      'a: placeholders ["nom"], English has ["name"]',
      'b.d: not in English',
      'b.c: missing',
      "n: no 'one' form (cardinal)",
    ]);
  });

  it('asks each language for its own plural categories, ordinals included', () => {
    const model = {
      outOrdinal: { one: '{count}st', two: '{count}nd', few: '{count}rd', other: '{count}th' },
    };
    expect(differences(model, { outOrdinal: { other: '{count}.' } }, 'de')).toEqual([]);
    expect(differences(model, model, 'de')).toEqual([
      "outOrdinal: 'one' is not a ordinal category here",
      "outOrdinal: 'two' is not a ordinal category here",
      "outOrdinal: 'few' is not a ordinal category here",
    ]);
  });
});

describe.each(others)('the %s catalog', (language) => {
  it('has every text English has, with the same placeholders, and no other', async () => {
    expect(differences(en, await LOADERS[language].messages(), language)).toEqual([]);
  });

  it('has the whole Schwimmen rules page', async () => {
    expect(differences(rules, await LOADERS[language].rules(), language)).toEqual([]);
  });

  it('has the whole Schnapsen rules page', async () => {
    expect(differences(schnapsenRules, await LOADERS[language].schnapsenRules(), language)).toEqual([]);
  });

  it('issue 13: has every text of the review (the coach)', async () => {
    expect(differences(coach, await LOADERS[language].coach(), language)).toEqual([]);
  });

  it('is really translated: most texts differ from English', async () => {
    const texts = (tree: unknown, path = ''): [string, string][] =>
      typeof tree === 'string'
        ? [[path, tree]]
        : isObject(tree) || Array.isArray(tree)
          ? Object.entries(tree).flatMap(([key, value]) => texts(value, `${path}.${key}`))
          : [];
    const english = new Map(texts(en));
    const mine = texts(await LOADERS[language].messages());
    const same = mine.filter(([path, text]) => english.get(path) === text).length;
    expect(same / mine.length).toBeLessThan(0.3);
  });
});

// Every area file of English has its twin in each language's folder, with the same exports: this also covers
// areas that are loaded on their own rather than through the catalog.
const areaFiles = import.meta.glob<Record<string, unknown>>('../../../src/ui/i18n/*/*.ts', { eager: true });
const area = (language: string, file: string) => areaFiles[`../../../src/ui/i18n/${language}/${file}`];
const englishFiles = Object.keys(areaFiles)
  .map((path) => path.match(/\/en\/([^/]+\.ts)$/)?.[1])
  .filter((file): file is string => file !== undefined);

describe.each(others)('the %s area files', (language) => {
  it.each(englishFiles)('%s mirrors English', (file) => {
    const mine = area(language, file);
    expect(mine, `${language}/${file} is missing`).toBeDefined();
    const english = area('en', file);
    const problems = Object.entries(english).flatMap(([name, value]) =>
      differences(value as Tree, mine?.[name], language, name),
    );
    expect(problems).toEqual([]);
  });
});

describe('English', () => {
  it('has the plural forms English needs', () => {
    expect(differences(en, en, 'en')).toEqual([]);
    expect(differences(rules, rules, 'en')).toEqual([]);
    expect(differences(schnapsenRules, schnapsenRules, 'en')).toEqual([]);
    expect(differences(coach, coach, 'en')).toEqual([]);
  });
});
