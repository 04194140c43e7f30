import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { storeImage } from '#server/modules/media/image.service.ts';
import { createLocalMediaStorage } from '#server/modules/media/media.storage.local.ts';
import { renderBottlePng } from '#server/modules/seed/bottle-image.ts';
import { DEMO_PRODUCTS } from '#server/modules/seed/demo-catalogue.ts';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantFormat, variantName } from '#shared/image-variants.ts';
import { CHROMIUM_UI_FEATURES_OFF } from '#tests/e2e/chromium-flags.ts';
import { type Shop, startShop } from './bench-shop.ts';
import { ROOT } from './lib.ts';

/**
 * The product page's part of `npm run bench` (docs/decisions/081, 085): the bytes a phone
 * downloads for one product image, and a Lighthouse mobile run on a product page (SEO and
 * accessibility). Figures only.
 */
const LIGHTHOUSE_VERSION = '12.8.2';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;

/** The width a browser picks from a srcset: the smallest at least as wide as the pixels needed. */
function chosenWidth(cssPx: number, density: number): number {
  const needed = cssPx * density;
  return IMAGE_VARIANT_WIDTHS.find((width) => width >= needed) ?? IMAGE_VARIANT_WIDTHS.at(-1) ?? 0;
}

/**
 * A stand-in for a phone photo of a bottle: 1600 px, soft light, sensor grain, JPEG quality 85
 * (about what a phone saves). The demo catalogue's drawn bottles are far simpler than that.
 */
