import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { previewImageUrlIn } from '#shared/product-image.ts';
import type { TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { createPageTestApp, PUBLIC_URL, readPage, uploadProduct } from './head.test-kit.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createPageTestApp('shop-product-head-languages-'));
});
afterAll(() => t.close());

const TRANSLATED = {
  name: 'Oud Al Saadiyat',
  brand: 'Ajmal',
  description: 'Smoky oud with rose and saffron.',
  nameAr: 'عود السعديات',
  descriptionAr: 'عود مدخّن مع الورد والزعفران.',
  nameFr: 'Oud de Saadiyat',
  descriptionFr: 'Un oud fumé, de la rose et du safran.',
  concentration: 'edp',
};

test.each([
  {
    prefix: '',
    title: 'Oud Al Saadiyat by Ajmal | Saadiyat Perfumes',
    name: 'Oud Al Saadiyat',
    description: 'Smoky oud with rose and saffron.',
    crumbs: ['Home', 'Perfumes', 'Ajmal', 'Oud Al Saadiyat'],
    size: '100 ml',
    concentration: 'Eau de Parfum',
  },
  {
    prefix: '/ar',
    title: 'عود السعديات من Ajmal | Saadiyat Perfumes',
    name: 'عود السعديات',
    description: 'عود مدخّن مع الورد والزعفران.',
    crumbs: ['الرئيسية', 'العطور', 'Ajmal', 'عود السعديات'],
    size: '100 مل',
    concentration: 'أو دو بارفان',
  },
  {
    prefix: '/fr',
    title: 'Oud de Saadiyat – Ajmal | Saadiyat Perfumes',
    name: 'Oud de Saadiyat',
    description: 'Un oud fumé, de la rose et du safran.',
    crumbs: ['Accueil', 'Parfums', 'Ajmal', 'Oud de Saadiyat'],
    size: '100 ml',
    concentration: 'Eau de Parfum',
  },
])(
  '$prefix/perfumes/…: title, description, Open Graph, preview and JSON-LD in the page’s language',
  async (expected) => {
    const product = await uploadProduct(t.app, admin.cookie, TRANSLATED);
    const url = `${PUBLIC_URL}${expected.prefix}${product.path}`;
    const p = await readPage(t.app, `${expected.prefix}${product.path}`);
    expect(p.response.statusCode).toBe(200);
    expect(p.title).toBe(expected.title);
    for (const tag of ['og:title', 'twitter:title']) expect(p.meta(tag)).toBe(expected.title);
    for (const tag of ['description', 'og:description', 'twitter:description']) {
      expect(p.meta(tag)).toBe(expected.description);
    }
    expect(p.meta('og:image:alt')).toBe(expected.title.split(' | ')[0]);
    expect(p.canonical).toBe(url);
    expect(p.meta('og:url')).toBe(url);

    // Each language's preview has its own address (chats cache them apart); English keeps its own.
    const language = expected.prefix === '' ? 'en' : (expected.prefix.slice(1) as 'ar' | 'fr');
    const image = `${PUBLIC_URL}${previewImageUrlIn(product.previewImageUrl, language)}`;
    expect(p.meta('og:image')).toBe(image);
    expect(p.meta('twitter:image')).toBe(image);
    if (language === 'en') expect(image).toBe(`${PUBLIC_URL}${product.previewImageUrl}`);
    else expect(image).toContain(`.preview.${language}.jpg?v=`);
    const preview = await t.app.inject({ method: 'GET', url: image.slice(PUBLIC_URL.length) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');

    const [productData, breadcrumbs] = p.jsonLd;
    expect(productData).toMatchObject({
      '@type': 'Product',
      name: expected.name,
      description: expected.description,
      brand: { '@type': 'Brand', name: 'Ajmal' },
      url,
      additionalProperty: { value: expected.concentration },
    });
    expect(productData.image[0]).toBe(image);
    expect(productData.offers[0].name).toBe(expected.size);
    expect(breadcrumbs.itemListElement.map((e: { name: string }) => e.name)).toEqual(expected.crumbs);
    expect(breadcrumbs.itemListElement[3].item).toBe(url);
  },
);

test('without a translation the Arabic and French heads show the default name in their own words', async () => {
  const product = await uploadProduct(t.app, admin.cookie, { name: 'Plain Musk', brand: 'Lattafa' });
  const ar = await readPage(t.app, `/ar${product.path}`);
  expect(ar.title).toBe('Plain Musk من Lattafa | Saadiyat Perfumes');
  expect(ar.meta('description')).toBe('Damask rose over smoky oud, with a trail of amber.');
  expect(ar.jsonLd[0].name).toBe('Plain Musk');
  const fr = await readPage(t.app, `/fr${product.path}`);
  expect(fr.title).toBe('Plain Musk – Lattafa | Saadiyat Perfumes');
  // Still a picture of its own per language: the Arabic one is laid out right to left.
  expect(ar.meta('og:image')).toContain('.preview.ar.jpg?v=');
  expect(fr.meta('og:image')).toContain('.preview.fr.jpg?v=');
});

/** The preview's pixels, and how much of its left half is the product's light picture. */
async function previewPixels(url: string) {
  const response = await t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });
  expect(response.statusCode).toBe(200);
  const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
  let lightOnLeft = 0;
  for (let y = 0; y < info.height; y += 4) {
    for (let x = 0; x < info.width / 2; x += 4) {
      const i = (y * info.width + x) * info.channels;
      if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) > 200) lightOnLeft += 1;
    }
  }
  return { data, lightOnLeft };
}

