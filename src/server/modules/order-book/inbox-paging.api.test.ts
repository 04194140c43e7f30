import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { INBOX_PAGE_SIZE, type InboxPage, type OrderBookStatus } from '#shared/order-book.ts';
import { createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { generateReference, generateTrackingToken } from './reference.ts';

/**
 * The inbox's pages read the new orders and the others apart (docs/decisions/197): across the pages
 * they are still every order once, new ones first, each group newest first.
 */
let t: TestApp;
let admin: TestUser;
const expected: { id: string; status: OrderBookStatus; createdAt: string }[] = [];
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  const statuses: OrderBookStatus[] = [
    ...Array<OrderBookStatus>(INBOX_PAGE_SIZE + 4).fill('new'),
    ...Array<OrderBookStatus>(INBOX_PAGE_SIZE + 7).fill('confirmed'),
    ...Array<OrderBookStatus>(3).fill('not_received'),
  ];
  // Shuffled in time over the last hour (new orders older than 48 hours move to "not received").
  const rows = statuses.map((status, i) => {
    const createdAt = new Date(Date.now() - ((i * 7919) % statuses.length) * 60_000).toISOString();
    return {
      id: randomUUID(),
      reference: generateReference(),
      tracking_token: generateTrackingToken(),
      idempotency_key: randomUUID(),
      user_id: null,
      status,
      total_cents: 1000,
      location: null,
      customer_name: `Paging ${i}`,
      customer_phone: null,
      customer_address: null,
      locale: 'en',
      erased_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await t.app.db.insertInto('placed_order').values(rows).execute();
  for (const row of rows) expected.push({ id: row.id, status: row.status, createdAt: row.created_at });
});
afterAll(() => t.close());

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

async function allPages(query: string): Promise<{ ids: string[]; first: InboxPage }> {
  const ids: string[] = [];
  let first: InboxPage | undefined;
  for (let page = 1; page <= 5; page += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?page=${page}${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<InboxPage>();
    first ??= body;
    ids.push(...body.orders.map((order) => order.id));
  }
  if (!first) throw new Error('no page');
  return { ids, first };
}

test('the pages hold every order once: new first, then the others, each newest first; not received left out', async () => {
  const { ids, first } = await allPages('');
  const fresh = expected.filter((o) => o.status === 'new').sort(newestFirst);
  const others = expected.filter((o) => o.status === 'confirmed').sort(newestFirst);
  expect(ids).toEqual([...fresh, ...others].map((o) => o.id));
  expect(first.total).toBe(fresh.length + others.length);
  expect(first.newCount).toBe(fresh.length);
  expect(first.notReceivedCount).toBe(3);
  expect(first.orders).toHaveLength(INBOX_PAGE_SIZE);
});

test('a page that starts among the new orders ends with the newest of the others', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/orders?page=2',
    headers: { cookie: admin.cookie },
  });
  const statuses = response.json<InboxPage>().orders.map((order) => order.status);
  expect(statuses.slice(0, 4)).toEqual(['new', 'new', 'new', 'new']);
  expect(new Set(statuses.slice(4))).toEqual(new Set(['confirmed']));
});

test('a status filter pages through that status alone', async () => {
  const confirmed = await allPages('&status=confirmed');
  expect(confirmed.ids).toEqual(
    expected
      .filter((o) => o.status === 'confirmed')
      .sort(newestFirst)
      .map((o) => o.id),
  );
  const notReceived = await allPages('&status=not_received');
  expect(notReceived.ids).toHaveLength(3);
  expect(notReceived.first.total).toBe(3);
});
