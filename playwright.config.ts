import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const isCI = Boolean(process.env.CI);
// PW_PORT lets two checkouts run their e2e tests side by side.
const PORT = Number(process.env.PW_PORT) || 4173;
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * A name for this machine that is not localhost, so that a page opened on it over http is not a secure
 * context, as on a phone opening http://192.168.x.x:4173 (vite.config.ts lets the preview answer to it).
 */
export const INSECURE_HOST = 'kartenrunde.test';

// A system Chromium where there is one (Debian's packages here), otherwise Playwright's own download. The
// old headless shell first: the tests never show a window, and it runs them in about a tenth less time
// than the full browser.
const SYSTEM_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath = process.env.CHROMIUM_PATH || SYSTEM_CHROMIUM.find((path) => existsSync(path));

/** The specs that measure (`npm run bench:e2e`) rather than test. */
const BENCHES = /(longtasks|opening)\.spec\.ts/;

const chromiumArgs = [
  // The game works offline: any request that leaves this machine is a bug, so make it fail fast. The one name
  // mapped to this machine is INSECURE_HOST (e2e/insecure.spec.ts: plain http that is not localhost).
  `--host-resolver-rules=MAP ${INSECURE_HOST} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1`,
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Chromium refuses to start its sandbox as root (CI runs as root).
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  // A timeout only catches a test that hangs; it is not a measure of speed. On the two shared cores of CI a
  // test that drives two pages took 31 s (every step of it moving), and failed at the default of 30 s.
  timeout: 60_000,
  workers: isCI ? 2 : undefined,
  reporter: [
    ['list'],
    // The measurements keep a report of their own: a run of them leaves the tests' report as it was.
    ['json', { outputFile: `test-results/${process.env.E2E_BENCH ? 'bench-e2e' : 'playwright'}.json` }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  // `npm run bench:e2e` (E2E_BENCH=1) runs the measurements alone; every other run, the tests.
  projects: process.env.E2E_BENCH
    ? [
        {
          // The main-thread measurement and the time to open a game, one at a time and with nothing else
          // running: a test beside them on the second core would slow the page down and be measured as its
          // own work. They measure, they do not check the app's behaviour, so `npm test` does not run them.
          name: 'phone-alone',
          use: { ...devices['Pixel 7'] },
          testMatch: BENCHES,
          workers: 1,
          // CPU time on a shared virtual machine is at times inflated by the host (a detailed trace showed a
          // 33 ms task with no page work in it at all): a page that really blocks does so again on the
          // second try.
          retries: 1,
        },
      ]
    : [
        {
          name: 'desktop',
          // No service worker, except in the specs that test it (they ask for one with `test.use`):
          // installing it fetches and stores every built file in each test's fresh browser, and the tests
          // ran a fifth slower.
          use: {
            ...devices['Desktop Chrome'],
            viewport: { width: 1280, height: 800 },
            serviceWorkers: 'block',
          },
          testIgnore: BENCHES,
        },
        {
          name: 'phone',
          use: { ...devices['Pixel 7'], serviceWorkers: 'block' },
          testIgnore: BENCHES,
          // Tests tagged @once run in the desktop project alone: they set every window size themselves, or
          // check what neither the screen nor the kind of input changes (saves, links, the service worker,
          // keyboard play).
          grepInvert: /@once/,
        },
      ],
  webServer: {
    // Type errors are the typecheck step's job; here only the production bundle matters.
    command: `npx vite build --logLevel warn && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
