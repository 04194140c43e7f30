import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '#server/db/database.ts';
import { type LoadFigures, load } from './bench-load.ts';
import { type Shop, startShop } from './bench-shop.ts';

/**
 * What each public page costs the server, as a guest gets it (docs/decisions/195): CPU per request
 * beside the health route's, p50/p99 at CONNECTIONS concurrent requests, and what the page weighs
 * (HTML, the JSON in it, the JavaScript it loads), with the demo catalogue and with LARGE_CATALOGUE
 * perfumes side by side. Figures only: the machine is shared and noisy.
 */
const CONNECTIONS = 50;
const DURATION_MS = 4000;
const LARGE_CATALOGUE = 2000;

interface Route {
  name: string;
  path: (productPath: string) => string;
}

const ROUTES: Route[] = [
  { name: 'GET /api/health', path: () => '/api/health' },
  { name: '/', path: () => '/' },
  { name: '/perfumes', path: () => '/perfumes' },
  { name: '/ar/perfumes', path: () => '/ar/perfumes' },
  { name: 'a product page', path: (product) => product },
  { name: '/explore-perfumes (brands)', path: () => '/explore-perfumes' },
  { name: 'GET /api/products', path: () => '/api/products' },
];

interface Weight {
  html: number;
  brotli: number;
  json: number;
  js: number;
}

interface Measured {
  count: number;
  rows: { name: string; figures: LoadFigures; weight: Weight | null }[];
}

/** Copies of the newest perfume, as the admin would add them: a catalogue of `count` in all. */
async function growCatalogue(dataDir: string, count: number): Promise<void> {
  const database = openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const rows = await database.db.selectFrom('product').selectAll().orderBy('created_at', 'desc').execute();
    const model = rows[0];
    if (!model) throw new Error('the demo catalogue is empty');
    const copies = Array.from({ length: Math.max(0, count - rows.length) }, (_, i) => ({
      ...model,
      id: randomUUID(),
      name: `${model.name} ${i + 1}`,
      created_at: new Date(Date.parse(String(model.created_at)) - (i + 1) * 60_000).toISOString(),
      updated_at: new Date().toISOString(),
    }));
    for (let i = 0; i < copies.length; i += 100) {
      await database.db
        .insertInto('product')
        .values(copies.slice(i, i + 100))
        .execute();
    }
  } finally {
    await database.close();
  }
}

/** The bytes on the wire for `encoding` ('identity' for the plain page), not decoded. */
function wireBytes(url: string, encoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A page's HTML, the JSON it carries and the JavaScript its HTML loads (gzip, as sent). */
async function weigh(url: string, clientDir: string): Promise<Weight> {
  const html = (await wireBytes(url, 'identity')).toString();
  const brotli = (await wireBytes(url, 'br')).length;
  const json = [...html.matchAll(/<script[^>]*type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (total, match) => total + Buffer.byteLength(match[1] ?? ''),
    0,
  );
  const scripts = [
    ...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const js = [...new Set(scripts)].reduce(
    (total, file) => total + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length,
    0,
  );
  return { html: Buffer.byteLength(html), brotli, json, js };
}

async function measureAll(shop: Shop, clientDir: string): Promise<Measured> {
  const products = (await (await fetch(`${shop.url}/api/products`)).json()) as { path: string }[];
  const productPath = products[0]?.path ?? '/';
  const rows: Measured['rows'] = [];
  for (const route of ROUTES) {
    const url = `${shop.url}${route.path(productPath)}`;
    const options = { connections: CONNECTIONS, durationMs: DURATION_MS, pid: shop.pid };
    await load(url, { ...options, durationMs: 1000 }).catch(() => undefined); // warm-up: connections, JIT, caches
    const figures = await load(url, options);
    const isPage = !route.name.startsWith('GET ');
    rows.push({ name: route.name, figures, weight: isPage ? await weigh(url, clientDir) : null });
  }
  return { count: products.length, rows };
}

const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : 1)} ms`;
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

function print(small: Measured, large: Measured) {
  const head = (count: number) => `${count} perfumes`.padEnd(44);
  console.info(
    `\nPublic pages as a guest gets them (${CONNECTIONS} connections, ${DURATION_MS / 1000} s per route; goal: CPU per request ≤ 2x the health route's)`,
  );
  console.info(`  ${''.padEnd(28)} ${head(small.count)} ${head(large.count)}`);
  const columns = `${'CPU/req'.padStart(10)} ${'× health'.padStart(8)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}`;
  console.info(`  ${'route'.padEnd(28)} ${columns}    ${columns}`);
  const cells = (measured: Measured, index: number) => {
    const health = measured.rows[0]?.figures.cpuMs ?? Number.NaN;
    const figures = measured.rows[index]?.figures;
    if (!figures) return ''.padEnd(44);
    const failed = figures.failures > 0 ? ` (${figures.failures} failed)` : '';
    return `${ms(figures.cpuMs).padStart(10)} ${(figures.cpuMs / health).toFixed(2).padStart(8)} ${ms(figures.p50).padStart(10)} ${ms(figures.p99).padStart(10)}${failed}`;
  };
  for (const [index, row] of small.rows.entries()) {
    console.info(`  ${row.name.padEnd(28)} ${cells(small, index)}    ${cells(large, index)}`);
  }
  console.info(
    '\nWhat each page weighs (HTML as sent plain and with brotli, the JSON in it, the JS its HTML loads, gzip)',
  );
  const weightColumns = `${'HTML'.padStart(9)} ${'brotli'.padStart(9)} ${'JSON'.padStart(9)} ${'JS'.padStart(9)}`;
  console.info(`  ${''.padEnd(28)} ${head(small.count)} ${head(large.count)}`);
  console.info(`  ${'page'.padEnd(28)} ${weightColumns}       ${weightColumns}`);
  const weightCells = (weight: Weight | null | undefined) =>
    weight
      ? `${kb(weight.html).padStart(9)} ${kb(weight.brotli).padStart(9)} ${kb(weight.json).padStart(9)} ${kb(weight.js).padStart(9)}`
      : ''.padEnd(39);
  for (const [index, row] of small.rows.entries()) {
    if (!row.weight) continue;
    console.info(
      `  ${row.name.padEnd(28)} ${weightCells(row.weight)}       ${weightCells(large.rows[index]?.weight)}`,
    );
  }
}

export async function benchServerRendering(clientDir: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-ssr-'));
  let shop: Shop | undefined;
  try {
    shop = await startShop(clientDir, dataDir);
    const small = await measureAll(shop, clientDir);
    await shop.stop();
    await growCatalogue(dataDir, LARGE_CATALOGUE);
    shop = await startShop(clientDir, dataDir);
    print(small, await measureAll(shop, clientDir));
  } catch (error) {
    console.info(`  not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
