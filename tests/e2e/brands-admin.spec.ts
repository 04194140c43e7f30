import { expect } from '@playwright/test';
import sharp from 'sharp';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS, perfumesByBrandPath } from '#shared/paths.ts';
import { bottlePng, E2E_ADMIN, test } from './fixtures.ts';

const words = EN.brandsAdmin;
const admin = EN.admin;

test.beforeEach(async ({ page, baseURL }) => {
  const response = await page.request.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
});

/** A wide gold-on-black logo, as a real PNG. */
function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="140">
    <rect width="100%" height="100%" fill="#111"/>
    <circle cx="70" cy="70" r="40" fill="#c9a34e"/>
    <rect x="130" y="55" width="160" height="30" fill="#c9a34e"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('the owner adds a brand with its logo, then a perfume under it, which shows on the brand’s page', async ({
  page,
}) => {
  // Seven pages, two uploads and two saves: longer than one page's journey.
  test.setTimeout(180_000);
  const brand = `Dar Al Misk ${Date.now().toString(36)}`;
  const perfume = `Misk Layl ${Date.now().toString(36)}`;

  // The brand page is in the admin navigation.
  await page.goto(PATHS.admin);
  await page.getByRole('navigation', { name: EN.inbox.nav }).getByRole('link', { name: words.nav }).click();
  await expect(page).toHaveURL(PATHS.adminBrands);
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();

  // A name another brand has is refused by the form, case and accents aside.
  await page.getByLabel(words.name, { exact: true }).fill('hermes');
  await page.getByRole('button', { name: words.add }).click();
  await expect(page.getByText(words.nameTaken('Hermès'), { exact: true })).toBeVisible();

  await page.getByLabel(words.name, { exact: true }).fill(brand);
  await page.getByLabel(words.nameAr, { exact: true }).fill('دار المسك');
  await page.getByLabel(words.logo, { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await logoPng(),
  });
  await page.getByRole('button', { name: words.add }).click();
  await expect(page.getByText(words.added(brand), { exact: true })).toBeVisible();
  const row = page.getByTestId('admin-brand').filter({ hasText: brand });
  await expect(row).toContainText(words.perfumeCount(0));
  await expect(row).toContainText('دار المسك');

  // The product form offers the new brand at once.
  await page.goto(PATHS.admin);
  await page.getByLabel(admin.nameLabel, { exact: true }).fill(perfume);
  await page.getByLabel(admin.descriptionLabel, { exact: true }).fill('White musk and amber at night.');
  await page.getByLabel(admin.brandLabel, { exact: true }).fill(brand.slice(0, 10));
  await page.getByRole('option', { name: brand, exact: true }).click();
  await page.getByLabel(admin.imageLabel, { exact: true }).setInputFiles({
    name: 'misk.png',
    mimeType: 'image/png',
    buffer: await bottlePng(),
  });
  await page.getByRole('button', { name: admin.addButton }).click();
  await expect(page.getByText(admin.productAdded)).toBeVisible();

  // The brand's page shows the perfume; the directory shows the logo and the count.
  await page.goto(perfumesByBrandPath(brand));
  await expect(page.getByRole('heading', { name: perfume, exact: true })).toBeVisible();
  await page.goto(PATHS.explore);
  const card = page.getByTestId('brand-card').filter({ hasText: brand });
  await expect(card).toContainText(EN.storefront.perfumeCount(1));
  // Decorative beside the written name (alt=""), so not an image to assistive technology.
  const logo = card.locator('img');
  await expect(logo).toHaveAttribute('src', /^\/media\/.+\.webp$/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // An Arabic page names the brand in Arabic.
  await page.goto(`/ar${PATHS.explore}`);
  await expect(page.getByTestId('brand-card').filter({ hasText: 'دار المسك' })).toContainText(
    AR.storefront.perfumeCount(1),
  );

  // The brand cannot go while its perfume uses it.
  await page.goto(PATHS.adminBrands);
  const used = page.getByTestId('admin-brand').filter({ hasText: brand });
  await expect(used).toContainText(words.perfumeCount(1));
  await used.getByRole('button', { name: new RegExp(`^${words.remove}`) }).click();
  await page.getByRole('dialog').getByRole('button', { name: words.remove }).click();
  await expect(page.getByText(words.inUse(1), { exact: true })).toBeVisible();

  // The activity log says who added the brand; the refused removal is not in it.
  await page.goto(PATHS.adminActivity);
  const activity = EN.adminSettings.activity;
  const logged = page.getByTestId('activity-row').filter({ hasText: `${activity.kinds.brand}: ${brand}` });
  await expect(logged).toHaveCount(1);
  await expect(logged).toContainText(E2E_ADMIN.email);
  await expect(logged).toContainText(activity.added);
});
