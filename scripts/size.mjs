// Prints the size of the JavaScript a first visit loads (the entry script and what index.html preloads),
// raw and gzip, from dist/ after `vite build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kB = (n) => (n / 1000).toFixed(2);
console.log(`initial JavaScript: ${files.length} files, ${kB(raw)} kB, ${kB(gzip)} kB gzip`);
console.log(JSON.stringify({ initialJsFiles: files.length, initialJsBytes: raw, initialJsGzipBytes: gzip }));
