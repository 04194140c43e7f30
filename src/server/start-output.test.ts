import { afterEach, expect, test } from 'vitest';
import {
  cleanUpProcesses,
  freePort,
  isPortOpen,
  MAIN,
  QUIET_SHOP_ENV,
  type Spawned,
  spawnCollecting,
  startShop,
  tempDir,
  waitUntilUp,
} from '#tests/helpers/shop-process.ts';

/** What the owner sees in the terminal: the log format with and without a TTY, and the start message. */
afterEach(cleanUpProcesses);

const VISIT = ['/api/health', '/api/brands', '/api/products'];

/** Starts, waits, makes the visits, and answers the output once the request lines have arrived. */
async function visit(run: Spawned, port: number, waitFor: RegExp): Promise<string> {
  expect(await waitUntilUp(port)).toBe(true);
  for (const url of VISIT) await fetch(`http://127.0.0.1:${port}${url}`);
  const deadline = Date.now() + 5_000;
  while (!waitFor.test(run.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return run.output();
}

/** The shop inside a pseudo-terminal (util-linux `script`), as `npm start` in a terminal window. */
function startInTerminal(env: Record<string, string>): Spawned {
  return spawnCollecting('script', ['-qefc', `'${process.execPath}' '${MAIN}'`, '/dev/null'], {
    ...QUIET_SHOP_ENV,
    LOG_LEVEL: 'info',
    TERM: 'dumb',
    ...env,
  });
}

test('in a terminal each request is one short line, and health checks are quiet', async () => {
  const port = await freePort();
  const run = startInTerminal({ DATA_DIR: tempDir(), PORT: String(port) });
  await visit(run, port, /GET \/api\/products 200/);
  // A refused login: its reason is in the answer, the terminal gets the request line only.
  await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
  });
  await expect.poll(() => run.output(), { timeout: 5_000 }).toMatch(/POST \/api\/auth\/login 401 \d+ ms/);
  const output = run.output();
  const lines = output.split(/\r?\n/).filter((line) => line.trim() !== '');
  expect(lines.filter((line) => line.includes('GET /api/brands'))).toHaveLength(1);
  expect(output).toMatch(/\d\d:\d\d:\d\d.*INFO.*GET \/api\/brands 200 \d+ ms/);
  expect(output).not.toContain('/api/health');
  expect(output).not.toContain('{"level"');
  expect(output).not.toContain('incoming request');
  expect(lines.filter((line) => line.includes('/api/auth/login') || line.includes('nobody@'))).toHaveLength(
    1,
  );
  run.child.kill('SIGTERM');
  await run.exited;
  await expect.poll(() => isPortOpen(port), { timeout: 10_000 }).toBe(false);
}, 40_000);

test('LOG_FORMAT=json keeps JSON lines even in a terminal', async () => {
  const port = await freePort();
  const run = startInTerminal({ DATA_DIR: tempDir(), PORT: String(port), LOG_FORMAT: 'json' });
  const output = await visit(run, port, /"url":"\/api\/products"/);
  const requestLines = output
    .split(/\r?\n/)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { req?: { url?: string } });
  expect(requestLines.some((entry) => entry.req?.url === '/api/brands')).toBe(true);
  run.child.kill('SIGTERM');
  await run.exited;
}, 40_000);

test('without a terminal the log is JSON, one object per line, for log collectors', async () => {
  const port = await freePort();
  const run = startShop({ DATA_DIR: tempDir(), PORT: String(port), LOG_LEVEL: 'info' });
  await visit(run, port, /"url":"\/api\/products"/);
  const jsonLines = run
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'));
  const entries = jsonLines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
  expect(entries.some((entry) => entry.msg === 'incoming request' && entry.req?.url === '/api/brands')).toBe(
    true,
  );
  expect(run.stdout()).not.toMatch(/^\S*\d\d:\d\d:\d\d.*INFO/m);
}, 40_000);

test('the start message says that no admin exists yet, and gives both ways to make one', async () => {
  const port = await freePort();
  const run = startShop({ DATA_DIR: tempDir(), PORT: String(port) });
  expect(await waitUntilUp(port)).toBe(true);
  await expect.poll(() => run.stdout(), { timeout: 5_000 }).toContain('npm run admin -- promote');
  const output = run.stdout();
  expect(output).toContain(`Saadiyat Perfumes is open at http://localhost:${port}`);
  expect(output).toContain('Admin: no account has the admin role yet');
  expect(output).toContain("ADMIN_EMAIL=you@example.com ADMIN_PASSWORD='a long secret' npm start");
  expect(output).toContain(
    `sign up at http://localhost:${port}/signup and run: npm run admin -- promote you@example.com`,
  );
}, 40_000);

test('the start message says when an admin exists', async () => {
  const port = await freePort();
  const run = startShop({
    DATA_DIR: tempDir(),
    PORT: String(port),
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'a long secret',
  });
  expect(await waitUntilUp(port)).toBe(true);
  await expect.poll(() => run.stdout(), { timeout: 5_000 }).toContain('Admin:');
  expect(run.stdout()).toContain(
    `Admin: one account has the admin role; manage the shop at http://localhost:${port}/admin`,
  );
  expect(run.stdout()).not.toContain('npm run admin -- promote');
}, 40_000);
