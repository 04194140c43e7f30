import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#tests/helpers/shop-process.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

/**
 * The real shop the journeys run against: built client, SQLite in its own data folder, demo
 * catalogue, the admin from ADMIN_EMAIL / ADMIN_PASSWORD. The global setup starts one on a fresh
 * folder (the first start draws the demo images) and stops it; each Playwright worker then starts
 * its own shop on a copy of that folder, so two workers never see each other's orders or settings.
 */
export interface ShopServer {
  url: string;
  stop(): Promise<void>;
}

/** The folder the global setup prepared, handed to the workers through their environment. */
export const PREPARED_DATA_DIR = 'E2E_PREPARED_DATA_DIR';

export async function startShop(port: number, dataDir: string, startWithinMs = 240_000): Promise<ShopServer> {
  const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // The same scrypt at 2^12: journeys sign in and up often (docs/decisions/206).
      PASSWORD_HASH_COST: '12',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1; the per-address attempt limit has its own API tests.
      AUTH_ATTEMPTS_PER_ADDRESS: '1000',
      // ...and places its orders from there too (order-limit.api.test.ts tests that limit).
      ORDERS_PER_HOUR: '1000',
      ORDERS_PER_ADDRESS_PER_HOUR: '1000',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));

  const deadline = Date.now() + startWithinMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the shop exited with code ${server.exitCode}`);
    if (Date.now() >= deadline) {
      server.kill('SIGKILL');
      throw new Error(`the shop did not start within ${startWithinMs / 1000} s`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url: `http://localhost:${port}`,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}

/** A worker's shop: a copy of the prepared folder, on a port of its own. */
export async function startWorkerShop(): Promise<ShopServer & { dataDir: string }> {
  const prepared = process.env[PREPARED_DATA_DIR];
  if (!prepared) throw new Error(`${PREPARED_DATA_DIR} is not set: the global setup did not run`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-worker-'));
  cpSync(prepared, dataDir, { recursive: true });
  const shop = await startShop(await freePort(), dataDir);
  return {
    ...shop,
    dataDir,
    async stop() {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
