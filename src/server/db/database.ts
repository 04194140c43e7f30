import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseKind } from '../../../migrations/column-types.ts';
import type { Database } from './schema.ts';
import { BUSY_TRY_MS, createSqliteDialect } from './sqlite-dialect.ts';

/** Defined with the migrations (the schema's layer), so they need nothing from the server. */
export type { DatabaseKind };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** A PostgreSQL pool, present when kind is 'postgres' (for LISTEN/NOTIFY and health checks). */
  pgPool?: pg.Pool;
  /** Where lost PostgreSQL connections are reported; the app points it at its logger. */
  onConnectionError: (error: Error) => void;
  close(): Promise<void>;
}

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const PG_CONNECT_TIMEOUT_MS = 3_000;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** false: an SQLite file that is not there is an error instead of a new empty database. */
  createIfMissing?: boolean;
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'shop.db');
}

/** Which database the options open, for people: the SQLite file, or PostgreSQL without the password. */
export function describeDatabase({ dataDir, databaseUrl }: DatabaseOptions): string {
  if (!databaseUrl) return `SQLite ${sqliteFile(dataDir)}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

// PostgreSQL's bigint (count(*)) arrives as text; our counts are small, read them as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** One Kysely instance per database, shared by the whole app (better-auth included). */
export function openDatabase({
  dataDir,
  databaseUrl,
  createIfMissing = true,
}: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      // Notices a connection that died silently (the LISTEN one is otherwise idle for long).
      keepAlive: true,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const handle: DatabaseHandle = {
      db,
      kind: 'postgres',
      pgPool: pool,
      onConnectionError: (error) => console.warn(`database connection lost: ${error.message}`),
      close: () => db.destroy(),
    };
    // A restart, failover or pg_terminate_backend ends connections: idle ones surface here (the
    // pool drops them and opens new ones on demand) and ones in use on the client itself. Without
    // these listeners Node treats the 'error' event as fatal and the process exits.
    pool.on('error', (error) => handle.onConnectionError(error));
    pool.on('connect', (client) => client.on('error', (error) => handle.onConnectionError(error)));
    return handle;
  }
  if (createIfMissing) mkdirSync(dataDir, { recursive: true });
  const file = sqliteFile(dataDir);
  const writer = new SQLite(file, { fileMustExist: !createIfMissing });
  // WAL for concurrent readers; FULL so that a committed write survives a power loss.
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  writer.pragma('foreign_keys = ON');
  // Waits for a lock block the event loop: keep each one short (see sqlite-dialect.ts).
  writer.pragma(`busy_timeout = ${BUSY_TRY_MS}`);
  const reader = new SQLite(file);
  reader.pragma(`busy_timeout = ${BUSY_TRY_MS}`);
  const db = new Kysely<Database>({ dialect: createSqliteDialect({ writer, reader }) });
  return { db, kind: 'sqlite', onConnectionError: () => {}, close: () => db.destroy() };
}

/** SQLite returns timestamps as ISO text, PostgreSQL as Date: the API always speaks ISO text. */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** Whether a write failed on a unique key or primary key, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The smallest question the database can answer: whether it answers at all (readiness). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
