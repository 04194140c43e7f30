import { afterAll, expect, inject, test } from 'vitest';
import { type AppProcess, startAppProcess } from '#tests/helpers/app-process.ts';
import { type S3TestServer, startS3Server } from '#tests/helpers/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * A rolling deploy's first start: two app processes at once on an empty PostgreSQL database and
 * an empty bucket, both seeding the demo catalogue and back-filling its previews. Work another
 * process did first is success, so neither logs a warning (docs/decisions/156).
 */
const isPostgres = inject('databaseKind') === 'postgres';
/** The one warning every test process prints: the browser client is not built for API tests. */
const CLIENT_NOT_BUILT = 'client not built';

let s3: S3TestServer | undefined;
let database: TestDatabase | undefined;
const apps: AppProcess[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await database?.drop();
  await s3?.stop();
});

const warnings = (app: AppProcess) =>
  app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level >= 40 && !line.msg.startsWith(CLIENT_NOT_BUILT));

test.runIf(isPostgres)(
  'two processes starting together on an empty database and bucket log no warning',
  async () => {
    s3 = await startS3Server();
    database = await createTestDatabase();
    const env = { ...s3.env, SEED_DEMO: 'true', LOG_FORMAT: 'json' };
    const db = database;
    const started = await Promise.allSettled([
      startAppProcess(db, env, 150_000),
      startAppProcess(db, env, 150_000),
    ]);
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    const reasons = started.map((result) =>
      result.status === 'rejected' ? String(result.reason).slice(0, 3000) : 'started',
    );
    expect(reasons).toEqual(['started', 'started']);

    for (const app of apps) expect(warnings(app), app.output()).toEqual([]);
    // The catalogue was seeded once, and both serve it with its previews.
    const [first, second] = await Promise.all(
      apps.map(
        async (app) =>
          (await (await fetch(`${app.url}/api/products`)).json()) as Array<{
            id: string;
            previewImageUrl: string;
          }>,
      ),
    );
    expect(first?.length).toBeGreaterThan(0);
    expect(second?.map((p) => p.id).sort()).toEqual(first?.map((p) => p.id).sort());
    for (const product of first ?? []) {
      expect((await fetch(`${apps[1]?.url}${product.previewImageUrl}`)).status, product.previewImageUrl).toBe(
        200,
      );
    }
  },
  200_000,
);
