/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Component and store tests need a DOM; everything else (engine, bots, sim, lint) runs in plain Node,
// which starts faster and keeps browser globals out of the rules.
const domTests = ['tests/ui/**/*.test.{ts,tsx}', 'tests/store/**/*.test.{ts,tsx}'];
const defaultExclude = ['**/node_modules/**', '**/.git/**'];
// `npm run test:deep` (TEST_DEPTH=deep): the seeded simulations at their full sizes (tests/depth.ts), and the
// tests only it runs: a seeded match-up of two levels checks their strength, not an invariant (`npm run sim`
// gives the larger figures).
const deep = process.env.TEST_DEPTH === 'deep';
const deepOnly = deep ? [] : ['tests/bots/schwimmen/strength.test.ts'];

const FELT = '#14532d'; // --felt in src/ui/theme.css
const FELT_DARK = '#0b2e1a'; // --felt-dark

/**
 * The page's Content-Security-Policy: everything from this origin, no inline or evaluated script. React's
 * `style` props are set through the CSSOM, which style-src does not govern. `frame-ancestors` only works as
 * a header, which a static host sets.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "media-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');

/**
 * Adds the CSP to the built page only: Vite's dev server injects inline scripts (the React refresh
 * preamble, the HMR client) that the policy would block.
 */
export function cspMeta(): Plugin {
  return {
    name: 'kartenrunde:csp-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<meta charset="[^"]*" \/>/i,
          (charset) =>
            `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}" />`,
        ),
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    cspMeta(),
    VitePWA({
      // A new version installs in the background and takes over at once (skipWaiting, clientsClaim); the
      // open page is never reloaded under the player, it shows the new version on the next visit. The match
      // lives in localStorage, so nothing is lost either way.
      registerType: 'autoUpdate',
      // registerSW.js as a deferred file, not an inline script, so the CSP needs no 'unsafe-inline'.
      injectRegister: 'script-defer',
      // The glob below already takes every file in public/, icons included.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Schwimmen & Schnapsen',
        short_name: 'Kartenrunde',
        description:
          'Play the card games Schwimmen and Schnapsen against the computer, on a phone or a desktop, offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: FELT,
        background_color: FELT_DARK,
        categories: ['games'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Every built file, lazy chunks and the bot worker included: the game has no server to fall back on.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt,woff2}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  // The e2e tests open the preview under a name that is not localhost too (INSECURE_HOST in
  // playwright.config.ts: plain http on another machine's address is no secure context). `.test` is a name
  // reserved for tests (RFC 2606), so no real host answers to it.
  preview: { allowedHosts: ['kartenrunde.test'] },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The store and both games' rules come in one chunk, fetched beside the home screen's code (see
          // src/store/shell.ts): left to itself the bundler cuts them into a file for each set of later chunks
          // that shares them. The few modules the first page needs itself stay out: the shell, the address,
          // the human's seat and how a match stands (match/*Rounds.ts), the safe storage the language setting
          // uses (src/persist: safeStorage, saves, check), what tells the player about code that cannot load
          // (chunks, missing) and the column of notices (ui/shared/toastLayer.ts), which the lazily loaded
          // notices about saving share, as they share react-dom. So do the store's reviews.ts (loaded with
          // the first review), match/schwimmenSummary.ts (the end of a Schwimmen match, with its table) and the
          // recorders of the statistics and the rating, which come with the code of their own.
          groups: [
            {
              name: 'start',
              priority: 2,
              test: /src[\\/]store[\\/](shell|route|chunks|missing)\.ts$|src[\\/]ui[\\/]shared[\\/]toastLayer\.ts$|src[\\/]match[\\/](human|schwimmenRounds|schnapsenRounds)\.ts$|src[\\/]persist[\\/](safeStorage|saves|check)\.ts$|node_modules[\\/](zustand|react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'core',
              priority: 1,
              test: /src[\\/](engine|persist)[\\/]|src[\\/]match[\\/](?!schwimmenSummary\.ts)|src[\\/]store[\\/](?!reviews\.ts|statsRecorder\.ts|skillRecorder\.ts)|src[\\/]bots[\\/]types\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Seeded simulations play thousands of matches in one test; at the full sizes of `npm run test:deep`, on
    // a busy machine, one took over two minutes.
    testTimeout: deep ? 900_000 : 120_000,
    // One test file per core. Vitest's own default leaves one core to its main process, which on a 2-core
    // machine runs every file one after the other (237 s for the suite here, 149 s with both cores).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...defaultExclude, ...domTests, ...deepOnly],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: domTests,
          exclude: defaultExclude,
          setupFiles: ['tests/setup.ts'],
          // One page for all the files a worker runs, not a fresh one per file: the setup file resets what a
          // file may see (modules, storage, address, page). The project ran in about 30 s instead of 112 s.
          isolate: false,
        },
      },
    ],
  },
});
