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
 * npm run bench: builds the client into a temp folder and prints, gzipped, what `/` loads before
 * it answers (JS and CSS: the entry chunk, its imports and the frame's texts, docs/decisions/106),
 * what then hydrates its content, and what each lazily loaded route adds, beside a bare React 19
 * page and a React Router page built with the same Vite in the same run; then the server's
 * rendering, Lighthouse, the catalogue route's and the images' throughput with the images on the
 * local disk and in S3 (scripts/bench-media.ts), and the order book. `npm run bench -- --first-load`
 * stops after the first figures; `npm run bench -- --quick` leaves Lighthouse out. Figures only: it judges nothing. 1 kB = 1000 bytes; gzip level 9
 * and brotli 11 are what the server sends (scripts/precompress.ts).
 */
const BUDGET_KB = 90;
const isFirstLoadOnly = process.argv.includes('--first-load');
/** Everything but Lighthouse: minutes less, and no browser competing with the others on the machine. */
const isQuick = process.argv.includes('--quick');
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
  const keyOf = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));
  const closureKeys = (...suffixes: string[]) => {
    const keys = new Set(first);
    for (const suffix of suffixes) {
      const key = keyOf(suffix);
      if (!key) throw new Error(`the build has no chunk for ${suffix}`);
      staticClosure(manifest, key, keys);
    }
    return keys;
  };
  const closureOf = (...suffixes: string[]) => filesOf(manifest, closureKeys(...suffixes)).js;
  // Each language's first load: the entry and its imports, and the language's frame texts, which
  // main.tsx awaits before hydrateRoot: nothing else is awaited (docs/decisions/106, 121).
  const firstLoad = (language: string) => closureOf(`i18n/catalogue-${language}.ts`);
  // Then, not awaited, what hydrates the page's content of /: the deferred parts (query client with
  // the server's data, route table, home page, account links, footer) and the whole catalogue.
  const hydratedSuffixes = (language: string) => [
    `i18n/catalogue-${language}.ts`,
    'app/deferred-parts.tsx',
    `i18n/catalogue-full-${language}.ts`,
  ];
  const hydrated = (language: string) => closureOf(...hydratedSuffixes(language));
  const home = closureKeys(...hydratedSuffixes('en'));
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      // What a visit adds: the route's chunk and the shared chunks it imports that `/`, hydrated, did
      // not load.
      const extra = [...staticClosure(manifest, key)].filter((k) => !home.has(k));
      const files = filesOf(manifest, extra);
      return {
        name: chunk.name ?? path.basename(key),
        own: gzipKb(path.join(outDir, chunk.file)),
        js: sum(outDir, files.js),
        css: sum(outDir, files.css),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const byLanguage = (files: (language: string) => Set<string>) => ({
    en: sum(outDir, files('en')),
    ar: sum(outDir, files('ar')),
    fr: sum(outDir, files('fr')),
  });
  return {
    js: sum(outDir, firstLoad('en')),
    entryJs: sum(outDir, firstFiles.js),
    jsByLanguage: byLanguage(firstLoad),
    hydratedByLanguage: byLanguage(hydrated),
    jsBrotli: sum(outDir, firstLoad('en'), brotliKb),
    css: sum(outDir, firstFiles.css),
    jsFiles: firstLoad('en'),
    lazy,
  };
}

