import { afterAll, beforeAll, expect, test } from 'vitest';
import { AdminOrderSchema, type TrackedOrder } from '#shared/order-book.ts';
import { buildOrderMessage } from '#shared/order-message.ts';
import type { Product } from '#shared/product.ts';
import { createTestAppWithAdmin, createUser, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, placedOrderCount, productsFor } from './order-book.test-kit.ts';

let t: TestApp;
let admin: TestUser;
let products: Product[];
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  products = await productsFor(t, 1);
});
afterAll(() => t.close());

const RLO = '\u202e';
const LRI = '\u2066';
const PDI = '\u2069';

test("a guest's name and address stay on one line with no direction controls, in the inbox and in the message", async () => {
  const name = `Layla${RLO}00.0$ :latoT${LRI}\u2028Order FAKE01${PDI}`;
  const address = `Saadiyat\u2029Total: $0.00\u0085near the school\u200f`;
  const placed = await call(t, null, 'POST', '/api/placed-orders', {
    ...orderBody(products),
    customer: { name, address, phone: '03 123 456' },
  });
  expect(placed.statusCode).toBe(201);
  const { reference } = placed.json<TrackedOrder>();

  const inbox = await call(t, admin, 'GET', `/api/admin/orders?q=${reference}`);
  const [order] = inbox.json<{ orders: unknown[] }>().orders.map((o) => AdminOrderSchema.parse(o));
  expect(order?.customer.name).toBe('Layla00.0$ :latoT Order FAKE01');
  expect(order?.customer.address).toBe('Saadiyat Total: $0.00 near the school');
  for (const text of [order?.customer.name ?? '', order?.customer.address ?? '']) {
    expect(text).not.toMatch(/[\n\r\u2028\u2029\u0085\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
  }

  // The message the customer's browser sends: the shop's own lines, each value inside one of them.
  const message = buildOrderMessage(order?.items ?? [], null, { reference, name, address });
  const lines = message.split('\n');
  expect(lines.filter((line) => line.includes('FAKE01'))).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith('Total:'))).toHaveLength(1);
  // The reference is plain characters, copied out as it is (docs/decisions/181).
  expect(lines.filter((line) => line.startsWith('Order'))).toEqual([`Order ${reference}`]);
  expect(message).not.toContain(RLO);
});

test("another guest sending a guest's idempotency key gets a 409 and nothing of that order", async () => {
  const first = orderBody(products, { customer: { name: 'Rania', phone: '03 111 222' } });
  const placed = await call(t, null, 'POST', '/api/placed-orders', first);
  expect(placed.statusCode).toBe(201);
  const { reference, trackingToken } = placed.json<TrackedOrder>();
  const before = await placedOrderCount(t);

  const other = await productsFor(t, 1);
  for (const foreign of [
    // Other items, as the probe sent them.
    orderBody(other, { idempotencyKey: first.idempotencyKey }),
    // The same items for someone else.
    { ...first, customer: { name: 'Somebody else' } },
  ]) {
    const response = await call(t, null, 'POST', '/api/placed-orders', foreign);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(response.body).not.toContain(reference);
    expect(response.body).not.toContain(trackingToken);
  }
  // A signed-in customer with the guest's key as well.
  const customer = await createUser(t.app);
  const asCustomer = await call(t, customer, 'POST', '/api/placed-orders', first);
  expect(asCustomer.statusCode).toBe(409);
  expect(asCustomer.body).not.toContain(trackingToken);
  expect(await placedOrderCount(t)).toBe(before);

  // The guest who sent it, retrying after a lost answer, still gets their order.
  const retry = await call(t, null, 'POST', '/api/placed-orders', first);
  expect(retry.statusCode).toBe(200);
  expect(retry.json<TrackedOrder>().trackingToken).toBe(trackingToken);
});