test('the Arabic preview carries the Arabic name, mirrored; the English one is unchanged', async () => {
  const product = await uploadProduct(t.app, admin.cookie, TRANSLATED);
  const en = await previewPixels((await readPage(t.app, product.path)).meta('og:image') ?? '');
  const ar = await previewPixels((await readPage(t.app, `/ar${product.path}`)).meta('og:image') ?? '');
  const fr = await previewPixels((await readPage(t.app, `/fr${product.path}`)).meta('og:image') ?? '');
  expect(ar.data.equals(en.data)).toBe(false);
  expect(fr.data.equals(en.data)).toBe(false);
  // The product's light background sits on the left in English and on the right in Arabic.
  expect(en.lightOnLeft).toBeGreaterThan(5000);
  expect(ar.lightOnLeft).toBeLessThan(en.lightOnLeft / 10);

  // The old address of the English preview keeps answering the English picture.
  const old = await t.app.inject({ method: 'GET', url: product.previewImageUrl });
  expect(old.statusCode).toBe(200);
  const { data } = await sharp(old.rawPayload).raw().toBuffer({ resolveWithObject: true });
  expect(data.equals(en.data)).toBe(true);
});

/** The first and last columns of a caption where anything is drawn, in its rows from `fromRow` (0-1). */
async function inkColumns(caption: Buffer, fromRow = 0) {
  const { data, info } = await sharp(caption).raw().toBuffer({ resolveWithObject: true });
  let first = info.width;
  let last = -1;
  for (let x = 0; x < info.width; x += 1) {
    for (let y = Math.floor(info.height * fromRow); y < info.height; y += 1) {
      if ((data[(y * info.width + x) * info.channels + 3] ?? 0) > 0) {
        first = Math.min(first, x);
        last = Math.max(last, x);
        break;
      }
    }
  }
  return { first, last, width: info.width, data };
}

test('the Arabic caption is the Arabic name set from the right and shaped, not the English one', async () => {
  const { renderCaption } = await import('#server/modules/media/preview-image.ts');
  const draw = async (name: string, language: 'en' | 'ar', fromRow = 0) =>
    inkColumns(await renderCaption({ name, brand: 'Ajmal', language }), fromRow);
  const arabic = await draw('عود السعديات', 'ar');
  const english = await draw('Oud Al Saadiyat', 'en');
  expect(arabic.data.equals(english.data)).toBe(false);
  // The brand's line, under a longer name: set from the left in English, from the right in Arabic.
  const arabicBrand = await draw('عود السعديات', 'ar', 0.7);
  const englishBrand = await draw('Oud Al Saadiyat', 'en', 0.7);
  expect(englishBrand.first).toBeLessThan(10);
  expect(arabicBrand.first).toBeGreaterThan(arabicBrand.width / 2);
  expect(arabicBrand.last).toBeGreaterThan(arabicBrand.width - 10);
  // Shaped: the same letters drawn apart (isolated forms) take more room than the joined word.
  const joined = await draw('عود', 'ar');
  const isolated = await draw('ع و د', 'ar');
  expect(joined.last - joined.first).toBeLessThan(isolated.last - isolated.first);
});
