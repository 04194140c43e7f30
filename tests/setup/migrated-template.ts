import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, sqliteFile } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

/**
 * A database migrated to the latest schema once per test run, which every test app starts from as a
 * copy: the SQLite file copied, or a PostgreSQL database made with `template`. Each app then finds
 * its migrations applied. Migrating afresh cost each of the 230-odd apps of a run about a third of a
 * second (SQLite commits each migration to the disk). What the migrations do from an empty database
 * and from older data is tested by `src/server/db/migrate*.api.test.ts`, which start empty.
 */
export interface MigratedTemplate {
  /** SQLite: the template's file. PostgreSQL: the template database's name. */
  source: string;
  remove(): void;
}

export async function migrateSqliteTemplate(): Promise<MigratedTemplate> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-template-'));
  const database = openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db, 'sqlite');
  } finally {
    // The last connection's close writes the WAL back into the file: the file alone is the database.
    await database.close();
  }
  return { source: sqliteFile(dataDir), remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The template lives in the run's own cluster, which is removed with it. */
export async function migratePostgresTemplate(adminUrl: string): Promise<MigratedTemplate> {
  const name = 'shop_migrated_template';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ dataDir: '', databaseUrl: url.toString() });
  try {
    await migrateToLatest(database.db, 'postgres');
  } finally {
    // `create database … template` refuses a template that has a connection open.
    await database.close();
  }
  return { source: name, remove: () => undefined };
}
