import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openDatabase } from '#server/db/database.ts';
import { sha256 } from '#server/modules/backup/backup-files.ts';
import { createMediaStorage } from '#server/modules/media/create-media-storage.ts';
import { mediaVariantNames } from '#server/modules/media/media.storage.ts';
import { type AppProcess, logIn, productForm, signUp, startAppProcess } from '#tests/helpers/app-process.ts';
import { type S3TestServer, startS3Server } from '#tests/helpers/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * npm run backup while customers place orders, then npm run restore into a fresh database and
 * image store: every order acknowledged before the backup began, every product, user and image
 * is there, byte for byte. SQLite with images on disk; PostgreSQL (pg_dump) with images in S3.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const isPostgres = inject('databaseKind') === 'postgres';
const ADMIN = { email: 'owner@example.com', password: 'a long owner secret' };
/** The shop below runs on SESSION_SECRET, as app-process.ts starts it: DATA_DIR holds no secret. */
const SOURCE_SECRET = 'test-secret-shared-by-every-process-0123456789';

let source: TestDatabase;
let target: TestDatabase;
let s3Source: S3TestServer | undefined;
let s3Target: S3TestServer | undefined;
let app: AppProcess;
const backupRoot = mkdtempSync(path.join(tmpdir(), 'shop-backups-'));

beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase();
  if (isPostgres) {
    s3Source = await startS3Server('shop-media');
    s3Target = await startS3Server('restored-media');
  }
  app = await startAppProcess(source, {
    ...s3Source?.env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await source?.drop();
  await target?.drop();
  await s3Source?.stop();
  await s3Target?.stop();
  rmSync(backupRoot, { recursive: true, force: true });
});

function envOf(database: TestDatabase, s3: S3TestServer | undefined): Record<string, string> {
  return {
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...s3?.env,
  };
}

