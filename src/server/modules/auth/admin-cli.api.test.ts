import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { describeDatabase } from '#server/db/database.ts';
import { createUser } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { findUserByEmail } from './user.repository.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../../../scripts/admin.ts');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The first line of every run: which database the command opened. */
const opened = () => `Database: ${describeDatabase(testApp.database)}\n`;

/** `npm run admin -- ...` is `node scripts/admin.ts ...`: run it on this test's database. */
function runAdmin(...args: string[]): Promise<RunResult> {
  const { database } = testApp;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('promote makes an account admin and says so', async () => {
  const user = await createUser(testApp.app);

  const result = await runAdmin('promote', user.email.toUpperCase());

  expect(result).toMatchObject({
    code: 0,
    stdout: `${opened()}${user.email} is now an admin.\n`,
    stderr: '',
  });
  expect(await findUserByEmail(testApp.app.db, user.email)).toMatchObject({ role: 'admin' });
  const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
  expect(me.json()).toMatchObject({ role: 'admin' });
});

test('demote takes the admin role away', async () => {
  const user = await createUser(testApp.app, { role: 'admin' });

  const result = await runAdmin('demote', user.email);

  expect(result).toMatchObject({
    code: 0,
    stdout: `${opened()}${user.email} is no longer an admin.\n`,
    stderr: '',
  });
  expect(await findUserByEmail(testApp.app.db, user.email)).toMatchObject({ role: 'user' });
});

test('an unknown email is an error with exit code 1 and changes nothing', async () => {
  const user = await createUser(testApp.app);
  const before = await testApp.app.db.selectFrom('user').select(['email', 'role']).orderBy('email').execute();

  const result = await runAdmin('promote', 'nobody@example.com');

  expect(result.code).toBe(1);
  expect(result.stderr).toContain(
    `No account with the email nobody@example.com in ${describeDatabase(testApp.database)}.`,
  );
  expect(result.stdout).toBe(opened());
  const after = await testApp.app.db.selectFrom('user').select(['email', 'role']).orderBy('email').execute();
  expect(after).toEqual(before);
  expect(await findUserByEmail(testApp.app.db, user.email)).toMatchObject({ role: 'user' });
});

test('a wrong command prints the usage and exits 1', async () => {
  const result = await runAdmin('delete', 'someone@example.com');

  expect(result.code).toBe(1);
  expect(result.stderr).toContain('Usage: npm run admin -- promote EMAIL');
});
