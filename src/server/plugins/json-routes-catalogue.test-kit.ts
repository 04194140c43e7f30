import type { FastifyInstance } from 'fastify';
import type { Product } from '#shared/product.ts';
import type { TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN } from '#tests/helpers/test-app.ts';
import type { RouteSample } from './json-routes.test-kit.ts';

/**
 * The owner's catalogue tools (brands, photos, prices, stock counts, discount codes) and the paged
 * catalogue, each with a request it accepts, made against real rows.
 */
export async function catalogueToolSamples(
  app: FastifyInstance,
  admin: TestUser,
  product: Product,
): Promise<RouteSample[]> {
  const none = { params: {}, query: {}, body: undefined };
  const brand = await app.db.selectFrom('brand').select('id').orderBy('name').executeTakeFirstOrThrow();
  const code = {
    code: 'EID10',
    kind: 'percent',
    value: 10,
    startsOn: null,
    endsOn: null,
    minOrderCents: 0,
    useLimit: 100,
    isActive: true,
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/discount-codes',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: code,
  });
  const codeId = created.json<{ id: string }>().id;
  const shortId = product.path.slice(product.path.lastIndexOf('-') + 1);
  const items = [{ productId: product.id, selectedSizes: [{ size: '100', quantity: 2 }] }];
  return [
    { method: 'GET', route: '/api/brands/directory', ...none, query: { search: 'a', page: '1' }, user: null },
    { method: 'GET', route: '/api/products/by-short-id/:shortId', ...none, params: { shortId }, user: null },
    { method: 'GET', route: '/api/products/by-ids', ...none, query: { ids: product.id }, user: null },
    { method: 'GET', route: '/api/admin/brands', ...none, user: admin },
    { method: 'GET', route: '/api/admin/products/brands', ...none, user: admin },
    {
      method: 'GET',
      route: '/api/admin/products',
      ...none,
      query: { brand: product.brand, page: '1' },
      user: admin,
    },
    { method: 'GET', route: '/api/admin/brands/:id', ...none, params: { id: brand.id }, user: admin },
    {
      method: 'PUT',
      route: '/api/admin/products/:id/photos/order',
      ...none,
      params: { id: product.id },
      body: { photoIds: product.photos.map((photo) => photo.id) },
      user: admin,
    },
    {
      method: 'PUT',
      route: '/api/admin/products/:id/prices',
      ...none,
      params: { id: product.id },
      body: {
        sizes: [
          { size: '100', priceCents: 1500, sale: { priceCents: 1200, from: '2026-12-01', to: '2026-12-31' } },
        ],
      },
      user: admin,
    },
    { method: 'GET', route: '/api/admin/stock-counts', ...none, user: admin },
    {
      method: 'PUT',
      route: '/api/admin/products/:id/stock-count',
      ...none,
      params: { id: product.id },
      body: { size: '50', quantity: 12 },
      user: admin,
    },
    {
      method: 'PUT',
      route: '/api/admin/settings/stock',
      ...none,
      body: { lowStockThreshold: 3 },
      user: admin,
    },
    { method: 'GET', route: '/api/admin/discount-codes', ...none, user: admin },
    {
      method: 'POST',
      route: '/api/admin/discount-codes',
      ...none,
      body: { ...code, code: 'RAMADAN' },
      user: admin,
    },
    {
      method: 'PUT',
      route: '/api/admin/discount-codes/:id',
      ...none,
      params: { id: codeId },
      body: { ...code, value: 15 },
      user: admin,
    },
    {
      method: 'PUT',
      route: '/api/admin/discount-codes/:id/active',
      ...none,
      params: { id: codeId },
      body: { isActive: true },
      user: admin,
    },
    {
      method: 'POST',
      route: '/api/discount-codes/check',
      ...none,
      body: { code: 'eid10', items },
      user: null,
    },
  ];
}
