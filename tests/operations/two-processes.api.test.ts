import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createS3MediaStorage } from '#server/modules/media/media.storage.s3.ts';
import { type AppProcess, signUp, startAppProcess } from '#tests/helpers/app-process.ts';
import { cookieHeader } from '#tests/helpers/factories.ts';
import { type S3TestServer, startS3Server } from '#tests/helpers/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * Two app processes with the same settings on one PostgreSQL database and one S3 bucket, as behind
 * a load balancer: nothing a customer or the owner does depends on which one answers.
 * Sharing live cart changes needs PostgreSQL's LISTEN/NOTIFY, so this runs with that project.
 */
const isPostgres = inject('databaseKind') === 'postgres';
const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@example.com', password: 'a long owner secret' };

let s3: S3TestServer;
let database: TestDatabase;
let a: AppProcess;
let b: AppProcess;
beforeAll(async () => {
  if (!isPostgres) return;
  s3 = await startS3Server();
  database = await createTestDatabase();
  const env = { ...s3.env, PUBLIC_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  a = await startAppProcess(database, env);
  b = await startAppProcess(database, env);
}, 90_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
  await s3?.stop();
});

const json = (cookie: string) => ({ 'content-type': 'application/json', origin: PUBLIC_URL, cookie });

async function logIn(app: AppProcess, email: string, password: string): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return cookieHeader(response.headers.getSetCookie());
}

async function productForm(image: Buffer, name: string): Promise<FormData> {
  const form = new FormData();
  form.append('name', name);
  form.append('description', 'Saffron and rose over dark oud.');
  form.append('brand', 'Lattafa');
  form.append('category', 'unisex');
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), `${name}.png`);
  return form;
}

const bottle = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#7b4a2d' } })
    .png()
    .toBuffer();

test.runIf(isPostgres)('a session made on A works on B', async () => {
  const customer = await signUp(a);
  const me = await fetch(`${b.url}/api/me`, { headers: { cookie: customer.cookie } });
  expect(me.status).toBe(200);
  expect(JSON.stringify(await me.json())).toContain(customer.email);
});

test.runIf(isPostgres)('an image uploaded through A is served by B, variants included', async () => {
  const cookie = await logIn(a, ADMIN.email, ADMIN.password);
  const created = await fetch(`${a.url}/api/admin/products`, {
    method: 'POST',
    headers: { origin: PUBLIC_URL, cookie },
    body: await productForm(await bottle(200), 'Rose Oud'),
  });
  expect(created.status).toBe(201);
  const product = (await created.json()) as { id: string; imageUrl: string; imageSrcSet: string };

  const fromA = await fetch(`${a.url}${product.imageUrl}`);
  const fromB = await fetch(`${b.url}${product.imageUrl}`);
  expect(fromB.status).toBe(200);
  expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  for (const candidate of product.imageSrcSet.split(', ')) {
    const url = candidate.split(' ')[0] ?? '';
    expect((await fetch(`${b.url}${url}`)).headers.get('content-type')).toBe('image/webp');
  }
  const listed = (await (await fetch(`${b.url}/api/products`)).json()) as Array<{ id: string }>;
  expect(listed.map((p) => p.id)).toContain(product.id);
});

