import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, orderBody } from '#server/modules/order-book/order-book.test-kit.ts';
import { createPageTestApp, readPage } from '#server/modules/seo/head.test-kit.ts';
import type { CartItem } from '#shared/cart.ts';
import { AdminOrderSchema, TrackedOrderSchema } from '#shared/order-book.ts';
import { buildOrderMessage } from '#shared/order-message.ts';
import type { Order } from '#shared/pending-orders.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { addDays, zonedDay } from '#shared/zoned-time.ts';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createPageTestApp('shop-product-prices-'));
});
afterAll(() => t.close());

const today = () => zonedDay(new Date());
const setPrices = (product: Product, sizes: unknown, as: TestUser = admin) =>
  call(t, as, 'PUT', `/api/admin/products/${product.id}/prices`, { sizes });
const readProduct = async (product: Product) =>
  ProductSchema.parse((await call(t, null, 'GET', `/api/products/${product.id}`)).json());
const fromCatalogue = async (product: Product) =>
  ((await call(t, null, 'GET', '/api/products')).json() as Product[]).find((p) => p.id === product.id);

async function placeAsGuest(product: Product, sizes: unknown[]) {
  const response = await call(t, null, 'POST', '/api/placed-orders', {
    ...orderBody([product]),
    items: [{ productId: product.id, selectedSizes: sizes }],
  });
  expect(response.statusCode).toBe(201);
  return TrackedOrderSchema.parse(response.json());
}

test("the owner's 100 ml price is the price of the catalogue, product page, cart, order, message and order book", async () => {
  const product = await createProduct(t.app, { name: 'Royal Oud' });
  const saved = await setPrices(product, [{ size: '100', priceCents: 1500, sale: null }]);
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({
    productId: product.id,
    sizes: [{ size: '100', priceCents: 1500, sale: null }],
  });

  const own = [{ size: '100', priceCents: 1500, sale: null }];
  expect((await readProduct(product)).sizePrices).toEqual(own);
  // The kept catalogue was dropped: the list shows the price at once.
  expect((await fromCatalogue(product))?.sizePrices).toEqual(own);

  const page = await readPage(t.app, product.path);
  expect(page.response.statusCode).toBe(200);
  const offers = page.jsonLd[0].offers as { name: string; price: string; priceValidUntil?: string }[];
  expect(offers.map((o) => [o.name, o.price, o.priceValidUntil])).toEqual([
    ['100 ml', '15.00', undefined],
    ['50 ml', '6.00', undefined],
  ]);

  // A signed-in cart: the price a client sends along is dropped, the perfume's own applies.
  const customer = await createUser(t.app);
  const added = await call(t, customer, 'POST', '/api/cart', { productId: product.id });
  expect(added.statusCode).toBe(201);
  const item = added.json<CartItem>();
  const sized = await call(t, customer, 'PUT', `/api/cart/${item.id}/sizes`, {
    selectedSizes: [{ size: '100', quantity: 2, priceCents: 1 }],
  });
  expect(sized.statusCode).toBe(200);
  expect(sized.json<CartItem>().selectedSizes).toEqual([{ size: '100', quantity: 2, priceCents: 1500 }]);
  const cart = (await call(t, customer, 'GET', '/api/cart')).json<CartItem[]>();
  expect(cart.find((i) => i.productId === product.id)?.selectedSizes[0]?.priceCents).toBe(1500);

  // The cart's pending order keeps the perfume's price per line.
  const pending = await call(t, customer, 'POST', '/api/orders', { cartItemIds: [item.id] });
  expect(pending.statusCode).toBe(201);
  expect(pending.json<Order>().items[0]).toMatchObject({ size100mlQuantity: 2, size100mlPriceCents: 1500 });

  // The placed order, whatever price the client sent.
  const placed = await placeAsGuest(product, [
    { size: '100', quantity: 2, priceCents: 1 },
    { size: '50', quantity: 1, priceCents: 1 },
  ]);
  expect(placed.items[0]).toMatchObject({ size100mlPriceCents: 1500, size50mlPriceCents: 600 });
  expect(placed.totalCents).toBe(2 * 1500 + 600);

  const message = buildOrderMessage(placed.items, null, { reference: placed.reference });
  expect(message).toContain('$30.00');
  expect(message).toContain('Total: $36.00');

  const inbox = await call(t, admin, 'GET', `/api/admin/orders?q=${placed.reference}`);
  const [booked] = inbox.json<{ orders: unknown[] }>().orders.map((o) => AdminOrderSchema.parse(o));
  expect(booked?.items[0]).toMatchObject({ size100mlPriceCents: 1500, size50mlPriceCents: 600 });
  expect(booked?.totalCents).toBe(3600);

  // An order keeps the price it was placed with when the owner changes it afterwards.
  expect((await setPrices(product, [{ size: '100', priceCents: 2000, sale: null }])).statusCode).toBe(200);
  const tracked = await call(t, null, 'GET', `/api/track/${placed.trackingToken}`);
  expect(TrackedOrderSchema.parse(tracked.json()).totalCents).toBe(3600);

  // Cleared, the perfume costs the shop's price again.
  expect((await setPrices(product, [])).json().sizes).toEqual([]);
  const again = await placeAsGuest(product, [{ size: '100', quantity: 1 }]);
  expect(again.items[0]?.size100mlPriceCents).toBe(1000);
});

