import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';
import { listActivity, recordActivity } from './activity.repository.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: true });
});
afterAll(() => database.drop());
afterEach(() => vi.useRealTimers());

const actor = { id: randomUUID(), email: 'owner@example.com' };
const brandAdded = (name: string) => ({
  actor,
  kind: 'brand' as const,
  subject: name,
  detail: 'Added',
  record: { code: 'BRAND_ADDED' as const, params: {} },
});

test('entries written within one millisecond are listed newest first, in the order they were written', async () => {
  const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    // The clock stands still: every entry is written in the same millisecond.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-29T10:00:00.000Z') });
    for (const name of ['Ajmal', 'Lattafa', 'Rasasi', 'Swiss Arabian'])
      await recordActivity(handle.db, brandAdded(name));
    const { entries } = await listActivity(handle.db, 1);
    expect(entries.map((entry) => entry.subject)).toEqual(['Swiss Arabian', 'Rasasi', 'Lattafa', 'Ajmal']);
    // Each takes the next millisecond: the times still say when, to the second.
    expect(entries.map((entry) => entry.createdAt)).toEqual([
      '2026-11-29T10:00:00.003Z',
      '2026-11-29T10:00:00.002Z',
      '2026-11-29T10:00:00.001Z',
      '2026-11-29T10:00:00.000Z',
    ]);

    // A clock set back by more than a second is followed, not overridden.
    vi.setSystemTime(Date.parse('2026-11-29T09:00:00.000Z'));
    await recordActivity(handle.db, brandAdded('Afnan'));
    const { entries: after } = await listActivity(handle.db, 1);
    expect(after.find((entry) => entry.subject === 'Afnan')?.createdAt).toBe('2026-11-29T09:00:00.000Z');
  } finally {
    await handle.close();
  }
});
