import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DeliverySection } from '#shared/delivery-types.ts';
import { AdminOrderSchema, InboxPageSchema, TrackedOrderSchema } from '#shared/order-book.ts';
import { zonedDay } from '#shared/zoned-time.ts';
import { createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, productsFor } from './order-book.test-kit.ts';

let t: TestApp;
let admin: TestUser;

const BEIRUT = {
  id: 'beirut',
  names: { en: 'Beirut', ar: 'بيروت', fr: 'Beyrouth' },
  feeCents: 300,
  freeFromCents: 5000,
};
const NORTH = {
  id: 'north',
  names: { en: 'North', ar: 'الشمال', fr: 'Le Nord' },
  feeCents: 500,
  freeFromCents: null,
};

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

async function saveDelivery(section: DeliverySection) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/delivery',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: section,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** One product line of 2 × 100 ml ($20), or `count` lines alternating 100 ml and 50 ml. */
async function place(overrides: Record<string, unknown>, count = 1) {
  return call(t, null, 'POST', '/api/placed-orders', orderBody(await productsFor(t, count), overrides));
}

test('with no areas the order has no delivery and a choice sent along is ignored', async () => {
  await saveDelivery({ areas: [], isPickupOffered: true });
  const response = await place({ delivery: { method: 'area', areaId: 'beirut' } });
  expect(response.statusCode).toBe(201);
  const order = TrackedOrderSchema.parse(response.json());
  expect(order.delivery).toBeNull();
  expect(order.totalCents).toBe(2000);
});

test('an area adds its fee to the total; the order keeps the area names of its day', async () => {
  await saveDelivery({ areas: [BEIRUT, NORTH], isPickupOffered: true });
  const response = await place({ delivery: { method: 'area', areaId: 'north' } });
  expect(response.statusCode).toBe(201);
  const order = TrackedOrderSchema.parse(response.json());
  expect(order.delivery).toEqual({ method: 'area', areaNames: NORTH.names, feeCents: 500 });
  expect(order.totalCents).toBe(2500);
});

test('delivery is free once the perfumes reach the area’s amount', async () => {
  await saveDelivery({ areas: [BEIRUT], isPickupOffered: false });
  // Two lines: $20 + $18 = $38, under $50: the fee applies.
  const under = TrackedOrderSchema.parse(
    (await place({ delivery: { method: 'area', areaId: 'beirut' } }, 2)).json(),
  );
  expect(under.delivery?.feeCents).toBe(300);
  expect(under.totalCents).toBe(4100);
  // Three lines: $20 + $18 + $20 = $58: free.
  const over = TrackedOrderSchema.parse(
    (await place({ delivery: { method: 'area', areaId: 'beirut' } }, 3)).json(),
  );
  expect(over.delivery).toEqual({ method: 'area', areaNames: BEIRUT.names, feeCents: 0 });
  expect(over.totalCents).toBe(5800);
});

test('pickup costs nothing, and is refused when the shop does not offer it', async () => {
  await saveDelivery({ areas: [NORTH], isPickupOffered: true });
  const pickup = TrackedOrderSchema.parse((await place({ delivery: { method: 'pickup' } })).json());
  expect(pickup.delivery).toEqual({ method: 'pickup', areaNames: null, feeCents: 0 });
  expect(pickup.totalCents).toBe(2000);

  await saveDelivery({ areas: [NORTH], isPickupOffered: false });
  const before = await orderCount();
  const refused = await place({ delivery: { method: 'pickup' } });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.issues).toEqual([{ path: 'body.delivery', message: expect.any(String) }]);
  expect(await orderCount()).toBe(before);
});

test('with areas, an order without a choice or with an unknown area is refused and nothing is recorded', async () => {
  await saveDelivery({ areas: [NORTH], isPickupOffered: false });
  const before = await orderCount();
  for (const delivery of [undefined, null, { method: 'area', areaId: 'mars' }]) {
    const response = await place(delivery === undefined ? {} : { delivery });
    expect(response.statusCode, JSON.stringify(delivery)).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.issues[0].path).toBe('body.delivery');
  }
  expect(await orderCount()).toBe(before);
});

