import type { FastifyInstance } from 'fastify';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { catalogueToolSamples } from './json-routes-catalogue.test-kit.ts';
import { ownerToolSamples } from './json-routes-owner.test-kit.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One JSON route with a request it accepts: the seed that the hardening tests change. */
export interface RouteSample {
  method: Method;
  /** The route's pattern, e.g. /api/cart/:id/sizes. */
  route: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  user: TestUser | null;
}

export interface RouteWorld {
  admin: TestUser;
  customer: TestUser;
  samples: RouteSample[];
}

/** The route's URL with its parameters and query filled in (each one encoded). */
export function urlOf(sample: Pick<RouteSample, 'route' | 'params' | 'query'>): string {
  const path = sample.route.replace(/:(\w+)/g, (_, name: string) =>
    // A lone surrogate cannot be percent-encoded: it travels as U+FFFD, as a browser sends it.
    encodeURIComponent((sample.params[name] ?? '').toWellFormed()),
  );
  const query = new URLSearchParams(sample.query).toString();
  return query ? `${path}?${query}` : path;
}

export function send(app: FastifyInstance, sample: RouteSample) {
  return app.inject({
    method: sample.method,
    url: urlOf(sample),
    headers: { ...SAME_ORIGIN, ...(sample.user ? { cookie: sample.user.cookie } : {}) },
    ...(sample.body === undefined ? {} : { payload: sample.body as Record<string, unknown> }),
  });
}

/** The real app on a fresh database, holding the rows the route samples need. */
export async function createRouteTestApp(): Promise<{ t: TestApp; world: RouteWorld }> {
  const t = await createTestApp();
  return { t, world: await prepareRouteSamples(t.app) };
}

/**
 * Every JSON route the shop serves (the multipart uploads, the event streams, /metrics and the
 * pages are elsewhere), each with a request that it accepts, made against real rows.
 */
