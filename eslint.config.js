// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The engine knows the rules and nothing else (DESIGN.md, "Layers"): no UI or state libraries, no clock,
// no unseeded randomness, no browser. Chance enters as data or through a seeded Rng passed in.
const ENGINE_PURE = 'The engine is pure TypeScript: no React, zustand, DOM, clock or Math.random.';

const engineForbiddenModules = ['react', 'react/*', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*'];

// Every import goes down the layers (docs/architecture.md): ui → store → stats → worker → games (the game
// modules and their registry) → daily (the deal of the day's pure parts) → coach · tutorial → bots → match →
// engine, with persist (storage, checks of saved input) a leaf that anything above match may use; sim/bench
// (node CLI) use everything below store. For each folder of src, the folders above it (or beside it, where
// one of a level must not lean on the other).
const LAYERS = /** @type {const} */ ({
  engine: [
    'daily',
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
  persist: [
    'daily',
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
  match: [
    'daily',
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
  bots: [
    'daily',
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
  coach: ['daily', 'games', 'records', 'backup', 'worker', 'store', 'stats', 'persist', 'ui', 'sim'],
  tutorial: ['daily', 'games', 'records', 'backup', 'worker', 'store', 'stats', 'persist', 'ui', 'sim'],
  daily: ['games', 'records', 'backup', 'worker', 'store', 'stats', 'ui', 'sim'],
  games: ['records', 'backup', 'worker', 'store', 'stats', 'ui', 'sim'],
  records: ['backup', 'worker', 'store', 'stats', 'ui', 'sim'],
  worker: ['records', 'backup', 'store', 'stats', 'persist', 'ui', 'sim'],
  stats: ['records', 'backup', 'store', 'ui', 'sim'],
  backup: ['worker', 'store', 'ui', 'sim'],
  store: ['backup', 'ui', 'sim'],
  sim: ['store', 'stats', 'persist', 'backup', 'ui'],
  ui: ['sim'],
});

/** A relative import that climbs out of the folder into one of `layers`: `../store`, `../../ui/x`. */
const climbsInto = (/** @type {readonly string[]} */ layers) => `^(\\.\\./)+(${layers.join('|')})(/|$)`;

/** The lint rules that keep the files of `layer` from importing `forbidden`, statically or lazily. */
function layerRules(/** @type {keyof typeof LAYERS} */ layer, extraPatterns = [], extraSyntax = []) {
  const message = `Every import goes down the layers (DESIGN.md): src/${layer} imports none of ${LAYERS[layer].join(', ')}.`;
  return {
    'no-restricted-imports': [
      'error',
      { patterns: [...extraPatterns, { regex: climbsInto(LAYERS[layer]), message }] },
    ],
    'no-restricted-syntax': [
      'error',
      ...extraSyntax,
      {
        selector: `ImportExpression[source.value=/${climbsInto(LAYERS[layer]).replaceAll('/', '\\u002F')}/]`,
        message,
      },
    ],
  };
}
const engineForbiddenGlobals = [
  ['Date', 'Time is not part of the rules: pass anything time-like in as data.'],
  ['performance', 'Timing belongs in src/sim (bench), not in the rules.'],
  ['globalThis', ENGINE_PURE],
  ['window', ENGINE_PURE],
  ['self', ENGINE_PURE],
  ['document', ENGINE_PURE],
  ['navigator', ENGINE_PURE],
  ['location', ENGINE_PURE],
  ['history', ENGINE_PURE],
  ['localStorage', 'Persistence lives in src/persist.'],
  ['sessionStorage', 'Persistence lives in src/persist.'],
  ['indexedDB', 'Persistence lives in src/persist.'],
  ['fetch', ENGINE_PURE],
  ['XMLHttpRequest', ENGINE_PURE],
  ['crypto', 'Randomness comes from the seeded Rng in src/engine/rng.ts.'],
  ['setTimeout', 'Timers live in the store’s bot driver.'],
  ['setInterval', 'Timers live in the store’s bot driver.'],
  ['requestAnimationFrame', 'Timers live in the store’s bot driver.'],
  ['process', ENGINE_PURE],
].map(([name, message]) => ({ name, message }));

export default defineConfig(
  globalIgnores([
    'dist/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    '.contract/',
    '.hidden/',
    'tests/fixtures/',
    '.scratch/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', 'src/sim/**', 'tests/**', 'e2e/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: [
      'src/ui/**/*.{ts,tsx}',
      'src/store/**/*.{ts,tsx}',
      'src/main.tsx',
      'tests/ui/**',
      'tests/store/**',
    ],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      ...layerRules(
        'engine',
        [{ group: engineForbiddenModules, message: ENGINE_PURE }],
        [
          {
            selector: 'ImportExpression[source.value=/^(react|react-dom|zustand)(\\u002F|$)/]',
            message: ENGINE_PURE,
          },
          {
            // no-restricted-globals sees only values; a Date in a type would invite one at run time.
            selector: ':matches(TSTypeReference[typeName.name="Date"], TSTypeQuery[exprName.name="Date"])',
            message: 'Time is not part of the rules: pass anything time-like in as data.',
          },
        ],
      ),
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded Rng from src/engine/rng.ts.' },
      ],
      'no-restricted-globals': ['error', ...engineForbiddenGlobals],
    },
  },
  ...Object.keys(LAYERS)
    .filter((layer) => layer !== 'engine')
    .map((layer) => ({
      files: [`src/${layer}/**/*.{ts,tsx}`],
      rules: layerRules(/** @type {keyof typeof LAYERS} */ (layer)),
    })),
);
