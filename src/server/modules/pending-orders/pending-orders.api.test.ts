import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type CartItem, CartItemListSchema, CartItemSchema } from '#shared/cart.ts';
import { type Order, OrderListSchema, OrderSchema } from '#shared/pending-orders.ts';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function request(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie: user.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function cartWith(
  user: TestUser,
  lines: {
    name: string;
    category?: 'men' | 'women' | 'unisex';
    sizes: { size: '100' | '50'; quantity: number }[];
  }[],
): Promise<CartItem[]> {
  const items: CartItem[] = [];
  for (const line of lines) {
    const product = await createProduct(t.app, { name: line.name, category: line.category ?? 'unisex' });
    const added = await request(user, 'POST', '/api/cart', { productId: product.id });
    const item = CartItemSchema.parse(added.json());
    const sized = await request(user, 'PUT', `/api/cart/${item.id}/sizes`, { selectedSizes: line.sizes });
    items.push(CartItemSchema.parse(sized.json()));
  }
  return items;
}

async function cartOf(user: TestUser): Promise<CartItem[]> {
  return CartItemListSchema.parse((await request(user, 'GET', '/api/cart')).json());
}

async function ordersOf(user: TestUser): Promise<Order[]> {
  const response = await request(user, 'GET', '/api/orders');
  expect(response.statusCode).toBe(200);
  return OrderListSchema.parse(response.json());
}

async function placeOrder(user: TestUser, cartItemIds: string[]): Promise<Order> {
  const response = await request(user, 'POST', '/api/orders', { cartItemIds });
  expect(response.statusCode).toBe(201);
  return OrderSchema.parse(response.json());
}

test('order routes need a signed-in user', async () => {
  for (const [method, url] of [
    ['GET', '/api/orders'],
    ['POST', '/api/orders'],
    ['PATCH', '/api/orders/8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11'],
    ['DELETE', '/api/orders/8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11'],
  ] as const) {
    const response = await t.app.inject({ method, url, headers: SAME_ORIGIN, payload: {} });
    expect(response.statusCode, `${method} ${url}`).toBe(401);
  }
});

test('an order from the cart is pending, priced by the shop, and removes exactly those cart items', async () => {
  const user = await createUser(t.app);
  const [kalemat, sauvage, left] = await cartWith(user, [
    {
      name: 'Kalemat',
      category: 'women',
      sizes: [
        { size: '100', quantity: 2 },
        { size: '50', quantity: 1 },
      ],
    },
    { name: 'Sauvage', category: 'men', sizes: [{ size: '50', quantity: 3 }] },
    { name: 'Stays in the cart', sizes: [] },
  ]);
  if (!kalemat || !sauvage || !left) throw new Error('cart not set up');

  const order = await placeOrder(user, [kalemat.id, sauvage.id]);
  expect(order).toMatchObject({ userId: user.id, status: 'pending', location: null });
  expect(order.items).toEqual([
    {
      productId: kalemat.productId,
      name: 'Kalemat',
      category: 'women',
      size100mlQuantity: 2,
      size100mlPriceCents: 1000,
      size50mlQuantity: 1,
      size50mlPriceCents: 600,
    },
    {
      productId: sauvage.productId,
      name: 'Sauvage',
      category: 'men',
      size100mlQuantity: 0,
      size100mlPriceCents: 1000,
      size50mlQuantity: 3,
      size50mlPriceCents: 600,
    },
  ]);
  expect((await cartOf(user)).map((i) => i.id)).toEqual([left.id]);
  expect(await ordersOf(user)).toEqual([order]);
});

test('an order is all or nothing: one unknown, foreign or sizeless item and nothing changes', async () => {
  const user = await createUser(t.app);
  const other = await createUser(t.app);
  const [mine, sizeless] = await cartWith(user, [
    { name: 'Mine', sizes: [{ size: '100', quantity: 1 }] },
    { name: 'Sizeless', sizes: [] },
  ]);
  const [theirs] = await cartWith(other, [{ name: 'Theirs', sizes: [{ size: '50', quantity: 1 }] }]);
  if (!mine || !sizeless || !theirs) throw new Error('cart not set up');

  const foreign = await request(user, 'POST', '/api/orders', { cartItemIds: [mine.id, theirs.id] });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toMatchObject({ error: { code: 'CART_ITEM_NOT_FOUND' } });

  const unknown = await request(user, 'POST', '/api/orders', {
    cartItemIds: [mine.id, '8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11'],
  });
  expect(unknown.statusCode).toBe(404);

  const noSize = await request(user, 'POST', '/api/orders', { cartItemIds: [mine.id, sizeless.id] });
  expect(noSize.statusCode).toBe(400);
  expect(noSize.json()).toMatchObject({
    error: {
      code: 'SIZE_REQUIRED',
      message: 'Please select at least one size for each item in your cart before checking out.',
    },
  });

  expect((await cartOf(user)).map((i) => i.id)).toEqual([mine.id, sizeless.id]);
  expect((await cartOf(other)).map((i) => i.id)).toEqual([theirs.id]);
  expect(await ordersOf(user)).toEqual([]);
  expect(await ordersOf(other)).toEqual([]);
});

test('an order fails whole when a cart item vanishes inside its transaction', async () => {
  const user = await createUser(t.app);
  const [a, b] = await cartWith(user, [
    { name: 'A', sizes: [{ size: '100', quantity: 1 }] },
    { name: 'B', sizes: [{ size: '50', quantity: 1 }] },
  ]);
  if (!a || !b) throw new Error('cart not set up');
  // A database trigger stands in for a concurrent delete that lands between the read and the delete.
  if (t.database.kind === 'sqlite') {
    await sql`create trigger vanish before delete on cart_item when old.id = ${sql.lit(a.id)}
      begin select raise(ignore); end`.execute(t.app.db);
  } else {
    await sql`create function vanish() returns trigger language plpgsql as $$
      begin if old.id = ${sql.lit(a.id)} then return null; end if; return old; end $$`.execute(t.app.db);
    await sql`create trigger vanish before delete on cart_item for each row execute function vanish()`.execute(
      t.app.db,
    );
  }
  try {
    const response = await request(user, 'POST', '/api/orders', { cartItemIds: [a.id, b.id] });
    expect(response.statusCode).toBe(404);
    expect((await cartOf(user)).map((i) => i.id)).toEqual([a.id, b.id]);
    expect(await ordersOf(user)).toEqual([]);
  } finally {
    await sql`drop trigger vanish ${t.database.kind === 'postgres' ? sql`on cart_item` : sql``}`.execute(
      t.app.db,
    );
    if (t.database.kind === 'postgres') await sql`drop function vanish()`.execute(t.app.db);
  }
});

test.each([
  ['no list', {}, 'body.cartItemIds'],
  ['an empty list', { cartItemIds: [] }, 'body.cartItemIds'],
  ['a bad id', { cartItemIds: ['not-an-id'] }, 'body.cartItemIds.0'],
  ['a number', { cartItemIds: [7] }, 'body.cartItemIds.0'],
  [
    'the same id twice',
    { cartItemIds: ['8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11', '8f9e4f1e-4d52-4b7c-9b3e-0f7f3a1d2c11'] },
    'body.cartItemIds',
  ],
])('creating an order with %s is a 400 naming the field', async (_label, payload, path) => {
  const user = await createUser(t.app);
  const response = await request(user, 'POST', '/api/orders', payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
});

test('my orders are listed newest first, never anyone else’s', async () => {
  const user = await createUser(t.app);
  const other = await createUser(t.app);
  const [first] = await cartWith(user, [{ name: 'First', sizes: [{ size: '100', quantity: 1 }] }]);
  const older = await placeOrder(user, [first?.id ?? '']);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const [second] = await cartWith(user, [{ name: 'Second', sizes: [{ size: '50', quantity: 1 }] }]);
  const newer = await placeOrder(user, [second?.id ?? '']);
  const [theirs] = await cartWith(other, [{ name: 'Theirs', sizes: [{ size: '50', quantity: 1 }] }]);
  await placeOrder(other, [theirs?.id ?? '']);
  expect((await ordersOf(user)).map((o) => o.id)).toEqual([newer.id, older.id]);
});

test('updating an order changes its counts, drops items, keeps the shop prices and names, and sets a location', async () => {
  const user = await createUser(t.app);
  const [a, b] = await cartWith(user, [
    { name: 'Keep', sizes: [{ size: '100', quantity: 1 }] },
    { name: 'Drop', sizes: [{ size: '50', quantity: 1 }] },
  ]);
  const order = await placeOrder(user, [a?.id ?? '', b?.id ?? '']);
  const response = await request(user, 'PATCH', `/api/orders/${order.id}`, {
    items: [
      {
        productId: a?.productId,
        size100mlQuantity: 4,
        size50mlQuantity: 2,
        size100mlPriceCents: 1,
        name: 'Renamed',
      },
    ],
    location: '33.8938,35.5018',
  });
  expect(response.statusCode).toBe(200);
  const updated = OrderSchema.parse(response.json());
  expect(updated.items).toEqual([
    {
      productId: a?.productId,
      name: 'Keep',
      category: 'unisex',
      size100mlQuantity: 4,
      size100mlPriceCents: 1000,
      size50mlQuantity: 2,
      size50mlPriceCents: 600,
    },
  ]);
  expect(updated.location).toBe('33.8938,35.5018');
  expect(await ordersOf(user)).toEqual([updated]);

  const cleared = await request(user, 'PATCH', `/api/orders/${order.id}`, { location: null });
  expect(cleared.json().location).toBeNull();
});

test.each([
  ['nothing to change', {}, ''],
  ['no items', { items: [] }, 'body.items'],
  [
    'zero bottles',
    { items: [{ productId: 'p', size100mlQuantity: 0, size50mlQuantity: 0 }] },
    'body.items.0',
  ],
  [
    'a quantity of 100',
    { items: [{ productId: 'p', size100mlQuantity: 100, size50mlQuantity: 0 }] },
    'body.items.0.size100mlQuantity',
  ],
  [
    'a negative quantity',
    { items: [{ productId: 'p', size100mlQuantity: 1, size50mlQuantity: -1 }] },
    'body.items.0.size50mlQuantity',
  ],
  ['a bad location', { location: 'my house' }, 'body.location'],
  [
    'a product the order does not have',
    { items: [{ productId: 'p', size100mlQuantity: 1, size50mlQuantity: 0 }] },
    'body.items',
  ],
])('updating an order with %s is a 400 and changes nothing', async (_label, payload, path) => {
  const user = await createUser(t.app);
  const [item] = await cartWith(user, [{ name: 'Only', sizes: [{ size: '100', quantity: 1 }] }]);
  const order = await placeOrder(user, [item?.id ?? '']);
  const response = await request(user, 'PATCH', `/api/orders/${order.id}`, payload);
  expect(response.statusCode).toBe(400);
  const issues: { path: string }[] = response.json().error.issues ?? [];
  if (path) expect(issues.map((i) => i.path)).toContain(path);
  expect(await ordersOf(user)).toEqual([order]);
});

test("another user's order is a 404 and stays untouched", async () => {
  const owner = await createUser(t.app);
  const intruder = await createUser(t.app);
  const [item] = await cartWith(owner, [{ name: 'Private', sizes: [{ size: '100', quantity: 2 }] }]);
  const order = await placeOrder(owner, [item?.id ?? '']);

  const change = await request(intruder, 'PATCH', `/api/orders/${order.id}`, {
    items: [{ productId: item?.productId, size100mlQuantity: 9, size50mlQuantity: 0 }],
  });
  expect(change.statusCode).toBe(404);
  expect(change.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });
  const remove = await request(intruder, 'DELETE', `/api/orders/${order.id}`);
  expect(remove.statusCode).toBe(404);
  expect(await ordersOf(intruder)).toEqual([]);
  expect(await ordersOf(owner)).toEqual([order]);
});

test('deleting my order removes it; a bad id is a 400 and an unknown one a 404', async () => {
  const user = await createUser(t.app);
  const [item] = await cartWith(user, [{ name: 'Sent', sizes: [{ size: '50', quantity: 1 }] }]);
  const order = await placeOrder(user, [item?.id ?? '']);
  expect((await request(user, 'DELETE', `/api/orders/${order.id}`)).statusCode).toBe(204);
  expect(await ordersOf(user)).toEqual([]);
  expect((await request(user, 'DELETE', `/api/orders/${order.id}`)).statusCode).toBe(404);
  const bad = await request(user, 'DELETE', '/api/orders/not-an-id');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.issues[0].path).toBe('params.id');
});
