import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ActivityPage, TeamPage } from '#shared/admin-records.ts';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let owner: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { role: 'admin' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const as = (user: TestUser | null, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const roleOf = async (id: string) =>
  (await t.app.db.selectFrom('user').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

test('the team lists every account with its email, role and creation date', async () => {
  const response = await as(owner, 'GET', '/api/admin/team');
  expect(response.statusCode).toBe(200);
  const { members } = response.json<TeamPage>();
  expect(members.map((m) => [m.email, m.role])).toEqual(
    expect.arrayContaining([
      [owner.email, 'admin'],
      [customer.email, 'user'],
    ]),
  );
  expect(Number.isNaN(Date.parse(members[0]?.createdAt ?? ''))).toBe(false);
});

test('an admin promotes a user and demotes them again; each change is one activity row', async () => {
  const helper = await createUser(t.app);
  const before = (await as(owner, 'GET', '/api/admin/activity')).json<ActivityPage>().entries.length;
  const promote = await as(owner, 'PUT', `/api/admin/team/${helper.id}/role`, { role: 'admin' });
  expect(promote.statusCode).toBe(200);
  expect(await roleOf(helper.id)).toBe('admin');
  // The new admin reaches the admin routes with the session they already had.
  expect((await as(helper, 'GET', '/api/admin/team')).statusCode).toBe(200);
  const demote = await as(owner, 'PUT', `/api/admin/team/${helper.id}/role`, { role: 'user' });
  expect(demote.statusCode).toBe(200);
  expect((await as(helper, 'GET', '/api/admin/team')).statusCode).toBe(403);
  const { entries } = (await as(owner, 'GET', '/api/admin/activity')).json<ActivityPage>();
  expect(entries.length).toBe(before + 2);
  // Newest first.
  expect(entries.slice(0, 2).map((e) => [e.kind, e.subject, e.detail, e.actorEmail])).toEqual([
    ['role', helper.email, 'admin → user', owner.email],
    ['role', helper.email, 'user → admin', owner.email],
  ]);
});

test('an admin cannot demote themselves', async () => {
  await createUser(t.app, { role: 'admin' });
  const self = await as(owner, 'PUT', `/api/admin/team/${owner.id}/role`, { role: 'user' });
  expect(self.statusCode).toBe(409);
  expect(self.json().error.code).toBe('CANNOT_DEMOTE_SELF');
  expect(await roleOf(owner.id)).toBe('admin');
});

test('the last admin cannot be demoted, even by two admins demoting each other at once', async () => {
  const a = await createUser(t.app, { role: 'admin' });
  const b = await createUser(t.app, { role: 'admin' });
  await t.app.db.updateTable('user').set({ role: 'user' }).where('id', 'not in', [a.id, b.id]).execute();
  const [first, second] = await Promise.all([
    as(a, 'PUT', `/api/admin/team/${b.id}/role`, { role: 'user' }),
    as(b, 'PUT', `/api/admin/team/${a.id}/role`, { role: 'user' }),
  ]);
  const statuses = [first.statusCode, second.statusCode].sort();
  expect(statuses[0]).toBe(200);
  // The loser is refused: as the last admin (409) or, when its own demotion committed first, as a
  // non-admin (403).
  expect([403, 409]).toContain(statuses[1]);
  const admins = await t.app.db.selectFrom('user').select('id').where('role', '=', 'admin').execute();
  expect(admins).toHaveLength(1);

  const lastId = admins[0]?.id ?? '';
  const last = lastId === a.id ? a : b;
  const alone = await as(last, 'PUT', `/api/admin/team/${last.id}/role`, { role: 'user' });
  expect(alone.statusCode).toBe(409);
  expect(alone.json().error.code).toBe('LAST_ADMIN');
  expect(await roleOf(last.id)).toBe('admin');
  // Leave the shop as the other tests expect it.
  await t.app.db.updateTable('user').set({ role: 'admin' }).where('id', '=', owner.id).execute();
});

test('signed out is 401 and a customer is 403 on every team, activity and stock route', async () => {
  const product = await createProduct(t.app);
  const routes: { method: 'GET' | 'PUT'; url: string; payload?: Record<string, unknown> }[] = [
    { method: 'GET', url: '/api/admin/team' },
    { method: 'PUT', url: `/api/admin/team/${customer.id}/role`, payload: { role: 'admin' } },
    { method: 'GET', url: '/api/admin/activity' },
    {
      method: 'PUT',
      url: `/api/admin/products/${product.id}/stock`,
      payload: { size: '100', isSoldOut: true },
    },
  ];
  for (const route of routes) {
    expect((await as(null, route.method, route.url, route.payload)).statusCode, route.url).toBe(401);
    expect((await as(customer, route.method, route.url, route.payload)).statusCode, route.url).toBe(403);
  }
  expect(await roleOf(customer.id)).toBe('user');
  const sold = await t.app.db.selectFrom('sold_out_size').selectAll().execute();
  expect(sold).toEqual([]);
});

test('the activity log pages newest first, 25 to a page', async () => {
  const product = await createProduct(t.app, { name: 'Paging Oud' });
  for (let i = 0; i < 30; i += 1) {
    const isSoldOut = i % 2 === 0;
    await as(owner, 'PUT', `/api/admin/products/${product.id}/stock`, { size: '50', isSoldOut });
  }
  const first = (await as(owner, 'GET', '/api/admin/activity')).json<ActivityPage>();
  expect(first.entries).toHaveLength(25);
  expect(first.pageCount).toBeGreaterThanOrEqual(2);
  expect(first.entries[0]).toMatchObject({ kind: 'stock', subject: 'Paging Oud', detail: '50 ml: In stock' });
  const times = first.entries.map((e) => e.createdAt);
  expect([...times].sort().reverse()).toEqual(times);
  const second = (await as(owner, 'GET', '/api/admin/activity?page=2')).json<ActivityPage>();
  expect(second.page).toBe(2);
  expect(second.entries.length).toBeGreaterThan(0);
  expect(second.entries.some((e) => first.entries.some((f) => f.id === e.id))).toBe(false);
});

test('adding, editing and deleting a product each write one activity line with it', async () => {
  const { sendForm, sampleImage } = await import('#server/modules/admin/admin.test-kit.ts');
  const image = { data: await sampleImage('png', 64), name: 'bottle.png', type: 'image/png' };
  const fields = { name: 'Logged Oud', description: 'Smoke and amber.', brand: 'Lattafa', category: 'men' };
  const created = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: owner.cookie,
    parts: { ...fields, image },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  const updated = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    cookie: owner.cookie,
    parts: { ...fields, name: 'Logged Oud Intense' },
  });
  expect(updated.statusCode).toBe(200);
  const removal = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${id}`,
    headers: { ...SAME_ORIGIN, cookie: owner.cookie },
  });
  expect(removal.statusCode).toBe(204);
  const { entries } = (await as(owner, 'GET', '/api/admin/activity')).json<ActivityPage>();
  expect(entries.slice(0, 3).map((e) => [e.kind, e.subject, e.detail])).toEqual([
    ['product', 'Logged Oud Intense', 'Deleted'],
    ['product', 'Logged Oud', 'Updated details'],
    ['product', 'Logged Oud', 'Added'],
  ]);
});
