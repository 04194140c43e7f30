import { afterAll, beforeAll, expect, test } from 'vitest';
import { createManualClock } from '#server/clock.ts';
import {
  FiguresSchema,
  InboxPageSchema,
  TrackedOrderSchema,
  UNCONFIRMED_AFTER_MS,
} from '#shared/order-book.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, productsFor } from './order-book.test-kit.ts';

const HOUR = 60 * 60_000;
// Noon in Saadiyat: the orders and the 49 hours after them stay within the figures' 7 days.
const clock = createManualClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

async function place() {
  const response = await call(t, null, 'POST', '/api/placed-orders', orderBody(await productsFor(t, 1)));
  expect(response.statusCode).toBe(201);
  const order = TrackedOrderSchema.parse(response.json());
  const row = await t.app.db
    .selectFrom('placed_order')
    .select('id')
    .where('reference', '=', order.reference)
    .executeTakeFirstOrThrow();
  return { ...order, id: row.id };
}

const figures = async () =>
  FiguresSchema.parse((await call(t, admin, 'GET', '/api/admin/orders/figures')).json());
const inbox = async (query = '') =>
  InboxPageSchema.parse((await call(t, admin, 'GET', `/api/admin/orders${query}`)).json());
const track = async (token: string) =>
  TrackedOrderSchema.parse((await call(t, null, 'GET', `/api/track/${token}`)).json());

test('an unconfirmed order counts as waiting, not as revenue, until the owner confirms it', async () => {
  const start = await figures();
  const order = await place(); // $20
  expect(order.status).toBe('new');
  const waiting = await figures();
  expect(waiting.days7.waiting.orders - start.days7.waiting.orders).toBe(1);
  expect(waiting.days7.waiting.revenueCents - start.days7.waiting.revenueCents).toBe(2000);
  expect(waiting.days7.open.revenueCents).toBe(start.days7.open.revenueCents);
  expect(waiting.days7.delivered.revenueCents).toBe(start.days7.delivered.revenueCents);

  const confirmed = await call(t, admin, 'POST', `/api/admin/orders/${order.id}/status`, {
    status: 'confirmed',
  });
  expect(confirmed.statusCode).toBe(200);
  const after = await figures();
  expect(after.days7.waiting.orders).toBe(start.days7.waiting.orders);
  expect(after.days7.open.orders - start.days7.open.orders).toBe(1);
  expect(after.days7.open.revenueCents - start.days7.open.revenueCents).toBe(2000);
  expect((await track(order.trackingToken)).status).toBe('confirmed');
});

test('48 hours unconfirmed: the order moves to "not received", hidden by default, one filter away, out of the figures', async () => {
  const old = await place();
  clock.advance(47 * HOUR);
  const recent = await place();
  const before = await figures();
  expect((await inbox()).orders.map((o) => o.reference)).toContain(old.reference);

  clock.advance(UNCONFIRMED_AFTER_MS - 47 * HOUR + HOUR); // 49 hours after the first order
  const page = await inbox();
  expect(page.orders.map((o) => o.reference)).not.toContain(old.reference);
  expect(page.orders.find((o) => o.reference === recent.reference)?.status).toBe('new');
  expect(page.notReceivedCount).toBe(1);
  const hidden = await inbox('?status=not_received');
  expect(hidden.orders.map((o) => [o.reference, o.status])).toEqual([[old.reference, 'not_received']]);
  expect(hidden.orders[0]?.history.map((h) => [h.status, h.byEmail])).toEqual([
    ['new', null],
    ['not_received', null],
  ]);

  const after = await figures();
  expect(before.days7.waiting.orders - after.days7.waiting.orders).toBe(1);
  expect(before.days7.waiting.revenueCents - after.days7.waiting.revenueCents).toBe(2000);
  expect(after.days7.open).toEqual(before.days7.open);
  expect((await track(old.trackingToken)).status).toBe('not_received');

  // The customer's message arrived late after all: the owner confirms it from "Not received".
  const confirmed = await call(t, admin, 'POST', `/api/admin/orders/${old.id}/status`, {
    status: 'confirmed',
  });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().status).toBe('confirmed');
  const counted = await figures();
  expect(counted.days7.open.orders - after.days7.open.orders).toBe(1);
  expect((await inbox('?status=not_received')).orders).toEqual([]);
});

test('an order is never moved back to "not received" by hand, nor twice by the shop', async () => {
  const order = await place();
  const refused = await call(t, admin, 'POST', `/api/admin/orders/${order.id}/status`, {
    status: 'not_received',
  });
  expect(refused.statusCode).toBe(409);
  clock.advance(UNCONFIRMED_AFTER_MS + HOUR);
  await inbox();
  clock.advance(HOUR);
  await inbox();
  const history = (await track(order.trackingToken)).history.map((h) => h.status);
  expect(history).toEqual(['new', 'not_received']);
  const cancelled = await call(t, admin, 'POST', `/api/admin/orders/${order.id}/status`, {
    status: 'cancelled',
    reason: 'Never arrived',
  });
  expect(cancelled.json().status).toBe('cancelled');
});
