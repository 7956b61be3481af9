// What the scripts that measure the built app share: the Chromium to drive, and the app built and served by
// vite preview on a port nobody listens on.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** A system Chromium where there is one (CHROMIUM_PATH, or Debian's), else the tool's own. */
export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds the app (unless `skipBuild`) and serves it on 127.0.0.1; returns its address and the server. */
export async function serveBuilt({ skipBuild = false } = {}) {
  if (!skipBuild) {
    console.log('building (vite build)…');
    await build({ root, logLevel: 'warn' });
  }
  const port = await freePort();
  const server = await preview({
    root,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { base: `http://127.0.0.1:${port}/`, server };
}
