import { afterAll, beforeAll, expect, test } from 'vitest';
import { PushPayloadSchema } from '#shared/push.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { type PushServiceStandIn, startPushServiceStandIn } from '#tests/helpers/push-service-stand-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { call, orderBody, productsFor } from '../order-book/order-book.test-kit.ts';

let t: TestApp;
let push: PushServiceStandIn;
let owner: TestUser;
let helper: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  push = await startPushServiceStandIn();
  owner = await createUser(t.app, { role: 'admin' });
  helper = await createUser(t.app, { role: 'admin' });
  customer = await createUser(t.app);
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const send = (...args: Parameters<typeof call> extends [TestApp, ...infer Rest] ? Rest : never) =>
  call(t, ...args);

const subscribe = (user: TestUser, subscription: object, language = 'en', device = 'Chrome on Android') =>
  send(user, 'PUT', '/api/admin/push/subscription', { ...subscription, language, device });

async function placeOrder(products = 4) {
  const response = await send(null, 'POST', '/api/placed-orders', orderBody(await productsFor(t, products)));
  expect(response.statusCode).toBe(201);
  return response.json<{ reference: string; totalCents: number }>();
}

async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const pushesOf = (deviceId: string) => push.received.filter((p) => p.deviceId === deviceId);

test('guests and customers cannot read the key, subscribe or remove a device', async () => {
  const device = push.device();
  for (const user of [null, customer]) {
    const expected = user ? 403 : 401;
    expect((await send(user, 'GET', '/api/admin/push')).statusCode).toBe(expected);
    expect((await send(user, 'PUT', '/api/admin/push/subscription', device.subscription)).statusCode).toBe(
      expected,
    );
    expect(
      (await send(user, 'DELETE', '/api/admin/push/subscription', { endpoint: device.subscription.endpoint }))
        .statusCode,
    ).toBe(expected);
  }
  expect(await t.app.db.selectFrom('push_subscription').selectAll().execute()).toEqual([]);
});

test('the shop makes its VAPID key pair once and keeps it in the database', async () => {
  const first = (await send(owner, 'GET', '/api/admin/push')).json<{ publicKey: string }>();
  const second = (await send(helper, 'GET', '/api/admin/push')).json<{ publicKey: string }>();
  expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  expect(second.publicKey).toBe(first.publicKey);
  const row = await t.app.db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'vapid_keys')
    .executeTakeFirstOrThrow();
  expect(JSON.parse(row.value)).toMatchObject({ publicKey: first.publicKey, privateKey: expect.any(String) });
});

test('a subscription that is not one is refused with 400 and nothing is kept', async () => {
  const { subscription } = push.device();
  const bad = [
    { ...subscription, endpoint: 'http://push.example.com/abc' },
    { ...subscription, endpoint: 'not a url' },
    { ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth } },
    { ...subscription, keys: { p256dh: subscription.keys.p256dh } },
  ];
  for (const body of bad) {
    const response = await subscribe(owner, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  }
  expect((await subscribe(owner, subscription, 'de')).statusCode).toBe(400);
  expect(await t.app.db.selectFrom('push_subscription').selectAll().execute()).toEqual([]);
});

