import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { ssrDirOf } from '#shared/ssr-build.ts';
import { benchMedia } from './bench-media.ts';
import { benchOrderBook } from './bench-order-book.ts';
import { benchImageBytes, benchLighthouse } from './bench-product-page.ts';
import { benchServerRendering } from './bench-ssr.ts';
import { ROOT } from './lib.ts';

/**
 * npm run bench: builds the client into a temp folder and prints, gzipped, what `/` loads first
 * (JS and CSS) and what each lazily loaded route adds, beside a bare React 19 page built with the
 * same Vite in the same run; then the catalogue route's and the images' throughput with the images
 * on the local disk and in S3 (scripts/bench-media.ts). Figures only: it judges nothing. 1 kB = 1000 bytes; gzip level 9 and
 * brotli 11 are what the server sends (scripts/precompress.ts).
 */
const BUDGET_KB = 90;
const CSS_BUDGET_KB = 12;

const tmpRoot = path.join(ROOT, '.tmp');
mkdirSync(tmpRoot, { recursive: true });
const work = mkdtempSync(path.join(tmpRoot, 'bench-'));

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1000;
const brotliKb = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1000;
const kb = (n: number) => `${n.toFixed(1).padStart(7)} kB`;

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The JS and CSS files a manifest entry pulls in before it runs (itself and its static imports). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

const sum = (outDir: string, files: Iterable<string>, size = gzipKb) =>
  [...files].reduce((total, file) => total + size(path.join(outDir, file)), 0);

async function buildShop(outDir: string) {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  // The page renderer the server runs (docs/decisions/100), beside the client as `npm run build` puts it.
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: ssrDirOf(outDir), emptyOutDir: true, ssr: 'entry-server.tsx' },
  });
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build has no entry chunk');
  const first = staticClosure(manifest, entryKey);
  const firstFiles = filesOf(manifest, first);
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      // What a visit adds: the route's chunk and the shared chunks it imports that `/` did not load.
      const extra = [...staticClosure(manifest, key)].filter((k) => !first.has(k));
      const files = filesOf(manifest, extra);
      return {
        name: chunk.name ?? path.basename(key),
        own: gzipKb(path.join(outDir, chunk.file)),
        js: sum(outDir, files.js),
        css: sum(outDir, files.css),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  // Each language's first load: the entry and the language's catalogue chunks (docs/decisions/121).
  const languageJs = (language: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(`i18n/catalogue-${language}.ts`));
    const keys = new Set([...first, ...(key ? staticClosure(manifest, key) : [])]);
    return sum(outDir, filesOf(manifest, keys).js);
  };
  return {
    js: sum(outDir, firstFiles.js),
    jsByLanguage: { en: languageJs('en'), ar: languageJs('ar'), fr: languageJs('fr') },
    jsBrotli: sum(outDir, firstFiles.js, brotliKb),
    css: sum(outDir, firstFiles.css),
    jsFiles: firstFiles.js,
    lazy,
  };
}

/** A bare React 19 + react-dom page: the floor any React page of this size stands on. */
async function buildBaseline(outDir: string) {
  const src = path.join(work, 'baseline-src');
  mkdirSync(src, { recursive: true });
  writeFileSync(
    path.join(src, 'index.html'),
    '<!doctype html><html lang="en"><head><title>baseline</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(src, 'main.tsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "const root = document.getElementById('root');",
      'if (root) createRoot(root).render(<h1>baseline</h1>);',
    ].join('\n'),
  );
  await build({
    configFile: false,
    root: src,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the baseline has no entry chunk');
  return { js: sum(outDir, filesOf(manifest, staticClosure(manifest, entryKey)).js) };
}

try {
  const shop = await buildShop(path.join(work, 'shop'));
  const baseline = await buildBaseline(path.join(work, 'baseline'));

  console.info('\nFirst load of / (gzip level 9; 1 kB = 1000 bytes)');
  console.info(`  JS   ${kb(shop.js)}   budget ${kb(BUDGET_KB)}   bare React 19 page ${kb(baseline.js)}`);
  console.info(`  JS   ${kb(shop.jsBrotli)}   with brotli 11, as browsers receive it`);
  console.info(`  CSS  ${kb(shop.css)}   budget ${kb(CSS_BUDGET_KB)}`);
  const { en, ar, fr } = shop.jsByLanguage;
  console.info("\nFirst-load JS with the page language's catalogue (fonts not counted)");
  console.info(`  /      ${kb(en)}`);
  console.info(`  /ar/   ${kb(ar)}   Arabic adds ${kb(ar - en)} (goal 3.0 kB)`);
  console.info(`  /fr/   ${kb(fr)}   French adds ${kb(fr - en)}`);
  for (const file of [...shop.jsFiles].sort()) {
    console.info(`       ${kb(gzipKb(path.join(work, 'shop', file)))}  ${file}`);
  }
  console.info('\nLazy routes: what a first visit adds to / (route chunk, with the shared chunks it needs)');
  console.info(
    `  ${'chunk'.padEnd(24)} ${'own JS'.padStart(10)} ${'added JS'.padStart(10)} ${'added CSS'.padStart(10)}`,
  );
  for (const route of shop.lazy) {
    console.info(`  ${route.name.padEnd(24)} ${kb(route.own)} ${kb(route.js)} ${kb(route.css)}`);
  }
  await benchImageBytes();
  await benchServerRendering(path.join(work, 'shop'));
  await benchLighthouse(path.join(work, 'shop'));
  await benchMedia();
} finally {
  rmSync(work, { recursive: true, force: true });
}

// --- Order book: the owner's inbox and figures under 10,000 orders (scripts/bench-order-book.ts) ---
await benchOrderBook();
