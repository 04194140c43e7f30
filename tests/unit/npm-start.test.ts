import sharp from 'sharp';
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

const OWNER = { email: 'owner@example.com', password: 'a long secret' };

/** A large product photo: the local background removal works on it for a noticeable while. */
function largePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">
    <rect width="100%" height="100%" fill="#efeeea"/>
    <rect x="310" y="400" width="380" height="500" rx="50" fill="#6b3a1a"/>
    <rect x="400" y="190" width="200" height="220" rx="20" fill="#c9a34e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

test('SIGTERM to the npm process finishes the request in flight, stops the shop and frees the port within 10 s', async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
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
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    },
    { detached: true },
  );
  expect(await waitUntilUp(port, 30_000)).toBe(true);
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(OWNER),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await largePhoto())], { type: 'image/jpeg' }), 'bottle.jpg');
  const inFlight = fetch(`${origin}/api/admin/remove-background`, {
    method: 'POST',
    headers: { origin, cookie },
    body: form,
  });
  // Signal once the shop has the request (its JSON log says so), not before.
  await expect
    .poll(() => npm.output(), { timeout: 10_000, interval: 50 })
    .toContain('"url":"/api/admin/remove-background"');
  const stoppedAt = Date.now();
  npm.child.kill('SIGTERM');

  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  await expect.poll(() => isPortOpen(port), { timeout: 10_000, interval: 200 }).toBe(false);
  expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  await npm.exited;
  expect(npm.output()).toContain('shutting down: finishing in-flight requests');
}, 60_000);