function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, `scripts/${script}.ts`), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function createProductWithImage(
  cookie: string,
  name: string,
  color: string,
): Promise<{ id: string; fileName: string }> {
  const response = await fetch(`${app.url}/api/admin/products`, {
    method: 'POST',
    headers: { origin: app.origin, cookie },
    body: await productForm(name, color),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; fileName: string };
}

test('a backup taken under write load restores every acknowledged order, product, user and image', async () => {
  const adminCookie = await logIn(app, ADMIN);
  const products: Array<{ id: string; fileName: string }> = [];
  for (const [i, color] of ['#7b4a2d', '#c9a34e', '#2d4a7b'].entries()) {
    products.push(await createProductWithImage(adminCookie, `Backup Oud ${i}`, color));
  }
  const customers = await Promise.all(Array.from({ length: 3 }, () => signUp(app)));

  // The write load: each customer adds a perfume, picks a size and places the order, again and again.
  const acknowledged: Array<{ id: string; at: number }> = [];
  let isLoading = true;
  const placeOrders = async (cookie: string) => {
    const headers = { 'content-type': 'application/json', origin: app.origin, cookie };
    for (let round = 0; isLoading; round += 1) {
      const productId = products[round % products.length]?.id;
      const added = await fetch(`${app.url}/api/cart`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId }),
      });
      if (added.status !== 201) throw new Error(`add to cart: ${added.status} ${await added.text()}`);
      const item = (await added.json()) as { id: string };
      await fetch(`${app.url}/api/cart/${item.id}/sizes`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ selectedSizes: [{ size: '50', quantity: 1 + (round % 3) }] }),
      });
      const order = await fetch(`${app.url}/api/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ cartItemIds: [item.id] }),
      });
      if (order.status !== 201) throw new Error(`order: ${order.status} ${await order.text()}`);
      acknowledged.push({ id: ((await order.json()) as { id: string }).id, at: Date.now() });
    }
  };
  // And guests place orders in the order book.
  const acknowledgedPlaced: Array<{ reference: string; at: number }> = [];
  const placeGuestOrders = async () => {
    for (let round = 0; isLoading; round += 1) {
      const response = await fetch(`${app.url}/api/placed-orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.origin },
        body: JSON.stringify({
          idempotencyKey: crypto.randomUUID(),
          items: [
            {
              productId: products[round % products.length]?.id,
              selectedSizes: [{ size: '100', quantity: 1 }],
            },
          ],
        }),
      });
      if (response.status !== 201)
        throw new Error(`placed order: ${response.status} ${await response.text()}`);
      acknowledgedPlaced.push({
        reference: ((await response.json()) as { reference: string }).reference,
        at: Date.now(),
      });
    }
  };
  const load = Promise.all([...customers.map((c) => placeOrders(c.cookie)), placeGuestOrders()]);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const backupStartedAt = Date.now();
  const backup = await npmScript('backup', [backupRoot], {
    ...envOf(source, s3Source),
    SESSION_SECRET: SOURCE_SECRET,
  });
  const ordersDuringBackup = [...acknowledged, ...acknowledgedPlaced].filter(
    (o) => o.at > backupStartedAt,
  ).length;
  isLoading = false;
  await load;
  expect(backup.code, backup.output).toBe(0);
  expect(backup.output).toMatch(/Backup written to .*shop-backup-/);
  // The backup really ran while orders were being placed.
  expect(ordersDuringBackup).toBeGreaterThan(0);

  const restore = await npmScript('restore', [backupRoot], envOf(target, s3Target));
  expect(restore.code, restore.output).toBe(0);

  const before = acknowledged.filter((o) => o.at < backupStartedAt).map((o) => o.id);
  expect(before.length).toBeGreaterThan(0);
  const restored = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    const orderIds = new Set((await restored.db.selectFrom('order').select('id').execute()).map((r) => r.id));
    expect(before.filter((id) => !orderIds.has(id))).toEqual([]);
    const placedBefore = acknowledgedPlaced.filter((o) => o.at < backupStartedAt).map((o) => o.reference);
    expect(placedBefore.length).toBeGreaterThan(0);
    const references = new Set(
      (await restored.db.selectFrom('placed_order').select('reference').execute()).map((r) => r.reference),
    );
    expect(placedBefore.filter((reference) => !references.has(reference))).toEqual([]);
    const productRows = await restored.db.selectFrom('product').select(['id', 'file_name']).execute();
    expect(productRows.map((p) => p.id).sort()).toEqual(products.map((p) => p.id).sort());
    const emails = (await restored.db.selectFrom('user').select('email').execute()).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN.email, ...customers.map((c) => c.email)]));
  } finally {
    await restored.close();
  }

  const sourceStore = await createMediaStorage({ dataDir: source.dataDir, s3: s3Source?.settings });
  const targetStore = await createMediaStorage({ dataDir: target.dataDir, s3: s3Target?.settings });
  try {
    for (const product of products) {
      for (const name of [product.fileName, ...mediaVariantNames(product.fileName)]) {
        const original = await sourceStore.get(name);
        const copy = await targetStore.get(name);
        expect(copy, name).not.toBeNull();
        expect(sha256(copy ?? Buffer.alloc(0))).toBe(sha256(original ?? Buffer.alloc(1)));
      }
    }
  } finally {
    await sourceStore.close();
    await targetStore.close();
  }

  // A second restore meets a database that holds data: refused, and nothing changes.
  const again = await npmScript('restore', [backupRoot], envOf(target, s3Target));
  expect(again.code).toBe(1);
  expect(again.output).toContain('The database is not empty');
  expect(again.output).toContain('--force');
  const forced = await npmScript('restore', [backupRoot, '--force'], envOf(target, s3Target));
  expect(forced.code, forced.output).toBe(0);
}, 90_000);

test('only the newest N backups are kept, and a damaged backup is refused before anything is written', async () => {
  for (let i = 0; i < 3; i += 1) {
    const result = await npmScript('backup', [backupRoot, '--keep', '2'], {
      ...envOf(source, s3Source),
      SESSION_SECRET: SOURCE_SECRET,
    });
    expect(result.code, result.output).toBe(0);
  }
  const kept = readdirSync(backupRoot).filter((name) => name.startsWith('shop-backup-'));
  expect(kept).toHaveLength(2);

  const newest = path.join(backupRoot, kept.sort().at(-1) ?? '');
  const image = readdirSync(path.join(newest, 'media'))[0] ?? '';
  await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .png()
    .toFile(path.join(newest, 'media', image));
  const empty = await createTestDatabase();
  try {
    const result = await npmScript('restore', [newest], envOf(empty, undefined));
    expect(result.code).toBe(1);
    expect(result.output).toContain('does not match its checksum');
    expect(readdirSync(empty.dataDir).filter((f) => f.startsWith('shop.db'))).toEqual([]);
  } finally {
    await empty.drop();
  }
});

