import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { setUserRole } from '#server/modules/auth/user.repository.ts';
import { findProduct } from '#server/modules/catalogue/product.repository.ts';
import type { Role } from '#shared/constants.ts';
import type { Product } from '#shared/product.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from './test-app.ts';

let sequence = 0;

export interface ProductOverrides {
  name?: string;
  description?: string;
  category?: 'men' | 'women' | 'unisex';
  brand?: string;
  style?: string | null;
  imageUrl?: string;
  fileName?: string;
  backgroundRemoved?: boolean;
  createdAt?: string;
}

/** Inserts a product row straight into a database; its id. Nothing is drawn or stored. */
export async function insertProductRow(
  db: Kysely<Database>,
  overrides: ProductOverrides = {},
): Promise<string> {
  sequence += 1;
  const id = randomUUID();
  const createdAt = overrides.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)).toISOString();
  await db
    .insertInto('product')
    .values({
      id,
      name: overrides.name ?? `Test Perfume ${sequence}`,
      description: overrides.description ?? 'A test fragrance.',
      category: overrides.category ?? 'unisex',
      brand: overrides.brand ?? 'Lattafa',
      style: overrides.style ?? null,
      image_url: overrides.imageUrl ?? `/media/test-${sequence}.png`,
      file_name: overrides.fileName ?? `test-${sequence}.png`,
      background_removed: overrides.backgroundRemoved ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

/** Inserts a product row directly (no image processing): for tests about lists and lookups. */
export async function createProduct(
  app: FastifyInstance,
  overrides: ProductOverrides = {},
): Promise<Product> {
  const id = await insertProductRow(app.db, overrides);
  // A product change, as the admin's routes make one: the kept catalogue JSON is dropped.
  app.catalogue.changed();
  const product = await findProduct(app.db, id);
  if (!product) throw new Error('product was not created');
  return product;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** The Cookie header of this user's session. */
  cookie: string;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Signs a user up through the API (and makes them admin when asked, the server-side way). */
export async function createUser(
  app: FastifyInstance,
  options: { email?: string; password?: string; role?: Role } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = options.email ?? `user${sequence}-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: SAME_ORIGIN,
    payload: { email, password },
    // Each from an address of its own: the per-address sign-up limit is not what these tests are about.
    remoteAddress: `10.200.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  if (options.role === 'admin') await setUserRole(app.db, email, 'admin');
  return { id: user.id, email, password, cookie: cookieHeader(response.headers['set-cookie']) };
}

/** The real app on a fresh database with its owner signed in: what most admin test files start from. */
export async function createTestAppWithAdmin(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await createTestApp(env);
  return { t, admin: await createUser(t.app, { role: 'admin' }) };
}

/** The same, with a signed-in customer besides the owner: for tests of what only the owner may do. */
export async function createTestAppWithAdminAndCustomer(): Promise<{
  t: TestApp;
  admin: TestUser;
  customer: TestUser;
}> {
  const { t, admin } = await createTestAppWithAdmin();
  return { t, admin, customer: await createUser(t.app) };
}