test('a new order reaches each subscribed device once, signed with the shop key, in that device’s language', async () => {
  const { publicKey } = (await send(owner, 'GET', '/api/admin/push')).json<{ publicKey: string }>();
  const phone = push.device();
  const laptop = push.device();
  expect((await subscribe(owner, phone.subscription, 'ar')).statusCode).toBe(200);
  expect((await subscribe(helper, laptop.subscription, 'fr', 'Firefox on Linux')).statusCode).toBe(200);
  // The same device again (a reload re-sends it): still one device.
  expect((await subscribe(owner, phone.subscription, 'ar')).statusCode).toBe(200);

  const order = await placeOrder(4);
  await until(() => pushesOf(phone.id).length === 1 && pushesOf(laptop.id).length === 1);
  // A retry of the same order, and time for any second push to arrive, send nothing more.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(pushesOf(phone.id)).toHaveLength(1);
  expect(pushesOf(laptop.id)).toHaveLength(1);

  const [onPhone] = pushesOf(phone.id);
  expect(onPhone).toMatchObject({
    isVapidValid: true,
    vapidPublicKey: publicKey,
    audience: push.url,
    contentEncoding: 'aes128gcm',
    urgency: 'high',
  });
  expect(Number(onPhone?.ttl)).toBeGreaterThan(0);
  const arabic = PushPayloadSchema.parse(onPhone?.payload);
  expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', tag: order.reference });
  expect(arabic.title).toContain('طلب جديد');
  expect(arabic.title).toContain(order.reference);
  expect(arabic.title).toContain(`$${(order.totalCents / 100).toFixed(2)}`);
  expect(arabic.url).toBe(`/ar/admin/orders?q=${order.reference}`);
  // Four perfumes: the first three lines, then "and one more".
  expect(arabic.body.split('\n')).toHaveLength(4);
  expect(arabic.body).toContain('وعطر آخر');

  const french = PushPayloadSchema.parse(pushesOf(laptop.id)[0]?.payload);
  expect(french.title).toMatch(new RegExp(`^Nouvelle commande ${order.reference}`));
  expect(french.url).toBe(`/fr/admin/orders?q=${order.reference}`);
});

test('a device the push service says is gone (410 or 404) is removed and not tried again', async () => {
  const gone = push.device();
  const unknown = push.device();
  const kept = push.device();
  for (const device of [gone, unknown, kept])
    expect((await subscribe(owner, device.subscription)).statusCode).toBe(200);
  push.setStatus(gone.id, 410);
  push.setStatus(unknown.id, 404);

  await placeOrder(1);
  const endpoints = async () =>
    (await t.app.db.selectFrom('push_subscription').select('endpoint').execute()).map((r) => r.endpoint);
  await until(async () => !(await endpoints()).includes(gone.subscription.endpoint));
  await until(async () => !(await endpoints()).includes(unknown.subscription.endpoint));
  expect(await endpoints()).toContain(kept.subscription.endpoint);

  await placeOrder(1);
  await until(() => pushesOf(kept.id).length === 2);
  expect(pushesOf(gone.id)).toHaveLength(1);
  expect(pushesOf(unknown.id)).toHaveLength(1);
});

test('an admin lists and removes only his own devices', async () => {
  const mine = push.device();
  const theirs = push.device();
  await subscribe(owner, mine.subscription, 'en', 'Safari on iPhone');
  const helperDevice = (await subscribe(helper, theirs.subscription)).json<{ id: string }>();

  const list = (await send(owner, 'GET', '/api/admin/push')).json<{
    devices: { endpoint: string; device: string }[];
  }>();
  expect(list.devices.map((d) => d.endpoint)).toContain(mine.subscription.endpoint);
  expect(list.devices.map((d) => d.endpoint)).not.toContain(theirs.subscription.endpoint);
  expect(list.devices.find((d) => d.endpoint === mine.subscription.endpoint)?.device).toBe(
    'Safari on iPhone',
  );

  expect((await send(owner, 'DELETE', `/api/admin/push/devices/${helperDevice.id}`)).statusCode).toBe(404);
  expect(
    (await send(owner, 'DELETE', '/api/admin/push/subscription', { endpoint: theirs.subscription.endpoint }))
      .statusCode,
  ).toBe(404);
  expect(
    (await send(owner, 'DELETE', '/api/admin/push/subscription', { endpoint: mine.subscription.endpoint }))
      .statusCode,
  ).toBe(204);
  expect((await send(helper, 'DELETE', `/api/admin/push/devices/${helperDevice.id}`)).statusCode).toBe(204);

  const before = push.received.length;
  await placeOrder(1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const removed = [mine.id, theirs.id];
  expect(push.received.slice(before).filter((p) => removed.includes(p.deviceId))).toEqual([]);
});
