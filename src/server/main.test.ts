import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';

/** The real entry point as a process: how it starts, refuses to start, and stops. */
const MAIN = path.resolve(import.meta.dirname, 'main.ts');
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-main-'));
  dirs.push(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

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
  const deadline = Date.now() + 20_000;
  let isUp = false;
  while (!isUp && Date.now() < deadline) {
    isUp = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!isUp) await new Promise((r) => setTimeout(r, 200));
  }
  expect(isUp).toBe(true);
  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
}, 30_000);
