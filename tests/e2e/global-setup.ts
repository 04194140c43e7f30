import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PREPARED_DATA_DIR, startShop } from './shop-server.ts';

/**
 * Prepares the data folder every worker's shop starts from: the shop starts once on a fresh
 * folder (demo catalogue, its image variants and link previews, the admin account) and stops.
 * Each worker copies it (./shop-server.ts), so the journeys of two workers never share a database.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  // A first start draws the demo catalogue's image variants and link previews: minutes on a busy machine.
  const shop = await startShop(Number(process.env.E2E_PORT ?? 4310), dataDir, 600_000);
  await shop.stop();
  process.env[PREPARED_DATA_DIR] = dataDir;
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}
