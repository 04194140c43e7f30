import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { createPerfume, E2E_ADMIN, signInThroughApi, test } from './fixtures.ts';

/** Stock that counts: the owner keeps one bottle, confirms an order for it, and the shop sells it out. */

const words = EN.stockCounts;

test('the owner counts 1 bottle, confirms an order for it, and the size shows sold out on the shop', async ({
  page,
  baseURL,
  playwright,
}) => {
  // Five pages in two roles: more than one journey's usual minute on a busy machine.
  test.setTimeout(180_000);
  const name = `Counted Oud ${Date.now().toString(36)}`;
  const product = await createPerfume(page, baseURL, { name });
  await signInThroughApi(page, baseURL, E2E_ADMIN);

  await page.goto(PATHS.admin);
  const list = page.getByRole('region', { name: EN.admin.productsTitle });
  await list.getByLabel(EN.admin.searchBrands).fill('lattafa');
  const card = list.getByRole('article', { name });
  await card.getByLabel(words.card.count('100 ml')).fill('1');
  await card.getByRole('button', { name: `${name} ${words.card.save('100 ml')}` }).click();
  await expect(card.getByText(words.card.saved)).toBeVisible();
  // One bottle is at or under the first threshold (3): marked low, and its switch gives way to the count.
  await expect(card.getByText(words.card.low(1))).toBeVisible();
  await expect(card.getByRole('button', { name: new RegExp(`^${name} 100 ml`) })).toHaveCount(0);

  // A guest orders that bottle (the checkout's own journeys cover the pages on the way).
  const guest = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const placed = await guest.post('/api/placed-orders', {
    headers: { origin: baseURL ?? '' },
    data: {
      idempotencyKey: randomUUID(),
      items: [{ productId: product.id, selectedSizes: [{ size: '100', quantity: 1 }] }],
    },
  });
  expect(placed.status()).toBe(201);
  const { reference } = (await placed.json()) as { reference: string };
  await guest.dispose();
  // Placed is not confirmed: the shop still sells the bottle.
  await page.goto(product.path);
  await expect(page.getByRole('button', { name: EN.productPage.increase('100') })).toBeVisible();

  await page.goto(PATHS.adminOrders);
  const row = page.getByRole('listitem', { name: `${EN.orderBook.reference} ${reference}` });
  await row.getByRole('button', { name: `${EN.inbox.actions.confirmed} ${reference}` }).click();
  await expect(row.getByTestId('order-status')).toHaveText(EN.orderBook.statuses.confirmed);
  const lowStock = page.getByTestId('low-stock');
  await expect(lowStock.getByRole('listitem').filter({ hasText: name })).toContainText(
    words.figures.line('100 ml', 0),
  );

  await page.goto(PATHS.admin);
  await list.getByLabel(EN.admin.searchBrands).fill('lattafa');
  await expect(card.getByText(words.card.out)).toBeVisible();
  await expect(card.getByLabel(words.card.count('100 ml'))).toHaveValue('0');

  // The shop: sold out exactly as the switch shows it, the other size still sold.
  await page.goto(product.path);
  await expect(page.getByRole('listitem').filter({ hasText: /^100 ml/ })).toContainText(
    EN.adminSettings.stock.soldOut,
  );
  await expect(page.getByRole('button', { name: EN.productPage.increase('100') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: EN.productPage.increase('50') })).toBeVisible();

  // The worker's shop serves the next journeys: the size stops being counted, in stock again.
  const uncounted = await page.request.put(`/api/admin/products/${product.id}/stock-count`, {
    headers: { origin: baseURL ?? '' },
    data: { size: '100', quantity: null },
  });
  expect(uncounted.status()).toBe(200);
});