test('without SESSION_SECRET and without a secret in DATA_DIR the backup refuses, and writes nothing', async () => {
  const before = readdirSync(backupRoot);
  const result = await npmScript('backup', [backupRoot], envOf(source, s3Source));
  expect(result.code).toBe(1);
  expect(result.output).toContain('Backup failed: No session secret: set SESSION_SECRET');
  expect(result.output).toContain('does not make one up');
  expect(readdirSync(backupRoot)).toEqual(before);
  expect(existsSync(path.join(source.dataDir, 'session-secret'))).toBe(false);
});

test('every file a backup holds is in its manifest with a matching checksum, the kept secret included', async () => {
  // A shop that generated its secret at its first start keeps it in DATA_DIR: no SESSION_SECRET.
  const secret = 'f'.repeat(64);
  writeFileSync(path.join(source.dataDir, 'session-secret'), secret, { mode: 0o600 });
  try {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-backups-'));
    const result = await npmScript('backup', [dir], envOf(source, s3Source));
    expect(result.code, result.output).toBe(0);
    const [name] = readdirSync(dir);
    const backup = path.join(dir, name ?? '');
    const manifest = JSON.parse(readFileSync(path.join(backup, 'manifest.json'), 'utf8'));
    expect(manifest.format).toBe(2);
    const listed = new Map<string, string>([
      [manifest.database.file, manifest.database.sha256],
      [manifest.sessionSecret.file, manifest.sessionSecret.sha256],
      ...manifest.media.files.map(
        (f: { name: string; sha256: string }) => [`media/${f.name}`, f.sha256] as const,
      ),
    ]);
    const held = readdirSync(backup, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(backup, path.join(entry.parentPath, entry.name)))
      .filter((file) => file !== 'manifest.json');
    expect(held.sort()).toEqual([...listed.keys()].sort());
    for (const file of held)
      expect(sha256(readFileSync(path.join(backup, file))), file).toBe(listed.get(file));
    expect(readFileSync(path.join(backup, 'session-secret'), 'utf8')).toBe(secret);
    rmSync(dir, { recursive: true, force: true });
  } finally {
    rmSync(path.join(source.dataDir, 'session-secret'), { force: true });
  }
});

test('the manifest names the photos and brand logos the database refers to and the storage lacks', async () => {
  const product = await createProductWithImage(await logIn(app, ADMIN), 'Backup Logo Oud', '#445566');
  const database = openDatabase({ dataDir: source.dataDir, databaseUrl: source.databaseUrl });
  const brand = await database.db
    .selectFrom('brand')
    .select(['id', 'logo_file_name', 'logo_url'])
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await database.db
    .insertInto('product_photo')
    .values({
      file_name: 'gone-photo.png',
      product_id: product.id,
      position: 99,
      image_width: null,
      image_height: null,
      background_removed: 0,
      created_at: now,
    })
    .execute();
  await database.db
    .updateTable('brand')
    .set({ logo_file_name: 'gone-logo.png', logo_url: '/media/gone-logo.png' })
    .where('id', '=', brand.id)
    .execute();
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-backups-'));
  try {
    const env = { ...envOf(source, s3Source), SESSION_SECRET: SOURCE_SECRET };
    const result = await npmScript('backup', [dir], env);
    expect(result.code, result.output).toBe(0);
    const [name] = readdirSync(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, name ?? '', 'manifest.json'), 'utf8'));
    expect([...manifest.missingMedia].sort()).toEqual(['gone-logo.png', 'gone-photo.png']);
  } finally {
    await database.db.deleteFrom('product_photo').where('file_name', '=', 'gone-photo.png').execute();
    await database.db
      .updateTable('brand')
      .set({ logo_file_name: brand.logo_file_name, logo_url: brand.logo_url })
      .where('id', '=', brand.id)
      .execute();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
