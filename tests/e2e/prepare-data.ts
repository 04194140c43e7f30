import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#tests/helpers/shop-process.ts';
import { startShop } from './shop-server.ts';

/**
 * The data folder every worker's shop starts from: the shop starts once on a fresh folder (demo
 * catalogue, its image variants and link previews, the admin account) and stops. Returns the folder.
 * Neither the pictures nor the database depend on the built client, so `npm test` prepares it
 * while the types are checked and the client is built (scripts/test.ts); `playwright test` alone
 * prepares it in its global setup.
 */
export async function prepareDataFolder(port: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const shop = await startShop(port, dataDir, 600_000);
  try {
    // The shop answers at once and draws the demo pictures, their variants and link previews after
    // (docs/decisions/196): minutes on a busy machine. The workers start from a folder that has them.
    await waitForPictures(shop.url, 600_000);
  } finally {
    await shop.stop();
  }
  return dataDir;
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

// `node tests/e2e/prepare-data.ts`: prepares a folder on a free port and prints its path last.
if (import.meta.main) {
  console.info(await prepareDataFolder(await freePort()));
}
