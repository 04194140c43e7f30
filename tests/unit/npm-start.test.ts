import { afterEach, expect, test } from 'vitest';
import {
  cleanUpProcesses,
  freePort,
  isPortOpen,
  QUIET_SHOP_ENV,
  spawnCollecting,
  tempDir,
  waitUntilUp,
} from '#tests/helpers/shop-process.ts';

/**
 * A service manager or a terminal stops `npm start` by signalling the npm process; npm passes the
 * signal to the script's process, which must be the shop itself (no shell left in between).
 */
afterEach(cleanUpProcesses);

test('SIGTERM to the npm process stops the shop and frees the port within 10 s', async () => {
  const port = await freePort();
  const npm = spawnCollecting(
    'npm',
    ['start'],
    {
      ...QUIET_SHOP_ENV,
      HOME: tempDir(),
      DATA_DIR: tempDir(),
      PORT: String(port),
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'info',
    },
    { detached: true },
  );
  expect(await waitUntilUp(port, 30_000)).toBe(true);
  const stoppedAt = Date.now();
  npm.child.kill('SIGTERM');
  await expect.poll(() => isPortOpen(port), { timeout: 10_000, interval: 200 }).toBe(false);
  expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  // npm ends too, and the shop said it was finishing its requests rather than being killed.
  await npm.exited;
  expect(npm.output()).toContain('shutting down: finishing in-flight requests');
}, 60_000);
