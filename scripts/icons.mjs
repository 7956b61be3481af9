// Draws the app icons (PNG) from public/favicon.svg with Chromium: `node scripts/icons.mjs`.
// The PNGs are committed; run this again only after changing the favicon.
// "any" icons keep the favicon's rounded corners; the maskable and Apple icons fill the square with the felt
// and shrink the cards into the safe zone, since the launcher cuts its own shape out of them.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const favicon = readFileSync(`${root}public/favicon.svg`, 'utf8');
const FELT = '#14532d';

/** The favicon's drawing without its outer rounded square. */
const cards = favicon
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect width="64" height="64"[^>]*\/>/, '');

/** Full-bleed felt with the cards scaled about the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
  `<rect width="64" height="64" fill="${FELT}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${cards}</g></svg>`;

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, svg: favicon, transparent: true },
  { file: 'public/icons/icon-512.png', size: 512, svg: favicon, transparent: true },
  // The maskable safe zone is the central circle of 80% diameter.
  { file: 'public/icons/icon-maskable-512.png', size: 512, svg: fullBleed(0.74) },
  { file: 'public/apple-touch-icon.png', size: 180, svg: fullBleed(0.84) },
];

const executablePath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  executablePath,
  args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
});
try {
  for (const { file, size, svg, transparent } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: `${root}${file}`, omitBackground: Boolean(transparent) });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
