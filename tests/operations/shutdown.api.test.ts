import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
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

/** One raw HTTP/1.1 exchange on a connection opened before the request is written. */
async function openConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${received}[${error.code}]`));
    socket.on('close', () => resolve(received));
  });
  return {
    send(request: string) {
      socket.write(request);
    },
    /** Everything the server wrote before the connection closed (a reset shows as [ECONNRESET]). */
    closed,
  };
}

test('an order sent on a connection opened just before SIGTERM is answered, and a retry of its key returns it', async () => {
  const drained = await startAppProcess(database, {}, 60_000);
  try {
    const [productId] = await insertProducts(database, 1);
    const body = JSON.stringify({
      idempotencyKey: randomUUID(),
      items: [{ productId, selectedSizes: [{ size: '50', quantity: 1 }] }],
    });
    const connection = await openConnection(drained.url);
    drained.child.kill('SIGTERM');
    // The client writes its request a moment after connecting, as a busy client does.
    await new Promise((resolve) => setTimeout(resolve, 150));
    connection.send(
      `POST /api/placed-orders HTTP/1.1\r\nHost: ${new URL(drained.url).host}\r\nOrigin: ${drained.origin}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    const answer = await connection.closed;
    expect(await drained.exited, drained.output()).toBe(0);
    // An answer, never a reset: the client knows whether its order was stored.
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    const reference = (JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { reference: string })
      .reference;

    // The client retries the same key on another process (or after the restart): the stored order.
    const next = await startAppProcess(database, {}, 60_000);
    try {
      const retry = await fetch(`${next.url}/api/placed-orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: next.origin },
        body,
      });
      expect(retry.status).toBe(200);
      expect(((await retry.json()) as { reference: string }).reference).toBe(reference);
    } finally {
      await next.stop();
    }
  } finally {
    await drained.stop();
  }
}, 120_000);
