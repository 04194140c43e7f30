import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './fixtures.ts';

/**
 * Starts the real shop for the browser tests: built client, fresh SQLite database in a temp
 * folder, demo catalogue, and an admin account from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 4310);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
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

  // A first start draws the demo catalogue's image variants and link previews.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) throw new Error('the shop did not start within 240 s');

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