test('a perfume without a price of its own sells at the shop prices and the others keep theirs', async () => {
  const priced = await createProduct(t.app);
  const plain = await createProduct(t.app);
  await setPrices(priced, [{ size: '50', priceCents: 800, sale: null }]);
  const response = await call(t, null, 'POST', '/api/placed-orders', {
    ...orderBody([priced, plain]),
    items: [
      { productId: priced.id, selectedSizes: [{ size: '50', quantity: 1 }] },
      { productId: plain.id, selectedSizes: [{ size: '50', quantity: 1 }] },
    ],
  });
  const order = TrackedOrderSchema.parse(response.json());
  expect(order.items.map((i) => i.size50mlPriceCents)).toEqual([800, 600]);
  expect((await readProduct(plain)).sizePrices).toEqual([]);
});

test('a sale inside its days is the price of the page and the order, with priceValidUntil; outside it is not', async () => {
  const product = await createProduct(t.app, { name: 'Musk Sale' });
  const running = { priceCents: 900, from: addDays(today(), -1), to: addDays(today(), 1) };
  expect((await setPrices(product, [{ size: '100', priceCents: 1200, sale: running }])).statusCode).toBe(200);
  const page = await readPage(t.app, product.path);
  expect(page.jsonLd[0].offers[0]).toMatchObject({ price: '9.00', priceValidUntil: running.to });
  expect(page.meta('product:price:amount')).toBe('6.00');
  const onSale = await placeAsGuest(product, [{ size: '100', quantity: 1, priceCents: 100 }]);
  expect(onSale.items[0]?.size100mlPriceCents).toBe(900);

  // Over since yesterday: the perfume's own price again.
  const over = { priceCents: 900, from: addDays(today(), -5), to: addDays(today(), -1) };
  expect((await setPrices(product, [{ size: '100', priceCents: 1200, sale: over }])).statusCode).toBe(200);
  const after = await readPage(t.app, product.path);
  expect(after.jsonLd[0].offers[0]).toMatchObject({ price: '12.00' });
  expect(after.jsonLd[0].offers[0].priceValidUntil).toBeUndefined();
  expect((await placeAsGuest(product, [{ size: '100', quantity: 1 }])).items[0]?.size100mlPriceCents).toBe(
    1200,
  );

  // Starting tomorrow: not yet.
  const coming = { priceCents: 500, from: addDays(today(), 1), to: addDays(today(), 3) };
  await setPrices(product, [{ size: '50', priceCents: null, sale: coming }]);
  expect((await placeAsGuest(product, [{ size: '50', quantity: 1 }])).items[0]?.size50mlPriceCents).toBe(600);
});

