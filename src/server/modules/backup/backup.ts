import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { readStoredSecret } from '#server/config.ts';
import type { MediaStorage } from '#server/modules/media/media.storage.ts';
import {
  BACKUP_PREFIX,
  BackupError,
  type BackupSettings,
  COUNTED_TABLES,
  findPostgresProgram,
  listBackups,
  MANIFEST_FILE,
  type Manifest,
  SECRET_FILE,
  sha256,
} from './backup-files.ts';

const run = promisify(execFile);

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  removed: string[];
}

/**
 * A consistent snapshot of the running shop into DIR/shop-backup-<time>/ (ADR 065): the database
 * first (SQLite's online backup, or pg_dump inside one exported snapshot that also gives the
 * counts), then the images from the disk or the bucket, then the manifest. Written under a
 * .partial name and renamed when whole; only the newest `keep` backups stay.
 */
export async function createBackup(
  config: BackupSettings,
  media: MediaStorage,
  options: { dir: string; keep: number; now?: Date },
): Promise<BackupResult> {
  // A restore brings back the secret the shop signs sessions with; a backup that made one up
  // would sign every customer and the owner out after the restore (docs/decisions/157).
  const storedSecret = readStoredSecret(config.dataDir);
  if (!config.sessionSecret && !storedSecret) {
    throw new BackupError(
      `No session secret: set SESSION_SECRET to the one the shop runs with, or point DATA_DIR at the shop's data folder (${config.dataDir} has no ${SECRET_FILE}). The backup does not make one up.`,
    );
  }
  const now = options.now ?? new Date();
  const name = `${BACKUP_PREFIX}${now.toISOString().replace(/:/g, '-')}`;
  const finalDir = path.resolve(options.dir, name);
  const work = `${finalDir}.partial`;
  await mkdir(path.join(work, 'media'), { recursive: true });
  try {
    const snapshot = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, path.join(work, 'database.dump'))
      : await copySqlite(path.join(config.dataDir, 'shop.db'), path.join(work, 'shop.db'));
    const databaseData = await readFile(path.join(work, snapshot.file));

    const files: Manifest['media']['files'] = [];
    for (const file of await media.list()) {
      const data = await media.get(file);
      // Deleted since it was listed: a replaced image, not one the snapshot needs (checked below).
      if (!data) continue;
      await writeFile(path.join(work, 'media', file), data);
      files.push({ name: file, bytes: data.length, sha256: sha256(data) });
    }
    const stored = new Set(files.map((f) => f.name));

    let sessionSecret: Manifest['sessionSecret'] = false;
    if (storedSecret) {
      const secret = await readFile(path.join(config.dataDir, SECRET_FILE));
      await writeFile(path.join(work, SECRET_FILE), secret, { mode: 0o600 });
      sessionSecret = { file: SECRET_FILE, bytes: secret.length, sha256: sha256(secret) };
    }

    const manifest: Manifest = {
      format: 2,
      createdAt: now.toISOString(),
      database: {
        kind: config.databaseUrl ? 'postgres' : 'sqlite',
        file: snapshot.file,
        bytes: databaseData.length,
        sha256: sha256(databaseData),
      },
      counts: snapshot.counts,
      media: { from: media.location, files },
      missingMedia: snapshot.imageNames.filter((file) => !stored.has(file)),
      sessionSecret,
    };
    await writeFile(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(work, finalDir);
    const removed = await keepNewest(options.dir, options.keep);
    return { dir: finalDir, manifest, removed };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Every stored file the database refers to: a perfume's main picture, its other photos and the
 * brands' logos. The manifest names those the storage lacks (their variants are made from them).
 */
const STORED_FILES_SQL = `select file_name from product where file_name <> ''
  union select file_name from product_photo
  union select logo_file_name as file_name from brand where logo_file_name is not null`;

interface Snapshot {
  file: string;
  counts: Record<string, number>;
  imageNames: string[];
}

async function copySqlite(source: string, target: string): Promise<Snapshot> {
  if (!existsSync(source)) throw new BackupError(`No database at ${source}: is DATA_DIR right?`);
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // SQLite's online backup API: a consistent copy while the shop keeps writing.
    await live.backup(target);
  } finally {
    live.close();
  }
  const copy = new SQLite(target);
  try {
    // One self-contained file: in WAL mode, opening the copy would add -wal and -shm files the
    // manifest does not list (the shop turns WAL on again when it opens a restored file).
    copy.pragma('journal_mode = DELETE');
    const counts = Object.fromEntries(
      COUNTED_TABLES.map((table) => [
        table,
        (copy.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n,
      ]),
    );
    const imageNames = (copy.prepare(STORED_FILES_SQL).all() as { file_name: string }[]).map(
      (row) => row.file_name,
    );
    return { file: path.basename(target), counts, imageNames };
  } finally {
    copy.close();
  }
}

async function dumpPostgres(databaseUrl: string, target: string): Promise<Snapshot> {
  const pgDump = findPostgresProgram('pg_dump');
  if (!pgDump)
    throw new BackupError('pg_dump not found: install postgresql-client, or set PG_BIN to its folder');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One snapshot for the counts and the dump alike, held open while pg_dump reads it.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const counts: Record<string, number> = {};
    for (const table of COUNTED_TABLES) {
      counts[table] = Number((await client.query(`select count(*) as n from "${table}"`)).rows[0]?.n ?? 0);
    }
    const images = await client.query<{ file_name: string }>(STORED_FILES_SQL);
    await run(pgDump, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]?.id}`,
      `--file=${target}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('commit');
    return { file: path.basename(target), counts, imageNames: images.rows.map((row) => row.file_name) };
  } finally {
    await client.end();
  }
}

async function keepNewest(dir: string, keep: number): Promise<string[]> {
  const old = listBackups(dir).slice(0, Math.max(0, listBackups(dir).length - keep));
  for (const name of old) await rm(path.join(dir, name), { recursive: true, force: true });
  return old;
}
