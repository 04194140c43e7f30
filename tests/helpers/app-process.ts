import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '#server/db/database.ts';
import { freePort } from '#tests/setup/postgres-cluster.ts';
import { cookieHeader } from './factories.ts';
import type { TestDatabase } from './test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The shop as operators run it: `node src/server/main.ts` in its own process, on a free port. */
export interface AppProcess {
  url: string;
  /** Its PUBLIC_URL: the Origin its writes must come from. */
  origin: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

export async function startAppProcess(
  database: TestDatabase,
  env: Record<string, string> = {},
  /** A start that seeds the demo catalogue draws its images first, which takes a while. */
  readyWithinMs = 30_000,
): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PASSWORD_HASH_COST: '12',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      PUBLIC_URL: url,
      SEED_DEMO: 'false',
      SESSION_SECRET: 'test-secret-shared-by-every-process-0123456789',
      LOG_LEVEL: 'warn',
      // Load tests place orders as fast as they can from one address (order-limit.api.test.ts tests the limit).
      ORDERS_PER_HOUR: '100000',
      ORDERS_PER_ADDRESS_PER_HOUR: '100000',
      CLIENT_DIR: path.join(database.dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited at start: ${output}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > readyWithinMs) {
      child.kill('SIGKILL');
      throw new Error(`the app was not ready within ${readyWithinMs / 1000} s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    origin: env.PUBLIC_URL ?? url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Signs a new customer up through the API; returns the Cookie header of the session. */
export async function signUp(
  app: Pick<AppProcess, 'url' | 'origin'>,
): Promise<{ email: string; cookie: string }> {
  const email = `customer-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${app.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin },
    body: JSON.stringify({ email, password: 'correct-horse-battery' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { email, cookie: cookieHeader(response.headers.getSetCookie()) };
}

/** Inserts catalogue rows straight into the database the processes share. */
export async function insertProducts(database: TestDatabase, count: number): Promise<string[]> {
  const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `Load Perfume ${i}`,
    description: 'A fragrance made for a test.',
    category: 'unisex',
    brand: 'Lattafa',
    style: null,
    image_url: `/media/load-${i}.png`,
    file_name: `load-${i}.png`,
    background_removed: 0,
    created_at: now,
    updated_at: now,
  }));
  try {
    await handle.db.insertInto('product').values(rows).execute();
  } finally {
    await handle.close();
  }
  return rows.map((row) => row.id);
}

/** Logs in through the API; returns the Cookie header of the session. */
export async function logIn(
  app: Pick<AppProcess, 'url' | 'origin'>,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.origin },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return cookieHeader(response.headers.getSetCookie());
}

/** The admin's new-product form with a real PNG bottle, as the admin page sends it. */
export async function productForm(name: string, color = '#7b4a2d'): Promise<FormData> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name,
    description: 'Oud and amber.',
    brand: 'Lattafa',
    category: 'unisex',
  })) {
    form.append(key, value);
  }
  const image = await sharp({ create: { width: 120, height: 160, channels: 3, background: color } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), `${name}.png`);
  return form;
}
