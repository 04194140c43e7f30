import { randomUUID } from 'node:crypto';
import type { Product } from '#shared/product.ts';
import { createProduct, type TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as a guest (no user) or as a signed-in user, always same-origin. */
export function call(t: TestApp, user: TestUser | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function orderBody(products: readonly Product[], overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    items: products.map((p, i) => ({
      productId: p.id,
      selectedSizes: i % 2 === 0 ? [{ size: '100', quantity: 2 }] : [{ size: '50', quantity: 3 }],
    })),
    ...overrides,
  };
}

export async function productsFor(t: TestApp, count: number): Promise<Product[]> {
  const products: Product[] = [];
  for (let i = 0; i < count; i += 1) products.push(await createProduct(t.app, { category: 'women' }));
  return products;
}

export async function placedOrderCount(t: TestApp): Promise<number> {
  const row = await t.app.db
    .selectFrom('placed_order')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
