// A test title names the rule it checks (`S14b: …`, `N11 …`). Every such id must have a heading on its rules
// page in docs/rules/, so that a clone can look up what a test checks with nothing beside it, and a rule the
// tests start to name cannot be left out of the docs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

const PAGES = { S: 'docs/rules/schwimmen.md', N: 'docs/rules/schnapsen.md' } as const;
type Prefix = keyof typeof PAGES;

/** Vitest's and Playwright's functions that take a title first (`it.each(…)(title)`, `test.describe(title)`). */
const TITLED = new Set(['it', 'test', 'describe', 'suite']);

const RULE_ID = /(?<![\w-])([SN])(\d{1,2}[a-z]?)(?!\w)/g;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The identifier a call chain starts from: `it` for `it.each(rows)`, `test` for `test.describe.serial`. */
function rootName(callee: ts.Expression): string | undefined {
  let e = callee;
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) ? e.text : undefined;
}

/** A title's literal text; what a template fills in at run time is left out. */
function literalText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [literalText(node.left), literalText(node.right)].filter((t) => t !== undefined).join(' ');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return undefined;
}

function titles(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      TITLED.has(rootName(node.expression) ?? '')
    ) {
      const title = literalText(node.arguments[0]);
      if (title !== undefined) found.push(title);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every rule id named in a test title, with the files that name it. */
function idsInTitles(): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const file of [...testFiles(join(root, 'tests')), ...testFiles(join(root, 'e2e'))]) {
    for (const title of titles(file)) {
      for (const [, prefix, number] of title.matchAll(RULE_ID)) {
        const id = prefix + number;
        if (!ids.has(id)) ids.set(id, new Set());
        ids.get(id)!.add(relative(root, file));
      }
    }
  }
  return ids;
}

/** The ids a rules page has headings for (`### S14b: Knocking with a swap`). */
function headings(page: string): string[] {
  const text = readFileSync(join(root, page), 'utf8');
  return [...text.matchAll(/^#{2,6}\s+([SN]\d{1,2}[a-z]?):/gm)].map((m) => m[1]);
}

describe('the rule ids of the test titles are documented in docs/rules/', () => {
  const ids = idsInTitles();

  it('finds rule ids in titles of unit and end-to-end tests, template titles included', () => {
    expect([...ids.keys()]).toEqual(expect.arrayContaining(['S1', 'S14', 'S14b', 'S22', 'N1', 'N6', 'N11']));
    const files = [...ids.values()].flatMap((set) => [...set]);
    expect(files.some((file) => file.startsWith('e2e/'))).toBe(true);
    // `${level} N9: closes with a sure line` in tests/bots/schnapsen/scenarios.test.ts
    expect(ids.get('N9')).toContain('tests/bots/schnapsen/scenarios.test.ts');
  });

  it.each(Object.entries(PAGES) as [Prefix, string][])(
    'every %s… id named by a test has a heading in %s',
    (prefix, page) => {
      const documented = new Set(headings(page));
      const missing = [...ids]
        .filter(([id]) => id.startsWith(prefix) && !documented.has(id))
        .map(([id, files]) => `${id} (${[...files].join(', ')})`);
      expect(missing, `ids with no heading in ${page}`).toEqual([]);
    },
  );

  it.each(Object.values(PAGES))('%s gives each id one heading', (page) => {
    const list = headings(page);
    expect(list.length).toBeGreaterThan(10);
    expect(list.filter((id, k) => list.indexOf(id) !== k)).toEqual([]);
  });
});