async function photoLikeUpload(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1600"><defs><radialGradient id="l" cx="0.4" cy="0.35" r="0.9"><stop offset="0" stop-color="#efe6d8"/><stop offset="1" stop-color="#8a7a66"/></radialGradient><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#3a1f0f"/><stop offset="0.45" stop-color="#8a5a2b"/><stop offset="1" stop-color="#2a160a"/></linearGradient></defs><rect width="1600" height="1600" fill="url(#l)"/><rect x="560" y="560" width="480" height="820" rx="60" fill="url(#g)"/><rect x="700" y="330" width="200" height="240" rx="20" fill="#c9a34e"/><ellipse cx="800" cy="1420" rx="420" ry="50" fill="#000" opacity="0.25"/></svg>`;
  const grain = await sharp({
    create: {
      width: 1600,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function benchImageBytes(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-media-'));
  try {
    const media = createLocalMediaStorage(dir);
    console.info('\nProduct images: bytes a phone downloads (AVIF in Chromium, WebP elsewhere)');
    console.info(
      `  ${'upload'.padEnd(28)} ${'original'.padStart(10)} ${'card 160px@2x'.padStart(22)} ${'page 390px@3x'.padStart(22)}`,
    );
    const uploads = [
      { label: 'phone-like photo (1600px JPEG)', data: await photoLikeUpload() },
      ...(await Promise.all(
        DEMO_PRODUCTS.slice(0, 2).map(async (demo) => ({
          label: `demo ${demo.name}`.slice(0, 26),
          data: await renderBottlePng(demo.bottle),
        })),
      )),
    ];
    for (const { label, data: upload } of uploads) {
      const stored = await storeImage(media, upload, 'upload.img');
      const size = (width: number, format: ImageVariantFormat) =>
        readFileSync(path.join(dir, variantName(stored.fileName, width as 320, format))).length;
      const card = chosenWidth(160, 2);
      // The page's main image is 92vw wide on a phone (PAGE_IMAGE_SIZES).
      const page = chosenWidth(Math.round(390 * 0.92), 3);
      const cell = (width: number) => `${kb(size(width, 'avif'))} /${kb(size(width, 'webp'))}`;
      console.info(
        `  ${label.padEnd(28)} ${kb(upload.length)} ${`${width(card)} ${cell(card)}`.padStart(22)} ${`${width(page)} ${cell(page)}`.padStart(22)}`,
      );
    }
    console.info('  goals: card ≤ 15 kB, page ≤ 60 kB');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const width = (w: number) => `${w}w`;

/** Lighthouse stays out of the project's lockfile (STACK.md): installed on demand in .tmp/. */
function lighthouseBin(): string {
  const prefix = path.join(ROOT, '.tmp', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const bin = path.join(prefix, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) {
    mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        '--no-save',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'ignore' },
    );
  }
  return bin;
}

/** Starts the shop on the built client with the demo catalogue and audits one product page. */
export async function benchLighthouse(clientDir: string): Promise<void> {
  console.info(`\nLighthouse ${LIGHTHOUSE_VERSION} (mobile) on a product page`);
  if (!existsSync(CHROME_PATH)) {
    console.info(`  not run: no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-lh-'));
  let shop: Shop | undefined;
  try {
    const bin = lighthouseBin();
    shop = await startShop(clientDir, dataDir);
    const origin = shop.url;
    const products = (await (await fetch(`${origin}/api/products`)).json()) as { path: string }[];
    const productPath = products[0]?.path ?? '/';
    const result = runLighthouse(bin, `${origin}${productPath}`, 'seo,accessibility');
    console.info(`  page ${productPath}`);
    for (const category of ['seo', 'accessibility']) {
      const score = result.categories[category]?.score;
      console.info(
        `  ${category.padEnd(14)} ${score === null || score === undefined ? 'n/a' : Math.round(score * 100)}`,
      );
    }
    const failing = Object.values(result.audits).filter((audit) => audit.score !== null && audit.score < 1);
    for (const audit of failing.slice(0, 10)) console.info(`    below 100: ${audit.title}`);
    benchPagePerformance(bin, origin, ['/', '/perfumes', productPath, '/explore-perfumes', '/ar/']);
  } catch (error) {
    console.info(`  not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; numericValue?: number }>;
}

/**
 * One Lighthouse run. Lighthouse itself sometimes fails to record its trace ("NO_NAVSTART", "Please
 * run Lighthouse again"): such a run is tried again, up to three times, rather than ending the bench.
 */
function runLighthouse(bin: string, url: string, categories: string, flags: string[] = []): LighthouseResult {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouseOnce(bin, url, categories, flags);
    } catch (error) {
      const output = `${error instanceof Error ? error.message : ''}${(error as { stderr?: Buffer }).stderr ?? ''}`;
      if (attempt >= 3 || !output.includes('Please run Lighthouse again')) throw error;
      console.info(`    Lighthouse failed to record ${url} (attempt ${attempt}); running it again`);
    }
  }
}

function runLighthouseOnce(bin: string, url: string, categories: string, flags: string[]): LighthouseResult {
  const report = execFileSync(
    bin,
    [
      url,
      `--only-categories=${categories}`,
      '--form-factor=mobile',
      '--output=json',
      '--quiet',
      `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-features=${CHROMIUM_UI_FEATURES_OFF}`,
      ...flags,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  return JSON.parse(report) as LighthouseResult;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const RUNS = 3;

/** The page's own scripts (Vite's assets), blocked for the baseline run. */
const NO_SCRIPTS = ['--blocked-url-patterns=*/assets/*.js'];

/**
 * Lighthouse's mobile performance (4x CPU slowdown, slow 4G) on the server-rendered pages: the
 * median of 3 runs per page, beside the pages' goal (score at least 98, LCP at most 1.2 s, TBT
 * at most 50 ms, CLS at most 0.01), and under each page its baseline in the same run: the same
 * page with its scripts blocked, which is what this machine gives the server's HTML and styles
 * alone. Figures, not a verdict.
 */
function benchPagePerformance(bin: string, origin: string, paths: string[]): void {
  console.info(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile performance, median of ${RUNS} runs`);
  const row = (label: string, score: string, lcp: string, fcp: string, tbt: string, cls: string) =>
    console.info(
      `  ${label.padEnd(34)} ${score.padStart(6)} ${lcp.padStart(8)} ${fcp.padStart(8)} ${tbt.padStart(8)} ${cls.padStart(7)}`,
    );
  row('page', 'score', 'LCP', 'FCP', 'TBT', 'CLS');
  row('goal', '≥98', '≤1.2 s', '', '≤50 ms', '≤0.01');
  const measure = (label: string, url: string, flags: string[] = []) => {
    const runs = Array.from({ length: RUNS }, () => runLighthouse(bin, url, 'performance', flags));
    const metric = (id: string) => median(runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN));
    const score = median(runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)));
    row(
      label,
      String(score),
      `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${(metric('first-contentful-paint') / 1000).toFixed(2)} s`,
      `${metric('total-blocking-time').toFixed(0)} ms`,
      metric('cumulative-layout-shift').toFixed(3),
    );
    return runs.at(-1);
  };
  for (const pagePath of paths) {
    const last = measure(pagePath.slice(0, 34), `${origin}${pagePath}`);
    const noticed = ['errors-in-console', 'csp-xss', 'inspector-issues'].filter(
      (id) => last?.audits[id]?.score !== null && (last?.audits[id]?.score ?? 1) < 1,
    );
    if (noticed.length > 0)
      console.info(`    noticed: ${noticed.map((id) => last?.audits[id]?.title).join('; ')}`);
    measure('  baseline: its scripts blocked', `${origin}${pagePath}`, NO_SCRIPTS);
  }
}