/** Builds one page from `main` (a main.tsx) with the same Vite, and weighs what it loads first. */
async function buildBaselinePage(name: string, main: readonly string[]) {
  const src = path.join(work, `${name}-src`);
  const outDir = path.join(work, name);
  mkdirSync(src, { recursive: true });
  writeFileSync(
    path.join(src, 'index.html'),
    '<!doctype html><html lang="en"><head><title>baseline</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(path.join(src, 'main.tsx'), main.join('\n'));
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
  return sum(outDir, filesOf(manifest, staticClosure(manifest, entryKey)).js);
}

/**
 * The floors any page of this shop stands on: a bare React 19 + react-dom page, and one that
 * hydrates with React Router's declarative parts the frame uses.
 */
async function buildBaselines() {
  const react = await buildBaselinePage('baseline', [
    "import { createRoot } from 'react-dom/client';",
    "const root = document.getElementById('root');",
    'if (root) createRoot(root).render(<h1>baseline</h1>);',
  ]);
  const router = await buildBaselinePage('baseline-router', [
    "import { hydrateRoot } from 'react-dom/client';",
    "import { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';",
    'function Page() {',
    '  const [params] = useSearchParams();',
    '  const navigate = useNavigate();',
    '  const { pathname } = useLocation();',
    "  return <button type=\"button\" onClick={() => navigate('/b')}>{pathname}{params.get('q')}</button>;",
    '}',
    "const root = document.getElementById('root');",
    'if (root)',
    '  hydrateRoot(',
    '    root,',
    '    <BrowserRouter>',
    '      <Link to="/">home</Link><NavLink to="/a">a</NavLink>',
    '      <Routes><Route path="*" element={<Page />} /></Routes>',
    '    </BrowserRouter>,',
    '  );',
  ]);
  return { react, router };
}

try {
  const shop = await buildShop(path.join(work, 'shop'));
  const baseline = await buildBaselines();

  console.info('\nFirst load of / until it answers (gzip level 9; 1 kB = 1000 bytes)');
  console.info(
    `  JS   ${kb(shop.js)}   budget ${kb(BUDGET_KB)}   bare React 19 page ${kb(baseline.react)}   with React Router ${kb(baseline.router)}`,
  );
  console.info(
    `       the entry chunk and its imports ${kb(shop.entryJs)} + the frame's texts ${kb(shop.js - shop.entryJs)}: all main.tsx awaits before hydrateRoot`,
  );
  console.info(`  JS   ${kb(shop.jsBrotli)}   with brotli 11, as browsers receive it`);
  console.info(`  CSS  ${kb(shop.css)}   budget ${kb(CSS_BUDGET_KB)}`);
  const { en, ar, fr } = shop.jsByLanguage;
  console.info("\nFirst-load JS with the page language's frame texts (fonts not counted)");
  console.info(`  /      ${kb(en)}`);
  console.info(`  /ar/   ${kb(ar)}   Arabic adds ${kb(ar - en)} (goal 3.0 kB)`);
  console.info(`  /fr/   ${kb(fr)}   French adds ${kb(fr - en)}`);
  for (const file of [...shop.jsFiles].sort()) {
    console.info(`       ${kb(gzipKb(path.join(work, 'shop', file)))}  ${file}`);
  }
  const hydrated = shop.hydratedByLanguage;
  console.info(
    "\nThen, not awaited: the page's content of / hydrated (query client and its data, the whole catalogue, route table, home page, account links, footer)",
  );
  console.info(`  /      ${kb(hydrated.en)}   (${kb(hydrated.en - en)} after the first load)`);
  console.info(`  /ar/   ${kb(hydrated.ar)}   (${kb(hydrated.ar - ar)} after the first load)`);
  console.info(`  /fr/   ${kb(hydrated.fr)}   (${kb(hydrated.fr - fr)} after the first load)`);
  console.info(
    '\nLazy routes: what a first visit adds to / hydrated in English (route chunk, with the shared chunks it needs)',
  );
  console.info(
    `  ${'chunk'.padEnd(24)} ${'own JS'.padStart(10)} ${'added JS'.padStart(10)} ${'added CSS'.padStart(10)}`,
  );
  for (const route of shop.lazy) {
    console.info(`  ${route.name.padEnd(24)} ${kb(route.own)} ${kb(route.js)} ${kb(route.css)}`);
  }
  if (!isFirstLoadOnly) {
    await benchImageBytes();
    await benchServerRendering(path.join(work, 'shop'));
    if (isQuick) console.info('\nLighthouse: left out (--quick)');
    else await benchLighthouse(path.join(work, 'shop'));
    await benchMedia();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// --- Order book: the owner's inbox and figures under 10,000 orders (scripts/bench-order-book.ts) ---
if (!isFirstLoadOnly) await benchOrderBook();
