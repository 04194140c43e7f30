import { chmodSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { cleanUpProcesses, freePort, startShop, tempDir } from '#tests/helpers/shop-process.ts';

/** The shop started as a process meets a busy port, an unusable DATA_DIR or a HOST that does not resolve. */
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  cleanUpProcesses();
});

/** Exit code 1 and exactly one line on stderr, which names the setting. */
async function expectOneLine(run: ReturnType<typeof startShop>, setting: string): Promise<string> {
  expect(await run.exited).toBe(1);
  const lines = run.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(setting);
  return lines[0] ?? '';
}

test('a port already in use stops the start with one line naming PORT and another port to try', async () => {
  const port = await freePort();
  const holder = createServer();
  servers.push(holder);
  await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
  const line = await expectOneLine(startShop({ DATA_DIR: tempDir(), PORT: String(port) }), 'PORT');
  expect(line).toContain(`PORT ${port} is already in use`);
  expect(line).toContain(`PORT=${port + 1} npm start`);
}, 30_000);

test('a DATA_DIR below a file (ENOTDIR) stops the start with one line naming DATA_DIR', async () => {
  const file = path.join(tempDir(), 'not-a-folder');
  writeFileSync(file, 'x');
  const dataDir = path.join(file, 'data');
  const line = await expectOneLine(
    startShop({ DATA_DIR: dataDir, PORT: String(await freePort()) }),
    'DATA_DIR',
  );
  expect(line).toContain(dataDir);
  expect(line).toContain('set DATA_DIR to a folder the shop can create and write to');
}, 30_000);

test('a DATA_DIR the shop may not write to stops the start with one line naming DATA_DIR', async () => {
  const dataDir = tempDir();
  // Root ignores permission bits: run the shop as an ordinary user then, as a service would.
  const isRoot = process.getuid?.() === 0;
  chmodSync(dataDir, 0o555);
  const run = startShop(
    { DATA_DIR: dataDir, PORT: String(await freePort()) },
    isRoot ? { uid: 65534, gid: 65534 } : {},
  );
  const line = await expectOneLine(run, 'DATA_DIR');
  expect(line).toContain('the shop may not write there');
}, 30_000);

test('a HOST that does not resolve stops the start with one line naming HOST', async () => {
  const line = await expectOneLine(
    startShop({ DATA_DIR: tempDir(), PORT: String(await freePort()), HOST: 'no-such-host.invalid' }),
    'HOST',
  );
  expect(line).toContain('HOST no-such-host.invalid does not resolve');
}, 30_000);
