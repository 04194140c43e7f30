import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openStream } from '#tests/helpers/event-stream.ts';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createListeningTestApp, createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  ({ t, baseUrl } = await createListeningTestApp());
});
afterAll(() => t.close());

const addToCart = (user: TestUser, productId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { ...SAME_ORIGIN, cookie: user.cookie },
    payload: { productId },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the stream is server-sent events, uncompressed, and refuses a signed-out caller', async () => {
  const user = await createUser(t.app);
  const stream = await openStream(baseUrl, user, { 'accept-encoding': 'gzip, deflate, br' });
  try {
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    await stream.waitFor('ready');
  } finally {
    stream.close();
  }
  const anonymous = await fetch(`${baseUrl}/api/cart/events`);
  expect(anonymous.status).toBe(401);
});

test("a change reaches every connection of the same user within a second, and nothing reaches another user's", async () => {
  const user = await createUser(t.app);
  const other = await createUser(t.app);
  const product = await createProduct(t.app);
  const [tab1, tab2, stranger] = await Promise.all([
    openStream(baseUrl, user),
    openStream(baseUrl, user),
    openStream(baseUrl, other),
  ]);
  try {
    await Promise.all([tab1.waitFor('ready'), tab2.waitFor('ready'), stranger.waitFor('ready')]);

    const added = await addToCart(user, product.id);
    expect(added.statusCode).toBe(201);
    await Promise.all([tab1.waitFor('cart'), tab2.waitFor('cart')]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/${added.json().id}`,
      headers: { ...SAME_ORIGIN, cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    await Promise.all([tab1.waitFor('cart', 2), tab2.waitFor('cart', 2)]);

    await sleep(300);
    expect(stranger.events).toEqual(['ready']);
  } finally {
    for (const stream of [tab1, tab2, stranger]) stream.close();
  }
});

test('a closed connection stops receiving and a refused change sends nothing', async () => {
  const user = await createUser(t.app);
  const product = await createProduct(t.app);
  const stream = await openStream(baseUrl, user);
  await stream.waitFor('ready');
  const refused = await addToCart(user, 'no-such-product');
  expect(refused.statusCode).toBe(404);
  await sleep(200);
  expect(stream.events).toEqual(['ready']);
  stream.close();
  await stream.ended;
  await addToCart(user, product.id);
  expect(stream.events).toEqual(['ready']);
});

test('closing the app ends open streams instead of waiting for them', async () => {
  const own = await createTestApp();
  try {
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(own.app);
    const stream = await openStream(url, user);
    await stream.waitFor('ready');
    const started = Date.now();
    await own.app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3000);
  } finally {
    await own.database.drop();
  }
});

// Several app processes share one PostgreSQL database: LISTEN/NOTIFY carries the change across.
if (inject('databaseKind') === 'postgres') {
  test('with PostgreSQL a change made through one app process reaches a stream held by another', async () => {
    let second: FastifyInstance | null = null;
    try {
      second = await buildApp(t.config, { logger: false });
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(t.app);
      const other = await createUser(t.app);
      const product = await createProduct(t.app);
      const [remote, stranger] = await Promise.all([
        openStream(secondUrl, user),
        openStream(secondUrl, other),
      ]);
      try {
        await Promise.all([remote.waitFor('ready'), stranger.waitFor('ready')]);
        const added = await addToCart(user, product.id);
        expect(added.statusCode).toBe(201);
        await remote.waitFor('cart');
        await sleep(300);
        expect(remote.events).toEqual(['ready', 'cart']);
        expect(stranger.events).toEqual(['ready']);
      } finally {
        remote.close();
        stranger.close();
      }
    } finally {
      await second?.close();
    }
  });
}
