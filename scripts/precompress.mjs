// After `vite build`: writes .br and .gz next to every script, style sheet and SVG in
// dist/web, so the server sends compressed bytes without compressing on each request
// (@fastify/static `preCompressed`). Visitors on phones download a fraction of the size.
// Compressed on libuv's thread pool, several files at once: nine languages' builds are some
// thousand files, and one at a time on one core took most of the build's time.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = 'dist/web';
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function filesIn(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesIn(file);
    return COMPRESSIBLE.test(name) && !name.endsWith('.map') ? [file] : [];
  });
}

let files = 0;
let before = 0;
let after = 0;
async function compress(file) {
  const content = await readFile(file);
  if (content.length < 1024) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  files += 1;
  before += content.length;
  after += br.length;
}

const queue = filesIn(root);
// The pool has four threads by default; more in flight only waits in its queue.
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  }),
);
console.log(
  `precompress: ${files} files, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`,
);
