import { existsSync, rmSync } from 'node:fs';
import { prepareDataFolder } from './prepare-data.ts';
import { PREPARED_DATA_DIR } from './shop-server.ts';

/**
 * Prepares the data folder every worker's shop starts from (./prepare-data.ts). Each worker copies
 * it (./shop-server.ts), so the journeys of two workers never share a database. A folder prepared
 * before the run (`npm test` makes it while the client builds) is used as it is, and left to
 * whoever made it.
 */
export default async function globalSetup() {
  const given = process.env[PREPARED_DATA_DIR];
  if (given && existsSync(given)) return;
  const dataDir = await prepareDataFolder(Number(process.env.E2E_PORT ?? 4310));
  process.env[PREPARED_DATA_DIR] = dataDir;
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}
