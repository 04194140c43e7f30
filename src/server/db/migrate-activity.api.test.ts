import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { listActivity, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';
import { openDatabase } from './database.ts';
import { migrateUpTo } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const HOURS_CHANGES = [{ field: 'week.monday', before: [{ opens: '10:00', closes: '20:00' }], after: [] }];

/** Entries as the shop wrote them before 0014: an English sentence, and for some the facts beside it. */
const OLD_ROWS = [
  { kind: 'product', subject: 'Amber Nights', detail: 'Added' },
  { kind: 'product', subject: 'Amber Nights', detail: 'Updated details and image' },
  { kind: 'product', subject: 'Oud Royal', detail: 'Updated image' },
  { kind: 'product', subject: 'Oud Royal', detail: 'Deleted' },
  { kind: 'stock', subject: 'Amber Nights', detail: '100 ml: Sold out' },
  { kind: 'stock', subject: 'Amber Nights', detail: '50 ml: In stock' },
  { kind: 'role', subject: 'rami@example.com', detail: 'user → admin' },
  {
    kind: 'order',
    subject: 'K7M4QX',
    detail: 'Confirmed (was Waiting for confirmation)',
    data: JSON.stringify({ reference: 'K7M4QX', from: 'new', to: 'confirmed', isUndo: false }),
  },
  {
    kind: 'order',
    subject: 'K7M4QX',
    detail: 'Undid "Confirmed": back to Waiting for confirmation',
    data: JSON.stringify({ reference: 'K7M4QX', from: 'confirmed', to: 'new', isUndo: true }),
  },
  {
    kind: 'setting',
    subject: 'hours',
    detail: 'week.monday: [{"opens":"10:00","closes":"20:00"}] → []',
    changes: JSON.stringify(HOURS_CHANGES),
  },
  // Before 0013 a settings save kept only its sentence: strings bare, the rest as JSON.
  {
    kind: 'setting',
    subject: 'shop',
    detail: 'whatsAppPhone: 96171999888 → 9613123456; town: Saadiyat → Damour',
  },
  { kind: 'setting', subject: 'prices', detail: 'lbpPerUsd: 89500 → 90000; isLbpShown: false → true' },
  { kind: 'setting', subject: 'shop', detail: 'no change' },
  {
    kind: 'setting',
    subject: 'replies',
    detail: 'Reply texts changed: out_for_delivery (ar), delivered (fr)',
  },
  { kind: 'setting', subject: 'replies', detail: 'no change' },
  // A sentence no record stands for is kept as written.
  { kind: 'product', subject: 'Musk', detail: 'Renamed by hand' },
  { kind: 'setting', subject: 'shop', detail: 'a note without a change in it' },
];

test('0014 turns every entry already written into a code and its parameters, and keeps its sentence; 0020 keeps them while adding kinds', async () => {
  const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    await migrateUpTo(handle.db, handle.kind, '0013-activity-changes');
    const start = Date.parse('2026-01-01T00:00:00Z');
    await handle.db
      .insertInto('activity')
      .values(
        OLD_ROWS.map((row, index) => ({
          id: randomUUID(),
          actor_id: null,
          actor_email: 'owner@example.com',
          data: null,
          changes: null,
          ...row,
          // Oldest first, so the log (newest first) lists them in reverse.
          created_at: new Date(start + index * 1000).toISOString(),
        })) as never,
      )
      .execute();

    expect(await migrateUpTo(handle.db, handle.kind, '0014-activity-records')).toEqual([
      '0014-activity-records',
    ]);

    const columns = (await handle.db.introspection.getTables())
      .find((table) => table.name === 'activity')
      ?.columns.map((column) => column.name);
    expect(columns).toEqual(expect.arrayContaining(['code', 'params', 'detail']));
    expect(columns).not.toContain('data');
    expect(columns).not.toContain('changes');

    const { entries } = await listActivity(handle.db, 1);
    const read = entries.reverse().map(({ code, params, detail }) => ({ code, params, detail }));
    expect(read).toEqual([
      { code: 'PRODUCT_ADDED', params: {}, detail: 'Added' },
      {
        code: 'PRODUCT_UPDATED',
        params: { parts: ['details', 'image'] },
        detail: 'Updated details and image',
      },
      { code: 'PRODUCT_UPDATED', params: { parts: ['image'] }, detail: 'Updated image' },
      { code: 'PRODUCT_DELETED', params: {}, detail: 'Deleted' },
      { code: 'STOCK_CHANGED', params: { size: '100', isSoldOut: true }, detail: '100 ml: Sold out' },
      { code: 'STOCK_CHANGED', params: { size: '50', isSoldOut: false }, detail: '50 ml: In stock' },
      { code: 'ROLE_CHANGED', params: { from: 'user', to: 'admin' }, detail: 'user → admin' },
      {
        code: 'ORDER_STATUS_CHANGED',
        params: { reference: 'K7M4QX', from: 'new', to: 'confirmed' },
        detail: 'Confirmed (was Waiting for confirmation)',
      },
      {
        code: 'ORDER_STATUS_UNDONE',
        params: { reference: 'K7M4QX', from: 'confirmed', to: 'new' },
        detail: 'Undid "Confirmed": back to Waiting for confirmation',
      },
      { code: 'SETTINGS_CHANGED', params: { changes: HOURS_CHANGES }, detail: OLD_ROWS[9]?.detail },
      {
        code: 'SETTINGS_CHANGED',
        params: {
          changes: [
            { field: 'whatsAppPhone', before: '96171999888', after: '9613123456' },
            { field: 'town', before: 'Saadiyat', after: 'Damour' },
          ],
        },
        detail: OLD_ROWS[10]?.detail,
      },
      {
        code: 'SETTINGS_CHANGED',
        params: {
          changes: [
            { field: 'lbpPerUsd', before: 89500, after: 90000 },
            { field: 'isLbpShown', before: false, after: true },
          ],
        },
        detail: OLD_ROWS[11]?.detail,
      },
      { code: 'SETTINGS_CHANGED', params: { changes: [] }, detail: 'no change' },
      {
        code: 'REPLY_TEXTS_CHANGED',
        params: {
          texts: [
            { status: 'out_for_delivery', language: 'ar' },
            { status: 'delivered', language: 'fr' },
          ],
        },
        detail: OLD_ROWS[13]?.detail,
      },
      { code: 'REPLY_TEXTS_CHANGED', params: { texts: [] }, detail: 'no change' },
      { code: 'RECORDED', params: { text: 'Renamed by hand' }, detail: 'Renamed by hand' },
      {
        code: 'RECORDED',
        params: { text: 'a note without a change in it' },
        detail: 'a note without a change in it',
      },
    ]);
    // API clients keep reading an order's facts and a save's changes where they did before.
    const order = entries.find((entry) => entry.code === 'ORDER_STATUS_UNDONE');
    expect(order?.data).toEqual({ reference: 'K7M4QX', from: 'confirmed', to: 'new', isUndo: true });
    expect(entries.find((entry) => entry.subject === 'hours')?.changes).toEqual(HOURS_CHANGES);

    // 0020 copies the table for two more kinds: every entry stays as it was, in its order.
    const before = (await listActivity(handle.db, 1)).entries;
    const applied = await migrateUpTo(handle.db, handle.kind, '0020-activity-brands-and-codes');
    expect(applied.at(-1)).toBe('0020-activity-brands-and-codes');
    expect((await listActivity(handle.db, 1)).entries).toEqual(before);
    const actor = { id: randomUUID(), email: 'owner@example.com' };
    await recordActivity(handle.db, {
      actor,
      kind: 'brand',
      subject: 'Rasasi',
      detail: 'Added',
      record: { code: 'BRAND_ADDED', params: {} },
    });
    await recordActivity(handle.db, {
      actor,
      kind: 'discount',
      subject: 'EID10',
      detail: 'Added: 10% off',
      record: { code: 'DISCOUNT_CODE_ADDED', params: { kind: 'percent', value: 10 } },
    });
    // Both are the newest, the later first, even written within the same millisecond.
    const latest = (await listActivity(handle.db, 1)).entries.slice(0, 2);
    expect(latest.map(({ kind, subject, code }) => ({ kind, subject, code }))).toEqual([
      { kind: 'discount', subject: 'EID10', code: 'DISCOUNT_CODE_ADDED' },
      { kind: 'brand', subject: 'Rasasi', code: 'BRAND_ADDED' },
    ]);
    // The check still refuses a kind the shop does not know.
    await expect(
      handle.db
        .insertInto('activity')
        .values({
          id: randomUUID(),
          actor_id: null,
          actor_email: 'owner@example.com',
          kind: 'coupon',
          subject: 'x',
          detail: 'x',
          code: 'RECORDED',
          params: '{}',
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  } finally {
    await handle.close();
  }
});
