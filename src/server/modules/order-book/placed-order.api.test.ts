import { afterAll, beforeAll, expect, test } from 'vitest';
import { ReferenceSchema, TrackedOrderSchema, TrackingTokenSchema } from '#shared/order-book.ts';
import { createUser } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, placedOrderCount, productsFor } from './order-book.test-kit.ts';
import { placeOrder } from './placed-order.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('a guest places an order: the server prices it, keeps it, and answers with a reference and a tracking token', async () => {
  const products = await productsFor(t, 2);
  const body = orderBody(products, {
    location: '33.8938,35.5018',
    customer: { name: ' Layla ', phone: '03 123 456', address: 'Near the old mosque' },
    locale: 'en',
  });
  // Prices the client slips in are ignored.
  const tampered = {
    ...body,
    items: body.items.map((i) => ({
      ...i,
      selectedSizes: i.selectedSizes.map((s) => ({ ...s, priceCents: 1 })),
    })),
    totalCents: 1,
  };
  const response = await call(t, null, 'POST', '/api/placed-orders', tampered);
  expect(response.statusCode).toBe(201);
  const order = TrackedOrderSchema.parse(response.json());
  expect(ReferenceSchema.safeParse(order.reference).success).toBe(true);
  expect(TrackingTokenSchema.safeParse(order.trackingToken).success).toBe(true);
  expect(order.status).toBe('new');
  expect(order.items).toEqual([
    expect.objectContaining({
      productId: products[0]?.id,
      name: products[0]?.name,
      size100mlQuantity: 2,
      size100mlPriceCents: 1000,
      size50mlQuantity: 0,
      size50mlPriceCents: 600,
    }),
    expect.objectContaining({ productId: products[1]?.id, size100mlQuantity: 0, size50mlQuantity: 3 }),
  ]);
  expect(order.totalCents).toBe(2 * 1000 + 3 * 600);
  expect(order.history.map((h) => h.status)).toEqual(['new']);
  // Personal data never comes back on the customer's side.
  expect(JSON.stringify(order)).not.toContain('Layla');

  const row = await t.app.db
    .selectFrom('placed_order')
    .selectAll()
    .where('reference', '=', order.reference)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    user_id: null,
    customer_name: 'Layla',
    customer_phone: '+9613123456',
    customer_address: 'Near the old mosque',
    location: '33.8938,35.5018',
    locale: 'en',
    total_cents: 3800,
  });
  const tracked = await call(t, null, 'GET', `/api/track/${order.trackingToken}`);
  expect(tracked.statusCode).toBe(200);
  expect(tracked.headers['cache-control']).toBe('no-store');
  expect(TrackedOrderSchema.parse(tracked.json())).toEqual(order);
});

test('a signed-in customer places an order; it is theirs, listed for them only, and their answers are remembered', async () => {
  const [alice, bob] = [await createUser(t.app), await createUser(t.app)];
  const products = await productsFor(t, 1);
  const placed = await call(
    t,
    alice,
    'POST',
    '/api/placed-orders',
    orderBody(products, {
      customer: { name: 'Alice', phone: '+961 71 123 456', address: 'Main road, blue gate' },
    }),
  );
  expect(placed.statusCode).toBe(201);
  const order = TrackedOrderSchema.parse(placed.json());
  const mine = await call(t, alice, 'GET', '/api/account/orders');
  expect(mine.json().map((o: { reference: string }) => o.reference)).toEqual([order.reference]);
  expect((await call(t, bob, 'GET', '/api/account/orders')).json()).toEqual([]);
  expect((await call(t, alice, 'GET', '/api/account/details')).json()).toEqual({
    name: 'Alice',
    phone: '+96171123456',
    address: 'Main road, blue gate',
  });
  expect((await call(t, alice, 'GET', '/api/account/orders/count')).json()).toEqual({ count: 1 });
  expect((await call(t, bob, 'GET', '/api/account/orders/count')).json()).toEqual({ count: 0 });
  expect((await call(t, null, 'GET', '/api/account/orders/count')).statusCode).toBe(401);
  expect((await call(t, null, 'GET', '/api/account/orders')).statusCode).toBe(401);
  expect((await call(t, null, 'GET', '/api/account/details')).statusCode).toBe(401);
});

test('the same idempotency key twice makes one order, and the second answer is that order', async () => {
  const products = await productsFor(t, 1);
  const body = orderBody(products);
  const before = await placedOrderCount(t);
  const first = await call(t, null, 'POST', '/api/placed-orders', body);
  const second = await call(t, null, 'POST', '/api/placed-orders', body);
  expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
  expect(second.json()).toEqual(first.json());
  expect(await placedOrderCount(t)).toBe(before + 1);
});

test('20 concurrent sends of one key make one order', async () => {
  const products = await productsFor(t, 2);
  const body = orderBody(products);
  const before = await placedOrderCount(t);
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => call(t, null, 'POST', '/api/placed-orders', body)),
  );
  const statuses = responses.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 200)).toHaveLength(19);
  expect(new Set(responses.map((r) => r.json().reference)).size).toBe(1);
  expect(await placedOrderCount(t)).toBe(before + 1);
});

