// `npm run lighthouse [-- --json] [-- --runs N] [-- --no-build] [-- --path /?game=schwimmen]`: builds the app (vite build), serves it
// (vite preview on a free port), audits it with Lighthouse's mobile preset (simulated slow 4G and a 4× slower
// CPU) in headless Chromium and prints the four category scores (0–100), the median of N runs (default 3).
// The last line is always {"performance":N,"accessibility":N,"bestPractices":N,"seo":N}; the full report of
// the last run is written to test-results/lighthouse/. Goals: performance ≥ 95, the others 100.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, root, serveBuilt } from './serve.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const skipBuild = args.includes('--no-build');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 3;
const pathArg = args.indexOf('--path');
const path = pathArg >= 0 ? (args[pathArg + 1] ?? '/') : '/';

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};
const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };

// CHROME_PATH is chrome-launcher's own name for it.
const chromePath = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || chromiumPath;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

const { base, server } = await serveBuilt({ skipBuild });
const url = new URL(path, base).href;

const scores = Object.fromEntries(Object.keys(CATEGORIES).map((key) => [key, []]));
let lastResult;
try {
  for (let run = 1; run <= runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: Object.values(CATEGORIES),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      for (const [key, id] of Object.entries(CATEGORIES))
        scores[key].push(Math.round((result.lhr.categories[id].score ?? 0) * 100));
      console.log(
        `run ${run}/${runs}: ` +
          Object.entries(scores)
            .map(([k, v]) => `${k} ${v.at(-1)}`)
            .join(', '),
      );
      lastResult = result;
    } finally {
      await chrome.kill();
    }
  }
} finally {
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const outDir = join(root, 'test-results', 'lighthouse');
mkdirSync(outDir, { recursive: true });
const [reportJson, reportHtml] = lastResult.report;
writeFileSync(join(outDir, 'report.json'), reportJson);
writeFileSync(join(outDir, 'report.html'), reportHtml);

// What cost points in the last run: every scored audit short of full marks, and the main timings.
const { lhr } = lastResult;
const losing = Object.values(CATEGORIES).flatMap((id) =>
  lhr.categories[id].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => `  ${id}: ${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
);
if (losing.length) console.log(`audits short of full marks (last run):\n${losing.join('\n')}`);
const timings = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
console.log(`timings (last run): ${timings.map((id) => `${id} ${lhr.audits[id]?.displayValue}`).join(', ')}`);

const figures = Object.fromEntries(Object.keys(CATEGORIES).map((key) => [key, median(scores[key])]));
const short = Object.entries(GOALS).filter(([key, goal]) => figures[key] < goal);
if (!json) {
  console.log(`median of ${runs} run(s), report in test-results/lighthouse/report.html`);
  console.log(
    short.length ? `below goal: ${short.map(([k, g]) => `${k} < ${g}`).join(', ')}` : 'all goals met',
  );
}
console.log(JSON.stringify(figures));
