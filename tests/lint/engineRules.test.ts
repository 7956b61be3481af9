// The engine stays pure (DESIGN.md, "Layers"); eslint.config.js enforces it. These cases prove the
// config reports each forbidden use inside src/engine and stays quiet about the same code in the UI.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
const ENGINE_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'no-restricted-properties',
  'no-restricted-globals',
]);

async function engineRuleHits(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, 'the snippet must parse').toEqual([]);
  return result.messages.flatMap((m) => (m.ruleId && ENGINE_RULES.has(m.ruleId) ? [m.ruleId] : []));
}

const forbidden: [what: string, code: string, rule: string][] = [
  ['react', "import { useState } from 'react';\nexport { useState };", 'no-restricted-imports'],
  [
    'react-dom/client',
    "import { createRoot } from 'react-dom/client';\nexport { createRoot };",
    'no-restricted-imports',
  ],
  ['react-dom', "export { flushSync } from 'react-dom';", 'no-restricted-imports'],
  ['zustand', "import { create } from 'zustand';\nexport { create };", 'no-restricted-imports'],
  [
    'zustand/middleware',
    "import { persist } from 'zustand/middleware';\nexport { persist };",
    'no-restricted-imports',
  ],
  [
    'a type-only react import',
    "import type { ReactNode } from 'react';\nexport type N = ReactNode;",
    'no-restricted-imports',
  ],
  ['dynamic import of zustand', "export const z = import('zustand');", 'no-restricted-syntax'],
  ['the store layer', "import { useGame } from '../store';\nexport { useGame };", 'no-restricted-imports'],
  ['Math.random', 'export const r = Math.random();', 'no-restricted-properties'],
  ['Date.now', 'export const t = Date.now();', 'no-restricted-globals'],
  ['new Date', 'export const d = new Date(0);', 'no-restricted-globals'],
  ['Date as a type', 'export function f(d: Date): number { return d.getTime(); }', 'no-restricted-syntax'],
  ['typeof Date', 'export type Clock = typeof Date;', 'no-restricted-syntax'],
  ['performance.now', 'export const t = performance.now();', 'no-restricted-globals'],
  ['window', 'export const w = window.innerWidth;', 'no-restricted-globals'],
  ['document', "export const el = document.getElementById('root');", 'no-restricted-globals'],
  ['localStorage', "export const saved = localStorage.getItem('match');", 'no-restricted-globals'],
  ['navigator', 'export const lang = navigator.language;', 'no-restricted-globals'],
  ['crypto', 'export const n = crypto.getRandomValues(new Uint32Array(1));', 'no-restricted-globals'],
  ['setTimeout', 'setTimeout(() => {}, 0);', 'no-restricted-globals'],
  ['globalThis.Date', 'export const D = globalThis.Date;', 'no-restricted-globals'],
];

describe('engine purity lint rules', () => {
  it.each(forbidden)('reports %s in src/engine', async (_what, code, rule) => {
    expect(await engineRuleHits(code, 'src/engine/x.ts')).toContain(rule);
    expect(await engineRuleHits(code, 'src/engine/schwimmen/x.ts')).toContain(rule);
  });

  it.each(forbidden)('allows %s in src/ui', async (_what, code) => {
    expect(await engineRuleHits(code, 'src/ui/x.tsx')).toEqual([]);
  });

  it('accepts ordinary engine code: own names that resemble forbidden ones', async () => {
    const code = [
      "import { createRng } from './rng';",
      'const date = 3;',
      'const rng = createRng(date);',
      'export const pick = rng.int(32);',
      'export const random = (r: { random(): number }) => r.random();',
    ].join('\n');
    expect(await engineRuleHits(code, 'src/engine/x.ts')).toEqual([]);
  });
});
