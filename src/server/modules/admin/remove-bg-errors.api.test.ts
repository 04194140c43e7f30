import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { redactKeys } from '#server/modules/media/background-removal.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
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
  // The service's own message, the key taken out of it (it used to be replaced by our reason).
  expect(response.json()).toEqual({
    error: { code: 'BACKGROUND_REMOVAL_FAILED', message: 'Request with X-Api-Key: [key] failed (key=[key])' },
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

const refusals = () =>
  logText.map((line) => JSON.parse(line)).filter((line) => line.msg === 'background removal refused');

test("the admin reads the service's own message, as the spec's 'Background removal failed: <message>' wants", async () => {
  standIn.failNext(400, {
    errors: [{ title: 'Could not identify foreground in image', code: 'unknown_foreground' }],
  });
  const response = await removeBackground();
  expect(response.statusCode).toBe(502);
  expect(response.json().error).toEqual({
    code: 'BACKGROUND_REMOVAL_FAILED',
    message: 'Could not identify foreground in image',
  });
  expect(refusals().at(-1)).toMatchObject({ status: 400, code: 'unknown_foreground' });
});

test('a key echoed in the error code is taken out of the code, the message and every log line', async () => {
  standIn.failNext(403, { errors: [{ title: `Key ${API_KEY} is not valid`, code: API_KEY }] });
  const response = await removeBackground();
  expect(response.statusCode).toBe(502);
  expect(response.json().error.message).toBe('Key [key] is not valid');
  expect(response.body).not.toContain(API_KEY);
  expect(logText.join('')).not.toContain(API_KEY);
  expect(refusals().at(-1)).toMatchObject({ status: 403, code: '[key]', title: 'Key [key] is not valid' });
});

test('without a message from the service, our own reason by its status', async () => {
  standIn.failNext(503, { errors: [{ code: 'overloaded' }] });
  const response = await removeBackground();
  expect(response.json().error.message).toBe(EN.admin.backgroundRemovalReasons.unavailable);
  standIn.failNext(402, 'payment required');
  expect((await removeBackground()).json().error.message).toBe(EN.admin.backgroundRemovalReasons.noCredits);
});

test('a service that cannot be reached gives a short reason and logs the cause code only', async () => {
  await standIn.close();
  const response = await removeBackground();
  expect(response.statusCode).toBe(502);
  expect(response.json().error.message).toBe(EN.admin.backgroundRemovalReasons.unreachable);
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
