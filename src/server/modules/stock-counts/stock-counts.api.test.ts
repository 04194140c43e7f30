import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '#server/modules/order-book/order-book.test-kit.ts';
import { AdminOrderSchema } from '#shared/order-book.ts';
import {
  createProduct,
  createTestAppWithAdmin,
  createUser,
  type TestUser,
} from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { stockKit } from './stock-counts.test-kit.ts';

let t: TestApp;
let admin: TestUser;
let kit: ReturnType<typeof stockKit>;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  kit = stockKit(t, () => admin);
});
afterAll(() => t.close());

const latestEventId = (body: unknown) => AdminOrderSchema.parse(body).history.at(-1)?.id ?? '';

test('a count is taken only when the owner confirms, and given back when the order is cancelled', async () => {
  const product = await createProduct(t.app, { name: 'Amber Nights' });
  expect((await kit.setCount(product.id, '100', 5)).statusCode).toBe(200);
  const id = await kit.place([{ productId: product.id, size: '100', quantity: 2 }]);
  // Placed is not confirmed: nothing is taken yet.
  expect(await kit.countOf(product.id, '100')).toBe(5);

  expect((await kit.move(id, 'confirmed')).statusCode).toBe(200);
  expect(await kit.countOf(product.id, '100')).toBe(3);
  // On the way to the customer the bottles stay taken, once.
  expect((await kit.move(id, 'out_for_delivery')).statusCode).toBe(200);
  expect(await kit.countOf(product.id, '100')).toBe(3);

  expect((await kit.move(id, 'cancelled')).statusCode).toBe(200);
  expect(await kit.countOf(product.id, '100')).toBe(5);
});

test('delivered keeps the bottles taken; a cancelled order that was never confirmed gives nothing back', async () => {
  const product = await createProduct(t.app);
  await kit.setCount(product.id, '50', 4);
  const delivered = await kit.place([{ productId: product.id, size: '50', quantity: 1 }]);
  for (const status of ['confirmed', 'out_for_delivery', 'delivered']) {
    expect((await kit.move(delivered, status)).statusCode).toBe(200);
  }
  expect(await kit.countOf(product.id, '50')).toBe(3);

  const neverConfirmed = await kit.place([{ productId: product.id, size: '50', quantity: 2 }]);
  expect((await kit.move(neverConfirmed, 'cancelled')).statusCode).toBe(200);
  expect(await kit.countOf(product.id, '50')).toBe(3);
});

test('an order confirmed before the size was counted gives nothing back when cancelled', async () => {
  const product = await createProduct(t.app);
  const id = await kit.place([{ productId: product.id, size: '100', quantity: 1 }]);
  expect((await kit.move(id, 'confirmed')).statusCode).toBe(200);
  await kit.setCount(product.id, '100', 2);
  expect((await kit.move(id, 'cancelled')).statusCode).toBe(200);
  expect(await kit.countOf(product.id, '100')).toBe(2);
});

test('undoing a confirmation gives back, undoing a cancellation takes again: never twice', async () => {
  const product = await createProduct(t.app);
  await kit.setCount(product.id, '100', 3);
  const id = await kit.place([{ productId: product.id, size: '100', quantity: 1 }]);
  const undo = (eventId: string) => call(t, admin, 'POST', `/api/admin/orders/${id}/undo`, { eventId });

  const confirmed = await kit.move(id, 'confirmed');
  expect(await kit.countOf(product.id, '100')).toBe(2);
  expect((await undo(latestEventId(confirmed.json()))).statusCode).toBe(200);
  expect(await kit.statusOf(id)).toBe('new');
  expect(await kit.countOf(product.id, '100')).toBe(3);

  await kit.move(id, 'confirmed');
  const out = await kit.move(id, 'out_for_delivery');
  expect((await undo(latestEventId(out.json()))).statusCode).toBe(200);
  expect(await kit.countOf(product.id, '100')).toBe(2);

  const cancelled = await kit.move(id, 'cancelled');
  expect(await kit.countOf(product.id, '100')).toBe(3);
  expect((await undo(latestEventId(cancelled.json()))).statusCode).toBe(200);
  expect(await kit.statusOf(id)).toBe('confirmed');
  expect(await kit.countOf(product.id, '100')).toBe(2);
  const taken = await t.app.db
    .selectFrom('order_stock_take')
    .selectAll()
    .where('order_id', '=', id)
    .execute();
  expect(taken.map((row) => [row.size, Number(row.quantity)])).toEqual([['100', 1]]);
});

