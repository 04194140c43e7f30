import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { type AppProcess, insertProducts, signUp, startAppProcess } from '#tests/helpers/app-process.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * SIGTERM under load: the process stops accepting, answers what it has already accepted, closes the
 * live streams, and exits within 10 s; every request it acknowledged is in the database.
 */
let database: TestDatabase;
let app: AppProcess;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await startAppProcess(database);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

interface Outcome {
  status: number | 'network error';
  itemId?: string;
  startedAt: number;
  endedAt: number;
}

test('SIGTERM under load loses no acknowledged request and closes the live streams', async () => {
  const productIds = await insertProducts(database, 2000);
  const customers = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));

  const stream = await fetch(`${app.url}/api/cart/events`, {
    headers: { cookie: customers[0]?.cookie ?? '' },
  });
  expect(stream.status).toBe(200);
  const streamEnded = (async () => {
    const reader = stream.body?.getReader();
    while (reader && !(await reader.read()).done) {
      // Reads until the server ends the stream.
    }
    return Date.now();
  })();

  const outcomes: Outcome[] = [];
  let next = 0;
  let isDone = false;
  const worker = async (cookie: string) => {
    while (!isDone && next < productIds.length) {
      const productId = productIds[next++];
      const startedAt = Date.now();
      try {
        const response = await fetch(`${app.url}/api/cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.url, cookie },
          body: JSON.stringify({ productId }),
        });
        const body = (await response.json()) as { id?: string };
        outcomes.push({ status: response.status, itemId: body.id, startedAt, endedAt: Date.now() });
      } catch {
        outcomes.push({ status: 'network error', startedAt, endedAt: Date.now() });
        // The server is gone: nothing more will be acknowledged.
        if (app.child.exitCode !== null) return;
      }
    }
  };
  const load = Promise.all(customers.flatMap((c) => [worker(c.cookie), worker(c.cookie)]));

  await new Promise((resolve) => setTimeout(resolve, 1500));
  const signalledAt = Date.now();
  app.child.kill('SIGTERM');
  const code = await app.exited;
  const exitedAt = Date.now();
  isDone = true;
  await load;

  expect(code, app.output()).toBe(0);
  expect(exitedAt - signalledAt).toBeLessThan(10_000);
  expect(await streamEnded).toBeLessThanOrEqual(exitedAt + 1000);

  const acknowledged = outcomes.filter((o) => o.status === 201);
  expect(acknowledged.length).toBeGreaterThan(20);
  // Requests refused while draining get 503, never a 500.
  expect(
    outcomes.filter((o) => typeof o.status === 'number' && o.status !== 201 && o.status !== 503),
  ).toEqual([]);
  // Some requests were on their way when the signal came: they were answered.
  expect(
    outcomes.some((o) => o.status === 201 && o.startedAt <= signalledAt && o.endedAt >= signalledAt),
  ).toBe(true);

  const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    const stored = await handle.db.selectFrom('cart_item').select('id').execute();
    const storedIds = new Set(stored.map((row) => row.id));
    const lost = acknowledged.filter((o) => !o.itemId || !storedIds.has(o.itemId));
    expect(lost).toEqual([]);
  } finally {
    await handle.close();
  }
});
