import { afterAll, beforeAll, expect, test } from 'vitest';
import { type CartItem, CartItemListSchema, CartItemSchema } from '#shared/cart.ts';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function request(
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, ...(user ? { cookie: user.cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function cartOf(user: TestUser): Promise<CartItem[]> {
  const response = await request(user, 'GET', '/api/cart');
  expect(response.statusCode).toBe(200);
  return CartItemListSchema.parse(response.json());
}

async function add(user: TestUser, productId: string): Promise<CartItem> {
  const response = await request(user, 'POST', '/api/cart', { productId });
  expect(response.statusCode).toBe(201);
  return CartItemSchema.parse(response.json());
}

async function rowsInDatabase(userId: string) {
  return t.app.db.selectFrom('cart_item').selectAll().where('user_id', '=', userId).execute();
}

test('every cart route needs a signed-in user', async () => {
  for (const [method, url] of [
    ['GET', '/api/cart'],
    ['POST', '/api/cart'],
    ['PUT', '/api/cart/8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11/sizes'],
    ['DELETE', '/api/cart/8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11'],
    ['POST', '/api/cart/import'],
    ['GET', '/api/cart/events'],
  ] as const) {
    const response = await request(
      null,
      method,
      url,
      method === 'GET' || method === 'DELETE' ? undefined : {},
    );
    expect(response.statusCode, `${method} ${url}`).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  }
});

test('adding a product copies it from the catalogue with no sizes, and lists it', async () => {
  const user = await createUser(t.app);
  const product = await createProduct(t.app, {
    name: 'Kalemat',
    category: 'women',
    description: 'Rose and oud',
  });
  const item = await add(user, product.id);
  expect(item).toMatchObject({
    userId: user.id,
    productId: product.id,
    name: 'Kalemat',
    imageUrl: product.imageUrl,
    description: 'Rose and oud',
    category: 'women',
    selectedSizes: [],
  });
  expect(await cartOf(user)).toEqual([item]);
});

test('a client cannot choose the name or image of a cart item', async () => {
  const user = await createUser(t.app);
  const product = await createProduct(t.app, { name: 'Real name' });
  const response = await request(user, 'POST', '/api/cart', {
    productId: product.id,
    name: 'Forged',
    imageUrl: 'https://evil.example/x.png',
    userId: 'someone-else',
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ name: 'Real name', imageUrl: product.imageUrl, userId: user.id });
});

test('adding the same product twice is a 409 ALREADY_IN_CART and keeps one entry', async () => {
  const user = await createUser(t.app);
  const product = await createProduct(t.app);
  await add(user, product.id);
  const again = await request(user, 'POST', '/api/cart', { productId: product.id });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ error: { code: 'ALREADY_IN_CART' } });
  expect(await rowsInDatabase(user.id)).toHaveLength(1);
});

test('two users may each have the same product', async () => {
  const [a, b] = [await createUser(t.app), await createUser(t.app)];
  const product = await createProduct(t.app);
  await add(a, product.id);
  await add(b, product.id);
  expect(await cartOf(a)).toHaveLength(1);
  expect(await cartOf(b)).toHaveLength(1);
});

test('adding an unknown product is a 404 PRODUCT_NOT_FOUND; a bad product id is a 400', async () => {
  const user = await createUser(t.app);
  const unknown = await request(user, 'POST', '/api/cart', { productId: 'no-such-product' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({ error: { code: 'PRODUCT_NOT_FOUND' } });
  for (const payload of [{}, { productId: '' }, { productId: 42 }, { productId: 'x'.repeat(65) }]) {
    const response = await request(user, 'POST', '/api/cart', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toBe('body.productId');
  }
  expect(await rowsInDatabase(user.id)).toHaveLength(0);
});

test('malformed JSON is a 400 in the error shape', async () => {
  const user = await createUser(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { ...SAME_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
    payload: '{"productId": ',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
});

test('setting sizes stores them with the shop prices; a price sent by the client is ignored', async () => {
  const user = await createUser(t.app);
  const item = await add(user, (await createProduct(t.app)).id);
  const response = await request(user, 'PUT', `/api/cart/${item.id}/sizes`, {
    selectedSizes: [
      { size: '50', quantity: 3, priceCents: 1, price: 0.01 },
      { size: '100', quantity: 2, priceCents: 5 },
    ],
  });
  expect(response.statusCode).toBe(200);
  const expected = [
    { size: '100', quantity: 2, priceCents: 1000 },
    { size: '50', quantity: 3, priceCents: 600 },
  ];
  expect(response.json().selectedSizes).toEqual(expected);
  expect((await cartOf(user))[0]?.selectedSizes).toEqual(expected);
  const [row] = await rowsInDatabase(user.id);
  expect(JSON.parse(row?.selected_sizes ?? '')).toEqual(expected);

  const cleared = await request(user, 'PUT', `/api/cart/${item.id}/sizes`, { selectedSizes: [] });
  expect(cleared.json().selectedSizes).toEqual([]);
});

test.each([
  ['an unknown size', [{ size: '75', quantity: 1 }], 'body.selectedSizes.0.size'],
  ['a size as a number', [{ size: 100, quantity: 1 }], 'body.selectedSizes.0.size'],
  ['quantity 0', [{ size: '100', quantity: 0 }], 'body.selectedSizes.0.quantity'],
  ['quantity 100', [{ size: '100', quantity: 100 }], 'body.selectedSizes.0.quantity'],
  ['a fractional quantity', [{ size: '50', quantity: 1.5 }], 'body.selectedSizes.0.quantity'],
  ['a quantity as text', [{ size: '50', quantity: '2' }], 'body.selectedSizes.0.quantity'],
  [
    'the same size twice',
    [
      { size: '50', quantity: 1 },
      { size: '50', quantity: 2 },
    ],
    'body.selectedSizes',
  ],
  ['not a list', 'lots', 'body.selectedSizes'],
])('sizes with %s are a 400 naming the field, and change nothing', async (_label, selectedSizes, path) => {
  const user = await createUser(t.app);
  const item = await add(user, (await createProduct(t.app)).id);
  await request(user, 'PUT', `/api/cart/${item.id}/sizes`, { selectedSizes: [{ size: '100', quantity: 4 }] });
  const response = await request(user, 'PUT', `/api/cart/${item.id}/sizes`, { selectedSizes });
  expect(response.statusCode).toBe(400);
  const body = response.json<{ error: { code: string; issues: { path: string }[] } }>();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.issues.map((i) => i.path)).toContain(path);
  expect((await cartOf(user))[0]?.selectedSizes).toEqual([{ size: '100', quantity: 4, priceCents: 1000 }]);
});

test('a badly formed item id is a 400; an unknown one is a 404 CART_ITEM_NOT_FOUND', async () => {
  const user = await createUser(t.app);
  const bad = await request(user, 'PUT', '/api/cart/not-a-uuid/sizes', { selectedSizes: [] });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.issues[0].path).toBe('params.id');
  const badDelete = await request(user, 'DELETE', `/api/cart/${'x'.repeat(200)}`);
  expect(badDelete.statusCode).toBe(400);
  const unknown = await request(user, 'DELETE', '/api/cart/8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({ error: { code: 'CART_ITEM_NOT_FOUND' } });
});

test('deleting my item removes only that item', async () => {
  const user = await createUser(t.app);
  const first = await add(user, (await createProduct(t.app)).id);
  const second = await add(user, (await createProduct(t.app)).id);
  const response = await request(user, 'DELETE', `/api/cart/${first.id}`);
  expect(response.statusCode).toBe(204);
  expect((await cartOf(user)).map((i) => i.id)).toEqual([second.id]);
  const again = await request(user, 'DELETE', `/api/cart/${first.id}`);
  expect(again.statusCode).toBe(404);
});

test("another user's cart item is a 404 and stays untouched", async () => {
  const owner = await createUser(t.app);
  const intruder = await createUser(t.app);
  const item = await add(owner, (await createProduct(t.app)).id);
  await request(owner, 'PUT', `/api/cart/${item.id}/sizes`, { selectedSizes: [{ size: '50', quantity: 2 }] });

  const change = await request(intruder, 'PUT', `/api/cart/${item.id}/sizes`, {
    selectedSizes: [{ size: '100', quantity: 9 }],
  });
  expect(change.statusCode).toBe(404);
  expect(change.json()).toMatchObject({ error: { code: 'CART_ITEM_NOT_FOUND' } });
  const remove = await request(intruder, 'DELETE', `/api/cart/${item.id}`);
  expect(remove.statusCode).toBe(404);
  expect(await cartOf(intruder)).toEqual([]);

  const [kept] = await cartOf(owner);
  expect(kept?.id).toBe(item.id);
  expect(kept?.selectedSizes).toEqual([{ size: '50', quantity: 2, priceCents: 600 }]);
});

test('a cross-site write is refused and changes nothing', async () => {
  const user = await createUser(t.app);
  const product = await createProduct(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { origin: 'https://evil.example', cookie: user.cookie },
    payload: { productId: product.id },
  });
  expect(response.statusCode).toBe(403);
  expect(await rowsInDatabase(user.id)).toHaveLength(0);
});

test('importing guest items creates entries with their sizes and merges into items I already have', async () => {
  const user = await createUser(t.app);
  const kept = await createProduct(t.app, { name: 'Already mine' });
  const fresh = await createProduct(t.app, { name: 'From the guest cart' });
  const noSize = await createProduct(t.app, { name: 'No size yet' });
  const mine = await add(user, kept.id);
  await request(user, 'PUT', `/api/cart/${mine.id}/sizes`, { selectedSizes: [{ size: '100', quantity: 2 }] });

  const body = {
    items: [
      {
        guestItemId: `1767225600000-${kept.id}`,
        productId: kept.id,
        selectedSizes: [
          { size: '100', quantity: 3, priceCents: 1 },
          { size: '50', quantity: 1 },
        ],
      },
      {
        guestItemId: `1767225600001-${fresh.id}`,
        productId: fresh.id,
        selectedSizes: [{ size: '50', quantity: 2 }],
      },
      { guestItemId: `1767225600002-${noSize.id}`, productId: noSize.id, selectedSizes: [] },
      { guestItemId: '1767225600003-gone', productId: 'a-product-that-was-deleted', selectedSizes: [] },
    ],
  };
  const response = await request(user, 'POST', '/api/cart/import', body);
  expect(response.statusCode).toBe(200);
  const cart = CartItemListSchema.parse(response.json());
  expect(cart.map((i) => [i.name, i.selectedSizes])).toEqual([
    [
      'Already mine',
      [
        { size: '100', quantity: 5, priceCents: 1000 },
        { size: '50', quantity: 1, priceCents: 600 },
      ],
    ],
    ['From the guest cart', [{ size: '50', quantity: 2, priceCents: 600 }]],
    ['No size yet', []],
  ]);
  expect(cart[0]?.id).toBe(mine.id);

  // The browser retries (the answer was lost): nothing doubles.
  const retry = await request(user, 'POST', '/api/cart/import', body);
  expect(retry.statusCode).toBe(200);
  expect(retry.json()).toEqual(response.json());
  expect(await cartOf(user)).toEqual(cart);
});

test('the same guest items imported by two users land in each cart once', async () => {
  const [a, b] = [await createUser(t.app), await createUser(t.app)];
  const product = await createProduct(t.app);
  const body = {
    items: [
      {
        guestItemId: `1767225600000-${product.id}`,
        productId: product.id,
        selectedSizes: [{ size: '100', quantity: 1 }],
      },
    ],
  };
  for (const user of [a, b, a, b]) {
    expect((await request(user, 'POST', '/api/cart/import', body)).statusCode).toBe(200);
  }
  for (const user of [a, b]) {
    expect((await cartOf(user)).map((i) => i.selectedSizes)).toEqual([
      [{ size: '100', quantity: 1, priceCents: 1000 }],
    ]);
  }
});

test('a bad import is a 400 naming the field and imports nothing', async () => {
  const user = await createUser(t.app);
  const product = await createProduct(t.app);
  const response = await request(user, 'POST', '/api/cart/import', {
    items: [
      { guestItemId: 'g1', productId: product.id, selectedSizes: [{ size: '100', quantity: 1 }] },
      { guestItemId: 'g2', productId: product.id, selectedSizes: [{ size: '100', quantity: 1000 }] },
    ],
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.issues.map((i: { path: string }) => i.path)).toContain(
    'body.items.1.selectedSizes.0.quantity',
  );
  expect(await cartOf(user)).toEqual([]);
  const missing = await request(user, 'POST', '/api/cart/import', { items: [{ productId: product.id }] });
  expect(missing.statusCode).toBe(400);
  expect(
    await t.app.db.selectFrom('cart_import').selectAll().where('user_id', '=', user.id).execute(),
  ).toEqual([]);
});

test('a deleted product leaves the carts that held it', async () => {
  const user = await createUser(t.app);
  const product = await createProduct(t.app);
  await add(user, product.id);
  await t.app.db.deleteFrom('product').where('id', '=', product.id).execute();
  expect(await cartOf(user)).toEqual([]);
});
