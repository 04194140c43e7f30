import { rmSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createProduct, createUser } from '#tests/helpers/factories.ts';
import {
  createTestApp,
  createTestDatabase,
  SAME_ORIGIN,
  type TestApp,
  testConfig,
} from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789', METRICS_OPEN_ON_LOOPBACK: 'true' });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('/api/ready answers 200 when the database and the image store answer', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ready', database: 'ok', media: 'ok', disk: 'ok' });
  expect(response.headers['cache-control']).toBe('no-store');
});

test('/api/ready answers 503 naming the image store when it does not answer; /api/health stays 200', async () => {
  const broken = await createTestApp();
  try {
    rmSync(path.join(broken.config.dataDir, 'media'), { recursive: true, force: true });
    const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', media: 'unavailable', disk: 'ok' });
    expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  } finally {
    await broken.close();
  }
});

test('every response carries a fresh request id; a client cannot choose it unless a proxy is trusted', async () => {
  const first = await t.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'forged' },
  });
  const second = await t.app.inject({ method: 'GET', url: '/api/products' });
  expect(first.headers['x-request-id']).toMatch(UUID);
  expect(second.headers['x-request-id']).toMatch(UUID);
  expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);

  const proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
  try {
    const relayed = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'caddy-42' },
    });
    expect(relayed.headers['x-request-id']).toBe('caddy-42');
    const hostile = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\nforged log line' },
    });
    expect(hostile.headers['x-request-id']).toMatch(UUID);
  } finally {
    await proxied.close();
  }
});

test('the JSON log lines of a request carry the id its response returns', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database), { logger: { level: 'info', stream } });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/products?sort=nonsense' });
    const id = response.headers['x-request-id'];
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const ofRequest = logged.filter((entry) => entry.reqId === id);
    expect(ofRequest.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  } finally {
    await app.close();
    await database.drop();
  }
});

test('/metrics speaks the Prometheus text format: requests by route, memory, pool, orders placed', async () => {
  const user = await createUser(t.app);
  const product = await createProduct(t.app);
  const headers = { ...SAME_ORIGIN, cookie: user.cookie };
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId: product.id },
  });
  const itemId = added.json<{ id: string }>().id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/cart/${itemId}/sizes`,
    headers,
    payload: { selectedSizes: [{ size: '100', quantity: 1 }] },
  });
  const before = await scrape();
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { cartItemIds: [itemId] },
  });
  expect(order.statusCode).toBe(201);
  await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });

  const metrics = await scrape();
  expect(metric(metrics, 'shop_orders_placed_total')).toBe(metric(before, 'shop_orders_placed_total') + 1);
  expect(metrics).toContain('http_requests_total{method="POST",route="/api/orders",status_code="201"} 1');
  // One series per route pattern, not per product id.
  expect(metrics).toContain('route="/api/products/:id"');
  expect(metrics).not.toContain(product.id);
  expect(metrics).toMatch(
    /http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/orders"\} \d/,
  );
  expect(metric(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  expect(metrics).toMatch(/shop_db_pool_connections\{state="total"\} \d+/);
});

test('an order placed in the order book counts once, however often the same order is sent', async () => {
  const product = await createProduct(t.app);
  const before = metric(await scrape(), 'shop_orders_placed_total');
  const payload = {
    idempotencyKey: crypto.randomUUID(),
    items: [{ productId: product.id, selectedSizes: [{ size: '50', quantity: 2 }] }],
  };
  const place = () =>
    t.app.inject({ method: 'POST', url: '/api/placed-orders', headers: SAME_ORIGIN, payload });
  const first = await place();
  expect(first.statusCode).toBe(201);
  const repeat = await place();
  expect(repeat.statusCode).toBe(200);
  expect(metric(await scrape(), 'shop_orders_placed_total')).toBe(before + 1);
});

test('/metrics is refused through a proxy and to a wrong token; the right token opens it', async () => {
  const proxied = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect(proxied.statusCode).toBe(403);
  expect(proxied.body).not.toContain('http_requests_total');
  const wrong = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer metrics-token-wrong-wrong' },
  });
  expect(wrong.statusCode).toBe(403);
  const right = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer metrics-token-0123456789' },
  });
  expect(right.statusCode).toBe(200);
  expect(right.headers['content-type']).toContain('text/plain');
});

test('without METRICS_OPEN_ON_LOOPBACK, /metrics needs its token even from this machine', async () => {
  // Behind a proxy that adds no X-Forwarded-For, every visitor arrives from loopback.
  const shop = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
  try {
    const local = await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(403);
    expect(local.body).not.toContain('http_requests_total');
    const withToken = await shop.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(withToken.statusCode).toBe(200);
  } finally {
    await shop.close();
  }
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`${name} is missing from /metrics`);
  return Number(line.slice(name.length + 1));
}
