import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createManualClock } from '#server/clock.ts';
import { ActivityPageSchema } from '#shared/admin-records.ts';
import { DiscountCodeSchema } from '#shared/discount-codes.ts';
import { AdminOrderSchema, FiguresSchema, TrackedOrderSchema } from '#shared/order-book.ts';
import type { Product } from '#shared/product.ts';
import { attemptCount } from '#tests/helpers/attempt-count.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, placedOrderCount, productsFor } from '../order-book/order-book.test-kit.ts';

// 10 December 2026, noon in Saadiyat (UTC+2).
const clock = createManualClock(new Date('2026-12-10T10:00:00Z'));
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let products: Product[];
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await createUser(t.app, { role: 'admin' });
  customer = await createUser(t.app);
  products = await productsFor(t, 1);
});
afterAll(() => t.close());

const BASE_CODE = {
  code: 'OK',
  kind: 'percent',
  value: 10,
  startsOn: null,
  endsOn: null,
  minOrderCents: 0,
  useLimit: null,
  isActive: true,
};
let sequence = 0;
/** A code with overrides; the order of orderBody(products) is 2 × 100 ml = $20.00. */
async function createCode(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await call(t, admin, 'POST', '/api/admin/discount-codes', {
    ...BASE_CODE,
    code: `code-${sequence}`,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return DiscountCodeSchema.parse(response.json());
}

const check = (code: string, user: TestUser | null = null) =>
  call(t, user, 'POST', '/api/discount-codes/check', { code, items: orderBody(products).items });

async function listed(id: string) {
  const list = (await call(t, admin, 'GET', '/api/admin/discount-codes')).json() as unknown[];
  return DiscountCodeSchema.array()
    .parse(list)
    .find((c) => c.id === id);
}

test('the owner adds a code in capitals whatever he typed, edits it, deactivates it; the list shows its uses', async () => {
  const code = await createCode({ code: '  eid-10 ', kind: 'amount', value: 500, minOrderCents: 1500 });
  expect(code).toMatchObject({ code: 'EID-10', kind: 'amount', value: 500, uses: 0, isActive: true });
  const edited = await call(t, admin, 'PUT', `/api/admin/discount-codes/${code.id}`, {
    ...code,
    value: 700,
    endsOn: '2026-12-31',
    useLimit: 50,
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({ code: 'EID-10', value: 700, endsOn: '2026-12-31', useLimit: 50 });
  const off = await call(t, admin, 'PUT', `/api/admin/discount-codes/${code.id}/active`, { isActive: false });
  expect(off.json()).toMatchObject({ isActive: false });
  expect(await listed(code.id)).toMatchObject({ code: 'EID-10', isActive: false, uses: 0 });
});

test('bad input is a 400 naming the field, a code written twice a 409, and nothing changes', async () => {
  const base = BASE_CODE;
  for (const bad of [
    { ...base, code: 'EID 10' },
    { ...base, code: 'ÉTÉ' },
    { ...base, code: '' },
    { ...base, value: 101 },
    { ...base, value: 0 },
    { ...base, kind: 'gift' },
    { ...base, startsOn: '2026-12-20', endsOn: '2026-12-19' },
    { ...base, startsOn: '20-12-2026' },
    { ...base, minOrderCents: -1 },
    { ...base, useLimit: 0 },
  ]) {
    const response = await call(t, admin, 'POST', '/api/admin/discount-codes', bad);
    expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  }
  const first = await createCode({ code: 'TWICE' });
  const again = await call(t, admin, 'POST', '/api/admin/discount-codes', { ...base, code: 'twice' });
  expect(again.statusCode).toBe(409);
  expect(again.json().error.code).toBe('DISCOUNT_CODE_TAKEN');
  const missing = await call(
    t,
    admin,
    'PUT',
    '/api/admin/discount-codes/6b1f3c3e-1111-4c5e-9d5e-000000000000',
    base,
  );
  expect(missing.statusCode).toBe(404);
  expect((await listed(first.id))?.code).toBe('TWICE');
});

test('every change to a code is in the activity log, naming who made it; a refused one writes nothing', async () => {
  const log = async () =>
    ActivityPageSchema.parse((await call(t, admin, 'GET', '/api/admin/activity')).json());
  const seen = new Set((await log()).entries.map((entry) => entry.id));

  const code = await createCode({ code: 'LOGGED', value: 15 });
  const renamed = await call(t, admin, 'PUT', `/api/admin/discount-codes/${code.id}`, {
    ...BASE_CODE,
    code: 'LOGGED-5',
    kind: 'amount',
    value: 500,
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const off = await call(t, admin, 'PUT', `/api/admin/discount-codes/${code.id}/active`, { isActive: false });
  expect(off.statusCode).toBe(200);

  // Refused: a spelling taken, bad input, unknown ids, and a used code's new spelling.
  expect(
    (await call(t, admin, 'POST', '/api/admin/discount-codes', { ...BASE_CODE, code: 'logged-5' }))
      .statusCode,
  ).toBe(409);
  expect(
    (await call(t, admin, 'PUT', `/api/admin/discount-codes/${code.id}`, { ...BASE_CODE, value: 0 }))
      .statusCode,
  ).toBe(400);
  const unknownId = '6b1f3c3e-1111-4c5e-9d5e-000000000001';
  expect((await call(t, admin, 'PUT', `/api/admin/discount-codes/${unknownId}`, BASE_CODE)).statusCode).toBe(
    404,
  );
  expect(
    (await call(t, admin, 'PUT', `/api/admin/discount-codes/${unknownId}/active`, { isActive: true }))
      .statusCode,
  ).toBe(404);
  const used = await createCode({ code: 'USED-ONCE' });
  const placed = await call(
    t,
    customer,
    'POST',
    '/api/placed-orders',
    orderBody(products, { discountCode: 'USED-ONCE' }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const respelled = await call(t, admin, 'PUT', `/api/admin/discount-codes/${used.id}`, {
    ...BASE_CODE,
    code: 'USED-TWICE',
  });
  expect(respelled.statusCode).toBe(409);
  expect(respelled.json().error.code).toBe('DISCOUNT_CODE_USED');

  const entries = (await log()).entries
    .filter((entry) => !seen.has(entry.id) && entry.kind === 'discount')
    .map(({ subject, code, params, actorEmail, detail }) => ({ subject, code, params, actorEmail, detail }));
  const by = admin.email;
  expect(entries).toEqual([
    {
      subject: 'USED-ONCE',
      code: 'DISCOUNT_CODE_ADDED',
      params: { kind: 'percent', value: 10 },
      actorEmail: by,
      detail: 'Added: 10% off',
    },
    {
      subject: 'LOGGED-5',
      code: 'DISCOUNT_CODE_TURNED',
      params: { isActive: false },
      actorEmail: by,
      detail: 'Status: Inactive',
    },
    {
      subject: 'LOGGED-5',
      code: 'DISCOUNT_CODE_CHANGED',
      params: { kind: 'amount', value: 500, formerCode: 'LOGGED' },
      actorEmail: by,
      detail: 'Renamed from LOGGED; Updated details: $5.00 off',
    },
    {
      subject: 'LOGGED',
      code: 'DISCOUNT_CODE_ADDED',
      params: { kind: 'percent', value: 15 },
      actorEmail: by,
      detail: 'Added: 15% off',
    },
  ]);
});

test('guests and customers get 401/403 from every admin route, and the list stays as it was', async () => {
  const code = await createCode();
  const routes: [string, string, unknown][] = [
    ['GET', '/api/admin/discount-codes', undefined],
    ['POST', '/api/admin/discount-codes', { ...code, code: 'SNEAKY' }],
    ['PUT', `/api/admin/discount-codes/${code.id}`, { ...code, value: 100 }],
    ['PUT', `/api/admin/discount-codes/${code.id}/active`, { isActive: false }],
  ];
  for (const [method, url, body] of routes) {
    expect((await call(t, null, method as 'GET', url, body)).statusCode).toBe(401);
    expect((await call(t, customer, method as 'GET', url, body)).statusCode).toBe(403);
  }
  expect(await listed(code.id)).toMatchObject({ value: 10, isActive: true });
});

test('checkout hears why a code is refused: unknown, not active, not started, expired, used up, below the minimum', async () => {
  const reasonOf = async (code: string) => {
    const response = await check(code);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('DISCOUNT_CODE_REFUSED');
    return response.json().error;
  };
  expect((await reasonOf('NOSUCH')).params).toEqual({ reason: 'unknown' });
  const inactive = await createCode({ isActive: false });
  expect((await reasonOf(inactive.code)).params).toEqual({ reason: 'inactive' });
  // Tomorrow in Saadiyat.
  const soon = await createCode({ startsOn: '2026-12-11' });
  const notStarted = await reasonOf(soon.code);
  expect(notStarted.params).toEqual({ reason: 'not-started', startsOn: '2026-12-11' });
  expect(notStarted.message).toBe('This code starts on 2026-12-11.');
  const past = await createCode({ endsOn: '2026-12-09' });
  expect((await reasonOf(past.code)).params).toEqual({ reason: 'expired' });
  const big = await createCode({ minOrderCents: 2500 });
  const below = await reasonOf(big.code);
  expect(below.params).toEqual({ reason: 'below-minimum', minOrderCents: 2500 });
  expect(below.message).toBe('This code needs an order of at least $25.00 in perfumes.');
  const once = await createCode({ useLimit: 1 });
  expect(
    (await call(t, null, 'POST', '/api/placed-orders', orderBody(products, { discountCode: once.code })))
      .statusCode,
  ).toBe(201);
  expect((await reasonOf(once.code)).params).toEqual({ reason: 'used-up' });

  // Accepted: typed in small letters, today its first and last day, the minimum met exactly.
  const today = await createCode({ startsOn: '2026-12-10', endsOn: '2026-12-10', minOrderCents: 2000 });
  const accepted = await check(today.code.toLowerCase());
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toEqual({ code: today.code, subtotalCents: 2000, discountCents: 200 });
});

test('the days are Saadiyat days: a code ending today still holds at 23:30 in Beirut, not 10 minutes after midnight', async () => {
  const code = await createCode({ endsOn: '2026-12-10' });
  const saved = clock.now().getTime();
  clock.advance(new Date('2026-12-10T21:30:00Z').getTime() - saved);
  expect((await check(code.code)).statusCode).toBe(200);
  clock.advance(40 * 60_000);
  expect((await check(code.code)).json().error.params).toEqual({ reason: 'expired' });
  clock.advance(saved - clock.now().getTime());
});

test('refused codes are limited per address; an accepted code gives its try back before the answer arrives', async () => {
  const good = await createCode();
  const remoteAddress = '203.0.113.91';
  const checkFrom = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/discount-codes/check',
      remoteAddress,
      headers: SAME_ORIGIN,
      payload: { code, items: orderBody(products).items },
    });
  const tries = () => attemptCount(t.app, `discount-check:addr:${remoteAddress}`);

  for (let attempt = 0; attempt < 19; attempt += 1) {
    expect((await checkFrom(`GUESS${attempt}`)).statusCode).toBe(409);
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    expect((await checkFrom(good.code)).statusCode).toBe(200);
    expect(await tries()).toBe(19);
  }
  expect((await checkFrom('GUESS-LAST')).statusCode).toBe(409);
  const refused = await checkFrom(good.code);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.code).toBe('RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});

test('bad input to the check is a 400', async () => {
  expect(
    (
      await call(t, null, 'POST', '/api/discount-codes/check', {
        code: 'A B',
        items: orderBody(products).items,
      })
    ).statusCode,
  ).toBe(400);
  expect(
    (await call(t, null, 'POST', '/api/discount-codes/check', { code: 'OK', items: [] })).statusCode,
  ).toBe(400);
  const gone = await call(t, null, 'POST', '/api/discount-codes/check', {
    code: 'OK',
    items: [{ productId: 'gone', selectedSizes: [{ size: '100', quantity: 1 }] }],
  });
  expect(gone.statusCode).toBe(400);
  expect(gone.json().error.code).toBe('PRODUCT_NOT_FOUND');
});

test('the order carries the discount the server computed: a discount or total sent by the client is ignored', async () => {
  const code = await createCode({ kind: 'amount', value: 500 });
  const body = orderBody(products, {
    discountCode: code.code.toLowerCase(),
    discountCents: 2000,
    discount: { code: code.code, amountCents: 2000 },
    totalCents: 1,
  });
  const placed = await call(t, customer, 'POST', '/api/placed-orders', body);
  expect(placed.statusCode).toBe(201);
  const order = TrackedOrderSchema.parse(placed.json());
  expect(order.discount).toEqual({ code: code.code, amountCents: 500 });
  expect(order.totalCents).toBe(1500);
  // The tracking page, the customer's list and the owner's order book read the same line.
  const tracked = TrackedOrderSchema.parse(
    (await call(t, null, 'GET', `/api/track/${order.trackingToken}`)).json(),
  );
  expect(tracked.discount).toEqual({ code: code.code, amountCents: 500 });
  const mine = TrackedOrderSchema.array().parse(
    (await call(t, customer, 'GET', '/api/account/orders')).json(),
  );
  expect(mine.find((o) => o.reference === order.reference)?.discount?.amountCents).toBe(500);
  const inbox = (await call(t, admin, 'GET', `/api/admin/orders?q=${order.reference}`)).json();
  const owners = AdminOrderSchema.parse(inbox.orders[0]);
  expect(owners).toMatchObject({
    reference: order.reference,
    totalCents: 1500,
    discount: { code: code.code, amountCents: 500 },
  });
  expect(await listed(code.id)).toMatchObject({ uses: 1, discountGivenCents: 500 });

  // The owner's export has the code and the discount on the order's lines, beside its total.
  const exported = await call(t, admin, 'GET', '/api/admin/orders/export?from=2026-12-10&to=2026-12-10');
  expect(exported.statusCode).toBe(200);
  const rows = parse(exported.body, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.find((row) => row.Reference === order.reference)).toMatchObject({
    'Discount code': code.code,
    Discount: '5.00',
    'Order total': '15.00',
  });
  expect(rows.filter((row) => row['Discount code'] === '').every((row) => row.Discount === '')).toBe(true);
});

test('a percent never takes more than the perfumes, and an amount larger than them makes them free', async () => {
  const all = await createCode({ kind: 'percent', value: 100 });
  const big = await createCode({ kind: 'amount', value: 9900 });
  for (const code of [all, big]) {
    const placed = await call(
      t,
      null,
      'POST',
      '/api/placed-orders',
      orderBody(products, { discountCode: code.code }),
    );
    expect(TrackedOrderSchema.parse(placed.json())).toMatchObject({
      totalCents: 0,
      discount: { amountCents: 2000 },
    });
  }
});

test('a code that stopped applying between applying and placing refuses the order with the reason; nothing is placed', async () => {
  const code = await createCode();
  expect((await check(code.code)).statusCode).toBe(200);
  await call(t, admin, 'PUT', `/api/admin/discount-codes/${code.id}/active`, { isActive: false });
  const before = await placedOrderCount(t);
  const refused = await call(
    t,
    null,
    'POST',
    '/api/placed-orders',
    orderBody(products, { discountCode: code.code }),
  );
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toMatchObject({
    code: 'DISCOUNT_CODE_REFUSED',
    params: { reason: 'inactive' },
  });
  const unknown = await call(
    t,
    null,
    'POST',
    '/api/placed-orders',
    orderBody(products, { discountCode: 'NOPE' }),
  );
  expect(unknown.json().error.params).toEqual({ reason: 'unknown' });
  const bad = await call(
    t,
    null,
    'POST',
    '/api/placed-orders',
    orderBody(products, { discountCode: 'no pe' }),
  );
  expect(bad.statusCode).toBe(400);
  expect(await placedOrderCount(t)).toBe(before);
  expect(await listed(code.id)).toMatchObject({ uses: 0 });
});

test('concurrent orders stop exactly at the use limit: the others are refused as used up and not placed', async () => {
  const code = await createCode({ useLimit: 3 });
  const before = await placedOrderCount(t);
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      call(t, null, 'POST', '/api/placed-orders', orderBody(products, { discountCode: code.code })),
    ),
  );
  const statuses = answers.map((a) => a.statusCode).sort();
  expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.json().error.params).toEqual({ reason: 'used-up' });
  }
  expect(await placedOrderCount(t)).toBe(before + 3);
  expect(await listed(code.id)).toMatchObject({ uses: 3, useLimit: 3 });
});

test('a retried placement (same key, same order) gets its order back and does not use the code twice', async () => {
  const code = await createCode({ useLimit: 5 });
  const body = orderBody(products, { discountCode: code.code });
  const first = await call(t, null, 'POST', '/api/placed-orders', body);
  const [again, racing] = await Promise.all([
    call(t, null, 'POST', '/api/placed-orders', body),
    call(t, null, 'POST', '/api/placed-orders', body),
  ]);
  expect(first.statusCode).toBe(201);
  expect([again.statusCode, racing.statusCode]).toEqual([200, 200]);
  expect(again.json().reference).toBe(first.json().reference);
  expect(await listed(code.id)).toMatchObject({ uses: 1 });
  // The same key with another code is another order: refused, not a second use.
  const other = await call(t, null, 'POST', '/api/placed-orders', { ...body, discountCode: null });
  expect(other.statusCode).toBe(409);
  expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
});

test('the figures count the discounts given and the orders per code; a cancelled order leaves them', async () => {
  const start = FiguresSchema.parse((await call(t, admin, 'GET', '/api/admin/orders/figures')).json());
  const code = await createCode({ code: 'FIGURES', kind: 'amount', value: 300 });
  const placed = [];
  for (let i = 0; i < 3; i += 1) {
    placed.push(
      (
        await call(t, null, 'POST', '/api/placed-orders', orderBody(products, { discountCode: code.code }))
      ).json(),
    );
  }
  const ids = [];
  for (const order of placed) {
    const found = (await call(t, admin, 'GET', `/api/admin/orders?q=${order.reference}`)).json();
    ids.push(found.orders[0].id as string);
  }
  await call(t, admin, 'POST', `/api/admin/orders/${ids[0]}/status`, { status: 'confirmed' });
  await call(t, admin, 'POST', `/api/admin/orders/${ids[1]}/status`, { status: 'cancelled' });
  const figures = FiguresSchema.parse((await call(t, admin, 'GET', '/api/admin/orders/figures')).json());
  expect(figures.today.open.discountCents - start.today.open.discountCents).toBe(300);
  expect(figures.today.waiting.discountCents - start.today.waiting.discountCents).toBe(300);
  expect(figures.discountCodes.find((c) => c.code === 'FIGURES')).toEqual({
    code: 'FIGURES',
    orders: 2,
    discountCents: 600,
  });
  expect(await listed(code.id)).toMatchObject({ uses: 3, discountGivenCents: 600 });
});
