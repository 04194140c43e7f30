import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Settings } from '#server/config.ts';

/** What a backup folder holds; written last, so a folder with a manifest is complete. */
const SecretEntrySchema = z.object({
  file: z.literal('session-secret'),
  bytes: z.number(),
  sha256: z.string(),
});

export const ManifestSchema = z.object({
  /** 2 since the session secret carries a checksum; 1 is still restored. */
  format: z.union([z.literal(1), z.literal(2)]),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: z.string(),
    bytes: z.number(),
    sha256: z.string(),
  }),
  /** Rows in the snapshot, to compare after a restore. */
  counts: z.record(z.string(), z.number()),
  media: z.object({
    from: z.string(),
    files: z.array(z.object({ name: z.string(), bytes: z.number(), sha256: z.string() })),
  }),
  /** Images the snapshot's products name that the store no longer had (deleted while the backup ran). */
  missingMedia: z.array(z.string()),
  /**
   * The session secret from DATA_DIR with its checksum; false when the shop runs on SESSION_SECRET
   * alone; true only in format 1 (copied without a checksum).
   */
  sessionSecret: z.union([z.boolean(), SecretEntrySchema]),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const BACKUP_PREFIX = 'shop-backup-';
export const MANIFEST_FILE = 'manifest.json';
export const SECRET_FILE = 'session-secret';
/** The tables whose rows a manifest counts. */
export const COUNTED_TABLES = ['product', 'user', 'order', 'placed_order', 'cart_item'] as const;

export class BackupError extends Error {}

/** What a backup needs from the settings: where the data is, and the session secret if set. */
export type BackupSettings = Pick<Settings, 'databaseUrl' | 'dataDir' | 'sessionSecret'>;

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Complete backups in a folder, oldest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith(BACKUP_PREFIX) && !e.name.endsWith('.partial'))
    .filter((e) => existsSync(path.join(dir, e.name, MANIFEST_FILE)))
    .map((e) => e.name)
    .sort();
}

/** A backup folder itself, or the newest backup inside the given folder. */
export function resolveBackup(dir: string): string {
  if (existsSync(path.join(dir, MANIFEST_FILE))) return path.resolve(dir);
  const newest = listBackups(dir).at(-1);
  if (!newest) throw new BackupError(`No backup found in ${dir} (no ${MANIFEST_FILE})`);
  return path.resolve(dir, newest);
}

export function readManifest(backupDir: string): Manifest {
  const parsed = ManifestSchema.safeParse(
    JSON.parse(readFileSync(path.join(backupDir, MANIFEST_FILE), 'utf8')),
  );
  if (!parsed.success)
    throw new BackupError(`${backupDir}/${MANIFEST_FILE} is not a backup manifest this shop reads`);
  return parsed.data;
}

/** Where PostgreSQL's programs may be: PG_BIN, Debian's versioned folders (newest first), then PATH. */
export function postgresProgramFolders(): string[] {
  const folders: string[] = [];
  if (process.env.PG_BIN) folders.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((x, y) => Number(y) - Number(x));
    folders.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  folders.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return folders;
}

/** A PostgreSQL program (pg_dump, pg_restore), or null when it is not installed. */
export function findPostgresProgram(name: string): string | null {
  const found = postgresProgramFolders().find((folder) => existsSync(path.join(folder, name)));
  return found ? path.join(found, name) : null;
}
