import { ConfigError, loadConfig } from '../src/server/config.ts';
import { restoreBackup } from '../src/server/modules/backup/restore.ts';
import { createMediaStorage } from '../src/server/modules/media/create-media-storage.ts';

/**
 * npm run restore -- DIR [--force]: restores a backup (DIR itself, or the newest one inside DIR)
 * into the configured, empty database and image store. Stop the shop first.
 */
const USAGE = 'Usage: npm run restore -- DIR [--force]';

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  const [from, ...extra] = argv.filter((arg) => arg !== '--force');
  if (!from || extra.length > 0) {
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
    const { dir, manifest } = await restoreBackup(config, media, { from, force });
    console.info(
      `Restored ${dir} (taken ${manifest.createdAt}): ${manifest.media.files.length} image files, checksums verified`,
    );
    return 0;
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await media.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
