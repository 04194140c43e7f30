import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_DIR } from './lib.ts';

/**
 * Writes .br (quality 11) and .gz (level 9) beside every text asset of the build, once, so the
 * server sends the smallest file without compressing on each request. The build before the last
 * one stays in the folder (docs/decisions/214): copies newer than their file are not made again.
 */
const dir = CLIENT_DIR;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

let count = 0;
const visit = (p: string) => {
  for (const entry of readdirSync(p)) {
    const full = path.join(p, entry);
    if (statSync(full).isDirectory()) visit(full);
    else if (COMPRESSIBLE.test(entry) && entry !== 'index.html') {
      const written = statSync(full).mtimeMs;
      const isFresh = (copy: string) => existsSync(copy) && statSync(copy).mtimeMs >= written;
      if (isFresh(`${full}.br`) && isFresh(`${full}.gz`)) continue;
      const data = readFileSync(full);
      if (data.length < 512) continue;
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      count += 1;
    }
  }
};
visit(dir);
console.info(`precompressed ${count} files (brotli and gzip)`);
