import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { bottlePng, E2E_ADMIN, test } from './fixtures.ts';

const admin = EN.admin;

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

test.beforeEach(async ({ page, baseURL }) => {
  const response = await page.request.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
});

async function openDashboard(page: Page) {
  await page.goto(PATHS.admin);
  await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.addTitle })).toBeVisible();
}

async function chooseBrand(page: Page, brand: string) {
  await page.getByLabel(admin.brandLabel, { exact: true }).fill(brand);
  await page.getByRole('option', { name: brand, exact: true }).click();
}

async function fillProduct(page: Page, fields: { name: string; description: string; brand: string }) {
  await page.getByLabel(admin.nameLabel, { exact: true }).fill(fields.name);
  await page.getByLabel(admin.descriptionLabel, { exact: true }).fill(fields.description);
  await chooseBrand(page, fields.brand);
}

const imageInput = (page: Page) => page.getByLabel(admin.imageLabel, { exact: true });
const previews = (page: Page) => page.getByRole('list', { name: admin.previews });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The colours of two neighbouring checkerboard squares (CSS 8 px apart) in a preview's top corner. */
async function cornerColours(page: Page, name: string): Promise<[number[], number[]]> {
  const image = previews(page).getByRole('img', { name });
  await expect
    .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const box = await image.boundingBox();
  const shot = await image.screenshot();
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / (box?.width ?? info.width);
  const at = (x: number, y: number) => {
    const i = (Math.round(y * scale) * info.width + Math.round(x * scale)) * 3;
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
  };
  return [at(4, 4), at(12, 4)];
}

test('the processed preview shows a checkerboard where the background became transparent', async ({
  page,
}) => {
  await openDashboard(page);
  await imageInput(page).setInputFiles({
    name: 'bottle.png',
    mimeType: 'image/png',
    buffer: await bottlePng(),
  });
  await page.getByRole('button', { name: admin.removeBackground }).click();
  await expect(previews(page).getByRole('img', { name: admin.processedImage })).toBeVisible();

  // Through the transparent corner, two different squares; the original's opaque backdrop is one colour.
  const [processedA, processedB] = await cornerColours(page, admin.processedImage);
  expect(processedA).not.toEqual(processedB);
  // Clearly different, so a dark bottle and a white cap both stand out against the squares.
  const difference = processedA.reduce((sum, value, c) => sum + Math.abs(value - (processedB[c] ?? 0)), 0);
  expect(difference).toBeGreaterThanOrEqual(120);
  const [originalA, originalB] = await cornerColours(page, admin.originalImage);
  expect(originalA).toEqual(originalB);
});

