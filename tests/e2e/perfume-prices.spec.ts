import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { addDays } from '#shared/zoned-time.ts';
import {
  createPerfume,
  E2E_ADMIN,
  openMomentToday,
  signInThroughApi,
  stubOutsideWorld,
  test,
  withoutIsolates,
} from './fixtures.ts';

const P = EN.perfumePrices;
const adminCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const productCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test("the owner prices a perfume's 100 ml at $15 and puts its 50 ml on sale; the cart and the WhatsApp message say $15", async ({
  page,
  context,
  baseURL,
}) => {
  // The owner's form and a guest's whole purchase in one journey.
  test.setTimeout(150_000);
  await stubOutsideWorld(context);
  const name = `Royal Oud ${Date.now().toString(36)}`;
  const product = await createPerfume(page, baseURL, { name });
  const today = openMomentToday().toISOString().slice(0, 10);

  // The owner opens the perfume on the product form: each price shows the shop's as its default.
  await signInThroughApi(page, baseURL, E2E_ADMIN);
  await page.goto(PATHS.admin);
  await page.getByRole('button', { name: /^Lattafa/ }).click();
  await adminCard(page, name)
    .getByRole('button', { name: `${EN.admin.update} ${name}` })
    .click();
  const price100 = page.getByLabel(P.priceLabel('100 ml'));
  await expect(price100).toHaveValue('');
  await expect(price100).toHaveAttribute('placeholder', '10.00');
  await expect(page.getByText(P.shopPrice('$10.00'))).toBeVisible();

  // A sale that ends before it starts is refused in the form, nothing sent.
  await price100.fill('15');
  await page.getByLabel(P.salePriceLabel('50 ml')).fill('4.50');
  await page.getByTestId('size-price-50').getByLabel(P.saleFrom).fill(addDays(today, 2));
  await page.getByTestId('size-price-50').getByLabel(P.saleTo).fill(today);
  await page.getByRole('button', { name: P.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: P.saleEndsBeforeStart })).toBeVisible();
  await expect(page.getByTestId('size-price-50').getByLabel(P.saleTo)).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await page.getByTestId('size-price-50').getByLabel(P.saleFrom).fill(today);
  await page.getByTestId('size-price-50').getByLabel(P.saleTo).fill(addDays(today, 2));
  await page.getByRole('button', { name: P.save }).click();
  await expect(page.getByRole('status').filter({ hasText: P.saved })).toBeVisible();

  // A customer (a guest) sees the new prices on the card, the sale struck through.
  await page.request.post('/api/auth/logout', { headers: { origin: baseURL ?? '' } });
  await context.clearCookies();
  // The message is built in the browser: an open hour keeps it free of the closed-shop line.
  await page.clock.install({ time: openMomentToday() });
  await page.goto(PATHS.perfumes);
  const card = productCard(page, name);
  await expect(card.getByTestId('card-prices')).toContainText('100 ml $15');
  const sale = card.getByTestId('sale-price');
  await expect(sale.getByTestId('was-price')).toHaveText('$6');
  await expect(sale.getByTestId('was-price')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(sale).toContainText('$4.50');
  await expect(sale.getByText('Was $6, now $4.50')).toHaveClass(/sr-only/);

  // The product page says the same, and until when the sale runs.
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Was $6.00, now $4.50')).toBeAttached();
  await expect(page.getByText(/^Sale until /)).toBeVisible();

  // In the cart and at checkout the 100 ml costs $15.
  await page.goto(PATHS.perfumes);
  await productCard(page, name).getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(PATHS.cart);
  const item = page
    .getByTestId('cart-item')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await item.getByRole('button', { name: '100 ml - $15.00' }).click();
  await expect(item.getByTestId('selected-size-100').getByTestId('line-price')).toHaveText('$15.00');
  await expect(page.getByTestId('cart-total')).toHaveText(`${EN.cart.total}: $15.00`);

  await page.getByRole('button', { name: EN.cart.checkout }).click();
  await page.getByRole('dialog').getByRole('button', { name: EN.cart.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(`${EN.checkout.total}: $15.00`);

  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: EN.checkout.send }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = withoutIsolates(new URL(popup.url()).searchParams.get('text')) ?? '';
  expect(text.split('\n')).toEqual(expect.arrayContaining(['  - 100ml x 1 = $15.00', 'Total: $15.00']));
  await popup.close();

  // The worker's shop serves the next journeys: the perfume goes back to the shop's prices.
  await signInThroughApi(page, baseURL, E2E_ADMIN);
  const restored = await page.request.put(`/api/admin/products/${product.id}/prices`, {
    headers: { origin: baseURL ?? '' },
    data: { sizes: [] },
  });
  expect(restored.status()).toBe(200);
});

test('a new perfume gets its own 100 ml price on the form that adds it; a wrong sale is refused before anything is sent', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, baseURL, E2E_ADMIN);
  const name = `Oud Royale ${Date.now().toString(36)}`;
  await page.goto(PATHS.admin);
  await page.getByLabel(EN.admin.nameLabel, { exact: true }).fill(name);
  await page.getByLabel(EN.admin.descriptionLabel, { exact: true }).fill('A rare oud, priced as one.');
  await page.getByLabel(EN.admin.brandLabel, { exact: true }).fill('Lattafa');
  await page.getByRole('option', { name: 'Lattafa', exact: true }).click();
  await page.getByLabel(EN.admin.imageLabel, { exact: true }).setInputFiles({
    name: 'oud.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 640, height: 640, channels: 3, background: { r: 90, g: 40, b: 20 } },
    })
      .png()
      .toBuffer(),
  });
  // The add form shows each size's price with the shop's as its default, as the edit form does.
  const price100 = page.getByLabel(P.priceLabel('100 ml'));
  await expect(price100).toHaveValue('');
  await expect(price100).toHaveAttribute('placeholder', '10.00');
  await price100.fill('25');
  await page.getByLabel(P.salePriceLabel('50 ml')).fill('9');

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/admin/products'))
      sent.push(new URL(request.url()).pathname);
  });
  // A sale without its days is refused in the form: no perfume is made, nothing is sent.
  await page.getByRole('button', { name: EN.admin.addButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: P.saleNeedsDays })).toBeVisible();
  expect(sent).toEqual([]);

  await page.getByTestId('size-price-50').getByRole('button', { name: P.clearSale }).click();
  await page.getByRole('button', { name: EN.admin.addButton }).click();
  await expect(page.getByText(EN.admin.productAdded)).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[0]).toBe('/api/admin/products');
  expect(sent[1]).toMatch(/^\/api\/admin\/products\/[0-9a-f-]{36}\/prices$/);

  const listed = (await (await page.request.get('/api/products')).json()) as {
    id: string;
    name: string;
    sizePrices: { size: string; priceCents: number | null }[];
  }[];
  const added = listed.find((product) => product.name === name);
  expect(added?.sizePrices).toEqual([{ size: '100', priceCents: 2500, sale: null }]);
  await page.goto(PATHS.perfumes);
  await expect(productCard(page, name).getByTestId('card-prices')).toContainText('100 ml $25');

  // The worker's shop serves the next journeys: the perfume leaves it.
  const removed = await page.request.delete(`/api/admin/products/${added?.id}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(removed.ok()).toBe(true);
});
