import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** A PostgreSQL pool, present when kind is 'postgres' (for LISTEN/NOTIFY and health checks). */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

// PostgreSQL's bigint (count(*)) arrives as text; our counts are small, read them as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** One Kysely instance per database, shared by the whole app (better-auth included). */
export function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // A connection the server dropped (restart, failover) fails its query, leaves the pool, and the
    // next query connects anew; without these listeners its 'error' event would end the process,
    // whether the connection was idle (the pool's event) or in use (the client's own).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pgPool: pool, close: () => db.destroy() };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'shop.db');
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; FULL so that a committed write survives a power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/** SQLite returns timestamps as ISO text, PostgreSQL as Date: the API always speaks ISO text. */
export function toIso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
