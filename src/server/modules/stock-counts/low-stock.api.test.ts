import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '#server/modules/order-book/order-book.test-kit.ts';
import type { Product } from '#shared/product.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { FiguresWithStockSchema, StockCountsSchema } from '#shared/stock-counts.ts';
import { createProduct, createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import { createStandInClient } from '#tests/helpers/stand-in-client.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { stockKit } from './stock-counts.test-kit.ts';

let t: TestApp;
let admin: TestUser;
let kit: ReturnType<typeof stockKit>;
// A stand-in build of the client: the product page's structured data is written by the server.
const clientDir = createStandInClient('stock-client-');
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ CLIENT_DIR: clientDir }));
  kit = stockKit(t, () => admin);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const saveThreshold = (lowStockThreshold: unknown) =>
  call(t, admin, 'PUT', '/api/admin/settings/stock', { lowStockThreshold });
const figures = async () =>
  FiguresWithStockSchema.parse((await call(t, admin, 'GET', '/api/admin/orders/figures')).json());
const publicProduct = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();
const offers = async (product: Product) => {
  const page = await t.app.inject({ method: 'GET', url: product.path });
  const json = /<script type="application\/ld\+json"[^>]*="product"[^>]*>(.*?)<\/script>/s.exec(
    page.body,
  )?.[1];
  const data = JSON.parse(json ?? '{}') as { offers: { sku: string; availability: string }[] };
  return data.offers.map((o) => [o.sku.split('#')[1], o.availability.replace('https://schema.org/', '')]);
};

test('the low-stock threshold is a setting: 3 at first, saved when whole and in range, refused otherwise', async () => {
  const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<ShopSettings>();
  expect(settings.stock).toEqual({ lowStockThreshold: 3 });
  for (const bad of [-1, 2.5, 1001, '4', null]) {
    const refused = await saveThreshold(bad);
    expect(refused.statusCode, String(bad)).toBe(400);
  }
  const saved = await saveThreshold(5);
  expect(saved.statusCode).toBe(200);
  expect(saved.json<ShopSettings>().stock.lowStockThreshold).toBe(5);
  expect((await saveThreshold(3)).statusCode).toBe(200);
});

test('at 0 a counted size is sold out on the shop, refused at checkout, OutOfStock; above 0 available again', async () => {
  const product = await createProduct(t.app, { name: 'Last Bottle' });
  await kit.setCount(product.id, '100', 1);
  expect((await publicProduct(product.id)).soldOutSizes).toEqual([]);
  const id = await kit.place([{ productId: product.id, size: '100', quantity: 1 }]);
  expect((await kit.move(id, 'confirmed')).statusCode).toBe(200);

  // The catalogue kept in memory was dropped by the confirmation: the next read already shows it.
  expect((await publicProduct(product.id)).soldOutSizes).toEqual(['100']);
  const listed = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
  expect(listed.find((p) => p.id === product.id)?.soldOutSizes).toEqual(['100']);
  expect(await offers(product)).toEqual([
    ['100ml', 'OutOfStock'],
    ['50ml', 'InStock'],
  ]);
  const refused = await call(t, null, 'POST', '/api/placed-orders', {
    idempotencyKey: crypto.randomUUID(),
    items: [{ productId: product.id, selectedSizes: [{ size: '100', quantity: 1 }] }],
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.message).toBe('Last Bottle 100 ml is sold out.');
  // The public answers never carry the count itself.
  expect(JSON.stringify(await publicProduct(product.id))).not.toContain('quantity');

  expect((await kit.move(id, 'cancelled')).statusCode).toBe(200);
  expect((await publicProduct(product.id)).soldOutSizes).toEqual([]);
  expect(await offers(product)).toEqual([
    ['100ml', 'InStock'],
    ['50ml', 'InStock'],
  ]);
});

test('the owner reads every count, and the figures list the sizes at or below the threshold, emptiest first', async () => {
  const plenty = await createProduct(t.app, { name: 'Plenty Oud' });
  const low = await createProduct(t.app, { name: 'Low Musk' });
  const out = await createProduct(t.app, { name: 'Gone Amber' });
  await kit.setCount(plenty.id, '100', 20);
  await kit.setCount(low.id, '50', 3);
  await kit.setCount(out.id, '100', 0);

  const counts = StockCountsSchema.parse((await call(t, admin, 'GET', '/api/admin/stock-counts')).json());
  expect(counts.counts).toEqual(
    expect.arrayContaining([
      { productId: plenty.id, size: '100', quantity: 20 },
      { productId: low.id, size: '50', quantity: 3 },
      { productId: out.id, size: '100', quantity: 0 },
    ]),
  );

  const listed = (await figures()).lowStock.filter((line) =>
    [plenty.id, low.id, out.id].includes(line.productId),
  );
  expect(listed).toEqual([
    { productId: out.id, name: 'Gone Amber', size: '100', quantity: 0 },
    { productId: low.id, name: 'Low Musk', size: '50', quantity: 3 },
  ]);

  // A lower threshold leaves the 3 bottles out; the figures read it at once.
  expect((await saveThreshold(2)).statusCode).toBe(200);
  const names = (await figures()).lowStock.map((line) => line.name);
  expect(names).toContain('Gone Amber');
  expect(names).not.toContain('Low Musk');
  await saveThreshold(3);
});
