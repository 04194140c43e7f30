import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import {
  cleanUpProcesses,
  freePort,
  startShop as start,
  tempDir,
  waitUntilUp,
} from '#tests/helpers/shop-process.ts';

/** The real entry point as a process: how it starts, refuses to start, and stops. */
afterEach(cleanUpProcesses);

test('a bad setting stops the start with exit code 1 and one line naming the variable', async () => {
  const run = start({ DATA_DIR: tempDir(), PORT: 'not-a-port' });
  expect(await run.exited).toBe(1);
  const lines = run.output().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('PORT');
});

test('a failed migration exits non-zero with the reason', async () => {
  const dataDir = tempDir();
  // A database someone else already put a conflicting table into.
  const db = new SQLite(path.join(dataDir, 'shop.db'));
  db.exec('create table brand (id integer)');
  db.close();
  const run = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
  expect(await run.exited).not.toBe(0);
  expect(run.output()).toMatch(/Migration 0001-catalogue failed: .*brand/);
});

test('SIGTERM stops the shop gracefully: it stops listening and exits 0', async () => {
  const port = await freePort();
  const run = start({ DATA_DIR: tempDir(), PORT: String(port) });
  expect(await waitUntilUp(port)).toBe(true);
  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
}, 30_000);
