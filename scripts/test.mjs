// `npm test`: every check in one run. Each tool streams its own output; a failing step does not stop the
// later ones. The last line is `N passed, N failed`, counting single tests (Vitest + Playwright) plus
// one failure for each non-test step that failed or a test step that broke without reporting tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const reports = join(root, 'test-results');
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json'); // written by the JSON reporter in playwright.config.ts

function run(tool, args) {
  const started = Date.now();
  const result = spawnSync(bin(tool), args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) console.error(`${tool}: ${result.error.message}`);
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A tool that only passes or fails: one failure when it fails, nothing counted when it passes. */
function check(tool, args) {
  const { ok, seconds } = run(tool, args);
  return { ok, seconds, passed: 0, failed: ok ? 0 : 1, detail: ok ? 'ok' : 'FAILED' };
}

/** A test runner: its own counts, plus one failure if it failed without a failing test to show for it. */
function tests(tool, args, reportFile, count) {
  rmSync(reportFile, { force: true });
  const { ok, seconds } = run(tool, args);
  const report = readJson(reportFile);
  let { passed, failed } = report ? count(report) : { passed: 0, failed: 0 };
  const notes = [`${passed} passed, ${failed} failed`];
  if (!report) notes.push('no report written');
  if (!ok && failed === 0) {
    failed = 1;
    notes.push('the run itself failed (see its output above)');
  }
  return { ok: ok && failed === 0, seconds, passed, failed, detail: notes.join('; ') };
}

const steps = [
  ['typecheck', () => check('tsc', ['-b'])],
  ['lint', () => check('eslint', ['.', '--max-warnings', '0'])],
  ['format', () => check('prettier', ['--check', '--log-level', 'warn', '.'])],
  [
    'unit',
    () =>
      tests(
        'vitest',
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
        vitestJson,
        (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }),
      ),
  ],
  [
    'e2e',
    () =>
      tests('playwright', ['test'], playwrightJson, ({ stats = {} }) => ({
        passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
        failed: stats.unexpected ?? 0,
      })),
  ],
];

mkdirSync(reports, { recursive: true });
const results = [];
for (const [name, step] of steps) {
  console.log(`\n━━ ${name} ━━`);
  results.push({ name, ...step() });
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds, detail } of results) {
  console.log(`${ok ? '✔' : '✘'} ${name.padEnd(10)} ${detail} (${seconds.toFixed(1)} s)`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
