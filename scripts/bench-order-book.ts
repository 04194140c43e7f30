import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Insertable, Kysely } from 'kysely';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type {
  Database,
  PlacedOrderEventTable,
  PlacedOrderItemTable,
  PlacedOrderTable,
} from '#server/db/schema.ts';
import { setUserRole } from '#server/modules/auth/user.repository.ts';
import { orderFigures } from '#server/modules/order-book/figures.repository.ts';
import { generateReference, generateTrackingToken } from '#server/modules/order-book/reference.ts';
import { ORDER_BOOK_STATUSES } from '#shared/order-book.ts';
import type { HttpRun } from './bench-http-client.ts';
import { ROOT } from './lib.ts';

/**
 * npm run bench, order book section: the owner's inbox (first page) and figures with 10,000 orders in
 * the database, p50 and p99 of each route beside the health route's in the same run, over real HTTP
 * on loopback. SQLite in a temp folder; BENCH_DATABASE_URL (postgres://…) runs it on PostgreSQL
 * instead (that database must be empty and disposable). Figures only: it judges nothing.
 */
const ORDERS = 10_000;
const PRODUCTS = 60;
// 2,000 a route: with 400, the p99 was the 4th slowest answer, which one garbage collection (it
// holds every request in flight, 4 at a time) decided alone; the same build read 2.0x to 4.0x.
const REQUESTS = 2000;
const WARM_UP = 40;
const CONCURRENCY = 4;
const DAY_MS = 86_400_000;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

export async function seedOrderBook(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: randomUUID(),
    name: `Bench Perfume ${i + 1}`,
    description: 'A perfume for the benchmark.',
    category: pick(['men', 'women', 'unisex']),
    brand: 'Lattafa',
    style: null,
    image_url: `/media/bench-${i}.webp`,
    file_name: `bench-${i}.webp`,
    background_removed: 0,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('product').values(products).execute();
  const references = new Set<string>();
  while (references.size < ORDERS) references.add(generateReference());
  const refs = [...references];
  const BATCH = 250;
  for (let start = 0; start < ORDERS; start += BATCH) {
    const orders: Insertable<PlacedOrderTable>[] = [];
    const items: Insertable<PlacedOrderItemTable>[] = [];
    const events: Insertable<PlacedOrderEventTable>[] = [];
    for (let i = start; i < Math.min(ORDERS, start + BATCH); i += 1) {
      const id = randomUUID();
      const createdAt = new Date(Date.now() - Math.random() * 60 * DAY_MS).toISOString();
      const lines = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, (_, position) => ({
        order_id: id,
        position,
        product_id: pick(products).id,
        name: 'Bench Perfume',
        category: 'unisex',
        size_100ml_quantity: Math.floor(Math.random() * 3),
        size_100ml_price_cents: 1000,
        size_50ml_quantity: 1 + Math.floor(Math.random() * 2),
        size_50ml_price_cents: 600,
      }));
      const status = pick(ORDER_BOOK_STATUSES);
      orders.push({
        id,
        reference: refs[i] ?? generateReference(),
        tracking_token: generateTrackingToken(),
        idempotency_key: randomUUID(),
        user_id: null,
        status,
        total_cents: lines.reduce((s, l) => s + l.size_100ml_quantity * 1000 + l.size_50ml_quantity * 600, 0),
        location: i % 3 === 0 ? '33.89,35.50' : null,
        customer_name: i % 2 === 0 ? `Customer ${i}` : null,
        customer_phone: i % 2 === 0 ? `+9613${String(100000 + i).slice(-6)}` : null,
        customer_address: null,
        locale: 'en',
        erased_at: null,
        created_at: createdAt,
        updated_at: createdAt,
      });
      items.push(...lines);
      events.push({
        id: randomUUID(),
        order_id: id,
        status: 'new',
        reason: null,
        by_user_id: null,
        by_email: null,
        created_at: createdAt,
      });
      if (status !== 'new') {
        events.push({
          id: randomUUID(),
          order_id: id,
          status,
          reason: null,
          by_user_id: null,
          by_email: 'owner@example.com',
          created_at: createdAt,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('placed_order').values(orders).execute();
      await trx.insertInto('placed_order_item').values(items).execute();
      await trx.insertInto('placed_order_event').values(events).execute();
    });
  }
}

/** p50 and p99 of a route, from a client in its own thread (bench-http-client.ts). */
function measure(url: string, cookie: string): Promise<{ p50: number; p99: number }> {
  const run: HttpRun = {
    url,
    headers: { cookie },
    requests: REQUESTS,
    warmUp: WARM_UP,
    concurrency: CONCURRENCY,
  };
  const worker = new Worker(new URL('./bench-http-client.ts', import.meta.url), { workerData: run });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export async function benchOrderBook(): Promise<void> {
  const tmpRoot = path.join(ROOT, '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpRoot, 'bench-orders-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { logger: false });
  try {
    const email = 'bench-owner@example.com';
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: config.publicUrl },
      payload: { email, password: 'bench-password-2026' },
    });
    if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.statusCode}`);
    await setUserRole(app.db, email, 'admin');
    const setCookie = signUp.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
    const seededAt = performance.now();
    await seedOrderBook(app.db);
    const seedSeconds = (performance.now() - seededAt) / 1000;
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const routes = [
      ['health', '/api/health'],
      // The floor of any admin route: the session check, with no order book work.
      ['session only (/api/me)', '/api/me'],
      ['inbox, first page', '/api/admin/orders'],
      ['inbox, search by name', '/api/admin/orders?q=customer%2042'],
      ['figures', '/api/admin/orders/figures'],
    ] as const;
    const results = [];
    for (const [name, route] of routes)
      results.push({ name, ...(await measure(`${address}${route}`, cookie)) });
    // The route keeps its figures until the order book changes: this is what each change costs.
    const fresh: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      await orderFigures(app.db);
      fresh.push(performance.now() - started);
    }
    fresh.sort((a, b) => a - b);
    const health = results[0]?.p99 ?? 1;
    const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
    console.info(
      `\nOrder book with ${ORDERS.toLocaleString('en')} orders (${databaseUrl ? 'PostgreSQL' : 'SQLite'}; seeded in ${seedSeconds.toFixed(1)} s; ${REQUESTS} requests, ${CONCURRENCY} at a time, as an admin)`,
    );
    console.info(`  ${'route'.padEnd(24)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}   p99 / health p99`);
    for (const r of results) {
      console.info(`  ${r.name.padEnd(24)} ${ms(r.p50)} ${ms(r.p99)}   ${(r.p99 / health).toFixed(1)}x`);
    }
    console.info(
      `  figures computed afresh (after a change; no HTTP): median ${ms(fresh[15] ?? 0)}, slowest ${ms(fresh.at(-1) ?? 0)}`,
    );
    console.info('  goal: the inbox within 3x the health route');
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