test.runIf(isPostgres)("a cart change on A reaches B's live stream within 1 s", async () => {
  const customer = await signUp(a);
  const [productId] = await productIds(b);
  const stream = await fetch(`${b.url}/api/cart/events`, { headers: { cookie: customer.cookie } });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error('the stream has no body');
  const decoder = new TextDecoder();
  let received = '';
  const waitFor = async (event: string) => {
    while (!received.includes(`event: ${event}`)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before "${event}"`);
      received += decoder.decode(value);
    }
    received = received.slice(received.indexOf(`event: ${event}`) + event.length + 7);
  };
  await waitFor('ready');
  const changedAt = Date.now();
  const added = await fetch(`${a.url}/api/cart`, {
    method: 'POST',
    headers: json(customer.cookie),
    body: JSON.stringify({ productId }),
  });
  expect(added.status).toBe(201);
  await waitFor('cart');
  expect(Date.now() - changedAt).toBeLessThan(1000);
  await reader.cancel();
});

test.runIf(isPostgres)("an order placed or moved on A shows in B's kept inbox within 1 s", async () => {
  const cookie = await logIn(a, ADMIN.email, ADMIN.password);
  const [productId] = await productIds(b);
  type Inbox = { orders: { id: string; reference: string; status: string }[] };
  const inboxOfB = async () => {
    const response = await fetch(`${b.url}/api/admin/orders`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as Inbox).orders;
  };
  /** Reads B's inbox until `seen` holds; answers how long that took. */
  const untilSeen = async (seen: (orders: Inbox['orders']) => boolean) => {
    const started = Date.now();
    while (!seen(await inboxOfB())) {
      if (Date.now() - started > 5000) throw new Error("B's inbox never showed the change");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - started;
  };
  await inboxOfB(); // B keeps this page.
  const placed = await fetch(`${a.url}/api/placed-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      items: [{ productId, selectedSizes: [{ size: '100', quantity: 1 }] }],
    }),
  });
  expect(placed.status).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };
  expect(await untilSeen((orders) => orders.some((order) => order.reference === reference))).toBeLessThan(
    1000,
  );
  const id = (await inboxOfB()).find((order) => order.reference === reference)?.id;
  const moved = await fetch(`${a.url}/api/admin/orders/${id}/status`, {
    method: 'POST',
    headers: json(cookie),
    body: JSON.stringify({ status: 'confirmed' }),
  });
  expect(moved.status).toBe(200);
  expect(
    await untilSeen((orders) => orders.find((order) => order.id === id)?.status === 'confirmed'),
  ).toBeLessThan(1000);
});

test.runIf(isPostgres)(
  'A killed mid-upload: B keeps serving and nothing half-written is visible',
  async () => {
    const cookie = await logIn(a, ADMIN.email, ADMIN.password);
    const before = await productIds(b);
    const bucket = createS3MediaStorage(s3.settings);
    const objectsBefore = new Set(await bucket.list());
    const form = await productForm(await noisyBottle(1600), 'Half Written');
    const upload = fetch(`${a.url}/api/admin/products`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, cookie },
      body: form,
    }).then(
      (response) => response.status,
      () => 'connection lost' as const,
    );

    // A dies (as on a power cut or the OOM killer) once the upload's first file is in the bucket
    // and its variants are still being made.
    const started = Date.now();
    while (!(await bucket.list()).some((name) => !objectsBefore.has(name))) {
      if (Date.now() - started > 20_000) throw new Error('the upload never reached the bucket');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    a.child.kill('SIGKILL');
    expect(await a.exited).toBe('SIGKILL');
    expect(await upload).toBe('connection lost');

    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
    expect(await productIds(b)).toEqual(before);
    try {
      // Every object in the bucket is whole: S3 stores an object completely or not at all.
      for (const name of await bucket.list()) {
        const data = await bucket.get(name);
        await expect(
          sharp(data ?? Buffer.alloc(0), { failOn: 'error' })
            .raw()
            .toBuffer(),
          name,
        ).resolves.toBeInstanceOf(Buffer);
      }
    } finally {
      await bucket.close();
    }
    const listed = (await (await fetch(`${b.url}/api/products`)).json()) as Array<{ imageUrl: string }>;
    for (const product of listed) expect((await fetch(`${b.url}${product.imageUrl}`)).status).toBe(200);
  },
);

/** A photo-like image (noise does not compress), slow enough to process to be caught halfway. */
async function noisyBottle(size: number): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

async function productIds(app: AppProcess): Promise<string[]> {
  const response = await fetch(`${app.url}/api/products`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ id: string }>).map((p) => p.id).sort();
}
