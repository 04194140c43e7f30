import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AppProcess, logIn, productForm, startAppProcess } from '#tests/helpers/app-process.ts';
import { type S3TestServer, startS3Server } from '#tests/helpers/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * A bucket that hangs instead of refusing (an S3 server frozen with SIGSTOP: the kernel still
 * accepts connections, nothing answers). Every storage call ends within S3_REQUEST_TIMEOUT_MS
 * with 503 and Retry-After, the log names storage, readiness follows the bucket, and a SIGTERM
 * does not wait on the hung calls longer than their limit (docs/decisions/155).
 */
const LIMITS = { connectTimeoutMs: 1_000, requestTimeoutMs: 2_000 };
/** Room for a machine busy with other work, on top of the limit. */
const SLACK_MS = 2_500;
const ADMIN = { email: 'owner@example.com', password: 'a long owner secret' };

let s3: S3TestServer;
let database: TestDatabase;
let app: AppProcess;
let imageName: string;
beforeAll(async () => {
  s3 = await startS3Server('shop-media', LIMITS);
  database = await createTestDatabase();
  app = await startAppProcess(
    database,
    {
      ...s3.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_FORMAT: 'json',
    },
    60_000,
  );
  const cookie = await logIn(app, ADMIN);
  const created = await fetch(`${app.url}/api/admin/products`, {
    method: 'POST',
    headers: { origin: app.origin, cookie },
    body: await productForm('Hung Bucket Oud'),
  });
  expect(created.status).toBe(201);
  imageName = ((await created.json()) as { fileName: string }).fileName;
}, 60_000);
afterAll(async () => {
  // Resumes the bucket whatever a test left it in, then stops everything.
  s3?.resume();
  await app?.stop();
  await s3?.stop();
  await database?.drop();
});

async function timed(url: string, init?: RequestInit) {
  const started = Date.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { response, text, ms: Date.now() - started };
}

const logLines = () =>
  app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; service?: string; kind?: string });

test('a paused bucket: images and uploads get 503 within the limit, readiness follows, the log names storage', async () => {
  const cookie = await logIn(app, ADMIN);
  s3.pause();
  try {
    const image = await timed(`${app.url}/media/${imageName}`);
    expect(image.response.status).toBe(503);
    expect(image.ms).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 100);
    expect(image.ms).toBeLessThan(LIMITS.requestTimeoutMs + SLACK_MS);
    expect(Number(image.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(image.text)).toEqual({
      error: {
        code: 'STORAGE_UNAVAILABLE',
        message: 'Images are briefly unavailable. Please try again in a moment.',
      },
    });

    const upload = await timed(`${app.url}/api/admin/products`, {
      method: 'POST',
      headers: { origin: app.origin, cookie },
      body: await productForm('Upload During Outage', '#2d4a7b'),
    });
    expect(upload.response.status).toBe(503);
    expect(upload.ms).toBeLessThan(LIMITS.requestTimeoutMs + SLACK_MS);
    expect(JSON.parse(upload.text).error.code).toBe('STORAGE_UNAVAILABLE');

    const ready = await timed(`${app.url}/api/ready`);
    expect(ready.response.status).toBe(503);
    expect(JSON.parse(ready.text)).toMatchObject({
      status: 'unavailable',
      database: 'ok',
      media: 'unavailable',
    });

    const storageLines = logLines().filter((line) => line.msg === 'storage unavailable');
    expect(storageLines.length).toBeGreaterThanOrEqual(2);
    expect(storageLines[0]).toMatchObject({ service: 'storage', kind: 'timeout' });
    expect(logLines().filter((line) => line.msg === 'database unavailable')).toEqual([]);
  } finally {
    s3.resume();
  }

  // Back without a restart: readiness first, then the same image.
  const started = Date.now();
  let readyStatus = 0;
  while (Date.now() - started < 15_000) {
    readyStatus = (await fetch(`${app.url}/api/ready`)).status;
    if (readyStatus === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(readyStatus).toBe(200);
  expect((await fetch(`${app.url}/media/${imageName}`)).status).toBe(200);
  // The product the outage refused was not half made.
  const products = (await (await fetch(`${app.url}/api/products`)).json()) as Array<{ name: string }>;
  expect(products.map((product) => product.name)).toEqual(['Hung Bucket Oud']);
});

test('SIGTERM while the bucket hangs: the request in flight gets 503 and the process exits within the limit', async () => {
  s3.pause();
  try {
    const inFlight = timed(`${app.url}/media/${imageName}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    app.child.kill('SIGTERM');
    const code = await app.exited;
    const exitedAfter = Date.now() - signalledAt;
    const answered = await inFlight;

    expect(code, app.output()).toBe(0);
    expect(exitedAfter).toBeLessThan(LIMITS.requestTimeoutMs + SLACK_MS);
    expect(answered.response.status).toBe(503);
    expect(JSON.parse(answered.text).error.code).toBe('STORAGE_UNAVAILABLE');
  } finally {
    s3.resume();
  }
});
