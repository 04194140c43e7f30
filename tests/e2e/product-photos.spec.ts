import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { E2E_ADMIN, signInThroughApi, test, waitForHydration } from './fixtures.ts';

const admin = EN.admin;
const photos = EN.photos;

/** A bottle of one colour: each photo is told apart by its file's name and its colour. */
async function bottle(colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="700">
    <rect width="100%" height="100%" fill="#f1efea"/>
    <rect x="210" y="280" width="280" height="340" rx="30" fill="${colour}"/>
  </svg>`;
  return {
    name: `${colour}.png`,
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

async function addPerfumeOnTheForm(page: Page, name: string): Promise<void> {
  await page.goto(PATHS.admin);
  await page.getByLabel(admin.nameLabel, { exact: true }).fill(name);
  await page
    .getByLabel(admin.descriptionLabel, { exact: true })
    .fill('Oud and amber, in a box worth showing.');
  await page.getByLabel(admin.brandLabel, { exact: true }).fill('Lattafa');
  await page.getByRole('option', { name: 'Lattafa', exact: true }).click();
  await page.getByLabel(admin.imageLabel, { exact: true }).setInputFiles(await bottle('red'));
  await page.getByRole('button', { name: admin.addButton }).click();
  await expect(page.getByText(admin.productAdded)).toBeVisible(SLOWLY);
}

/** Each photo is decoded and stored with six variants (and a new main one with three previews). */
const SLOWLY = { timeout: 60_000 };

const tiles = (page: Page) => page.getByRole('list', { name: photos.admin.title }).getByRole('listitem');

test('the owner adds three photos, picks the second as main, and a phone shows them as a gallery', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signInThroughApi(page, baseURL, E2E_ADMIN);
  const name = `Gallery Oud ${Date.now().toString(36)}`;
  await addPerfumeOnTheForm(page, name);

  // Editing the perfume shows its photos: the form's image is photo 1; two more at once.
  await page.getByRole('button', { name: `${admin.update} ${name}` }).click();
  await expect(tiles(page)).toHaveCount(1);
  await page
    .getByLabel(photos.admin.chooseFiles)
    .setInputFiles([await bottle('green'), await bottle('blue')]);
  await expect(page.getByRole('alert').filter({ hasText: photos.admin.added(2) })).toBeVisible(SLOWLY);
  await expect(tiles(page)).toHaveCount(3);
  await expect(tiles(page).nth(0).getByText(photos.admin.main)).toBeVisible();

  // The second photo (green) becomes the main one.
  await page.getByRole('button', { name: photos.admin.makeMainLabel(2) }).click();
  await expect(tiles(page).nth(0).getByRole('img')).toHaveAttribute('src', /_green\.png/, SLOWLY);
  await expect(tiles(page).nth(1).getByRole('img')).toHaveAttribute('src', /_red\.png/);

  // By keyboard: the last photo moves one place earlier and keeps the focus on its button.
  await page.getByRole('button', { name: photos.admin.moveEarlierLabel(3) }).focus();
  await page.keyboard.press('Enter');
  await expect(tiles(page).nth(1).getByRole('img')).toHaveAttribute('src', /_blue\.png/, SLOWLY);
  await expect(page.getByRole('button', { name: photos.admin.moveEarlierLabel(2) })).toBeFocused();

  const listed = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = listed.find((p) => p.name === name);
  expect(product?.photos.map((p) => p.id.replace(/^[0-9a-f-]{36}_/, ''))).toEqual([
    'green.png',
    'blue.png',
    'red.png',
  ]);
  expect(product?.imageUrl).toMatch(/_green\.png$/);

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const shopper = await phone.newPage();
  await shopper.goto(product?.path ?? '/');
  await waitForHydration(shopper);
  const gallery = shopper.getByRole('region', { name: EN.photos.gallery.label(name) });
  const thumbnail = (index: number) => gallery.getByRole('link', { name: EN.photos.gallery.show(index, 3) });
  const strip = shopper.locator('#photo-1').locator('..');

  // The chosen main photo is first, large and fetched at once; the others wait.
  const first = shopper.locator('#photo-1 > a img');
  await expect(first).toHaveAttribute('src', /_green\.png/);
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(shopper.locator('#photo-2 > a img')).toHaveAttribute('loading', 'lazy');
  await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  const width = await strip.evaluate((el) => el.clientWidth);
  expect(width).toBeGreaterThan(300);

  // A thumbnail brings its photo into view.
  await thumbnail(3).click();
  await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft))).toBe(2 * width);
  await expect(shopper.locator('#photo-3 > a img')).toHaveAttribute('src', /_red\.png/);

  // A swipe back by one photo (the strip scrolled as a finger scrolls it) selects that photo.
  await strip.dispatchEvent('pointerdown');
  await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'auto' }));
  await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
  await expect(shopper.locator('#photo-2 > a img')).toBeInViewport();

  // Arrow keys move between the photos from the thumbnails.
  await thumbnail(2).focus();
  await shopper.keyboard.press('ArrowLeft');
  await expect(thumbnail(1)).toBeFocused();
  await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  await shopper.keyboard.press('ArrowRight');
  await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
  // Left then Right at once: the strip ends on the second photo, neither on the first it set off
  // to nor on the third (a step from the photo passing by).
  // (The photo in view, as the gallery reads it: a glide may stop a pixel or two short.)
  await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
  await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');

  // Zoom opens the photo in view over the page.
  await shopper.locator('#photo-2').getByRole('link', { name: EN.productPage.zoomImage }).click();
  const dialog = shopper.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', /_blue\.png/);
  await dialog.getByRole('button', { name: EN.productPage.closeZoom }).click();
  await expect(dialog).toBeHidden();
  await phone.close();
});
