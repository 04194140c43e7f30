import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, expect, inject, test } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { createS3MediaStorage } from '#server/modules/media/media.storage.s3.ts';
import { mediaUrl, previewName, variantNamesOf } from '#shared/image-variants.ts';
import { type AppProcess, startAppProcess } from '#tests/helpers/app-process.ts';
import { insertProductRow } from '#tests/helpers/factories.ts';
import { type S3TestServer, startS3Server } from '#tests/helpers/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * A rolling deploy: two app processes starting at once on one PostgreSQL database and one bucket.
 * First on an empty database and bucket (migrations, settings, the owner's account, brands), then
 * again once products lack their variants and previews, which both processes make at the same
 * time. Work another process did first is success, so neither logs a warning (docs/decisions/156).
 */
const isPostgres = inject('databaseKind') === 'postgres';
/** The one warning every test process prints: the browser client is not built for API tests. */
const CLIENT_NOT_BUILT = 'client not built';

let s3: S3TestServer | undefined;
let database: TestDatabase | undefined;
let running: AppProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((app) => app.stop()));
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

async function startTogether(db: TestDatabase, env: Record<string, string>): Promise<AppProcess[]> {
  const started = await Promise.allSettled([
    startAppProcess(db, env, 90_000),
    startAppProcess(db, env, 90_000),
  ]);
  running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const reasons = started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'));
  expect(reasons).toEqual(['started', 'started']);
  return running;
}

test.runIf(isPostgres)(
  'two processes starting together log no warning, on an empty database and bucket and while back-filling',
  async () => {
    s3 = await startS3Server();
    database = await createTestDatabase();
    const env = {
      ...s3.env,
      LOG_FORMAT: 'json',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a long owner secret',
    };
    for (const app of await startTogether(database, env)) expect(warnings(app), app.output()).toEqual([]);
    await Promise.all(running.map((app) => app.stop()));

    // Products from before variants and previews existed: only their originals are in the bucket.
    const store = createS3MediaStorage(s3.settings);
    const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    const fileNames: string[] = [];
    try {
      for (const [i, color] of ['#7b4a2d', '#c9a34e', '#2d4a7b'].entries()) {
        const fileName = `${randomUUID()}_rolling-${i}.png`;
        const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: color } })
          .png()
          .toBuffer();
        await store.put(fileName, png, 'image/png');
        await insertProductRow(handle.db, {
          name: `Rolling Oud ${i}`,
          fileName,
          imageUrl: mediaUrl(fileName),
        });
        fileNames.push(fileName);
      }

      const apps = await startTogether(database, env);
      // Both make them once they answer (docs/decisions/196): each product's size is recorded last.
      await expect
        .poll(
          async () =>
            (await handle.db.selectFrom('product').where('image_width', 'is', null).selectAll().execute())
              .length,
          {
            timeout: 60_000,
            interval: 250,
          },
        )
        .toBe(0);
      for (const fileName of fileNames) {
        for (const name of [...variantNamesOf(fileName), previewName(fileName)]) {
          expect(await store.exists(name), name).toBe(true);
        }
      }
      for (const app of apps) expect(warnings(app), app.output()).toEqual([]);
    } finally {
      await store.close();
      await handle.close();
    }
  },
  240_000,
);
