import { spawn } from 'node:child_process';
import { ROOT } from './lib.ts';

/** A shop the bench started, on loopback. */
export interface Shop {
  url: string;
  /** The shop's process: its CPU time is read from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The shop on the built pages, once it has made its pictures: a first start answers at once and
 * draws the demo images after (docs/decisions/196), which would weigh on every figure.
 */
export async function startShop(clientDir: string, dataDir: string): Promise<Shop> {
  const port = 4400 + Math.floor(Math.random() * 50);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const deadline = Date.now() + 900_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the shop exited at start');
    if (await picturesMade(url)) return { url, pid: child.pid ?? 0, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error('the shop did not make its pictures within 900 s');
}

/** Waits until the shop at `url` has made every perfume's pictures (a first start makes them after it answers). */
export async function waitForPictures(url: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await picturesMade(url))) {
    if (Date.now() > deadline)
      throw new Error(`the shop did not make its pictures within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Whether the shop answers and every perfume offers its picture's variants (their size is recorded last). */
async function picturesMade(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/products`);
    if (!response.ok) return false;
    const products = (await response.json()) as { imageSrcSet: string }[];
    return products.every((product) => product.imageSrcSet !== '');
  } catch {
    return false;
  }
}
