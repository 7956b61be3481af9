// Issue 7, "Quality figures": a Content-Security-Policy without 'unsafe-inline' scripts, and no source that
// turns strings into markup or code, which is what such a policy would otherwise have to allow.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import config, { contentSecurityPolicy, cspMeta } from '../../vite.config';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The code without comments, so a comment may name what the code must not do. */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const FORBIDDEN: [what: string, pattern: RegExp][] = [
  ['innerHTML', /\binnerHTML\b/],
  ['outerHTML', /\bouterHTML\b/],
  ['dangerouslySetInnerHTML', /\bdangerouslySetInnerHTML\b/],
  ['insertAdjacentHTML', /\binsertAdjacentHTML\b/],
  ['document.write', /\bdocument\s*\.\s*write(ln)?\b/],
  ['eval', /(^|[^.\w$])eval\s*\(/],
  ['new Function', /\bnew\s+Function\s*\(/],
  ['a string as timer code', /\bset(Timeout|Interval)\s*\(\s*['"`]/],
];

/** The CSP meta tag's directives in the page the build writes. */
async function builtPolicy(): Promise<Map<string, string[]>> {
  const hook = cspMeta().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const built = await hook.handler.call({} as never, html, {} as Parameters<IndexHtmlTransformHook>[1]);
  expect(typeof built).toBe('string');
  const metas = [
    ...(built as string).matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi),
  ];
  expect(metas, 'one CSP meta tag').toHaveLength(1);
  const head = (built as string).slice(0, (built as string).indexOf(metas[0][0]));
  expect(head, 'the CSP comes before any script or stylesheet').not.toMatch(/<script|<link/i);
  return new Map(
    metas[0][1]
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('no string becomes markup or code', () => {
  const files = sourceFiles(join(root, 'src'));
  it('finds the sources', () => expect(files.length).toBeGreaterThan(20));
  it.each(FORBIDDEN)('no source uses %s', (_what, pattern) => {
    const hits = files.filter((file) => pattern.test(withoutComments(readFileSync(file, 'utf8'))));
    expect(hits.map((f) => f.slice(root.length))).toEqual([]);
  });
  it('index.html has no inline script', () => {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
    expect(scripts.filter((tag) => !/\bsrc=/.test(tag))).toEqual([]);
  });
});

describe('Content-Security-Policy of the built page', () => {
  it('is added by the build', () => {
    const plugins = ((config.plugins ?? []) as unknown[]).flat(3) as Plugin[];
    expect(plugins.map((p) => p?.name)).toContain(cspMeta().name);
    expect(cspMeta().apply).toBe('build');
  });

  it("allows scripts and workers from the app's own origin only: no 'unsafe-inline', no eval", async () => {
    const policy = await builtPolicy();
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    for (const [name, values] of policy) {
      expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
      expect(values, name).not.toContain('*');
    }
  });

  it('locks down objects, base URLs, forms and connections', async () => {
    const policy = await builtPolicy();
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy).not.toMatch(/"/);
  });
});
