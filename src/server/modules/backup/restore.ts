import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { MediaStorage } from '#server/modules/media/media.storage.ts';
import {
  BackupError,
  type BackupSettings,
  COUNTED_TABLES,
  findPostgresProgram,
  type Manifest,
  readManifest,
  resolveBackup,
  SECRET_FILE,
  sha256,
} from './backup-files.ts';

const run = promisify(execFile);

/**
 * Restores a backup into the configured database and image store (ADR 065). Every checksum is
 * verified before anything is written; a database or store that already holds data is refused
 * unless `force` (the shop must be stopped then). Stored names are immutable, so an image already
 * in the store is the same bytes and is kept.
 */
export async function restoreBackup(
  config: BackupSettings,
  media: MediaStorage,
  options: { from: string; force: boolean },
): Promise<{ dir: string; manifest: Manifest }> {
  const dir = resolveBackup(options.from);
  const manifest = readManifest(dir);
  if ((manifest.database.kind === 'postgres') !== Boolean(config.databaseUrl)) {
    throw new BackupError(
      `This backup is of a ${manifest.database.kind} database; set ${manifest.database.kind === 'postgres' ? 'DATABASE_URL' : 'no DATABASE_URL'} to restore it`,
    );
  }
  await verifyChecksums(dir, manifest);

  const holdsData = config.databaseUrl
    ? await postgresHoldsTables(config.databaseUrl)
    : sqliteHoldsData(config.dataDir);
  if (holdsData && !options.force) {
    throw new BackupError(
      'The database is not empty: restore into an empty one, or add --force to replace it',
    );
  }
  if (!options.force && (await media.list()).length > 0) {
    throw new BackupError(
      `The image store (${media.location}) is not empty: use an empty one, or add --force`,
    );
  }

  const databaseFile = path.join(dir, manifest.database.file);
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, databaseFile, holdsData);
  else await restoreSqlite(config.dataDir, databaseFile);

  for (const file of manifest.media.files) {
    if (await media.exists(file.name)) continue;
    await media.put(file.name, await readFile(path.join(dir, 'media', file.name)));
  }
  if (manifest.sessionSecret) {
    await mkdir(config.dataDir, { recursive: true });
    await copyFile(path.join(dir, SECRET_FILE), path.join(config.dataDir, SECRET_FILE));
  }
  await checkCounts(config, manifest);
  return { dir, manifest };
}

async function verifyChecksums(dir: string, manifest: Manifest): Promise<void> {
  const expected = [
    { file: path.join(dir, manifest.database.file), sha256: manifest.database.sha256 },
    ...manifest.media.files.map((f) => ({ file: path.join(dir, 'media', f.name), sha256: f.sha256 })),
    ...(typeof manifest.sessionSecret === 'object'
      ? [{ file: path.join(dir, manifest.sessionSecret.file), sha256: manifest.sessionSecret.sha256 }]
      : []),
  ];
  for (const { file, sha256: checksum } of expected) {
    if (!existsSync(file)) throw new BackupError(`The backup is incomplete: ${file} is missing`);
    if (sha256(await readFile(file)) !== checksum)
      throw new BackupError(`The backup is damaged: ${file} does not match its checksum`);
  }
}

function sqliteHoldsData(dataDir: string): boolean {
  const file = path.join(dataDir, 'shop.db');
  return existsSync(file) && statSync(file).size > 0;
}

async function restoreSqlite(dataDir: string, backupFile: string): Promise<void> {
  const target = path.join(dataDir, 'shop.db');
  await mkdir(dataDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
  await copyFile(backupFile, target);
  const db = new SQLite(target, { fileMustExist: true });
  try {
    const [row] = db.pragma('integrity_check') as { integrity_check: string }[];
    if (row?.integrity_check !== 'ok')
      throw new BackupError(`The restored database fails its integrity check: ${row?.integrity_check}`);
  } finally {
    db.close();
  }
}

async function postgresHoldsTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select 1 from information_schema.tables where table_schema = 'public' limit 1`,
    );
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

async function restorePostgres(databaseUrl: string, dumpFile: string, replace: boolean): Promise<void> {
  const pgRestore = findPostgresProgram('pg_restore');
  if (!pgRestore)
    throw new BackupError('pg_restore not found: install postgresql-client, or set PG_BIN to its folder');
  if (replace) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('drop schema public cascade; create schema public');
    } finally {
      await client.end();
    }
  }
  await run(pgRestore, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    dumpFile,
  ]);
}

/** The restored rows must be the backup's rows. */
async function checkCounts(config: BackupSettings, manifest: Manifest): Promise<void> {
  const counts: Record<string, number> = {};
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      for (const table of COUNTED_TABLES)
        counts[table] = Number((await client.query(`select count(*) as n from "${table}"`)).rows[0]?.n);
    } finally {
      await client.end();
    }
  } else {
    const db = new SQLite(path.join(config.dataDir, 'shop.db'), { readonly: true });
    try {
      for (const table of COUNTED_TABLES)
        counts[table] = (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
    } finally {
      db.close();
    }
  }
  for (const [table, expected] of Object.entries(manifest.counts)) {
    if (counts[table] !== expected) {
      throw new BackupError(`After the restore ${table} has ${counts[table]} rows, the backup ${expected}`);
    }
  }
}
