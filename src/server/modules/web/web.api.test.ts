import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStandInClient } from '#tests/helpers/stand-in-client.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

// A stand-in build of the client, so these tests do not depend on `vite build` having run.
const clientDir = createStandInClient('shop-client-');
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(
  path.join(clientDir, 'assets', 'index-Ab12Cd34.js'),
  `console.log(${JSON.stringify('x'.repeat(2000))});`,
);
writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir, SHOP_PHONE: '96171000111' });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

test('hashed assets are cached for a year as immutable', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('other public files are cached, but not forever', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
});

test.each(['/', '/about', '/perfumes', '/cart', '/admin', '/403', '/about/'])(
  'the client route %s gets the HTML shell, revalidated on every visit, with the public config',
  async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // A guest's page: the same for every guest, so any cache may keep it while it asks each time.
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('"whatsAppPhone":"96171000111"');
  },
);

test('an unknown page gets the shell with status 404, so the app shows its 404 page', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/no-such-page' });
  expect(response.statusCode).toBe(404);
  expect(response.body).toContain('<div id="root">');
});

test.each(['/missing.txt', '/assets/index-gone.js', '/old-logo.png'])(
  'a missing file %s is a real 404, not the shell',
  async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  },
);

test('an unknown API path is JSON, not the shell, whatever the method', async () => {
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    const response = await t.app.inject({
      method,
      url: '/api/unknown',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
  }
});

test('the public config cannot break out of its script element', async () => {
  const hostile = await createTestApp({
    CLIENT_DIR: clientDir,
    HERO_VIDEO_URL: 'https://cdn.example.com/</script><script>alert(1)</script>',
  });
  try {
    const response = await hostile.app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('\\u003c/script\\u003e');
  } finally {
    await hostile.close();
  }
});

test('security headers are set', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/' });
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

test('the CSP forbids a <base> element and any framing of the shop, on pages and the API alike', async () => {
  for (const url of ['/', '/api/health']) {
    const response = await t.app.inject({ method: 'GET', url });
    const directives = String(response.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());
    expect(directives).toContain("base-uri 'none'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  }
});