export async function prepareRouteSamples(app: FastifyInstance): Promise<RouteWorld> {
  const admin = await createUser(app, { role: 'admin' });
  const customer = await createUser(app);
  const product = await createProduct(app, { category: 'women' });
  const headers = { ...SAME_ORIGIN, cookie: customer.cookie };
  const cartItem = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers,
    payload: { productId: product.id },
  });
  const cartItemId = cartItem.json<{ id: string }>().id;
  await app.inject({
    method: 'PUT',
    url: `/api/cart/${cartItemId}/sizes`,
    headers,
    payload: { selectedSizes: [{ size: '100', quantity: 1 }] },
  });
  const pending = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { cartItemIds: [cartItemId] },
  });
  const pendingId = pending.json<{ id: string }>().id;
  const placed = await app.inject({
    method: 'POST',
    url: '/api/placed-orders',
    headers: SAME_ORIGIN,
    payload: {
      idempotencyKey: crypto.randomUUID(),
      items: [{ productId: product.id, selectedSizes: [{ size: '50', quantity: 1 }] }],
    },
  });
  const trackingToken = placed.json<{ trackingToken: string }>().trackingToken;
  const order = await app.db.selectFrom('placed_order').select('id').executeTakeFirstOrThrow();
  const settings = (await app.inject({ method: 'GET', url: '/api/settings' })).json<
    Record<string, Record<string, unknown>>
  >();

  const none = { params: {}, query: {}, body: undefined };
  const samples: RouteSample[] = [
    { method: 'GET', route: '/api/health', ...none, user: null },
    { method: 'GET', route: '/api/ready', ...none, user: null },
    { method: 'GET', route: '/api/settings', ...none, user: null },
    { method: 'GET', route: '/api/brands', ...none, user: null },
    { method: 'GET', route: '/api/session', ...none, user: customer },
    { method: 'GET', route: '/api/me', ...none, user: customer },
    {
      method: 'POST',
      route: '/api/auth/login',
      ...none,
      body: { email: 'nobody@example.com', password: 'a-password' },
      user: null,
    },
    {
      method: 'POST',
      route: '/api/auth/sign-up',
      ...none,
      body: { email: 'somebody@example.com', password: 'a-long-password' },
      user: null,
    },
    { method: 'GET', route: '/api/products', ...none, query: { limit: '5' }, user: null },
    { method: 'GET', route: '/api/products/:id', ...none, params: { id: product.id }, user: null },
    { method: 'GET', route: '/api/cart', ...none, user: customer },
    { method: 'POST', route: '/api/cart', ...none, body: { productId: product.id }, user: customer },
    {
      method: 'PUT',
      route: '/api/cart/:id/sizes',
      ...none,
      params: { id: cartItemId },
      body: { selectedSizes: [{ size: '50', quantity: 2 }] },
      user: customer,
    },
    {
      method: 'POST',
      route: '/api/cart/import',
      ...none,
      body: {
        items: [
          { guestItemId: 'guest-1', productId: product.id, selectedSizes: [{ size: '100', quantity: 1 }] },
        ],
      },
      user: customer,
    },
    {
      method: 'DELETE',
      route: '/api/cart/:id',
      ...none,
      params: { id: crypto.randomUUID() },
      user: customer,
    },
    { method: 'GET', route: '/api/orders', ...none, user: customer },
    { method: 'POST', route: '/api/orders', ...none, body: { cartItemIds: [cartItemId] }, user: customer },
    {
      method: 'PATCH',
      route: '/api/orders/:id',
      ...none,
      params: { id: pendingId },
      body: { items: [{ productId: product.id, size100mlQuantity: 1, size50mlQuantity: 0 }] },
      user: customer,
    },
    {
      method: 'DELETE',
      route: '/api/orders/:id',
      ...none,
      params: { id: crypto.randomUUID() },
      user: customer,
    },
    {
      method: 'POST',
      route: '/api/placed-orders',
      ...none,
      body: {
        idempotencyKey: crypto.randomUUID(),
        items: [{ productId: product.id, selectedSizes: [{ size: '100', quantity: 1 }] }],
        location: '33.8,35.5',
        customer: { name: 'Layla', phone: '03 123 456', address: 'Saadiyat, near the school' },
        locale: 'en',
      },
      user: null,
    },
    { method: 'GET', route: '/api/track/:token', ...none, params: { token: trackingToken }, user: null },
    { method: 'GET', route: '/api/account/orders', ...none, user: customer },
    { method: 'GET', route: '/api/account/orders/count', ...none, user: customer },
    { method: 'GET', route: '/api/account/details', ...none, user: customer },
    {
      method: 'GET',
      route: '/api/admin/orders',
      ...none,
      query: { status: 'new', from: '2026-01-01', to: '2026-12-31', q: 'Layla', page: '1' },
      user: admin,
    },
    { method: 'GET', route: '/api/admin/orders/new-count', ...none, user: admin },
    { method: 'GET', route: '/api/admin/orders/figures', ...none, user: admin },
    {
      method: 'GET',
      route: '/api/admin/orders/export',
      ...none,
      query: { from: '2026-01-01', to: '2026-01-31' },
      user: admin,
    },
    { method: 'GET', route: '/api/admin/orders/:id', ...none, params: { id: order.id }, user: admin },
    {
      method: 'POST',
      route: '/api/admin/orders/:id/status',
      ...none,
      params: { id: order.id },
      body: { status: 'cancelled', reason: 'Asked by phone' },
      user: admin,
    },
    {
      method: 'POST',
      route: '/api/admin/orders/:id/erase',
      ...none,
      params: { id: crypto.randomUUID() },
      user: admin,
    },
    { method: 'GET', route: '/api/admin/settings', ...none, user: admin },
    { method: 'PUT', route: '/api/admin/settings/shop', ...none, body: settings.shop, user: admin },
    { method: 'PUT', route: '/api/admin/settings/hours', ...none, body: settings.hours, user: admin },
    {
      method: 'PUT',
      route: '/api/admin/settings/social',
      ...none,
      body: { instagram: '@saadiyat', tiktok: '', facebook: 'facebook.com/saadiyat' },
      user: admin,
    },
    { method: 'PUT', route: '/api/admin/settings/prices', ...none, body: settings.prices, user: admin },
    { method: 'GET', route: '/api/admin/team', ...none, query: { page: '1' }, user: admin },
    {
      method: 'PUT',
      route: '/api/admin/team/:id/role',
      ...none,
      params: { id: customer.id },
      body: { role: 'user' },
      user: admin,
    },
    { method: 'GET', route: '/api/admin/activity', ...none, query: { page: '1' }, user: admin },
    {
      method: 'PUT',
      route: '/api/admin/products/:id/stock',
      ...none,
      params: { id: product.id },
      body: { size: '50', isSoldOut: false },
      user: admin,
    },
    ...ownerToolSamples(admin, order.id),
    ...(await catalogueToolSamples(app, admin, product)),
  ];
  return { admin, customer, samples };
}

/**
 * The routes the server has, from Fastify's route tree: `METHOD /path` for every route under /api.
 * Tests compare it with the samples, so a new route cannot go unchecked.
 */
export function listApiRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.indexOf('── ');
    if (branch === -1) continue;
    const depth = Math.round((branch - 1) / 4);
    const match = /^(\S+)(?: \(([^)]*)\))?/.exec(line.slice(branch + 3));
    if (!match?.[1]) continue;
    const path = `${stack[depth - 1] ?? ''}${match[1]}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[2] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS' && path.startsWith('/api/')) {
        routes.push(`${method} ${path}`);
      }
    }
  }
  return routes.sort();
}
