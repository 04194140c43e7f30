import { expect } from '@playwright/test';
import { ADMIN_LIST_PAGE_SIZE } from '#shared/admin-list.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { bottlePng, test } from './fixtures.ts';

const admin = EN.admin;

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
  await expect(lattafa).toContainText(EN.storefront.adminGroupCount(count('Lattafa')));
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
  await list.getByRole('button', { name: EN.storefront.expandAll }).click();
  await expect(list.getByRole('article')).toHaveCount(products.length);
  await list.getByRole('button', { name: EN.storefront.collapseAll }).click();
  await expect(list.getByRole('article')).toHaveCount(0);
});

test('one click on the admin card sells a size out, the shop shows it, and a second click puts it back', async ({
  page,
}) => {
  const products: Product[] = await (await page.request.get('/api/products')).json();
  const product = products.find((p) => p.brand === 'Dior' && p.soldOutSizes.length === 0);
  if (!product) throw new Error('the demo catalogue has no Dior perfume in stock');
  const stock = EN.adminSettings.stock;
  const soldOutSizes = async () => {
    const all: Product[] = await (await page.request.get('/api/products')).json();
    return all.find((p) => p.id === product.id)?.soldOutSizes;
  };
  await page.goto(PATHS.admin);
  const list = page.getByRole('region', { name: admin.productsTitle });
  await list.getByLabel(admin.searchBrands).fill('dior');
  const card = list.getByRole('article').filter({ hasText: product.name });
  const toggle = card.getByRole('button', { name: `${product.name} ${stock.toggle('50', false)}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toContainText(`50 ml: ${stock.inStock}`);

  await toggle.click();
  const soldOut = card.getByRole('button', { name: `${product.name} ${stock.toggle('50', true)}` });
  await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
  await expect(soldOut).toContainText(`50 ml: ${stock.soldOut}`);
  await expect.poll(soldOutSizes).toEqual(['50']);
  // The product page says so without a restart.
  await page.goto(product.path);
  await expect(page.getByRole('listitem').filter({ hasText: /^50 ml/ })).toContainText(stock.soldOut);
  await expect(page.getByRole('button', { name: EN.productPage.increase('50') })).toHaveCount(0);

  await page.goto(PATHS.admin);
  await list.getByLabel(admin.searchBrands).fill('dior');
  await card.getByRole('button', { name: `${product.name} ${stock.toggle('50', true)}` }).click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(soldOutSizes).toEqual([]);
});

test("a brand's perfumes are read when it opens, a page at a time, and Show more adds the next under them", async ({
  page,
  baseURL,
}) => {
  // Fifty-one perfumes are made (each picture drawn in every size) and removed again.
  test.setTimeout(300_000);
  const texts = EN.adminList;
  const headers = { origin: baseURL ?? '' };
  const image = { name: 'bottle.png', mimeType: 'image/png', buffer: await bottlePng() };
  const created: string[] = [];
  const make = async (n: number) => {
    const response = await page.request.post('/api/admin/products', {
      headers,
      multipart: { name: `Pager ${n}`, description: 'Amber.', brand: 'Xerjoff', category: 'unisex', image },
    });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as Product).id);
  };
  try {
    // Xerjoff gets more perfumes than a page holds. Pager 1 is made first and the last one last;
    // those between, whose order the list does not test, four at a time (each draws its picture
    // in every size: one after another they took most of this journey's time).
    await make(1);
    const between = Array.from({ length: ADMIN_LIST_PAGE_SIZE - 1 }, (_, index) => index + 2);
    for (let start = 0; start < between.length; start += 4) {
      await Promise.all(between.slice(start, start + 4).map(make));
    }
    await make(ADMIN_LIST_PAGE_SIZE + 1);
    const products: Product[] = await (await page.request.get('/api/products')).json();
    const total = products.filter((product) => product.brand === 'Xerjoff').length;

    // The dashboard reads the brands, never the whole catalogue, and a folded brand's perfumes not at all.
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto(PATHS.admin);
    const list = page.getByRole('region', { name: admin.productsTitle });
    const xerjoff = list.getByRole('button', { name: /^Xerjoff/ });
    await expect(xerjoff).toContainText(EN.storefront.adminGroupCount(total));
    expect(asked).toContain('/api/admin/products/brands');
    expect(asked).not.toContain('/api/products');
    expect(asked.filter((url) => url.startsWith('/api/admin/products?'))).toEqual([]);

    await xerjoff.click();
    const panel = list.getByRole('region', { name: 'Xerjoff' });
    await expect(panel.getByRole('article')).toHaveCount(ADMIN_LIST_PAGE_SIZE);
    expect(asked).toContain('/api/admin/products?brand=Xerjoff&page=1');
    // Newest first: the last one made leads, the first one made waits for the next page.
    await expect(panel.getByRole('article').first()).toHaveAccessibleName(
      `Pager ${ADMIN_LIST_PAGE_SIZE + 1}`,
    );
    await expect(panel.getByRole('article', { name: 'Pager 1', exact: true })).toHaveCount(0);
    await expect(panel.getByText(texts.shown(ADMIN_LIST_PAGE_SIZE, total))).toBeVisible();

    await panel.getByRole('button', { name: texts.showMore }).click();
    await expect(panel.getByRole('article')).toHaveCount(total);
    await expect(panel.getByRole('article').first()).toHaveAccessibleName(
      `Pager ${ADMIN_LIST_PAGE_SIZE + 1}`,
    );
    await expect(panel.getByRole('article', { name: 'Pager 1', exact: true })).toBeVisible();
    // The keyboard goes on from the first perfume the click brought.
    await expect(
      panel.getByRole('article').nth(ADMIN_LIST_PAGE_SIZE).getByRole('heading').getByRole('link'),
    ).toBeFocused();
    await expect(panel.getByRole('button', { name: texts.showMore })).toHaveCount(0);
    await expect(list.getByRole('region', { name: 'Dior' }).getByRole('article')).toHaveCount(0);
  } finally {
    // The other journeys of this shop count the demo catalogue.
    await Promise.all(created.map((id) => page.request.delete(`/api/admin/products/${id}`, { headers })));
  }
});