test("another customer's idempotency key is refused, not answered with their order", async () => {
  const [alice, bob] = [await createUser(t.app), await createUser(t.app)];
  const body = orderBody(await productsFor(t, 1));
  expect((await call(t, alice, 'POST', '/api/placed-orders', body)).statusCode).toBe(201);
  const stolen = await call(t, bob, 'POST', '/api/placed-orders', body);
  expect(stolen.statusCode).toBe(409);
  expect(stolen.body).not.toContain('trackingToken');
  expect((await call(t, null, 'POST', '/api/placed-orders', body)).statusCode).toBe(409);
});

test.each([
  ['a phone that is not a phone', { customer: { phone: 'call me maybe' } }, 'customer.phone'],
  ['a foreign phone', { customer: { phone: '+33 6 12 34 56 78' } }, 'customer.phone'],
  ['2,000 characters of address', { customer: { address: 'x'.repeat(2000) } }, 'customer.address'],
  ['a name of 500 characters', { customer: { name: 'n'.repeat(500) } }, 'customer.name'],
  ['an unknown size', { items: 'size75' }, 'items.0.selectedSizes.0.size'],
  ['a negative quantity', { items: 'negative' }, 'items.0.selectedSizes.0.quantity'],
  ['no size at all', { items: 'noSize' }, 'items.0.selectedSizes'],
  ['300 items', { items: 'many' }, 'items'],
  ['no idempotency key', { idempotencyKey: undefined }, 'idempotencyKey'],
  ['a bad location', { location: 'the big tree' }, 'location'],
])('%s is refused with 400 naming the field, and nothing is stored', async (_label, change, field) => {
  const products = await productsFor(t, 1);
  const base = orderBody(products);
  const id = products[0]?.id ?? '';
  const items = {
    size75: [{ productId: id, selectedSizes: [{ size: '75', quantity: 1 }] }],
    negative: [{ productId: id, selectedSizes: [{ size: '50', quantity: -1 }] }],
    noSize: [{ productId: id, selectedSizes: [] }],
    many: Array.from({ length: 300 }, (_, i) => ({
      productId: `p${i}`,
      selectedSizes: [{ size: '50', quantity: 1 }],
    })),
  } as const;
  const body = {
    ...base,
    ...change,
    ...('items' in change ? { items: items[change.items as keyof typeof items] } : {}),
  };
  const before = await placedOrderCount(t);
  const response = await call(t, null, 'POST', '/api/placed-orders', body);
  expect(response.statusCode).toBe(400);
  const paths = (response.json().error.issues ?? []).map((i: { path: string }) => i.path);
  expect(
    paths.some((p: string) => p.endsWith(field)),
    JSON.stringify(paths),
  ).toBe(true);
  expect(await placedOrderCount(t)).toBe(before);
});

test('a perfume no longer in the shop is refused, naming the line', async () => {
  const products = await productsFor(t, 1);
  const body = orderBody(products);
  body.items.push({ productId: 'gone', selectedSizes: [{ size: '100', quantity: 1 }] });
  const response = await call(t, null, 'POST', '/api/placed-orders', body);
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toMatchObject({
    code: 'PRODUCT_NOT_FOUND',
    issues: [{ path: 'body.items.1.productId' }],
  });
});

test('a wrong or unknown tracking token is a 404 that says nothing about any order', async () => {
  const order = (
    await call(t, null, 'POST', '/api/placed-orders', orderBody(await productsFor(t, 1)))
  ).json();
  const wrong = `${order.trackingToken.slice(0, -1)}${order.trackingToken.endsWith('A') ? 'B' : 'A'}`;
  const answers = await Promise.all([
    call(t, null, 'GET', `/api/track/${wrong}`),
    call(t, null, 'GET', `/api/track/${'x'.repeat(43)}`),
  ]);
  for (const answer of answers) {
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain(order.reference);
  }
  expect(answers[0]?.body).toBe(answers[1]?.body);
  // The reference alone opens nothing.
  expect((await call(t, null, 'GET', `/api/track/${order.reference}`)).statusCode).toBe(400);
});

test('references are well-formed and unique over 10,000 orders', { timeout: 240_000 }, async () => {
  const [product] = await productsFor(t, 1);
  const prices = { '100': 1000, '50': 600 } as const;
  const batch = 200;
  for (let start = 0; start < 10_000; start += batch) {
    await Promise.all(
      Array.from({ length: batch }, () =>
        placeOrder(t.app.db, {
          idempotencyKey: crypto.randomUUID(),
          userId: null,
          items: [{ productId: product?.id ?? '', selectedSizes: [{ size: '50', quantity: 1 }] }],
          location: null,
          customer: { name: null, phone: null, address: null },
          locale: 'en',
          prices,
        }),
      ),
    );
  }
  const references = (await t.app.db.selectFrom('placed_order').select('reference').execute()).map(
    (r) => r.reference,
  );
  expect(references.length).toBeGreaterThanOrEqual(10_000);
  expect(new Set(references).size).toBe(references.length);
  expect(references.every((r) => ReferenceSchema.safeParse(r).success)).toBe(true);
});