test('two confirmations of the last bottle at once: one wins, the other is refused and changes nothing', async () => {
  const product = await createProduct(t.app, { name: 'Oud Royal' });
  await kit.setCount(product.id, '100', 1);
  const first = await kit.place([{ productId: product.id, size: '100', quantity: 1 }]);
  const second = await kit.place([{ productId: product.id, size: '100', quantity: 1 }]);

  const answers = await Promise.all([kit.move(first, 'confirmed'), kit.move(second, 'confirmed')]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  const refused = answers.find((a) => a.statusCode === 409);
  expect(refused?.json().error).toEqual({
    code: 'SIZE_UNAVAILABLE',
    message:
      'Only 0 bottles of Oud Royal 100 ml left, and this order needs 1. Correct the count or the order, then confirm.',
    params: { product: 'Oud Royal', size: '100', reason: 'too-few', left: 0, wanted: 1 },
  });
  expect(await kit.countOf(product.id, '100')).toBe(0);
  expect([await kit.statusOf(first), await kit.statusOf(second)].sort()).toEqual(['confirmed', 'new']);
  const loser = answers[0]?.statusCode === 409 ? first : second;
  const confirmations = await t.app.db
    .selectFrom('placed_order_event')
    .select('id')
    .where('order_id', '=', loser)
    .where('status', '=', 'confirmed')
    .execute();
  expect(confirmations).toEqual([]);
  const taken = await t.app.db
    .selectFrom('order_stock_take')
    .select('order_id')
    .where('order_id', '=', loser);
  expect(await taken.execute()).toEqual([]);
});

test('an order asking more than is left is refused whole: no line of it is taken', async () => {
  const plenty = await createProduct(t.app);
  const scarce = await createProduct(t.app, { name: 'Musk Tahara' });
  await kit.setCount(plenty.id, '100', 10);
  await kit.setCount(scarce.id, '50', 2);
  const id = await kit.place([
    { productId: plenty.id, size: '100', quantity: 2 },
    { productId: scarce.id, size: '50', quantity: 3 },
  ]);
  const refused = await kit.move(id, 'confirmed');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.message).toBe(
    'Only 2 bottles of Musk Tahara 50 ml left, and this order needs 3. Correct the count or the order, then confirm.',
  );
  expect(await kit.countOf(plenty.id, '100')).toBe(10);
  expect(await kit.countOf(scarce.id, '50')).toBe(2);
  expect(await kit.statusOf(id)).toBe('new');
  // The owner corrects the count: the same confirmation now goes through.
  await kit.setCount(scarce.id, '50', 3);
  expect((await kit.move(id, 'confirmed')).statusCode).toBe(200);
  expect(await kit.countOf(scarce.id, '50')).toBe(0);
});

test('without a count the switch works as before, and confirmations take nothing', async () => {
  const product = await createProduct(t.app);
  const flip = (isSoldOut: boolean) =>
    call(t, admin, 'PUT', `/api/admin/products/${product.id}/stock`, { size: '100', isSoldOut });
  expect((await flip(true)).json().soldOutSizes).toEqual(['100']);
  expect((await flip(false)).json().soldOutSizes).toEqual([]);
  const id = await kit.place([{ productId: product.id, size: '100', quantity: 4 }]);
  expect((await kit.move(id, 'confirmed')).statusCode).toBe(200);
  expect(await kit.countOf(product.id, '100')).toBeNull();

  // A counted size has no switch: its count decides.
  await kit.setCount(product.id, '100', 2);
  const refused = await flip(true);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.code).toBe('SIZE_COUNTED');
  // Stopping the count gives the size back to its switch, in stock.
  expect((await kit.setCount(product.id, '100', null)).json()).toEqual({ counts: [] });
  expect((await flip(true)).statusCode).toBe(200);
});

test('a count that is negative, not whole, huge or not a number is refused and changes nothing', async () => {
  const product = await createProduct(t.app);
  await kit.setCount(product.id, '100', 7);
  for (const quantity of [-1, 1.5, 10_001, 1e12, '3', true]) {
    const refused = await kit.setCount(product.id, '100', quantity);
    expect(refused.statusCode, String(quantity)).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_FAILED');
  }
  expect((await kit.setCount(product.id, '75' as '100', 3)).statusCode).toBe(400);
  expect(await kit.countOf(product.id, '100')).toBe(7);
  const missing = await call(t, admin, 'PUT', '/api/admin/products/no-such-perfume/stock-count', {
    size: '100',
    quantity: 1,
  });
  expect(missing.statusCode).toBe(404);

  const customer = await createUser(t.app);
  const forbidden = await call(t, customer, 'PUT', `/api/admin/products/${product.id}/stock-count`, {
    size: '100',
    quantity: 0,
  });
  expect(forbidden.statusCode).toBe(403);
  expect((await call(t, null, 'GET', '/api/admin/stock-counts')).statusCode).toBe(401);
  expect(await kit.countOf(product.id, '100')).toBe(7);
});

test('a count set by hand is written in the activity log with what it was', async () => {
  const product = await createProduct(t.app, { name: 'Rose Taifi' });
  await kit.setCount(product.id, '50', 6);
  await kit.setCount(product.id, '50', 6);
  await kit.setCount(product.id, '50', null);
  const lines = await t.app.db
    .selectFrom('activity')
    .select(['detail', 'code'])
    .where('subject', '=', 'Rose Taifi')
    .orderBy('created_at')
    .execute();
  expect(lines).toEqual([
    { code: 'STOCK_COUNTED', detail: '50 ml: 6 bottles (was not counted)' },
    { code: 'STOCK_COUNTED', detail: '50 ml: not counted (was 6 bottles)' },
  ]);
});
