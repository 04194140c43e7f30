import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppProcess, startAppProcess } from '#tests/helpers/app-process.ts';
import { type S3TestServer, startS3Server } from '#tests/helpers/s3-server.ts';
import { waitForPictures } from './bench-shop.ts';

/**
 * The catalogue route's requests per second and the image bytes served per second, with the images
 * on the local disk and in an S3 bucket (s3rver on loopback), in the same run and the same way:
 * a shop process with the demo catalogue, loaded by CONCURRENCY requests at a time for DURATION_MS.
 * Figures only: s3rver is a test server, so the S3 row shows the app's overhead of going through a
 * bucket, not a real store's speed.
 */
const DURATION_MS = 5000;
const CONCURRENCY = 16;

interface Rate {
  requests: number;
  bytes: number;
  seconds: number;
  failures: number;
}

async function load(urls: string[]): Promise<Rate> {
  let requests = 0;
  let bytes = 0;
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const url = urls[next++ % urls.length] ?? '';
        const response = await fetch(url);
        const body = await response.arrayBuffer();
        if (response.ok) {
          requests += 1;
          bytes += body.byteLength;
        } else failures += 1;
      }
    }),
  );
  return { requests, bytes, failures, seconds: (performance.now() - started) / 1000 };
}

async function measure(label: string, s3: S3TestServer | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  let app: AppProcess | undefined;
  try {
    app = await startAppProcess(
      { kind: 'sqlite', databaseUrl: undefined, dataDir, drop: async () => {} },
      { ...s3?.env, SEED_DEMO: 'true', LOG_LEVEL: 'error' },
      240_000,
    );
    await waitForPictures(app.url, 900_000);
    const catalogueUrl = `${app.url}/api/products`;
    const products = (await (await fetch(catalogueUrl)).json()) as Array<{
      imageUrl: string;
      imageSrcSet: string;
    }>;
    const imageUrls = products.flatMap((p) => [
      `${app?.url}${p.imageUrl}`,
      ...p.imageSrcSet.split(', ').map((c) => `${app?.url}${c.split(' ')[0]}`),
    ]);
    // Warm up: the first requests pay for connections and JIT.
    await Promise.all([fetch(catalogueUrl), ...imageUrls.slice(0, 8).map((u) => fetch(u))]);
    const catalogue = await load([catalogueUrl]);
    const images = await load(imageUrls);
    return { label, products: products.length, imageFiles: imageUrls.length, catalogue, images };
  } finally {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchMedia(): Promise<void> {
  const s3 = await startS3Server('bench-media');
  try {
    const rows = [await measure('local disk', undefined), await measure('S3 (s3rver)', s3)];
    const perSecond = (n: number, rate: Rate) => n / rate.seconds;
    console.info(
      `\nCatalogue and images by image store (${CONCURRENCY} concurrent requests, ${DURATION_MS / 1000} s each, demo catalogue)`,
    );
    console.info(
      `  ${'store'.padEnd(14)} ${'GET /api/products'.padStart(20)} ${'GET /media/…'.padStart(16)} ${'image bytes'.padStart(14)} ${'failures'.padStart(9)}`,
    );
    for (const row of rows) {
      const catalogue = `${perSecond(row.catalogue.requests, row.catalogue).toFixed(0)} req/s`;
      const images = `${perSecond(row.images.requests, row.images).toFixed(0)} req/s`;
      const bytes = `${(perSecond(row.images.bytes, row.images) / 1_000_000).toFixed(1)} MB/s`;
      const failures = row.catalogue.failures + row.images.failures;
      console.info(
        `  ${row.label.padEnd(14)} ${catalogue.padStart(20)} ${images.padStart(16)} ${bytes.padStart(14)} ${String(failures).padStart(9)}`,
      );
    }
    const first = rows[0];
    if (first)
      console.info(
        `  (${first.products} products, ${first.imageFiles} image files served in rotation; 1 MB = 10^6 bytes)`,
      );
  } finally {
    await s3.stop();
  }
}
