import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sampleImage, sendForm } from '#server/modules/admin/admin.test-kit.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import { createStandInClient } from '#tests/helpers/stand-in-client.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

/** Where the product page tests' app says it lives: the links and images in its heads start with it. */
export const PUBLIC_URL = SAME_ORIGIN.origin;

/**
 * The app serving a stand-in client (only the server's part of the HTML is under test), with its
 * owner signed in; closing it removes the stand-in too.
 */
export async function createPageTestApp(prefix: string): Promise<{ t: TestApp; admin: TestUser }> {
  const clientDir = createStandInClient(prefix);
  const { t, admin } = await createTestAppWithAdmin({ CLIENT_DIR: clientDir, PUBLIC_URL });
  const close = async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  };
  return { t: { ...t, close }, admin };
}

/** A product saved through the admin form, with a real picture: its link previews are drawn. */
export async function uploadProduct(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  size = 800,
): Promise<Product> {
  const response = await sendForm(app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie,
    parts: {
      description: 'Damask rose over smoky oud, with a trail of amber.',
      brand: 'Lattafa',
      category: 'unisex',
      ...fields,
      image: { data: await sampleImage('png', size), name: 'bottle.png', type: 'image/png' },
    },
  });
  expect(response.statusCode).toBe(201);
  return ProductSchema.parse(response.json());
}

/** A page's head as a crawler or a chat reads it: no JavaScript runs, entities decoded. */
export async function readPage(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  const html = response.body;
  const decode = (text: string) =>
    text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  const find = (pattern: RegExp) => {
    const value = html.match(pattern)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  return {
    response,
    html,
    title: find(/<title>([^<]*)<\/title>/),
    meta: (name: string) => find(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`)),
    canonical: find(/<link rel="canonical" href="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    ),
  };
}