test('an admin adds a perfume with an image, removes its background, edits, finds and deletes it', async ({
  page,
}) => {
  const name = uniqueName('Rose Oud');
  await openDashboard(page);
  await fillProduct(page, { name, description: 'Damask rose over smoky oud.', brand: 'Lattafa' });
  await page.getByLabel(admin.categoryLabel, { exact: true }).selectOption('women');
  await page.getByLabel(admin.styleLabel, { exact: true }).fill('Oud');
  await imageInput(page).setInputFiles({
    name: 'rose-oud.png',
    mimeType: 'image/png',
    buffer: await bottlePng(),
  });
  await expect(previews(page).getByRole('img', { name: admin.originalImage })).toBeVisible();

  await page.getByRole('button', { name: admin.removeBackground }).click();
  await expect(page.getByText(admin.backgroundRemoved)).toBeVisible();
  await expect(previews(page).getByRole('img', { name: admin.originalImage })).toBeVisible();
  await expect(previews(page).getByRole('img', { name: admin.processedImage })).toBeVisible();

  await page.getByRole('button', { name: admin.addButton }).click();
  await expect(page.getByText(admin.productAdded)).toBeVisible();
  // The form closes: back to an empty add form.
  await expect(page.getByRole('heading', { name: admin.addTitle })).toBeVisible();
  await expect(page.getByLabel(admin.nameLabel, { exact: true })).toHaveValue('');
  await expect(previews(page)).toHaveCount(0);

  const added = card(page, name);
  await expect(added).toBeVisible();
  await expect(added.getByText(EN.fn.categoryLine('women'))).toBeVisible();
  await expect(added.getByText(admin.backgroundRemovedNote)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lattafa' }).getByRole('article', { name })).toBeVisible();

  // The storefront shows it at once: among the newest on /, and in the collection.
  await page.goto(PATHS.home);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await page.goto(PATHS.perfumes);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

  // The brand search box filters the brand cards.
  await openDashboard(page);
  const search = page.getByLabel(admin.searchBrands);
  await search.fill('latt');
  await expect(card(page, name)).toBeVisible();
  await search.fill('Dior');
  await expect(card(page, name)).toHaveCount(0);
  await search.fill('');
  // Each brand's perfumes fold away under its name: the admin opens Lattafa.
  await expect(card(page, name)).toHaveCount(0);
  await page.getByRole('button', { name: /^Lattafa/ }).click();

  // Update loads it into the form in edit mode.
  await card(page, name)
    .getByRole('button', { name: `${admin.update} ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: admin.updateTitle })).toBeVisible();
  await expect(page.getByLabel(admin.nameLabel, { exact: true })).toHaveValue(name);
  await expect(page.getByLabel(admin.categoryLabel, { exact: true })).toHaveValue('women');
  await expect(previews(page).getByRole('img', { name: admin.currentImage })).toBeVisible();
  await expect(page.getByRole('button', { name: admin.cancel })).toBeVisible();
  const renamed = `${name} Intense`;
  await page.getByLabel(admin.nameLabel, { exact: true }).fill(renamed);
  await page.getByRole('button', { name: admin.updateButton }).click();
  await expect(page.getByText(admin.productUpdated)).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.addTitle })).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();
  await expect(card(page, renamed).getByText(admin.backgroundRemovedNote)).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);

  // Delete asks first; Escape and Cancel keep the product.
  const deleteButton = card(page, renamed).getByRole('button', { name: `${admin.delete} ${renamed}` });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: admin.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(admin.confirmText)).toBeVisible();
  await expect(dialog.getByRole('button', { name: admin.cancel })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole('button', { name: admin.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, renamed)).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole('button', { name: admin.delete, exact: true }).click();
  await expect(page.getByText(admin.deleted)).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(0);
  await page.goto(PATHS.perfumes);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});

test('a too-large image shows "Image size must be < 2MB" and adds nothing', async ({ page }) => {
  const name = uniqueName('Heavy');
  await openDashboard(page);
  await fillProduct(page, { name, description: 'Too big a photo.', brand: 'Dior' });
  await imageInput(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2_097_153, 1),
  });
  await page.getByRole('button', { name: admin.addButton }).click();
  await expect(page.getByText(admin.imageTooLarge)).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await expect(page.getByLabel(admin.nameLabel, { exact: true })).toHaveValue(name);
});

test('Remove Background without an image shows "Please select an image first."', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: admin.removeBackground }).click();
  await expect(page.getByText(admin.selectImageFirst)).toBeVisible();
});

test('a save without a brand is refused by the form with the rule message', async ({ page }) => {
  await openDashboard(page);
  await page.getByLabel(admin.nameLabel, { exact: true }).fill('No brand');
  await page.getByRole('button', { name: admin.addButton }).click();
  await expect(page.getByText(admin.selectBrand)).toBeVisible();
});

test('when the product being edited is deleted elsewhere, the form resets with the info message', async ({
  page,
  baseURL,
}) => {
  const name = uniqueName('Vanishing');
  const created = await page.request.post('/api/admin/products', {
    headers: { origin: baseURL ?? '' },
    multipart: {
      name,
      description: 'Deleted from another tab.',
      brand: 'Amouage',
      image: { name: 'v.png', mimeType: 'image/png', buffer: await bottlePng() },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await openDashboard(page);
  // Each brand's perfumes are folded: the brand search opens the one wanted.
  await page.getByLabel(admin.searchBrands).fill('Amouage');
  await card(page, name)
    .getByRole('button', { name: `${admin.update} ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: admin.updateTitle })).toBeVisible();

  const removed = await page.request.delete(`/api/admin/products/${id}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(removed.status()).toBe(204);
  // Coming back to the tab refetches the list (a browser fires this, bubbling, on return).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByText(admin.editedProductDeleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: admin.addTitle })).toBeVisible();
  await expect(page.getByLabel(admin.nameLabel, { exact: true })).toHaveValue('');
});

test('while a save runs the button reads "Adding..." and a second submit sends nothing', async ({ page }) => {
  const name = uniqueName('Patient');
  let posts = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/products', async (route) => {
    posts += 1;
    await held;
    await route.continue();
  });
  await openDashboard(page);
  await fillProduct(page, { name, description: 'Slow network.', brand: 'Rasasi' });
  await imageInput(page).setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await bottlePng() });
  await page.getByRole('button', { name: admin.addButton }).click();
  const busy = page.getByRole('button', { name: admin.adding });
  await expect(busy).toBeDisabled();
  await page.getByLabel(admin.nameLabel, { exact: true }).press('Enter');
  release();
  await expect(page.getByText(admin.productAdded)).toBeVisible();
  await expect(card(page, name)).toHaveCount(1);
  expect(posts).toBe(1);
});

test('a file that is not a real image shows "Upload failed"', async ({ page }) => {
  const name = uniqueName('Not An Image');
  await openDashboard(page);
  await fillProduct(page, { name, description: 'A GIF is not accepted.', brand: 'Ajmal' });
  await imageInput(page).setInputFiles({
    name: 'dot.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'),
  });
  await page.getByRole('button', { name: admin.addButton }).click();
  await expect(page.getByText(admin.uploadFailed)).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test('a full-screen spinner shows while products load; a failed load shows "Failed to fetch products"', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The list's first request: the brands with their counts (docs/decisions/202).
  await page.route('**/api/admin/products/brands', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }),
    });
  });
  await page.goto(PATHS.admin);
  // The page itself is there (not the route-loading fallback), and its products are still loading.
  await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: EN.common.loading })).toBeVisible();
  release();
  await expect(page.getByText(admin.fetchFailed)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: EN.common.loading })).toHaveCount(0);
});
