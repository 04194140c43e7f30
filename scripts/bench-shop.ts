import { spawn } from 'node:child_process';
import { ROOT } from './lib.ts';

/** A shop the bench started, on loopback. */
export interface Shop {
  url: string;
  stop(): Promise<void>;
}

/** The shop on the built pages; a first start draws the demo images, which takes a while. */
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
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the shop exited at start');
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error('the shop did not start within 240 s');
}
