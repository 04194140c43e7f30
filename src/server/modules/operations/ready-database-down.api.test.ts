import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { testConfig } from '#tests/helpers/test-app.ts';
import { type PostgresCluster, startPostgresCluster } from '#tests/setup/postgres-cluster.ts';

/**
 * /api/ready follows the database: a PostgreSQL cluster of this file's own is stopped (as a crash
 * would) and started again. On the SQLite run the database is a file beside the app that cannot
 * stop, so this file runs with the PostgreSQL project.
 */
const isPostgres = inject('databaseKind') === 'postgres';
let cluster: PostgresCluster;
let app: Awaited<ReturnType<typeof buildApp>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-ready-'));

beforeAll(async () => {
  if (!isPostgres) return;
  cluster = await startPostgresCluster();
  app = await buildApp(
    testConfig({ kind: 'postgres', databaseUrl: cluster.url, dataDir, drop: async () => {} }),
    {
      logger: false,
    },
  );
});
afterAll(async () => {
  await app?.close();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function readyStatus(): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
}

async function waitForStatus(status: number, withinMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await readyStatus()) === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/api/ready did not answer ${status} within ${withinMs} ms`);
}

test.runIf(isPostgres)(
  '/api/ready turns 503 within 5 s when PostgreSQL stops and 200 when it is back',
  async () => {
    expect(await readyStatus()).toBe(200);
    cluster.crash();
    expect(await waitForStatus(503, 5000)).toBeLessThan(5000);
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.json()).toEqual({ status: 'unavailable', database: 'unavailable', media: 'ok', disk: 'ok' });
    cluster.start();
    await waitForStatus(200, 10_000);
    expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
  },
);
