// The tutorial's texts in every language: the same keys and placeholders as English, loaded on demand.
import { describe, expect, it } from 'vitest';
import { LOADERS } from '../../../src/ui/i18n/languages';
import { tutorial as english } from '../../../src/ui/i18n/en/tutorial';
import { schnapsenTutorial } from '../../../src/tutorial/schnapsen';
import { schwimmenTutorial } from '../../../src/tutorial/schwimmen';

type Tree = string | { [key: string]: Tree };
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function differences(model: Tree, other: unknown, path = ''): string[] {
  if (typeof model === 'string') {
    if (typeof other !== 'string' || other.trim() === '') return [`${path}: no text`];
    return JSON.stringify(placeholders(model)) === JSON.stringify(placeholders(other))
      ? []
      : [
          `${path}: placeholders ${placeholders(other).join(',')}, English has ${placeholders(model).join(',')}`,
        ];
  }
  if (typeof other !== 'object' || other === null) return [`${path}: missing`];
  const extra = Object.keys(other)
    .filter((k) => !(k in model))
    .map((k) => `${path}.${k}: not in English`);
  return [
    ...extra,
    ...Object.entries(model).flatMap(([k, v]) =>
      differences(v, (other as Record<string, unknown>)[k], `${path}.${k}`),
    ),
  ];
}

describe('tutorial catalog', () => {
  it('has a text for every step of both scripts', () => {
    expect(Object.keys(english.schwimmen)).toEqual(schwimmenTutorial.steps.map((s) => s.id));
    expect(Object.keys(english.schnapsen)).toEqual(schnapsenTutorial.steps.map((s) => s.id));
  });

  for (const language of Object.keys(LOADERS) as (keyof typeof LOADERS)[]) {
    it(`${language}: every text of the tutorial, with English's placeholders`, async () => {
      const text = await LOADERS[language].tutorial();
      expect(differences(english as unknown as Tree, text)).toEqual([]);
      expect(text.title.schwimmen).toContain('Schwimmen');
    });
  }
});
