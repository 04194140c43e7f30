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
  const shop = await startShop(Number(process.env.E2E_PORT ?? 4310), dataDir, 600_000);
  // The shop answers at once and draws the demo pictures, their variants and link previews after
  // (docs/decisions/196): minutes on a busy machine. The workers start from a folder that has them.
  await waitForPictures(shop.url, 600_000);
  await shop.stop();
  process.env[PREPARED_DATA_DIR] = dataDir;
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Polls the catalogue until every perfume offers its variants (their size is recorded last). */
async function waitForPictures(url: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const products = (await (await fetch(`${url}/api/products`)).json()) as { imageSrcSet: string }[];
    if (products.length > 0 && products.every((product) => product.imageSrcSet !== '')) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the demo pictures were not made within ${withinMs / 1000} s`);
}
