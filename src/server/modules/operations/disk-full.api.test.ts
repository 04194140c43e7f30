import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orderBody } from '#server/modules/order-book/order-book.test-kit.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import type { Product } from '#shared/product.ts';
import { createProduct } from '#tests/helpers/factories.ts';
import {
  buildLoggedApp,
  createTestDatabase,
  SAME_ORIGIN,
  type TestDatabase,
} from '#tests/helpers/test-app.ts';

/**
 * The disk fills up. On SQLite for real: the database may not grow past the pages it has
 * (max_page_count), and SQLite answers SQLITE_FULL as on a full disk. On PostgreSQL, whose disk a
 * test cannot fill, its driver answers every write with PostgreSQL's own disk_full error (53100).
 */
let app: FastifyInstance;
let database: TestDatabase;
let product: Product;
const logLines: Record<string, unknown>[] = [];
let isPgDiskFull = false;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildLoggedApp(database, logLines, 'info');
  await app.ready();
  product = await createProduct(app);
  if (app.database.pgPool) failPgWritesWhileFull(app.database.pgPool);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

function failPgWritesWhileFull(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
  const patched = new WeakSet<pg.PoolClient>();
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = async (...args: unknown[]) => {
    // The callback form (pg's own internals) is left as it is.
    if (args.length > 0) return connect(...args);
    const client = await connect();
    if (!patched.has(client)) {
      patched.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const first = args[0];
        const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
        if (isPgDiskFull && /^\s*(insert|update|delete)\b/i.test(text)) {
          const error = Object.assign(
            new Error('could not extend file "base/16384/16500": No space left on device'),
            { code: '53100', severity: 'ERROR' },
          );
          return Promise.reject(error);
        }
        return query(...args);
      };
    }
    return client;
  };
}

async function fillTheDisk(): Promise<void> {
  if (database.kind === 'postgres') {
    isPgDiskFull = true;
    return;
  }
  // In a transaction, so that the pragma reaches the connection that writes.
  await app.db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(tx);
    await sql.raw(`pragma max_page_count = ${Number(rows[0]?.page_count)}`).execute(tx);
  });
}

async function freeTheDisk(): Promise<void> {
  isPgDiskFull = false;
  if (database.kind === 'sqlite') {
    await app.db.transaction().execute((tx) => sql.raw('pragma max_page_count = 1073741823').execute(tx));
  }
}

const placeOrder = () =>
  app.inject({
    method: 'POST',
    url: '/api/placed-orders',
    headers: SAME_ORIGIN,
    payload: orderBody([product]),
  });

test('out of disk: a clear 503 naming it, the cause in the log, not ready until writes work again', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  await fillTheDisk();
  // Orders fill what room the last pages had left; then one needs a new page.
  let refused = await placeOrder();
  for (let attempt = 0; refused.statusCode === 201 && attempt < 200; attempt += 1)
    refused = await placeOrder();

  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual({ error: { code: 'DISK_FULL', message: EN.fn.errors.DISK_FULL } });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const logged = logLines.find((line) => line.msg === 'out of disk space: writes fail');
  expect(logged).toMatchObject({ level: 50, code: database.kind === 'sqlite' ? 'SQLITE_FULL' : '53100' });
  expect(JSON.stringify(logLines)).not.toMatch(/cannot rollback/i);

  // A load balancer sends nobody here meanwhile; the process itself is alive.
  for (let check = 0; check < 2; check += 1) {
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', disk: 'full' });
  }
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: 'ok' });
  // Reads still answer.
  expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);

  await freeTheDisk();
  const ready = await app.inject({ method: 'GET', url: '/api/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready', database: 'ok', media: 'ok', disk: 'ok' });
  expect((await placeOrder()).statusCode).toBe(201);
}, 120_000);
