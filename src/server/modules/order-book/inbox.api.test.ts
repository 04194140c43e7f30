import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  AdminOrderSchema,
  FiguresSchema,
  InboxPageSchema,
  type OrderBookStatus,
} from '#shared/order-book.ts';
import { zonedDay } from '#shared/zoned-time.ts';
import { createTestAppWithAdminAndCustomer, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, productsFor } from './order-book.test-kit.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ({ t, admin, customer } = await createTestAppWithAdminAndCustomer());
});
afterAll(() => t.close());

async function place(overrides: Record<string, unknown> = {}, count = 1) {
  const response = await call(
    t,
    null,
    'POST',
    '/api/placed-orders',
    orderBody(await productsFor(t, count), overrides),
  );
  expect(response.statusCode).toBe(201);
  const { reference } = response.json() as { reference: string };
  const row = await t.app.db
    .selectFrom('placed_order')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return { id: row.id, reference, trackingToken: response.json().trackingToken as string };
}

const setStatus = (id: string, status: OrderBookStatus, reason?: string) =>
  call(t, admin, 'POST', `/api/admin/orders/${id}/status`, { status, ...(reason ? { reason } : {}) });

test('guests and customers get 401/403 from every inbox, status, figures and export route', async () => {
  const { id } = await place();
  const routes = [
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders/new-count'],
    ['GET', '/api/admin/orders/events'],
    ['GET', '/api/admin/orders/figures'],
    ['GET', '/api/admin/orders/export?from=2026-01-01&to=2026-01-31'],
    ['GET', `/api/admin/orders/${id}`],
    ['POST', `/api/admin/orders/${id}/status`],
    ['POST', `/api/admin/orders/${id}/erase`],
  ] as const;
  for (const [method, url] of routes) {
    const payload = method === 'POST' ? { status: 'confirmed' } : undefined;
    expect((await call(t, null, method, url, payload)).statusCode, `guest ${url}`).toBe(401);
    const asCustomer = await call(t, customer, method, url, payload);
    expect(asCustomer.statusCode, `customer ${url}`).toBe(403);
    expect(asCustomer.body).not.toContain('"reference"');
  }
  expect(
    (
      await t.app.db
        .selectFrom('placed_order')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status,
  ).toBe('new');
});

test('every allowed transition is accepted and recorded with who and when; every other is refused', async () => {
  const allowed: [OrderBookStatus, OrderBookStatus][] = [
    ['new', 'confirmed'],
    ['confirmed', 'out_for_delivery'],
    ['out_for_delivery', 'delivered'],
  ];
  const { id } = await place();
  for (const [, to] of allowed) {
    const before = Date.now();
    const response = await setStatus(id, to);
    expect(response.statusCode).toBe(200);
    const order = AdminOrderSchema.parse(response.json());
    expect(order.status).toBe(to);
    const last = order.history.at(-1);
    expect(last).toMatchObject({ status: to, byEmail: admin.email });
    expect(Date.parse(last?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  }
  const after = AdminOrderSchema.parse((await call(t, admin, 'GET', `/api/admin/orders/${id}`)).json());
  expect(after.history.map((h) => h.status)).toEqual(['new', 'confirmed', 'out_for_delivery', 'delivered']);
  expect(after.history[0]?.byEmail).toBeNull();

  const refused: [OrderBookStatus[], OrderBookStatus][] = [
    [[], 'delivered'],
    [[], 'out_for_delivery'],
    [[], 'new'],
    [['confirmed'], 'new'],
    [['confirmed'], 'delivered'],
    [['confirmed', 'out_for_delivery'], 'confirmed'],
    [['confirmed', 'out_for_delivery', 'delivered'], 'cancelled'],
    [['cancelled'], 'confirmed'],
    [['cancelled'], 'new'],
  ];
  for (const [path, to] of refused) {
    const order = await place();
    for (const step of path) expect((await setStatus(order.id, step)).statusCode).toBe(200);
    const response = await setStatus(order.id, to);
    expect(response.statusCode, `${path.join('>')} > ${to}`).toBe(409);
    expect(response.json().error.code).toBe('STATUS_CHANGE_REFUSED');
  }
});

test('cancelling from new, confirmed and out for delivery keeps the optional reason', async () => {
  for (const path of [[], ['confirmed'], ['confirmed', 'out_for_delivery']] as OrderBookStatus[][]) {
    const { id } = await place();
    for (const step of path) await setStatus(id, step);
    const response = await setStatus(id, 'cancelled', 'Customer asked by phone');
    expect(response.statusCode).toBe(200);
    expect(response.json().history.at(-1)).toMatchObject({
      status: 'cancelled',
      reason: 'Customer asked by phone',
      byEmail: admin.email,
    });
  }
  const { id } = await place();
  expect((await setStatus(id, 'cancelled')).json().history.at(-1).reason).toBeNull();
  expect(
    (await call(t, admin, 'POST', `/api/admin/orders/${id}/status`, { status: 'shipped' })).statusCode,
  ).toBe(400);
  expect(
    (
      await call(t, admin, 'POST', '/api/admin/orders/8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11/status', {
        status: 'confirmed',
      })
    ).statusCode,
  ).toBe(404);
});

test('the customer tracking page shows each change with its time, and nobody who made it', async () => {
  const { id, trackingToken } = await place();
  await setStatus(id, 'confirmed');
  const tracked = (await call(t, null, 'GET', `/api/track/${trackingToken}`)).json();
  expect(tracked.status).toBe('confirmed');
  expect(tracked.history.map((h: { status: string }) => h.status)).toEqual(['new', 'confirmed']);
  expect(JSON.stringify(tracked)).not.toContain(admin.email);
});

test('the inbox lists orders waiting for confirmation first, each group newest first, and filters by status, date range and search on reference, name or phone', async () => {
  const layla = await place({ customer: { name: 'Layla Haddad', phone: '03 555 123' } });
  const omar = await place({ customer: { name: 'Omar', phone: '71 987 654' } });
  await setStatus(omar.id, 'confirmed');
  const list = async (query: string) =>
    InboxPageSchema.parse((await call(t, admin, 'GET', `/api/admin/orders${query}`)).json());

  const all = await list('');
  const waiting = all.orders.filter((o) => o.status === 'new');
  expect(all.orders.slice(0, waiting.length)).toEqual(waiting);
  expect(waiting[0]?.reference).toBe(layla.reference);
  expect(all.orders[waiting.length]?.reference).toBe(omar.reference);
  expect(all.newCount).toBe(all.orders.filter((o) => o.status === 'new').length);
  expect((await list('?status=confirmed')).orders.map((o) => o.reference)).toContain(omar.reference);
  expect((await list('?status=confirmed')).orders.map((o) => o.reference)).not.toContain(layla.reference);
  expect((await list(`?q=${layla.reference.toLowerCase()}`)).orders.map((o) => o.reference)).toEqual([
    layla.reference,
  ]);
  expect((await list('?q=haddad')).orders.map((o) => o.reference)).toEqual([layla.reference]);
  expect((await list('?q=03%20555%20123')).orders.map((o) => o.reference)).toEqual([layla.reference]);
  expect((await list('?q=987654')).orders.map((o) => o.reference)).toEqual([omar.reference]);
  expect((await list('?q=%25')).orders).toEqual([]);
  // Digits inside a reference-like search are no phone number: "98YYR7" does not find "…987…".
  expect((await list('?q=x98yyr7x')).orders).toEqual([]);
  expect((await list('?q=%2B961%2071%20987%20654')).orders.map((o) => o.reference)).toEqual([omar.reference]);
  const today = zonedDay(new Date());
  expect((await list(`?from=${today}&to=${today}`)).total).toBe(all.total);
  expect((await list('?from=2020-01-01&to=2020-12-31')).total).toBe(0);
  expect((await call(t, admin, 'GET', '/api/admin/orders?from=yesterday')).statusCode).toBe(400);
  expect(all.orders[waiting.length]?.customer).toEqual({
    name: 'Omar',
    phone: '+96171987654',
    address: null,
  });
});

test('erasing a customer removes name, phone, address and location but keeps items and totals', async () => {
  const { id, reference } = await place({
    customer: { name: 'Rania', phone: '03 111 222', address: 'Behind the pharmacy' },
    location: '33.9,35.5',
  });
  const before = AdminOrderSchema.parse((await call(t, admin, 'GET', `/api/admin/orders/${id}`)).json());
  const response = await call(t, admin, 'POST', `/api/admin/orders/${id}/erase`);
  expect(response.statusCode).toBe(200);
  const erased = AdminOrderSchema.parse(response.json());
  expect(erased.customer).toEqual({ name: null, phone: null, address: null });
  expect(erased.location).toBeNull();
  expect(erased.erasedAt).not.toBeNull();
  expect(erased.items).toEqual(before.items);
  expect(erased.totalCents).toBe(before.totalCents);
  const row = await t.app.db
    .selectFrom('placed_order')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  expect([row.customer_name, row.customer_phone, row.customer_address, row.location]).toEqual([
    null,
    null,
    null,
    null,
  ]);
});

test('figures: today, 7 and 30 days with delivered, open and waiting apart, cancelled left out; top perfumes by bottles', async () => {
  const start = FiguresSchema.parse((await call(t, admin, 'GET', '/api/admin/orders/figures')).json());
  const delivered = await place({}, 1); // 2 × 100 ml = $20
  for (const s of ['confirmed', 'out_for_delivery', 'delivered'] as const) await setStatus(delivered.id, s);
  const open = await place({}, 2); // 2 × 100 ml + 3 × 50 ml = $38
  await setStatus(open.id, 'confirmed');
  await place({}, 1); // still waiting for confirmation: $20
  const cancelled = await place({}, 1);
  await setStatus(cancelled.id, 'cancelled');
  const figures = FiguresSchema.parse((await call(t, admin, 'GET', '/api/admin/orders/figures')).json());
  for (const period of ['today', 'days7', 'days30'] as const) {
    expect(figures[period].delivered.orders - start[period].delivered.orders).toBe(1);
    expect(figures[period].delivered.revenueCents - start[period].delivered.revenueCents).toBe(2000);
    expect(figures[period].open.orders - start[period].open.orders).toBe(1);
    expect(figures[period].open.revenueCents - start[period].open.revenueCents).toBe(3800);
    expect(figures[period].waiting.orders - start[period].waiting.orders).toBe(1);
    expect(figures[period].waiting.revenueCents - start[period].waiting.revenueCents).toBe(2000);
  }
  expect(figures.topProducts.length).toBeLessThanOrEqual(5);
  for (const top of figures.topProducts) expect(top.bottles).toBe(top.size100 + top.size50);
  const bottles = figures.topProducts.map((p) => p.bottles);
  expect(bottles).toEqual([...bottles].sort((a, b) => b - a));
});

test('the export is a CSV with a byte-order mark, one row per order line, formulas neutralised', async () => {
  const { reference } = await place(
    { customer: { name: '=HYPERLINK("http://evil.example","x")', address: 'عند الجامع' } },
    2,
  );
  const today = zonedDay(new Date());
  const response = await call(t, admin, 'GET', `/api/admin/orders/export?from=${today}&to=${today}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="orders-${today}-to-${today}.csv"`,
  );
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const rows = (parse(response.body, { bom: true, columns: true }) as Record<string, string>[]).filter(
    (r) => r.Reference === reference,
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]?.['Customer name']).toBe(`'=HYPERLINK("http://evil.example","x")`);
  expect(rows[0]?.['Address or landmark']).toBe('عند الجامع');
  expect(rows.map((r) => r['Line total'])).toEqual(['20.00', '18.00']);
  expect(rows.every((r) => r['Order total'] === '38.00')).toBe(true);
  const bad = await call(t, admin, 'GET', `/api/admin/orders/export?from=${today}&to=2020-01-01`);
  expect(bad.statusCode).toBe(400);
});

test('the export in French names its columns, statuses and categories in French; a phone stays text', async () => {
  const { reference } = await place({ customer: { phone: '03 123 456' } });
  const today = zonedDay(new Date());
  const response = await call(t, admin, 'GET', `/api/admin/orders/export?from=${today}&to=${today}&lang=fr`);
  expect(response.statusCode).toBe(200);
  const [row] = (parse(response.body, { bom: true, columns: true }) as Record<string, string>[]).filter(
    (r) => r.Référence === reference,
  );
  expect(row?.Statut).toBe('En attente de confirmation');
  expect(['Homme', 'Femme', 'Mixte']).toContain(row?.Catégorie);
  expect(row?.Téléphone).toMatch(/^="\+?[\d ]+"$/);
  const unknown = await call(t, admin, 'GET', `/api/admin/orders/export?from=${today}&to=${today}&lang=de`);
  expect(unknown.statusCode).toBe(400);
});

test('the inbox is kept between reads, yet the very next read shows an order placed, moved, undone or erased', async () => {
  const inbox = async () => {
    const response = await call(t, admin, 'GET', '/api/admin/orders?q=Kept%20Reader');
    expect(response.statusCode).toBe(200);
    return InboxPageSchema.parse(response.json()).orders;
  };
  expect(await inbox()).toEqual([]);
  const { id } = await place({
    customer: { name: 'Kept Reader', phone: '+961 3 123 456', address: 'Saadiyat' },
  });
  expect((await inbox()).map((order) => [order.id, order.status])).toEqual([[id, 'new']]);
  // The same answer twice while nothing changes: the kept copy, byte for byte.
  const first = await call(t, admin, 'GET', '/api/admin/orders?q=Kept%20Reader');
  const second = await call(t, admin, 'GET', '/api/admin/orders?q=Kept%20Reader');
  expect(second.body).toBe(first.body);

  const moved = await setStatus(id, 'confirmed');
  expect(moved.statusCode).toBe(200);
  expect((await inbox())[0]?.status).toBe('confirmed');
  const eventId = AdminOrderSchema.parse(moved.json()).history.at(-1)?.id ?? '';
  expect((await call(t, admin, 'POST', `/api/admin/orders/${id}/undo`, { eventId })).statusCode).toBe(200);
  expect((await inbox())[0]?.status).toBe('new');
  expect((await call(t, admin, 'POST', `/api/admin/orders/${id}/erase`)).statusCode).toBe(200);
  // Erased, the name no longer matches the search.
  expect(await inbox()).toEqual([]);
});
