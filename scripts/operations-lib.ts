import { ConfigError, readSettings, type Settings } from '#server/config.ts';
import { createMediaStorage } from '#server/modules/media/create-media-storage.ts';
import type { MediaStorage } from '#server/modules/media/media.storage.ts';

/**
 * Runs an operations command (backup, restore) with the shop's settings and image store: a bad
 * setting or a failure prints one line and exits 1. The settings are read as given: a command
 * never makes DATA_DIR or a session secret (docs/decisions/157).
 */
export async function runWithStore(
  failure: string,
  task: (config: Settings, media: MediaStorage) => Promise<void>,
): Promise<number> {
  let config: Settings;
  try {
    config = readSettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const media = await createMediaStorage(config);
  try {
    await task(config, media);
    return 0;
  } catch (error) {
    console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await media.close();
  }
}
