import { createBackup } from '#server/modules/backup/backup.ts';
import { runWithStore } from './operations-lib.ts';

/**
 * npm run backup -- DIR [--keep N]: a consistent snapshot of the running shop (database, images,
 * session secret) in DIR/shop-backup-<time>/, keeping the newest N (7 by default).
 */
const USAGE = 'Usage: npm run backup -- DIR [--keep N]';

function parse(argv: string[]): { dir: string; keep: number } | null {
  const keepAt = argv.indexOf('--keep');
  const keep = keepAt === -1 ? 7 : Number(argv[keepAt + 1]);
  const [dir, ...extra] = keepAt === -1 ? argv : argv.filter((_, i) => i !== keepAt && i !== keepAt + 1);
  return dir && extra.length === 0 && Number.isInteger(keep) && keep >= 1 ? { dir, keep } : null;
}

const options = parse(process.argv.slice(2));
if (!options) {
  console.error(USAGE);
  process.exitCode = 1;
} else {
  process.exitCode = await runWithStore('Backup failed', async (config, media) => {
    const { dir, manifest, removed } = await createBackup(config, media, options);
    const counts = Object.entries(manifest.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    console.info(`Backup written to ${dir}: ${counts}, ${manifest.media.files.length} image files`);
    if (manifest.missingMedia.length > 0) {
      console.warn(`Images named by products but gone from the store: ${manifest.missingMedia.join(', ')}`);
    }
    if (removed.length > 0) console.info(`Removed older backups: ${removed.join(', ')}`);
  });
}
