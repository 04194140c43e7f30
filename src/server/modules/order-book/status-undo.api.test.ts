import { afterAll, beforeAll, expect, test } from 'vitest';
import { ActivityPageSchema } from '#shared/admin-records.ts';
import { type AdminOrder, AdminOrderSchema, TrackedOrderSchema } from '#shared/order-book.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, productsFor } from './order-book.test-kit.ts';

let t: TestApp;
let rami: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  rami = await createUser(t.app, { role: 'admin', email: 'rami@saadiyat.test' });
  other = await createUser(t.app, { role: 'admin' });
});
afterAll(() => t.close());

async function place() {
  const response = await call(t, null, 'POST', '/api/placed-orders', orderBody(await productsFor(t, 1)));
  expect(response.statusCode).toBe(201);
  const { reference, trackingToken } = response.json<{ reference: string; trackingToken: string }>();
  const row = await t.app.db
    .selectFrom('placed_order')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return { id: row.id, reference, trackingToken };
}

async function change(user: TestUser, id: string, status: string, reason?: string): Promise<AdminOrder> {
  const response = await call(t, user, 'POST', `/api/admin/orders/${id}/status`, { status, reason });
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrderSchema.parse(response.json());
}

const latestId = (order: AdminOrder) => order.history.at(-1)?.id ?? '';
const undo = (user: TestUser, id: string, eventId: string) =>
  call(t, user, 'POST', `/api/admin/orders/${id}/undo`, { eventId });

test('an undo returns the order to the status the change left, for any pair of statuses', async () => {
  const { id } = await place();
  const confirmed = await change(rami, id, 'confirmed');
  const back = await undo(rami, id, latestId(confirmed));
  expect(back.statusCode).toBe(200);
  expect(AdminOrderSchema.parse(back.json()).status).toBe('new');

  await change(rami, id, 'confirmed');
  const out = await change(rami, id, 'out_for_delivery');
  expect(AdminOrderSchema.parse((await undo(rami, id, latestId(out))).json()).status).toBe('confirmed');

  const cancelled = await change(rami, id, 'cancelled', 'Customer changed his mind');
  const restored = AdminOrderSchema.parse((await undo(rami, id, latestId(cancelled))).json());
  expect(restored.status).toBe('confirmed');
  // The history keeps each change, says which was undone and which was the undo.
  const last = restored.history.slice(-2);
  expect(last[0]).toMatchObject({ status: 'cancelled', previousStatus: 'confirmed', isUndone: true });
  expect(last[1]).toMatchObject({
    status: 'confirmed',
    previousStatus: 'cancelled',
    undoesEventId: last[0]?.id,
    byEmail: 'rami@saadiyat.test',
    isUndone: false,
  });
});

test('the customer’s tracking page shows neither an undone change nor its undo', async () => {
  const { id, trackingToken } = await place();
  const confirmed = await change(rami, id, 'confirmed');
  await undo(rami, id, latestId(confirmed));
  const tracked = TrackedOrderSchema.parse(
    (await call(t, null, 'GET', `/api/track/${trackingToken}`)).json(),
  );
  expect(tracked.status).toBe('new');
  expect(tracked.history.map((h) => h.status)).toEqual(['new']);
});

test('an undo is refused with 409 once another change came, twice, by another admin, or too late', async () => {
  const { id } = await place();
  const confirmed = await change(rami, id, 'confirmed');
  const out = await change(rami, id, 'out_for_delivery');
  const stale = await undo(rami, id, latestId(confirmed));
  expect(stale.statusCode).toBe(409);
  expect(stale.json().error.code).toBe('UNDO_REFUSED');

  expect((await undo(other, id, latestId(out))).statusCode).toBe(409);

  const undone = AdminOrderSchema.parse((await undo(rami, id, latestId(out))).json());
  // The undo itself is not undone: the owner changes the status again instead.
  expect((await undo(rami, id, latestId(undone))).statusCode).toBe(409);
  expect((await undo(rami, id, latestId(out))).statusCode).toBe(409);

  const delivered = await change(rami, id, 'out_for_delivery');
  const eventId = latestId(delivered);
  await t.app.db
    .updateTable('placed_order_event')
    .set({ created_at: new Date(Date.now() - 30_000).toISOString() })
    .where('id', '=', eventId)
    .execute();
  expect((await undo(rami, id, eventId)).statusCode).toBe(409);

  const order = AdminOrderSchema.parse((await call(t, rami, 'GET', `/api/admin/orders/${id}`)).json());
  expect(order.status).toBe('out_for_delivery');
});

test('an undo of an unknown order or with a malformed id is refused and changes nothing', async () => {
  const { id } = await place();
  const confirmed = await change(rami, id, 'confirmed');
  const missing = await undo(rami, '00000000-0000-4000-8000-000000000000', latestId(confirmed));
  expect(missing.statusCode).toBe(404);
  expect((await call(t, rami, 'POST', `/api/admin/orders/${id}/undo`, { eventId: 'nope' })).statusCode).toBe(
    400,
  );
  expect(
    (await call(t, null, 'POST', `/api/admin/orders/${id}/undo`, { eventId: latestId(confirmed) }))
      .statusCode,
  ).toBe(401);
  const order = AdminOrderSchema.parse((await call(t, rami, 'GET', `/api/admin/orders/${id}`)).json());
  expect(order.status).toBe('confirmed');
});

test('the activity log records each change and each undo, with the facts to word them', async () => {
  const { id, reference } = await place();
  const confirmed = await change(rami, id, 'confirmed');
  await undo(rami, id, latestId(confirmed));
  const page = ActivityPageSchema.parse((await call(t, rami, 'GET', '/api/admin/activity')).json());
  const entries = page.entries.filter((e) => e.subject === reference);
  expect(entries).toHaveLength(2);
  expect(entries[0]).toMatchObject({
    kind: 'order',
    actorEmail: 'rami@saadiyat.test',
    detail: 'Undid "Confirmed": back to Waiting for confirmation',
    data: { reference, from: 'confirmed', to: 'new', isUndo: true },
  });
  expect(entries[1]).toMatchObject({
    kind: 'order',
    detail: 'Confirmed (was Waiting for confirmation)',
    data: { reference, from: 'new', to: 'confirmed', isUndo: false },
  });
});
