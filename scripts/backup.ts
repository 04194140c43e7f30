import { ConfigError, loadConfig } from '../src/server/config.ts';
import { createBackup } from '../src/server/modules/backup/backup.ts';
import { BackupError } from '../src/server/modules/backup/backup-files.ts';
import { createMediaStorage } from '../src/server/modules/media/create-media-storage.ts';

/**
 * npm run backup -- DIR [--keep N]: a consistent snapshot of the running shop (database, images,
 * session secret) in DIR/shop-backup-<time>/, keeping the newest N (7 by default).
 */
const USAGE = 'Usage: npm run backup -- DIR [--keep N]';

async function main(argv: string[]): Promise<number> {
  const keepAt = argv.indexOf('--keep');
  const keep = keepAt === -1 ? 7 : Number(argv[keepAt + 1]);
  const rest = keepAt === -1 ? argv : argv.filter((_, i) => i !== keepAt && i !== keepAt + 1);
  const [dir, ...extra] = rest;
  if (!dir || extra.length > 0 || !Number.isInteger(keep) || keep < 1) {
    console.error(USAGE);
    return 1;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const media = createMediaStorage(config);
  try {
    const { dir: written, manifest, removed } = await createBackup(config, media, { dir, keep });
    const counts = Object.entries(manifest.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    console.info(`Backup written to ${written}: ${counts}, ${manifest.media.files.length} image files`);
    if (manifest.missingMedia.length > 0) {
      console.warn(`Images named by products but gone from the store: ${manifest.missingMedia.join(', ')}`);
    }
    if (removed.length > 0) console.info(`Removed older backups: ${removed.join(', ')}`);
    return 0;
  } catch (error) {
    console.error(
      `Backup failed: ${error instanceof BackupError || error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await media.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
