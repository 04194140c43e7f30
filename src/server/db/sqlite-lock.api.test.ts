import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createListeningTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { LOCK_WAIT_MS } from './sqlite-dialect.ts';

/** Another program (a sqlite3 shell, `npm run admin`, a backup) holding SQLite's write lock. */
describe.runIf(inject('databaseKind') === 'sqlite')('another program holding the SQLite write lock', () => {
  let t: TestApp;
  let baseUrl: string;
  let user: TestUser;
  let productIds: string[];

  beforeAll(async () => {
    ({ t, baseUrl } = await createListeningTestApp());
    user = await createUser(t.app);
    productIds = [(await createProduct(t.app)).id, (await createProduct(t.app)).id];
  });
  afterAll(() => t.close());

  const holdWriteLock = () => {
    const other = new SQLite(path.join(t.config.dataDir, 'shop.db'));
    other.prepare('begin immediate').run();
    return {
      release() {
        other.prepare('rollback').run();
        other.close();
      },
    };
  };

  const timed = async (url: string, init: RequestInit = {}) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, init);
    const body = await response.text();
    return { response, body, ms: performance.now() - started };
  };

  const addToCart = (productId: string) =>
    timed('/api/cart', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ productId }),
    });

  test('a held lock: writes answer 503 with Retry-After in bounded time, while health and reads stay fast', async () => {
    const lock = holdWriteLock();
    try {
      let isWriting = true;
      const write = addToCart(productIds[0] as string).finally(() => {
        isWriting = false;
      });
      const healthTimes: number[] = [];
      while (isWriting) {
        const health = await timed('/api/health');
        expect(health.response.status).toBe(200);
        healthTimes.push(health.ms);
        const read = await timed('/api/products');
        expect(read.response.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const { response, body, ms } = await write;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(JSON.parse(body).error.code).toBe('DATABASE_UNAVAILABLE');
      expect(ms).toBeGreaterThanOrEqual(LOCK_WAIT_MS - 50);
      expect(ms).toBeLessThan(LOCK_WAIT_MS + 1500);
      expect(healthTimes.length).toBeGreaterThan(5);
      // Before, the event loop sat in SQLite's busy wait: health took the whole lock wait. A busy
      // machine slows every answer somewhat, so the bound is half the wait, not a latency target.
      expect(Math.max(...healthTimes)).toBeLessThan(LOCK_WAIT_MS / 2);
    } finally {
      lock.release();
    }
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: user.cookie } });
    expect(cart.json()).toEqual([]);
  });

  test('a lock released within the wait: the write waits for it without blocking and succeeds', async () => {
    const lock = holdWriteLock();
    setTimeout(() => lock.release(), LOCK_WAIT_MS / 4);
    const write = addToCart(productIds[1] as string);
    const health = await timed('/api/health');
    expect(health.response.status).toBe(200);
    // A loop blocked in SQLite's busy wait answers only when the lock goes, at LOCK_WAIT_MS / 4:
    // below that with room to spare for a busy machine.
    expect(health.ms).toBeLessThan(LOCK_WAIT_MS / 4 - 100);
    const { response } = await write;
    expect(response.status).toBe(201);
  });
});