test('a fee or a total sent by the page is ignored: the server computes them', async () => {
  await saveDelivery({ areas: [NORTH], isPickupOffered: false });
  const response = await place({
    delivery: { method: 'area', areaId: 'north', feeCents: 0 },
    deliveryFeeCents: 0,
    totalCents: 1,
  });
  expect(response.statusCode).toBe(201);
  const order = TrackedOrderSchema.parse(response.json());
  expect(order.delivery?.feeCents).toBe(500);
  expect(order.totalCents).toBe(2500);
});

test('an order keeps the fee of its day after the owner changes or removes the area', async () => {
  await saveDelivery({ areas: [NORTH], isPickupOffered: false });
  const placed = TrackedOrderSchema.parse(
    (await place({ delivery: { method: 'area', areaId: 'north' } })).json(),
  );
  await saveDelivery({
    areas: [{ ...NORTH, names: { ...NORTH.names, en: 'North Lebanon' }, feeCents: 900 }],
    isPickupOffered: false,
  });
  const later = TrackedOrderSchema.parse(
    (await place({ delivery: { method: 'area', areaId: 'north' } })).json(),
  );
  expect(later.delivery?.feeCents).toBe(900);
  await saveDelivery({ areas: [BEIRUT], isPickupOffered: false });

  const tracked = TrackedOrderSchema.parse(
    (await call(t, null, 'GET', `/api/track/${placed.trackingToken}`)).json(),
  );
  expect(tracked.delivery).toEqual({ method: 'area', areaNames: NORTH.names, feeCents: 500 });
  expect(tracked.totalCents).toBe(2500);
  const inbox = InboxPageSchema.parse(
    (await call(t, admin, 'GET', `/api/admin/orders?q=${placed.reference}`)).json(),
  );
  const [owner] = inbox.orders.map((o) => AdminOrderSchema.parse(o));
  expect(owner?.delivery).toEqual({ method: 'area', areaNames: NORTH.names, feeCents: 500 });
  expect(owner?.totalCents).toBe(2500);
});

test('the export carries the delivery and its fee beside the order total', async () => {
  await saveDelivery({ areas: [NORTH], isPickupOffered: true });
  const area = TrackedOrderSchema.parse(
    (await place({ delivery: { method: 'area', areaId: 'north' } })).json(),
  );
  const pickup = TrackedOrderSchema.parse((await place({ delivery: { method: 'pickup' } })).json());
  const today = zonedDay(new Date());
  const response = await call(t, admin, 'GET', `/api/admin/orders/export?from=${today}&to=${today}`);
  const rows = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
  const row = (reference: string) => rows.find((r) => r.Reference === reference);
  expect(row(area.reference)).toMatchObject({
    Delivery: 'North',
    'Delivery fee': '5.00',
    'Order total': '25.00',
  });
  expect(row(pickup.reference)).toMatchObject({
    Delivery: 'Pickup',
    'Delivery fee': '0.00',
    'Order total': '20.00',
  });
});

test('the owner’s delivery settings are checked: a negative fee or a missing name is refused', async () => {
  const bad = [
    { areas: [{ ...NORTH, feeCents: -100 }], isPickupOffered: false },
    { areas: [{ ...NORTH, names: { ...NORTH.names, ar: ' ' } }], isPickupOffered: false },
    { areas: [NORTH, { ...NORTH }], isPickupOffered: false },
  ];
  for (const payload of bad) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delivery',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload,
    });
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
  }
  const guest = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/delivery',
    headers: SAME_ORIGIN,
    payload: { areas: [], isPickupOffered: false },
  });
  expect(guest.statusCode).toBe(401);
});

async function orderCount(): Promise<number> {
  const row = await t.app.db
    .selectFrom('placed_order')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
