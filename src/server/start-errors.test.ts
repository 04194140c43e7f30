import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { cleanUpProcesses, freePort, MAIN, startShop, tempDir } from '#tests/helpers/shop-process.ts';
import { describeDataDirError, describeStartError } from './start-errors.ts';

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

/** Root ignores permission bits: the shop then runs as `nobody`, as a service would. */
const NOBODY = { uid: 65534, gid: 65534 };
const isRoot = process.getuid?.() === 0;

/** Whether `nobody` can read the shop's files here (a checkout inside a private folder it cannot). */
function canNobodyRunTheShop(): boolean {
  const probe = spawnSync(
    process.execPath,
    ['-e', `require('node:fs').accessSync(${JSON.stringify(MAIN)})`],
    NOBODY,
  );
  return probe.status === 0;
}

test('a DATA_DIR the shop may not write to stops the start with one line naming DATA_DIR', async (context) => {
  if (isRoot && !canNobodyRunTheShop()) {
    context.skip('running as root in a checkout that nobody may read: the message is checked below');
  }
  const dataDir = tempDir();
  chmodSync(dataDir, 0o555);
  const run = startShop({ DATA_DIR: dataDir, PORT: String(await freePort()) }, isRoot ? NOBODY : {});
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

test.each([
  ['EACCES', 'the shop may not write there'],
  ['EPERM', 'the shop may not write there'],
  ['EROFS', 'it is on a read-only file system'],
  ['ENOSPC', 'the disk is full'],
  ['SQLITE_CANTOPEN', 'the database file cannot be opened'],
])('a DATA_DIR error %s is one line naming DATA_DIR and the reason', (code, reason) => {
  const line = describeDataDirError(Object.assign(new Error('x'), { code }), '/srv/shop');
  expect(line).toBe(
    `Invalid configuration: DATA_DIR /srv/shop cannot be used (${reason}): set DATA_DIR to a folder the shop can create and write to.`,
  );
});

test('an error that is not about a setting keeps its own message', () => {
  const settings = { port: 3000, host: '0.0.0.0', dataDir: '/srv/shop' };
  expect(describeStartError(new Error('out of memory'), settings)).toBeNull();
  expect(
    describeStartError(Object.assign(new Error('x'), { code: 'EACCES', syscall: 'listen' }), settings),
  ).toContain('PORT 3000 may not be opened by this user');
});
