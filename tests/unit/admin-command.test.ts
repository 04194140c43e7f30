import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { cleanUpProcesses, spawnCollecting, tempDir } from '#tests/helpers/shop-process.ts';

/**
 * `npm run admin -- promote EMAIL` never makes a new database (SQLite's DATA_DIR); the runs on a
 * real shop database, SQLite and PostgreSQL, are in src/server/modules/auth/admin-cli.api.test.ts.
 */
afterEach(cleanUpProcesses);

function admin(args: string[], env: Record<string, string>) {
  return spawnCollecting(process.execPath, ['scripts/admin.ts', ...args], env);
}

test('with a DATA_DIR that holds no shop database it names the file, fails and creates nothing', async () => {
  const dataDir = path.join(tempDir(), 'elsewhere');
  const run = admin(['promote', 'owner@example.com'], { DATA_DIR: dataDir });
  expect(await run.exited).toBe(1);
  expect(run.stdout()).toContain(`Database: SQLite ${path.join(dataDir, 'shop.db')}`);
  expect(run.stderr()).toContain(`No shop database at ${path.join(dataDir, 'shop.db')}`);
  expect(run.stderr()).not.toContain('No account');
  expect(existsSync(dataDir)).toBe(false);
});

test('with an empty database file it refuses to turn it into a shop', async () => {
  const dataDir = tempDir();
  writeFileSync(path.join(dataDir, 'shop.db'), '');
  const run = admin(['promote', 'owner@example.com'], { DATA_DIR: dataDir });
  expect(await run.exited).toBe(1);
  expect(run.stderr()).toContain('holds no shop yet');
});
