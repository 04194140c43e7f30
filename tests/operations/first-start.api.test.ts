import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest';
import { type BuiltClient, buildClient } from '#tests/helpers/built-client.ts';
import { cleanUpProcesses, freePort, startShop } from '#tests/helpers/shop-process.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * A first start on a fresh data folder (docs/decisions/196): the shop answers within seconds and
 * draws the demo pictures after, saying how far it is; pages offer the variants once they exist.
 */
let client: BuiltClient | undefined;
let database: TestDatabase | undefined;
beforeAll(async () => {
  client = await buildClient();
  database = await createTestDatabase();
}, 240_000);
afterEach(cleanUpProcesses);
afterAll(async () => {
  await database?.drop();
  client?.remove();
});

async function firstAnswer(url: string, startedAt: number, withinMs: number): Promise<number> {
  while (Date.now() - startedAt < withinMs) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${withinMs / 1000} s`);
}

interface Listed {
  name: string;
  imageUrl: string;
  imageSrcSet: string;
}

test('a fresh data folder answers /api/health and / at once, then prepares the demo pictures with a progress line', async () => {
  if (!client || !database) throw new Error('not set up');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  const shop = startShop({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    CLIENT_DIR: client.clientDir,
    SEED_DEMO: 'true',
  });
  const health = await firstAnswer(`${origin}/api/health`, startedAt, 120_000);
  const home = await firstAnswer(`${origin}/`, startedAt, 120_000);
  // The figure for the record: on a shared, busy machine the start itself (Node loading the shop,
  // the migrations) takes most of it, so no bound is asserted; what is asserted is that the shop
  // answers before its pictures are made.
  console.info(`first start: /api/health after ${health} ms, / after ${home} ms`);

  // The catalogue is there at once; its pictures come after.
  const early = (await (await fetch(`${origin}/api/products`)).json()) as Listed[];
  expect(early.length).toBeGreaterThanOrEqual(24);
  expect(early.some((product) => product.imageSrcSet === '')).toBe(true);

  await expect.poll(() => shop.stdout(), { timeout: 120_000 }).toMatch(/Preparing demo pictures: 1\/\d+/);
  const total = Number(/Preparing demo pictures: 1\/(\d+)/.exec(shop.stdout())?.[1]);
  expect(total).toBe(early.length);
  // A perfume offers its variants as soon as they are made.
  const withVariants = async () =>
    ((await (await fetch(`${origin}/api/products`)).json()) as Listed[]).find(
      (product) => product.imageSrcSet !== '',
    );
  await expect.poll(withVariants, { timeout: 60_000 }).toBeDefined();
  const made = await withVariants();
  const madeVariant = await fetch(`${origin}${made?.imageSrcSet.split(' ')[0]}`);
  expect(madeVariant.headers.get('content-type')).toBe('image/webp');
  // The rest is the same picture work on either database: it is followed to its end once, on the
  // database `npm start` uses (a minute of the test run's time saved).
  if (inject('databaseKind') === 'postgres') return;
  // Every perfume offers its variants once made, and the last progress line says so.
  await expect
    .poll(
      async () => {
        const products = (await (await fetch(`${origin}/api/products`)).json()) as Listed[];
        return products.filter((product) => product.imageSrcSet === '').length;
      },
      { timeout: 420_000, interval: 1000 },
    )
    .toBe(0);
  await expect
    .poll(() => shop.stdout(), { timeout: 10_000 })
    .toContain(`Preparing demo pictures: ${total}/${total}`);
  const listed = (await (await fetch(`${origin}/api/products`)).json()) as Listed[];
  const first = listed[0];
  if (!first) throw new Error('no products');
  const variant = await fetch(`${origin}${first.imageSrcSet.split(' ')[0]}`);
  expect(variant.status).toBe(200);
  expect(variant.headers.get('content-type')).toBe('image/webp');
  const original = await fetch(`${origin}${first.imageUrl}`);
  expect(original.headers.get('content-type')).toBe('image/png');
  // The home page now offers them too: its kept copy was dropped as they arrived.
  expect(await (await fetch(`${origin}/`)).text()).toContain('.320w.webp');
}, 600_000);
