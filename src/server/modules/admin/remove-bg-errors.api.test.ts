import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { redactKeys } from '#server/modules/media/background-removal.ts';
import { MESSAGES } from '#shared/messages.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { type RemoveBgStandIn, startRemoveBgStandIn } from '#tests/helpers/remove-bg-stand-in.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '#tests/helpers/test-app.ts';
import { pngPart, sampleImage, sendForm } from './admin.test-kit.ts';

const API_KEY = 'rbg_live_Zk29sQx81LmT0pVa';
let app: FastifyInstance;
let database: TestDatabase;
let standIn: RemoveBgStandIn;
let admin: TestUser;
const logText: string[] = [];

beforeAll(async () => {
  standIn = await startRemoveBgStandIn({ apiKey: API_KEY });
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logText.push(String(chunk));
      done();
    },
  });
  app = await buildApp(testConfig(database, { REMOVE_BG_API_KEY: API_KEY, REMOVE_BG_URL: standIn.url }), {
    logger: { level: 'trace', stream },
  });
  admin = await createUser(app, { role: 'admin' });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await standIn?.close();
});

const removeBackground = async () =>
  sendForm(app, {
    method: 'POST',
    url: '/api/admin/remove-background',
    cookie: admin.cookie,
    parts: { image: pngPart(await sampleImage('png')) },
  });

test('a service that echoes the API key in its error: the key reaches no response and no log line', async () => {
  standIn.failNextEchoingKey(403);
  const response = await removeBackground();

  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({
    error: { code: 'BACKGROUND_REMOVAL_FAILED', message: MESSAGES.admin.backgroundRemovalReasons.keyRefused },
  });
  expect(response.body).not.toContain(API_KEY);
  expect(JSON.stringify(response.headers)).not.toContain(API_KEY);

  const all = logText.join('');
  expect(all).not.toContain(API_KEY);
  const refused = logText
    .map((line) => JSON.parse(line))
    .find((line) => line.msg === 'background removal refused');
  expect(refused).toMatchObject({
    service: 'background-removal',
    status: 403,
    code: 'auth_failed',
    level: 40,
  });
  expect(refused.title).toMatch(/^Request with X-Api-Key: \[(key|redacted)\] failed/);
});

test('a service that cannot be reached gives a short reason and logs the cause code only', async () => {
  await standIn.close();
  const response = await removeBackground();
  expect(response.statusCode).toBe(502);
  expect(response.json().error.message).toBe(MESSAGES.admin.backgroundRemovalReasons.unreachable);
  const refused = logText
    .map((line) => JSON.parse(line))
    .filter((line) => line.msg === 'background removal service unreachable')
    .at(-1);
  expect(refused).toMatchObject({ service: 'background-removal', cause: 'ECONNREFUSED' });
  standIn = await startRemoveBgStandIn({ apiKey: API_KEY });
});

test('anything shaped like a key is taken out of the service text', () => {
  expect(redactKeys(`refused ${API_KEY} today`, API_KEY)).toBe('refused [key] today');
  expect(redactKeys(`bad key ${API_KEY} given`, API_KEY)).toBe('bad key [key] given');
  expect(redactKeys('token: abcDEF123456ghiJKL789 expired', 'other')).not.toContain('abcDEF123456ghiJKL789');
  expect(redactKeys('Authorization=Bearer_xyz refused', 'other')).toBe('Authorization=[redacted] refused');
  expect(redactKeys('Image too small', API_KEY)).toBe('Image too small');
});
