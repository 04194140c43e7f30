import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { Product } from '#shared/product.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { type BuiltClient, buildClient } from '#tests/helpers/built-client.ts';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp, testConfig } from '#tests/helpers/test-app.ts';

/**
 * Guests' pages from memory (docs/decisions/195), with the real client and its page renderer, and a
 * second app on the same database standing for another process.
 */
let client: BuiltClient | undefined;
let t: TestApp;
let other: FastifyInstance;
let admin: TestUser;
let perfume: Product;
beforeAll(async () => {
  client = await buildClient();
  t = await createTestApp({ CLIENT_DIR: client.clientDir });
  other = await buildApp(testConfig(t.database, { CLIENT_DIR: client.clientDir }), { logger: false });
  await other.ready();
  admin = await createUser(t.app, { role: 'admin' });
  perfume = await createProduct(t.app, { name: 'Oud Guest Cache', category: 'unisex', brand: 'Lattafa' });
}, 240_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
  client?.remove();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Asks `app` for `url` until its page holds `text`; the time it took, or a failure after 10 s. */
async function waitForText(app: FastifyInstance, url: string, text: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if ((await get(app, url)).body.includes(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never showed ${text}`);
}

const PUBLIC_PAGES = ['/', '/perfumes', '/ar/perfumes', '/fr/', '/explore-perfumes', '/about'];

test('a guest gets the same bytes and the same strong validator twice, and a 304 when it still holds', async () => {
  for (const url of [...PUBLIC_PAGES, perfume.path]) {
    const first = await get(t.app, url);
    const again = await get(t.app, url);
    expect(first.statusCode, url).toBe(200);
    expect(again.body, url).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(etag, url).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag, url).toBe(etag);
    expect(first.headers['cache-control'], url).toBe('public, no-cache');
    expect(first.headers['set-cookie'], url).toBeUndefined();

    const repeat = await get(t.app, url, { 'if-none-match': etag });
    expect(repeat.statusCode, url).toBe(304);
    expect(repeat.body, url).toBe('');
    expect(repeat.headers.etag, url).toBe(etag);
  }
});

test('each encoding has its own validator, and either one answers 304 for the same page', async () => {
  const plain = await get(t.app, '/perfumes');
  const br = await get(t.app, '/perfumes', { 'accept-encoding': 'br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  const brTag = String(br.headers.etag);
  expect(brTag).not.toBe(plain.headers.etag);
  expect(brTag).toMatch(/^"[\w-]+-br"$/);
  const repeat = await get(t.app, '/perfumes', { 'accept-encoding': 'br', 'if-none-match': brTag });
  expect(repeat.statusCode).toBe(304);
  expect(repeat.headers.etag).toBe(brTag);
  // A validator of an older page is not current.
  const stale = await get(t.app, '/perfumes', { 'if-none-match': '"an-older-page"' });
  expect(stale.statusCode).toBe(200);
});

test('a signed-in visitor is rendered as before, kept only by their own browser; no session reaches a guest page', async () => {
  const customer = await createUser(t.app);
  for (const url of PUBLIC_PAGES) {
    const signedIn = await get(t.app, url, { cookie: customer.cookie });
    expect(signedIn.statusCode, url).toBe(200);
    expect(signedIn.headers['cache-control'], url).toBe('private, no-cache');
    const guest = await get(t.app, url);
    expect(guest.headers['cache-control'], url).toBe('public, no-cache');
    for (const body of [signedIn.body, guest.body]) {
      expect(body, url).not.toContain(customer.email);
      expect(body, url).not.toContain(customer.id);
      expect(body, url).not.toContain(admin.email);
    }
    // The cart badge comes from the browser. The account links: a guest's page shows the guest's
    // from the server (ADR 222); a signed-in visitor's holds their room, unseen, for the browser.
    expect(guest.body, url).toContain('"isGuest":true');
    const loginLink = /<a[^>]+href="(\/ar|\/fr)?\/login"[^>]*>[^<]+<\/a>/;
    expect(guest.body, url).toMatch(loginLink);
    expect(signedIn.body, url).not.toContain('"isGuest"');
    expect(signedIn.body, url).not.toMatch(loginLink);
    expect(signedIn.body, url).toMatch(/<li aria-hidden="true" class="invisible">/);
  }
  // The admin's own pages paint the same frame for a guest, with nothing of the admin in it.
  const adminPage = await get(t.app, '/admin', { cookie: admin.cookie });
  expect(adminPage.headers['cache-control']).toBe('private, no-cache');
  expect(adminPage.body).not.toContain(admin.email);
});

test("a guest's catalogue pages open in the opener's browsing context group; every other page, and these with a session, keep their own", async () => {
  const customer = await createUser(t.app);
  const opener = 'cross-origin-opener-policy';
  for (const url of [
    '/',
    '/ar/',
    '/perfumes',
    '/fr/perfumes?gender=women',
    perfume.path,
    '/explore-perfumes',
  ]) {
    const made = await get(t.app, url);
    const kept = await get(t.app, url);
    expect(made.statusCode, url).toBe(200);
    expect(made.headers[opener], url).toBeUndefined();
    expect(kept.headers[opener], url).toBeUndefined();
    const revalidated = await get(t.app, url, { 'if-none-match': String(kept.headers.etag) });
    expect(revalidated.statusCode, url).toBe(304);
    expect(revalidated.headers[opener], url).toBeUndefined();
    const signedIn = await get(t.app, url, { cookie: customer.cookie });
    expect(signedIn.headers[opener], url).toBe('same-origin');
  }
  for (const url of [
    '/about',
    '/cart',
    '/checkout',
    '/login',
    '/orders',
    '/perfumes/no-such-perfume-000000000000',
  ]) {
    const guest = await get(t.app, url);
    expect(guest.headers[opener], url).toBe('same-origin');
  }
  const adminPage = await get(t.app, '/admin', { cookie: admin.cookie });
  expect(adminPage.headers[opener]).toBe('same-origin');
});

test("a guest's unknown page is a kept 404 too, and a form's echo is never kept", async () => {
  const first = await get(t.app, '/no-such-page');
  const again = await get(t.app, '/no-such-page');
  expect(first.statusCode).toBe(404);
  expect(again.statusCode).toBe(404);
  expect(again.body).toBe(first.body);
  // A refused login answers with its page holding what was typed: for that answer alone.
  const refused = await t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=echo-guest%40example.com&password=wrong-password-here',
  });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['cache-control']).toBe('no-store');
  expect(refused.body).toContain('echo-guest@example.com');
  expect((await get(t.app, '/login')).body).not.toContain('echo-guest@example.com');
});

test("a perfume changed in one process drops the guests' page in the other at once", async () => {
  for (const app of [t.app, other]) {
    expect((await get(app, '/perfumes')).body).toContain('Oud Guest Cache');
    expect((await get(app, perfume.path)).body).toContain('Oud Guest Cache');
  }
  const before = String((await get(other, '/perfumes')).headers.etag);
  await t.app.db
    .updateTable('product')
    .set({ name: 'Oud Guest Renamed' })
    .where('id', '=', perfume.id)
    .execute();
  t.app.catalogue.changed();
  // This process shows it on the very next request.
  expect((await get(t.app, '/perfumes')).body).toContain('Oud Guest Renamed');
  // The other hears it through NOTIFY on PostgreSQL; on SQLite its pages live 2 s at most.
  const waited = await waitForText(other, '/perfumes', 'Oud Guest Renamed');
  expect(waited).toBeLessThan(t.database.kind === 'postgres' ? 2000 : 4000);
  const after = await get(other, '/perfumes', { 'if-none-match': before });
  expect(after.statusCode).toBe(200);
  expect(after.body).not.toContain('Oud Guest Cache');
});

test("a settings save in one process drops every guest's page, in every language, in the other", async () => {
  const settings = (await get(t.app, '/api/settings')).json<ShopSettings>();
  for (const url of ['/', '/ar/', '/fr/perfumes']) await get(other, url);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/shop',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: { ...settings.shop, name: 'Maison Cache Test' },
  });
  expect(saved.statusCode).toBe(200);
  for (const url of ['/', '/ar/', '/fr/perfumes']) {
    expect((await get(t.app, url)).body, url).toContain('Maison Cache Test');
    await waitForText(other, url, 'Maison Cache Test');
  }
});
