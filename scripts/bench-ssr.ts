import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/database.ts';
import { type Shop, startShop } from './bench-shop.ts';

/**
 * What rendering pages on the server costs (docs/decisions/100): requests per second and p50/p99 of
 * `/` and `/perfumes` rendered per request, beside the same shell served as a static file, the
 * health route and the catalogue's JSON, at CONNECTIONS concurrent requests, in the same run; then
 * again with 500 perfumes in the catalogue. Figures only: the machine is shared and noisy.
 */
const CONNECTIONS = 10;
const DURATION_MS = 4000;
const LARGE_CATALOGUE = 500;
/** What a browser sends: the catalogue's JSON goes out compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' };

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * One GET on a kept-alive connection, its body read as it comes: what a load tool such as wrk does.
 * The body is not decompressed: that is the browser's work, not the server's.
 */
function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent, headers: BROWSER_HEADERS }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function load(url: string): Promise<Figures> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const status = await get(url, agent);
        if (status >= 200 && status < 300) latencies.push(performance.now() - sent);
        else failures += 1;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    p50: at(0.5),
    p99: at(0.99),
    failures,
  };
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

const ROUTES = [
  ['GET /api/health', '/api/health'],
  ['static shell (file)', '/static-shell.html'],
  ['GET / (rendered)', '/'],
  ['GET /perfumes (rendered)', '/perfumes'],
  ['GET /api/products', '/api/products'],
] as const;

async function measureAll(app: Shop) {
  const rows: { name: string; figures: Figures }[] = [];
  for (const [name, route] of ROUTES) {
    await load(`${app.url}${route}`).catch(() => undefined); // warm-up (connections, JIT, caches)
    rows.push({ name, figures: await load(`${app.url}${route}`) });
  }
  return rows;
}

function print(title: string, rows: { name: string; figures: Figures }[]) {
  const health = rows[0]?.figures.perSecond ?? 1;
  const file = rows[1]?.figures.perSecond ?? 1;
  console.info(`\n${title}`);
  console.info(
    `  ${'route'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'× health'.padStart(9)} ${'× file'.padStart(8)} ${'failed'.padStart(7)}`,
  );
  for (const { name, figures } of rows) {
    console.info(
      `  ${name.padEnd(26)} ${figures.perSecond.toFixed(0).padStart(8)} ${`${figures.p50.toFixed(1)} ms`.padStart(9)} ${`${figures.p99.toFixed(1)} ms`.padStart(9)} ${(figures.perSecond / health).toFixed(2).padStart(9)} ${(figures.perSecond / file).toFixed(2).padStart(8)} ${String(figures.failures).padStart(7)}`,
    );
  }
}

export async function benchServerRendering(clientDir: string): Promise<void> {
  // The shell as a plain file beside the pages: what serving without rendering costs.
  copyFileSync(path.join(clientDir, 'index.html'), path.join(clientDir, 'static-shell.html'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-ssr-'));
  let app: Shop | undefined;
  try {
    app = await startShop(clientDir, dataDir);
    const demo = await measureAll(app);
    print(
      `Server rendering (${CONNECTIONS} connections, ${DURATION_MS / 1000} s per route, demo catalogue; goal: / ≥ 0.25× the file, p99 ≤ 50 ms; JSON ≥ 0.8× health)`,
      demo,
    );
    await app.stop();
    await growCatalogue(dataDir, LARGE_CATALOGUE);
    app = await startShop(clientDir, dataDir);
    print(
      `The same with ${LARGE_CATALOGUE} perfumes (/perfumes shows the first page of cards)`,
      await measureAll(app),
    );
  } catch (error) {
    console.info(`  not run: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
