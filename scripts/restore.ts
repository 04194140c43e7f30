import { restoreBackup } from '#server/modules/backup/restore.ts';
import { runWithStore } from './operations-lib.ts';

/**
 * npm run restore -- DIR [--force]: restores a backup (DIR itself, or the newest one inside DIR)
 * into the configured, empty database and image store. Stop the shop first.
 */
const USAGE = 'Usage: npm run restore -- DIR [--force]';

const argv = process.argv.slice(2);
const force = argv.includes('--force');
const [from, ...extra] = argv.filter((arg) => arg !== '--force');
if (!from || extra.length > 0) {
  console.error(USAGE);
  process.exitCode = 1;
} else {
  process.exitCode = await runWithStore('Restore failed', async (config, media) => {
    const { dir, manifest } = await restoreBackup(config, media, { from, force });
    console.info(
      `Restored ${dir} (taken ${manifest.createdAt}): ${manifest.media.files.length} image files, checksums verified`,
    );
  });
}
