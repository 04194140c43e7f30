import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createListeningTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, productsFor } from './order-book.test-kit.ts';

let t: TestApp;
let baseUrl: string;
let admin: TestUser;
beforeAll(async () => {
  ({ t, baseUrl } = await createListeningTestApp());
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

/** The inbox's event stream over real HTTP; resolves `next(name)` when that event arrives. */
async function inboxStream(url: string, user: TestUser) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/admin/orders/events`, {
    headers: { cookie: user.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const seen: string[] = [];
  let wake: () => void = () => {};
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body ?? []) {
        for (const match of decoder
          .decode(chunk as Uint8Array, { stream: true })
          .matchAll(/^event: (\w+)$/gm)) {
          seen.push(match[1] ?? '');
        }
        wake();
      }
    } catch {
      // closed by the test
    }
  })();
  const count = (name: string) => seen.filter((e) => e === name).length;
  return {
    response,
    async waitFor(name: string, n: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (count(name) < n) {
        if (Date.now() > deadline)
          throw new Error(`no "${name}" #${n} within ${timeoutMs} ms (got ${seen.join(', ')})`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}

test('an admin stream hears of a new order and of a status change; a customer gets 403', async () => {
  const stream = await inboxStream(baseUrl, admin);
  try {
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    await stream.waitFor('ready', 1, 2000);
    const placed = await call(t, null, 'POST', '/api/placed-orders', orderBody(await productsFor(t, 1)));
    expect(placed.statusCode).toBe(201);
    await stream.waitFor('order', 1, 2000);
    const row = await t.app.db
      .selectFrom('placed_order')
      .select('id')
      .where('reference', '=', placed.json().reference)
      .executeTakeFirstOrThrow();
    await call(t, admin, 'POST', `/api/admin/orders/${row.id}/status`, { status: 'confirmed' });
    await stream.waitFor('order', 2, 2000);
  } finally {
    stream.close();
  }
  const customer = await createUser(t.app);
  const refused = await fetch(`${baseUrl}/api/admin/orders/events`, { headers: { cookie: customer.cookie } });
  expect(refused.status).toBe(403);
});

// Several app processes share one PostgreSQL database: LISTEN/NOTIFY carries the new order across.
if (inject('databaseKind') === 'postgres') {
  test('with PostgreSQL an order placed through one app process reaches an inbox held by another', async () => {
    let second: FastifyInstance | null = null;
    try {
      second = await buildApp(t.config, { logger: false });
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      const stream = await inboxStream(secondUrl, admin);
      try {
        await stream.waitFor('ready', 1, 2000);
        const placed = await call(t, null, 'POST', '/api/placed-orders', orderBody(await productsFor(t, 1)));
        expect(placed.statusCode).toBe(201);
        await stream.waitFor('order', 1, 2000);
        // The second process's figures were recomputed too: they count the order placed through the first.
        const figures = await second.inject({
          method: 'GET',
          url: '/api/admin/orders/figures',
          headers: { cookie: admin.cookie },
        });
        expect(figures.json().today.waiting.orders).toBeGreaterThanOrEqual(1);
      } finally {
        stream.close();
      }
    } finally {
      await second?.close();
    }
  });
}
