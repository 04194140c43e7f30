import { afterAll, beforeAll, expect, test } from 'vitest';
import { TrackedOrderSchema } from '#shared/order-book.ts';
import type { Product } from '#shared/product.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { orderBody, placedOrderCount, productsFor } from './order-book.test-kit.ts';

let t: TestApp;
let products: Product[];
beforeAll(async () => {
  // Three new orders an hour from an address, two from an account.
  t = await createTestApp({ ORDERS_PER_ADDRESS_PER_HOUR: '3', ORDERS_PER_HOUR: '2' });
  products = await productsFor(t, 1);
});
afterAll(() => t.close());

/** An order sent from a client address, as a guest or signed in. */
function send(address: string, body: Record<string, unknown>, user: TestUser | null = null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/placed-orders',
    remoteAddress: address,
    headers: { ...SAME_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    payload: body,
  });
}

test('past ORDERS_PER_ADDRESS_PER_HOUR a guest address gets a 429 that says what to do, and nothing is recorded', async () => {
  const first = orderBody(products);
  expect((await send('203.0.113.7', first)).statusCode).toBe(201);
  // Repeats of an order already recorded (an answer lost on the way) do not count.
  for (let repeat = 0; repeat < 4; repeat += 1) {
    const again = await send('203.0.113.7', first);
    expect(again.statusCode).toBe(200);
  }
  expect((await send('203.0.113.7', orderBody(products))).statusCode).toBe(201);
  expect((await send('203.0.113.7', orderBody(products))).statusCode).toBe(201);
  const before = await placedOrderCount(t);

  const refused = await send('203.0.113.7', orderBody(products));
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error).toEqual({
    code: 'TOO_MANY_ORDERS',
    message: 'Many orders were sent from here in the last hour. Please try again later, or call the shop.',
  });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await placedOrderCount(t)).toBe(before);

  // The first order is still there for its customer, limit or not.
  const repeated = await send('203.0.113.7', first);
  expect(repeated.statusCode).toBe(200);
  const original = await send('203.0.113.8', first);
  expect(TrackedOrderSchema.parse(repeated.json()).reference).toBe(
    TrackedOrderSchema.parse(original.json()).reference,
  );
  // Another address is not affected.
  expect((await send('203.0.113.8', orderBody(products))).statusCode).toBe(201);
});

test('signing up does not reset the count: new accounts from an address at its limit are refused too', async () => {
  for (let order = 0; order < 3; order += 1) {
    expect((await send('198.51.100.20', orderBody(products))).statusCode).toBe(201);
  }
  expect((await send('198.51.100.20', orderBody(products))).statusCode).toBe(429);
  const before = await placedOrderCount(t);
  for (let account = 0; account < 5; account += 1) {
    const fresh = await createUser(t.app);
    const refused = await send('198.51.100.20', orderBody(products), fresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('TOO_MANY_ORDERS');
  }
  expect(await placedOrderCount(t)).toBe(before);
});

test('an account counts on its own as well: moving to another address does not reset it', async () => {
  const layla = await createUser(t.app);
  expect((await send('198.51.100.30', orderBody(products), layla)).statusCode).toBe(201);
  expect((await send('198.51.100.31', orderBody(products), layla)).statusCode).toBe(201);
  const refused = await send('198.51.100.32', orderBody(products), layla);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.code).toBe('TOO_MANY_ORDERS');
  // The refusal used nothing of the fresh address: a guest there still has all three.
  for (let order = 0; order < 3; order += 1) {
    expect((await send('198.51.100.32', orderBody(products))).statusCode).toBe(201);
  }
  // And another account behind the first address is not held back by Layla's.
  const omar = await createUser(t.app);
  expect((await send('198.51.100.30', orderBody(products), omar)).statusCode).toBe(201);
});
