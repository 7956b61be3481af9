// `npm test`: every check in one run. Each tool streams its own output; a failing step does not stop the
// later ones. The last line is `N passed, N failed`, counting single tests (Vitest + Playwright) plus
// one failure for each non-test step that failed or a test step that broke without reporting tests.
//
// `--deep` (`npm run test:deep`): the same steps, the seeded simulations at their full sizes and the layout
// tests at every window size (TEST_DEPTH=deep, read by tests/depth.ts and e2e/depth.ts), and the tests that
// only the full sizes make worth running. `--bench` (`npm run bench:e2e`): the browser measurements alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const reports = join(root, 'test-results');
const vitestJson = join(reports, 'vitest.json');

const deep = process.argv.includes('--deep');
const bench = process.argv.includes('--bench');
// Written by the JSON reporter in playwright.config.ts.
const playwrightJson = join(reports, bench ? 'bench-e2e.json' : 'playwright.json');
const env = { ...process.env, ...(deep && { TEST_DEPTH: 'deep' }), ...(bench && { E2E_BENCH: '1' }) };

function run(tool, args) {
  const started = Date.now();
  const result = spawnSync(bin(tool), args, {
    cwd: root,
    env,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) console.error(`${tool}: ${result.error.message}`);
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * Runs a tool beside others, its output held back and printed whole when it ends, so that the outputs of
 * tools running at once do not interleave.
 */
function runQuietly(name, tool, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(bin(tool), args, { cwd: root, env, shell: process.platform === 'win32' });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let ended = false;
    // A child that fails to start may report both an error and its close.
    const done = (ok, error) => {
      if (ended) return;
      ended = true;
      const text = Buffer.concat(output).toString();
      console.log(`\n━━ ${name} ━━`);
      if (text) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
      if (error) console.error(`${tool}: ${error.message}`);
      resolve({ ok, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => done(false, error));
    child.on('close', (code) => done(code === 0));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A tool that only passes or fails: one failure when it fails, nothing counted when it passes. */
async function check(name, tool, args) {
  const { ok, seconds } = await runQuietly(name, tool, args);
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

// The three checks run at once: each is mostly one process on one core, and together they take about as
// long as the slowest of them alone.
const checks = [
  ['typecheck', () => check('typecheck', 'tsc', ['-b'])],
  ['lint', () => check('lint', 'eslint', ['.', '--max-warnings', '0'])],
  ['format', () => check('format', 'prettier', ['--check', '--log-level', 'warn', '.'])],
];

const unit = () =>
  tests(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    vitestJson,
    (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }),
  );

const e2e = () =>
  tests('playwright', ['test'], playwrightJson, ({ stats = {} }) => ({
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
  }));

mkdirSync(reports, { recursive: true });
const results = [];
if (!bench) {
  console.log(`\n━━ ${checks.map(([name]) => name).join(', ')} (at once) ━━`);
  const started = Date.now();
  const done = await Promise.all(checks.map(async ([name, step]) => ({ name, ...(await step()) })));
  results.push(...done);
  console.log(`(the three took ${((Date.now() - started) / 1000).toFixed(1)} s together)`);
  console.log(`\n━━ unit ━━`);
  results.push({ name: 'unit', ...unit() });
}
console.log(`\n━━ ${bench ? 'e2e measurements' : 'e2e'} ━━`);
results.push({ name: bench ? 'bench:e2e' : 'e2e', ...e2e() });

console.log('\n━━ summary ━━');
for (const { name, ok, seconds, detail } of results) {
  console.log(`${ok ? '✔' : '✘'} ${name.padEnd(10)} ${detail} (${seconds.toFixed(1)} s)`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
