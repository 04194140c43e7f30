import { afterAll, beforeAll, expect, test } from 'vitest';
import { ShopSettingsSchema } from '#shared/settings.ts';
import { DEFAULT_SETTINGS } from '#shared/settings-defaults.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp({ SHOP_PHONE: '96171999888' });
  admin = await createUser(t.app, { role: 'admin' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const put = (section: string, payload: unknown, cookie = admin.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${section}`,
    headers: { ...SAME_ORIGIN, cookie },
    payload: payload as Record<string, unknown>,
  });

async function publicSettings(): Promise<ShopSettings> {
  const response = await t.app.inject({ method: 'GET', url: '/api/settings' });
  expect(response.statusCode).toBe(200);
  return ShopSettingsSchema.parse(response.json());
}

const activityCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('activity')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('the first start fills the phone numbers from SHOP_PHONE; the rest are the first values', async () => {
  const settings = await publicSettings();
  expect(settings.shop.whatsAppPhone).toBe('96171999888');
  expect(settings.shop.callPhone).toBe('96171999888');
  expect(settings.hours).toEqual(DEFAULT_SETTINGS.hours);
  expect(settings.prices.sizes['100'].priceCents).toBe(1000);
});

test('an admin saves the shop section: one activity row, and the public settings show it at once', async () => {
  const before = await activityCount();
  const current = await publicSettings();
  const response = await put('shop', { ...current.shop, whatsAppPhone: '+961 3 123 456', town: 'Damour' });
  expect(response.statusCode).toBe(200);
  const after = await publicSettings();
  expect(after.shop.whatsAppPhone).toBe('9613123456');
  expect(after.shop.town).toBe('Damour');
  expect(await activityCount()).toBe(before + 1);
  const row = await t.app.db
    .selectFrom('activity')
    .selectAll()
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ kind: 'setting', subject: 'shop', actor_email: admin.email });
  expect(row.detail).toContain('whatsAppPhone: 96171999888 → 9613123456');
});

const refusals: { name: string; section: string; change: (s: ShopSettings) => unknown; field: string }[] = [
  {
    name: 'a phone that is not a number',
    section: 'shop',
    change: (s) => ({ ...s.shop, callPhone: 'call us' }),
    field: 'body.callPhone',
  },
  {
    name: 'a latitude of 200',
    section: 'shop',
    change: (s) => ({ ...s.shop, latitude: 200 }),
    field: 'body.latitude',
  },
  {
    name: 'overlapping intervals',
    section: 'hours',
    change: (s) => ({
      ...s.hours,
      week: {
        ...s.hours.week,
        saturday: [
          { opens: '10:00', closes: '14:00' },
          { opens: '13:00', closes: '18:00' },
        ],
      },
    }),
    field: 'body.week.saturday',
  },
  {
    name: 'a closing time before the opening time',
    section: 'hours',
    change: (s) => ({ ...s.hours, week: { ...s.hours.week, monday: [{ opens: '18:00', closes: '09:00' }] } }),
    field: 'body.week.monday.0.closes',
  },
  {
    name: 'three intervals in a day',
    section: 'hours',
    change: (s) => ({
      ...s.hours,
      week: {
        ...s.hours.week,
        friday: [
          { opens: '08:00', closes: '09:00' },
          { opens: '10:00', closes: '11:00' },
          { opens: '12:00', closes: '13:00' },
        ],
      },
    }),
    field: 'body.week.friday',
  },
  {
    name: 'two exceptions on the same day',
    section: 'hours',
    change: (s) => ({
      ...s.hours,
      exceptions: [
        { from: '2026-12-24', to: '2026-12-26', intervals: [], note: '' },
        { from: '2026-12-26', to: '2026-12-26', intervals: [], note: '' },
      ],
    }),
    field: 'body.exceptions',
  },
  {
    name: 'a price of 0',
    section: 'prices',
    change: (s) => withPrice(s, 0),
    field: 'body.sizes.100.priceCents',
  },
  {
    name: 'a negative price',
    section: 'prices',
    change: (s) => withPrice(s, -500),
    field: 'body.sizes.100.priceCents',
  },
  {
    name: 'a price above $10,000',
    section: 'prices',
    change: (s) => withPrice(s, 1_000_001),
    field: 'body.sizes.100.priceCents',
  },
  {
    name: 'both sizes off sale',
    section: 'prices',
    change: (s) => ({
      ...s.prices,
      sizes: { '100': { priceCents: 1000, isOnSale: false }, '50': { priceCents: 600, isOnSale: false } },
    }),
    field: 'body.sizes',
  },
  {
    name: 'an exchange rate of 0',
    section: 'prices',
    change: (s) => ({ ...s.prices, lbpPerUsd: 0 }),
    field: 'body.lbpPerUsd',
  },
  {
    name: 'a social link elsewhere than its site',
    section: 'social',
    change: (s) => ({ ...s.social, instagram: 'https://evil.example/saadiyat' }),
    field: 'body.instagram',
  },
];

function withPrice(s: ShopSettings, priceCents: number) {
  return { ...s.prices, sizes: { ...s.prices.sizes, '100': { priceCents, isOnSale: true } } };
}

for (const refusal of refusals) {
  test(`${refusal.name} is refused with a 400 naming the field, and nothing changes`, async () => {
    const before = await publicSettings();
    const rows = await activityCount();
    const response = await put(refusal.section, refusal.change(before));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; issues: { path: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues.map((i) => i.path)).toContain(refusal.field);
    expect(await publicSettings()).toEqual(before);
    expect(await activityCount()).toBe(rows);
  });
}

test('hours with two intervals and a dated exception are saved and read back', async () => {
  const current = await publicSettings();
  const hours = {
    week: {
      ...current.hours.week,
      saturday: [
        { opens: '16:00', closes: '21:00' },
        { opens: '09:00', closes: '13:00' },
      ],
    },
    exceptions: [{ from: '2026-12-25', to: '2026-12-25', intervals: [], note: 'Christmas' }],
  };
  expect((await put('hours', hours)).statusCode).toBe(200);
  const saved = await publicSettings();
  // Kept in the order of the day.
  expect(saved.hours.week.saturday).toEqual([
    { opens: '09:00', closes: '13:00' },
    { opens: '16:00', closes: '21:00' },
  ]);
  expect(saved.hours.exceptions).toEqual(hours.exceptions);
});

test('an empty social link is saved as none', async () => {
  const current = await publicSettings();
  expect((await put('social', { ...current.social, tiktok: '' })).statusCode).toBe(200);
  expect((await publicSettings()).social.tiktok).toBeNull();
});

test('signed out is 401 and a customer is 403 on every settings route, and nothing changes', async () => {
  const before = await publicSettings();
  const routes: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string }[] = [
    { method: 'GET', url: '/api/admin/settings' },
    { method: 'PUT', url: '/api/admin/settings/shop' },
    { method: 'PUT', url: '/api/admin/settings/hours' },
    { method: 'PUT', url: '/api/admin/settings/social' },
    { method: 'PUT', url: '/api/admin/settings/prices' },
    { method: 'POST', url: '/api/admin/settings/hero' },
    { method: 'DELETE', url: '/api/admin/settings/hero' },
  ];
  for (const route of routes) {
    const payload = route.method === 'PUT' ? { ...before.shop, name: 'Taken over' } : undefined;
    const signedOut = await t.app.inject({ ...route, headers: SAME_ORIGIN, ...(payload ? { payload } : {}) });
    expect(signedOut.statusCode, `${route.method} ${route.url}`).toBe(401);
    const asCustomer = await t.app.inject({
      ...route,
      headers: { ...SAME_ORIGIN, cookie: customer.cookie },
      ...(payload ? { payload } : {}),
    });
    expect(asCustomer.statusCode, `${route.method} ${route.url}`).toBe(403);
  }
  expect(await publicSettings()).toEqual(before);
});

test('a restart keeps the saved settings: SHOP_PHONE only fills them on the first start', async () => {
  const { buildApp } = await import('#server/app.ts');
  const { testConfig } = await import('#tests/helpers/test-app.ts');
  const saved = await publicSettings();
  // A second app on the same database with another SHOP_PHONE (as after a restart).
  const second = await buildApp(testConfig(t.database, { SHOP_PHONE: '96170000001' }), { logger: false });
  try {
    const response = await second.inject({ method: 'GET', url: '/api/settings' });
    expect(response.json<ShopSettings>().shop.whatsAppPhone).toBe(saved.shop.whatsAppPhone);
  } finally {
    await second.close();
  }
});

test('a save that changes nothing records no activity; a change keeps its fields as data for the log', async () => {
  const current = await publicSettings();
  const rows = await activityCount();
  expect((await put('hours', current.hours)).statusCode).toBe(200);
  expect(await activityCount()).toBe(rows);

  const week = { ...current.hours.week, monday: [{ opens: '09:00', closes: '13:00' }] };
  expect((await put('hours', { ...current.hours, week })).statusCode).toBe(200);
  expect(await activityCount()).toBe(rows + 1);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/activity',
    headers: { cookie: admin.cookie },
  });
  const [entry] = (response.json() as { entries: { subject: string; changes: unknown }[] }).entries;
  expect(entry?.subject).toBe('hours');
  expect(entry?.changes).toEqual([
    { field: 'week.monday', before: current.hours.week.monday, after: [{ opens: '09:00', closes: '13:00' }] },
  ]);
});
