import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call } from '#server/modules/order-book/order-book.test-kit.ts';
import type { Size } from '#shared/constants.ts';
import type { TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';

/** What the API tests of counted stock share: setting a count, reading it, placing and moving orders. */
export function stockKit(t: TestApp, admin: () => TestUser) {
  const setCount = (productId: string, size: Size, quantity: unknown) =>
    call(t, admin(), 'PUT', `/api/admin/products/${productId}/stock-count`, { size, quantity });

  const countOf = async (productId: string, size: Size): Promise<number | null> => {
    const row = await t.app.db
      .selectFrom('size_stock')
      .select('quantity')
      .where('product_id', '=', productId)
      .where('size', '=', size)
      .executeTakeFirst();
    return row ? Number(row.quantity) : null;
  };

  /** A guest's order of `quantity` bottles of one size of each product; answers the order's id. */
  const place = async (lines: { productId: string; size: Size; quantity: number }[]): Promise<string> => {
    const response = await call(t, null, 'POST', '/api/placed-orders', {
      idempotencyKey: randomUUID(),
      items: lines.map((line) => ({
        productId: line.productId,
        selectedSizes: [{ size: line.size, quantity: line.quantity }],
      })),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const row = await t.app.db
      .selectFrom('placed_order')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const move = (id: string, status: string) =>
    call(t, admin(), 'POST', `/api/admin/orders/${id}/status`, { status });

  const statusOf = async (id: string) =>
    (
      await t.app.db
        .selectFrom('placed_order')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  return { setCount, countOf, place, move, statusOf };
}
