// `npm run pace [-- --laps N] [-- --no-build] [-- --json]`: the computer players' pace at a full table. Builds
// the app (vite build), serves it (vite preview on a free port) and plays Schwimmen with seven computer
// players at normal speed in headless Chromium: the human passes at every turn, and the time from the human's
// move to their next turn (a lap of the seven computers, their pauses, decisions and drawing) is measured N
// times (default 20), laps across a round's end left out. Prints the laps, their median and maximum; the last
// line is always {"laps":N,"lapMedianMs":N,"lapMaxMs":N}. The goal is a median under 3 s (issue 38).
import { chromium } from '@playwright/test';
import { chromiumPath, serveBuilt } from './serve.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
const skipBuild = args.includes('--no-build');
const lapsArg = args.indexOf('--laps');
const wanted = lapsArg >= 0 ? Math.max(1, Number(args[lapsArg + 1]) || 1) : 20;

const { base, server } = await serveBuilt({ skipBuild });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
});

const laps = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  // No tutorial offer; a table of eight at normal speed, the rest as a first visit has it.
  await page.addInitScript(() => {
    for (const game of ['schwimmen', 'schnapsen'])
      localStorage.setItem(`kartenrunde:tutorial-offer:${game}`, 'answered');
  });
  await page.goto(new URL('/?game=schwimmen', base).href);
  const button = (name) => page.getByRole('button', { name, exact: true });
  await button('Settings').click();
  await page.getByRole('group', { name: 'Opponents' }).getByRole('radio', { name: '7', exact: true }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  const start = button('Start new match');
  if (await start.isVisible().catch(() => false)) await start.click();

  const pass = button('Pass');
  /** Waits for the human's next turn, answering whatever else the table asks; 'turn' or 'other'. */
  const nextTurn = async () => {
    for (;;) {
      if (await button('Keep').isVisible()) {
        await button('Keep')
          .click()
          .catch(() => {});
        return 'other';
      }
      for (const name of ['Next round', 'Skip to the result', 'See the result', 'Play again']) {
        if (await button(name).isVisible()) {
          await button(name)
            .click()
            .catch(() => {});
          return 'other';
        }
      }
      if (await pass.isEnabled({ timeout: 10 }).catch(() => false)) return 'turn';
      await page.waitForTimeout(5);
    }
  };
  while (laps.length < wanted) {
    if ((await nextTurn()) !== 'turn') continue;
    const from = Date.now();
    await pass.click();
    while (await pass.isEnabled().catch(() => false)) await page.waitForTimeout(5);
    if ((await nextTurn()) === 'turn') laps.push(Date.now() - from);
  }
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
}

const sorted = [...laps].sort((a, b) => a - b);
const result = {
  laps: laps.length,
  lapMedianMs: sorted[Math.floor(sorted.length / 2)],
  lapMaxMs: sorted.at(-1),
};
if (!json) {
  console.log(`laps (ms): ${laps.join(' ')}`);
  console.log(`median ${result.lapMedianMs} ms, max ${result.lapMaxMs} ms over ${result.laps} laps`);
}
console.log(JSON.stringify(result));
