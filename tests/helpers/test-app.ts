import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '#server/app.ts';
import { type AppConfig, loadConfig } from '#server/config.ts';
import { sqliteFile } from '#server/db/database.ts';

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** For PostgreSQL: a database made for this test file. */
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh database (and data folder) on the database this test run is for: empty, or with
 * `migrated`, a copy of the run's migrated template (tests/setup/migrated-template.ts).
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  const kind = inject('databaseKind');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  if (kind === 'sqlite') {
    if (migrated) copyFileSync(inject('migratedTemplate'), sqliteFile(dataDir));
    return {
      kind,
      databaseUrl: undefined,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `shop_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${migrated ? ` template ${inject('migratedTemplate')}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function testConfig(database: TestDatabase, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // Test files place many orders from one address; order-limit.api.test.ts sets its own.
    ORDERS_PER_HOUR: '100000',
    ORDERS_PER_ADDRESS_PER_HOUR: '100000',
    // Hashes at 2^12 instead of 2^17: the same scrypt, 5 ms a sign-up instead of 0.7 s (ADR 206).
    // The files about the hash queue's load set the real cost.
    PASSWORD_HASH_COST: '12',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject()`; close() removes everything. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'clock'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ migrated: true });
  const config = testConfig(database, env);
  const app = await buildApp(config, { logger: false, ...options });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Headers of a same-origin browser request (state-changing routes refuse cross-site ones). */
export const SAME_ORIGIN = { origin: 'http://localhost:3000' } as const;

/** A stream for the app's logger that keeps every line it logs, parsed, in `lines`: what a test reads back. */
function logLinesInto(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
}

/**
 * The real app on `database`, keeping each line it logs at `level` or above, parsed, in `lines`.
 * Not yet ready: a test may add its own routes first.
 */
export function buildLoggedApp(
  database: TestDatabase,
  lines: Record<string, unknown>[],
  level: 'info' | 'warn',
  env: Record<string, string> = {},
): ReturnType<typeof buildApp> {
  return buildApp(testConfig(database, env), { logger: { level, stream: logLinesInto(lines) } });
}

/** The real app listening on a free local port, for tests that need real connections (event streams). */
export async function createListeningTestApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; baseUrl: string }> {
  const t = await createTestApp(env);
  return { t, baseUrl: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
}
