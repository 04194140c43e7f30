import { expect, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { bottlePng, E2E_ADMIN, test } from './fixtures.ts';

/** SPEC §3 field names in the browser's storage, the checkout's size counts, and §8's vanished product. */

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null'), key);

test('the guest cart stores `price` in dollars and the guest order the spec field names', async ({
  page,
  guestCart,
}) => {
  const products = (await (await page.request.get('/api/products')).json()) as { id: string; name: string }[];
  const product = products.find((p) => p.name === guestCart.productName);
  if (!product) throw new Error('the guest cart holds a perfume the catalogue does not list');
  await page.goto(PATHS.cart);
  const item = page.getByTestId('cart-item');
  await item.getByRole('button', { name: '100 ml - $10.00' }).click();
  await item.getByRole('button', { name: '100 ml - $10.00' }).click();
  await item.getByRole('button', { name: '50 ml - $6.00' }).click();
  await expect(item.getByTestId('item-total')).toHaveText(`${EN.cart.itemTotal}: $26.00`);

  const cart = await stored(page, 'guestCart');
  expect(cart[0].selectedSizes).toEqual([
    { size: '100', quantity: 2, price: 10 },
    { size: '50', quantity: 1, price: 6 },
  ]);

  await page.getByRole('button', { name: EN.cart.checkout }).click();
  await page.getByRole('dialog').getByRole('button', { name: EN.cart.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const [order] = await stored(page, 'guestOrders');
  expect(order).toMatchObject({ userId: 'guest', status: 'pending' });
  expect(order.id).toMatch(/^guest_\d+$/);
  expect(order.items).toEqual([
    {
      productId: product.id,
      name: product.name,
      category: expect.any(String),
      size_100ml_quantity: 2,
      size_100ml_price: 10,
      size_50ml_quantity: 1,
      size_50ml_price: 6,
    },
  ]);
});

test('a guest order saved in the earlier shape still shows; the size counts read apart, 100 ml first', async ({
  page,
}) => {
  await page.goto(PATHS.checkout);
  await page.evaluate(() => {
    const earlier = {
      id: 'guest_1767225600000',
      userId: 'guest',
      createdAt: '2026-01-01T00:00:00.000Z',
      status: 'pending',
      location: null,
      items: [
        {
          productId: 'p1',
          name: 'Kalemat',
          category: 'women',
          size100mlQuantity: 2,
          size100mlPriceCents: 1000,
          size50mlQuantity: 3,
          size50mlPriceCents: 600,
        },
      ],
    };
    window.localStorage.setItem('guestOrders', JSON.stringify([earlier]));
  });
  await page.reload();
  const line = page.getByTestId('order-item');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('listitem')).toHaveText(['100ml: 2', '50ml: 3']);
  const text = await line.evaluate((el) => el.textContent ?? '');
  expect(text).toContain('100ml: 2 50ml: 3');
  expect(text).not.toMatch(/\d100ml|\d50ml/);
  await expect(page.getByTestId('checkout-total')).toHaveText(`${EN.checkout.total}: $38.00`);
});

test('deleting the product being edited from the same screen shows both messages and resets the form', async ({
  page,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? '' };
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN, headers: origin })).ok()).toBe(true);
  const name = `Deleted While Edited ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/products', {
    headers: origin,
    multipart: {
      name,
      description: 'Edited, then deleted here.',
      brand: 'Amouage',
      image: { name: 'd.png', mimeType: 'image/png', buffer: await bottlePng() },
    },
  });
  expect(created.status()).toBe(201);

  const admin = EN.admin;
  await page.goto(PATHS.admin);
  // Each brand's perfumes are folded: the brand search opens the one wanted.
  await page.getByLabel(admin.searchBrands).fill('Amouage');
  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: `${admin.update} ${name}` }).click();
  await expect(page.getByRole('heading', { name: admin.updateTitle })).toBeVisible();
  await expect(page.getByLabel(admin.nameLabel, { exact: true })).toHaveValue(name);

  await card.getByRole('button', { name: `${admin.delete} ${name}` }).click();
  await page
    .getByRole('dialog', { name: admin.confirmTitle })
    .getByRole('button', { name: admin.delete })
    .click();
  await expect(page.getByText(admin.deleted)).toBeVisible();
  await expect(page.getByText(admin.editedProductDeleted)).toBeVisible();
  await expect(page.getByText(admin.editedProductDeleted)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: admin.addTitle })).toBeVisible();
  await expect(page.getByLabel(admin.nameLabel, { exact: true })).toHaveValue('');
  await expect(card).toHaveCount(0);
});
