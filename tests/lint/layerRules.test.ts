// Issue 39: every import goes down the layers (DESIGN.md, "Layers"), and eslint.config.js enforces it for each
// folder of src. These cases prove that each layer's rule bites on an import of every layer above it (static,
// type-only and lazy) and stays quiet about the layers below.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

async function layerHits(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(
    result.messages.filter((m) => m.fatal),
    'the snippet must parse',
  ).toEqual([]);
  return result.messages.flatMap((m) => (m.ruleId && LAYER_RULES.has(m.ruleId) ? [m.ruleId] : []));
}

// Top to bottom; sim stands beside the app and may use everything below store.
const FORBIDDEN: Record<string, string[]> = {
  ui: ['sim'],
  store: ['backup', 'ui', 'sim'],
  backup: ['worker', 'store', 'ui', 'sim'],
  stats: ['records', 'backup', 'store', 'ui', 'sim'],
  worker: ['records', 'backup', 'store', 'stats', 'persist', 'ui', 'sim'],
  records: ['backup', 'worker', 'store', 'stats', 'ui', 'sim'],
  games: ['records', 'backup', 'worker', 'store', 'stats', 'ui', 'sim'],
  coach: ['games', 'records', 'backup', 'worker', 'store', 'stats', 'persist', 'ui', 'sim'],
  tutorial: ['games', 'records', 'backup', 'worker', 'store', 'stats', 'persist', 'ui', 'sim'],
  bots: [
    'coach',
    'tutorial',
    'games',
    'records',
    'backup',
    'worker',
    'store',
    'stats',
    'persist',
    'ui',
    'sim',
  ],
  match: [
    'bots',
    'coach',
    'tutorial',
    'games',
    'records',
    'backup',
    'worker',
    'store',
    'stats',
    'persist',
    'ui',
    'sim',
  ],
  persist: [
    'engine',
    'match',
    'bots',
    'coach',
    'tutorial',
    'games',
    'records',
    'backup',
    'worker',
    'store',
    'stats',
    'ui',
    'sim',
  ],
  engine: [
    'match',
    'bots',
    'coach',
    'tutorial',
    'games',
    'records',
    'backup',
    'worker',
    'store',
    'stats',
    'persist',
    'ui',
    'sim',
  ],
  sim: ['store', 'stats', 'persist', 'backup', 'ui'],
};
const LAYERS = Object.keys(FORBIDDEN);

const upward = Object.entries(FORBIDDEN).flatMap(([layer, above]) =>
  above.map((target) => [layer, target] as const),
);
const downward = Object.entries(FORBIDDEN).flatMap(([layer, above]) =>
  LAYERS.filter((target) => target !== layer && !above.includes(target)).map(
    (target) => [layer, target] as const,
  ),
);

describe('layer lint rules: every import goes down', () => {
  it.each(upward)('src/%s may not import src/%s', async (layer, target) => {
    const statics = `import { x } from '../${target}/x';\nexport { x };`;
    const typeOnly = `import type { X } from '../../${target}';\nexport type Y = X;`;
    const lazy = `export const x = () => import('../${target}/x');`;
    expect(await layerHits(statics, `src/${layer}/x.ts`)).toContain('no-restricted-imports');
    expect(await layerHits(typeOnly, `src/${layer}/deeper/x.ts`)).toContain('no-restricted-imports');
    expect(await layerHits(lazy, `src/${layer}/x.ts`)).toContain('no-restricted-syntax');
  });

  it.each(downward)('src/%s may import src/%s', async (layer, target) => {
    const code = `import { x } from '../${target}/x';\nexport const y = () => import('../${target}');\nexport { x };`;
    expect(await layerHits(code, `src/${layer}/x.ts`)).toEqual([]);
  });

  it('leaves a layer’s own files and look-alike names alone', async () => {
    const code = [
      "import { a } from './stats';", // src/sim/stats.ts is sim's own
      "import { b } from '../schwimmen/storeKeys';",
      "export const c = () => import('./ui');",
      'export { a, b };',
    ].join('\n');
    expect(await layerHits(code, 'src/sim/x.ts')).toEqual([]);
    expect(await layerHits(code, 'src/bots/schnapsen/x.ts')).toEqual([]);
  });
});
