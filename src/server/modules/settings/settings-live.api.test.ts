import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createStandInClient } from '#tests/helpers/stand-in-client.ts';
import { createTestApp, SAME_ORIGIN, type TestApp, testConfig } from '#tests/helpers/test-app.ts';

// A stand-in build of the client: the server writes the head and the public config into it.
const clientDir = createStandInClient('shop-client-');
mkdirSync(path.join(clientDir, 'assets'));

let t: TestApp;
let other: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir });
  // A second app on the same database: another process's cache (and, on PostgreSQL, its own
  // connection pool and LISTEN connection).
  other = await buildApp(testConfig(t.database, { CLIENT_DIR: clientDir }), { logger: false });
  await other.ready();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await other.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function save(section: 'shop' | 'hours', change: (s: ShopSettings) => unknown) {
  const current = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<ShopSettings>();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${section}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: change(current) as Record<string, unknown>,
  });
  expect(response.statusCode).toBe(200);
}

async function within5s(check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 5000) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the change did not show within 5 s');
}

test('a saved number shows at once in the page, its head and structured data served by the same process', async () => {
  // Warm the cache first: the save must drop it.
  await t.app.inject({ method: 'GET', url: '/' });
  await save('shop', (s) => ({ ...s.shop, whatsAppPhone: '9613000111', callPhone: '9613000222' }));
  const page = await t.app.inject({ method: 'GET', url: '/' });
  expect(page.body).toContain('"whatsAppPhone":"9613000111"');
  // The Store block of the structured data carries the phone for calls.
  expect(page.body).toContain('"telephone":"+961 30 002 22"');
});

test('a setting saved through one app process shows from the other within 5 s, without a restart', async () => {
  // The other process has the settings cached.
  const before = await other.inject({ method: 'GET', url: '/api/settings' });
  expect(before.statusCode).toBe(200);
  await save('hours', (s) => ({
    ...s.hours,
    week: { ...s.hours.week, saturday: [{ opens: '12:00', closes: '22:00' }] },
  }));
  const elapsed = await within5s(async () => {
    const settings = (await other.inject({ method: 'GET', url: '/api/settings' })).json<ShopSettings>();
    return settings.hours.week.saturday[0]?.opens === '12:00';
  });
  expect(elapsed).toBeLessThan(5000);
  const page = await other.inject({ method: 'GET', url: '/' });
  expect(page.body).toContain('"dayOfWeek":["Saturday"],"opens":"12:00","closes":"22:00"');
});

test("a product page's Offers follow the prices and stock: a sold-out size is OutOfStock", async () => {
  const { createProduct } = await import('#tests/helpers/factories.ts');
  const product = await createProduct(t.app, { name: 'Saffron Oud' });
  for (const size of ['100', '50'] as const) {
    const flip = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/stock`,
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload: { size, isSoldOut: size === '100' },
    });
    expect(flip.statusCode).toBe(200);
  }
  const page = await t.app.inject({ method: 'GET', url: product.path });
  expect(page.statusCode).toBe(200);
  const json = /<script type="application\/ld\+json"[^>]*="product"[^>]*>(.*?)<\/script>/s.exec(
    page.body,
  )?.[1];
  const data = JSON.parse(json ?? '{}') as { offers: { sku: string; availability: string; price: string }[] };
  expect(data.offers.map((o) => [o.sku.split('#')[1], o.availability, o.price])).toEqual([
    ['100ml', 'https://schema.org/OutOfStock', '10.00'],
    ['50ml', 'https://schema.org/InStock', '6.00'],
  ]);
  expect(page.body).toContain('content="in stock"');
  await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}/stock`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: { size: '50', isSoldOut: true },
  });
  const soldOut = await t.app.inject({ method: 'GET', url: product.path });
  expect(soldOut.body).toContain('content="out of stock"');
});

test("a renamed shop is renamed in every page's title and link preview, without a restart", async () => {
  const before = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<ShopSettings>();
  await save('shop', (s) => ({ ...s.shop, name: 'Saadiyat Oud House' }));
  try {
    const about = await t.app.inject({ method: 'GET', url: '/about' });
    expect(about.body).toContain('<title>About Us | Saadiyat Oud House</title>');
    expect(about.body).toContain('property="og:site_name" content="Saadiyat Oud House"');
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.body).toContain('<title>404 - Page Not Found | Saadiyat Oud House</title>');
  } finally {
    await save('shop', () => before.shop);
  }
  const after = await t.app.inject({ method: 'GET', url: '/about' });
  expect(after.body).toContain(`<title>About Us | ${before.shop.name}</title>`);
});