test('bad prices are refused with a 400 naming the field, and nothing changes', async () => {
  const product = await createProduct(t.app);
  const kept = [{ size: '100', priceCents: 1500, sale: null }];
  await setPrices(product, kept);
  const sale = (over: Record<string, unknown>) => ({
    priceCents: 900,
    from: '2026-12-01',
    to: '2026-12-24',
    ...over,
  });
  for (const sizes of [
    [{ size: '100', priceCents: -100, sale: null }],
    [{ size: '100', priceCents: 0, sale: null }],
    [{ size: '100', priceCents: 100_000_000, sale: null }],
    [{ size: '100', priceCents: 12.5, sale: null }],
    [{ size: '100', priceCents: '1500', sale: null }],
    [{ size: '100', priceCents: null, sale: sale({ to: '2026-11-30' }) }],
    [{ size: '100', priceCents: null, sale: sale({ from: '2026-02-30' }) }],
    [{ size: '100', priceCents: null, sale: sale({ from: '1 Dec' }) }],
    [{ size: '100', priceCents: null, sale: sale({ priceCents: -5 }) }],
    [{ size: '100', priceCents: null, sale: { priceCents: 900 } }],
    [{ size: '70', priceCents: 1000, sale: null }],
    [
      { size: '100', priceCents: 1000, sale: null },
      { size: '100', priceCents: 1100, sale: null },
    ],
    // A sale at or above the price it replaces is no sale.
    [{ size: '100', priceCents: 1500, sale: sale({ priceCents: 1500 }) }],
    [{ size: '50', priceCents: null, sale: sale({ priceCents: 700 }) }],
  ]) {
    const response = await setPrices(product, sizes);
    expect(response.statusCode, JSON.stringify(sizes)).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toBeTruthy();
  }
  expect((await setPrices(product, kept)).statusCode).toBe(200);
  const unchanged = await readProduct(product);
  expect(unchanged.sizePrices).toEqual(kept);
  const withoutBody = await call(t, admin, 'PUT', `/api/admin/products/${product.id}/prices`, {});
  expect(withoutBody.statusCode).toBe(400);
});

test('only the owner sets prices, of a perfume that exists', async () => {
  const product = await createProduct(t.app);
  const customer = await createUser(t.app);
  const price = [{ size: '100', priceCents: 1, sale: null }];
  expect((await setPrices(product, price, customer)).statusCode).toBe(403);
  expect(
    (await call(t, null, 'PUT', `/api/admin/products/${product.id}/prices`, { sizes: price })).statusCode,
  ).toBe(401);
  const missing = await call(t, admin, 'PUT', '/api/admin/products/no-such-perfume/prices', { sizes: price });
  expect(missing.statusCode).toBe(404);
  expect((await readProduct(product)).sizePrices).toEqual([]);
});

test('a price change is written in the activity log', async () => {
  const product = await createProduct(t.app, { name: 'Logged Amber' });
  await setPrices(product, [
    { size: '100', priceCents: 1500, sale: { priceCents: 1200, from: '2026-12-01', to: '2026-12-24' } },
  ]);
  const rows = await t.app.db
    .selectFrom('activity')
    .selectAll()
    .where('subject', '=', 'Logged Amber')
    .execute();
  expect(rows.map((r) => r.detail)).toEqual([
    'Prices: 100 ml $15.00, sale $12.00 from 2026-12-01 to 2026-12-24',
  ]);
  // Saving the same prices again writes nothing.
  await setPrices(product, [
    { size: '100', priceCents: 1500, sale: { priceCents: 1200, from: '2026-12-01', to: '2026-12-24' } },
  ]);
  expect(
    await t.app.db.selectFrom('activity').selectAll().where('subject', '=', 'Logged Amber').execute(),
  ).toHaveLength(1);
});
