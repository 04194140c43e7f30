import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { buildLoggedApp, createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * The store answering with an error, at the client boundary: a stand-in speaking S3's REST error
 * format (an XML <Error> with its code) on a local port. The bucket check at start passes; object
 * requests get the answer a test chose. A refusal is 502, a store that is away is 503 with
 * Retry-After; neither is a 500, and each is logged as storage (docs/decisions/155).
 */
interface StoreAnswer {
  status: number;
  code: string;
}
let answer: StoreAnswer = { status: 200, code: '' };
let store: Server;
let app: FastifyInstance;
let database: TestDatabase;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  store = createServer((request, response) => {
    request.resume();
    const isBucket = /^\/shop-media\/?(\?.*)?$/.test(request.url ?? '');
    if (isBucket && request.method === 'HEAD') {
      response.writeHead(200).end();
      return;
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${answer.code}</Code><Message>stand-in answer</Message><RequestId>stand-in</RequestId></Error>`;
    response.writeHead(answer.status, { 'content-type': 'application/xml', 'x-amz-request-id': 'stand-in' });
    response.end(request.method === 'HEAD' ? undefined : xml);
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  app = await buildLoggedApp(database, logLines, 'warn', {
    S3_BUCKET: 'shop-media',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'stand-in',
    S3_SECRET_ACCESS_KEY: 'stand-in',
    S3_FORCE_PATH_STYLE: 'true',
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await new Promise((resolve) => store?.close(resolve));
});

const getImage = () =>
  app.inject({ method: 'GET', url: '/media/4d1c2a3e-0000-4000-8000-000000000000_oud.png' });

test('AccessDenied from the store is 502 STORAGE_FAILED, logged as an error naming storage', async () => {
  answer = { status: 403, code: 'AccessDenied' };
  const response = await getImage();
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({
    error: { code: 'STORAGE_FAILED', message: EN.fn.errors.STORAGE_FAILED },
  });
  expect(response.headers['retry-after']).toBeUndefined();
  expect(logLines.at(-1)).toMatchObject({
    level: 50,
    msg: 'storage refused the request',
    service: 'storage',
    kind: 'refused',
    operation: 'GetObject',
    storeStatus: 403,
    storeCode: 'AccessDenied',
  });
});

test.each([
  { status: 500, code: 'InternalError' },
  { status: 503, code: 'SlowDown' },
])('$status $code from the store is 503 STORAGE_UNAVAILABLE with Retry-After', async (storeAnswer) => {
  answer = storeAnswer;
  const response = await getImage();
  expect(response.statusCode).toBe(503);
  expect(response.json().error.code).toBe('STORAGE_UNAVAILABLE');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(logLines.at(-1)).toMatchObject({
    level: 40,
    msg: 'storage unavailable',
    service: 'storage',
    kind: 'unavailable',
    storeStatus: storeAnswer.status,
    storeCode: storeAnswer.code,
  });
});

test('a missing object is still 404, and a missing bucket is a refusal, not a missing file', async () => {
  answer = { status: 404, code: 'NoSuchKey' };
  expect((await getImage()).statusCode).toBe(404);
  answer = { status: 404, code: 'NoSuchBucket' };
  const response = await getImage();
  expect(response.statusCode).toBe(502);
  expect(response.json().error.code).toBe('STORAGE_FAILED');
  // Never taken for the database, never a bare 500.
  expect(
    logLines.filter((line) => line.msg === 'database unavailable' || line.msg === 'request failed'),
  ).toEqual([]);
});
