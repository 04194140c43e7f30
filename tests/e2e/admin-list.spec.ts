import { expect } from '@playwright/test';
import { MESSAGES } from '#shared/messages.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { test } from './fixtures.ts';

const admin = MESSAGES.admin;

// Every journey here starts signed in as the admin.
test.beforeEach(async ({ admin: _signedIn }) => {});

test("the admin list folds each brand's perfumes away under its name, with the brand search above", async ({
  page,
}) => {
  const products: Product[] = await (await page.request.get('/api/products')).json();
  const count = (brand: string) => products.filter((product) => product.brand === brand).length;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATHS.admin);
  const list = page.getByRole('region', { name: admin.productsTitle });
  await expect(list.getByLabel(admin.searchBrands)).toBeVisible();

  // Folded: one line per brand, no perfume showing.
  const lattafa = list.getByRole('button', { name: /^Lattafa/ });
  await expect(lattafa).toHaveAttribute('aria-expanded', 'false');
  await expect(lattafa).toContainText(MESSAGES.storefront.adminGroupCount(count('Lattafa')));
  await expect(list.getByRole('article')).toHaveCount(0);
  // The whole list of brands takes a few phone screens, where every perfume shown took over a dozen.
  const listHeight = (await list.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(listHeight).toBeLessThan(844 * 5);

  // A brand opens and folds again.
  await lattafa.click();
  await expect(lattafa).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('region', { name: 'Lattafa' }).getByRole('article')).toHaveCount(
    count('Lattafa'),
  );
  await expect(list.getByRole('region', { name: 'Dior' }).getByRole('article')).toHaveCount(0);
  await lattafa.click();
  await expect(list.getByRole('article')).toHaveCount(0);

  // The brand search opens what it finds; clearing it folds them back.
  await list.getByLabel(admin.searchBrands).fill('dior');
  await expect(list.getByRole('region', { name: 'Dior' }).getByRole('article')).toHaveCount(count('Dior'));
  await expect(list.getByRole('region')).toHaveCount(1);
  await list.getByLabel(admin.searchBrands).fill('');
  await expect(list.getByRole('article')).toHaveCount(0);

  // Open all, fold all.
  await list.getByRole('button', { name: MESSAGES.storefront.expandAll }).click();
  await expect(list.getByRole('article')).toHaveCount(products.length);
  await list.getByRole('button', { name: MESSAGES.storefront.collapseAll }).click();
  await expect(list.getByRole('article')).toHaveCount(0);
});
