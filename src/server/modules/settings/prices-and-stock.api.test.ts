import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, orderBody } from '#server/modules/order-book/order-book.test-kit.ts';
import type { CartItem } from '#shared/cart.ts';
import { TrackedOrderSchema } from '#shared/order-book.ts';
import type { Product } from '#shared/product.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import {
  createProduct,
  createTestAppWithAdmin,
  createUser,
  type TestUser,
} from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

const asAdmin = (method: 'PUT' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function setPrices(change: (p: ShopSettings['prices']) => ShopSettings['prices']) {
  const current = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<ShopSettings>();
  const response = await asAdmin('PUT', '/api/admin/settings/prices', change(current.prices));
  expect(response.statusCode).toBe(200);
}

const withSize = (
  prices: ShopSettings['prices'],
  size: '100' | '50',
  priceCents: number,
  isOnSale = true,
) => ({
  ...prices,
  sizes: { ...prices.sizes, [size]: { priceCents, isOnSale } },
});

async function place(products: Product[]) {
  const response = await call(t, null, 'POST', '/api/placed-orders', orderBody(products));
  return response;
}

test('new orders follow a price change; an order placed before keeps its prices', async () => {
  const product = await createProduct(t.app);
  const before = TrackedOrderSchema.parse((await place([product])).json());
  expect(before.items[0]?.size100mlPriceCents).toBe(1000);
  expect(before.totalCents).toBe(2000);

  await setPrices((p) => withSize(p, '100', 1350));
  const after = TrackedOrderSchema.parse((await place([product])).json());
  expect(after.items[0]?.size100mlPriceCents).toBe(1350);
  expect(after.totalCents).toBe(2700);

  const old = await t.app.inject({ method: 'GET', url: `/api/track/${before.trackingToken}` });
  expect(TrackedOrderSchema.parse(old.json()).totalCents).toBe(2000);
  const stored = await t.app.db
    .selectFrom('placed_order')
    .select('total_cents')
    .where('reference', '=', before.reference)
    .executeTakeFirstOrThrow();
  expect(Number(stored.total_cents)).toBe(2000);
  await setPrices((p) => withSize(p, '100', 1000));
});

test('a signed-in cart is priced from the settings too', async () => {
  const customer = await createUser(t.app);
  const product = await createProduct(t.app);
  await setPrices((p) => withSize(p, '50', 725));
  const added = await call(t, customer, 'POST', '/api/cart', { productId: product.id });
  expect(added.statusCode).toBe(201);
  const item = added.json<CartItem>();
  const sized = await t.app.inject({
    method: 'PUT',
    url: `/api/cart/${item.id}/sizes`,
    headers: { ...SAME_ORIGIN, cookie: customer.cookie },
    payload: { selectedSizes: [{ size: '50', quantity: 2 }] },
  });
  expect(sized.statusCode).toBe(200);
  expect(sized.json<CartItem>().selectedSizes).toEqual([{ size: '50', quantity: 2, priceCents: 725 }]);
  await setPrices((p) => withSize(p, '50', 600));
});

test('a sold-out size is refused with a message naming it, and nothing is placed; back in stock it sells', async () => {
  const product = await createProduct(t.app, { name: 'Amber Nights' });
  const flip = await asAdmin('PUT', `/api/admin/products/${product.id}/stock`, {
    size: '100',
    isSoldOut: true,
  });
  expect(flip.statusCode).toBe(200);
  expect(flip.json()).toEqual({ productId: product.id, soldOutSizes: ['100'] });
  const listed = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json<Product>();
  expect(listed.soldOutSizes).toEqual(['100']);

  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('placed_order')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  const refused = await place([product]);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toEqual({
    code: 'SIZE_UNAVAILABLE',
    message: 'Amber Nights 100 ml is sold out.',
    params: { product: 'Amber Nights', size: '100', reason: 'sold-out' },
  });
  expect(await count()).toBe(before);

  const activity = await t.app.db.selectFrom('activity').selectAll().where('kind', '=', 'stock').execute();
  expect(activity.map((a) => [a.subject, a.detail])).toEqual([['Amber Nights', '100 ml: Sold out']]);

  expect(
    (await asAdmin('PUT', `/api/admin/products/${product.id}/stock`, { size: '100', isSoldOut: false }))
      .statusCode,
  ).toBe(200);
  expect((await place([product])).statusCode).toBe(201);
});

test('a size the owner stopped selling is refused', async () => {
  const product = await createProduct(t.app, { name: 'Velvet Rose' });
  await setPrices((p) => withSize(p, '100', 1000, false));
  const refused = await place([product]);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.message).toBe('Velvet Rose 100 ml is no longer sold.');
  await setPrices((p) => withSize(p, '100', 1000, true));
});
