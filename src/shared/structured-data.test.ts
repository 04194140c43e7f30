import { expect, test } from 'vitest';
import { EN } from './i18n/catalogues/en.ts';
import { DEFAULT_SETTINGS } from './settings-defaults.ts';
import type { ShopSettings } from './settings-types.ts';
import { buildHomeStructuredData, type StructuredProduct } from './structured-data.ts';

const PUBLIC_URL = 'https://shop.example.lb';
const product = (name: string, overrides: Partial<StructuredProduct> = {}): StructuredProduct => ({
  name,
  description: `${name} description.`,
  brand: 'Lattafa',
  category: 'unisex',
  imageUrl: `/media/${name.toLowerCase()}.webp`,
  path: `/perfumes/${name.toLowerCase()}-0123456789ab`,
  soldOutSizes: [],
  ...overrides,
});

const build = (products: StructuredProduct[], settings: ShopSettings = DEFAULT_SETTINGS) =>
  buildHomeStructuredData({ publicUrl: PUBLIC_URL, settings, products, language: 'en', words: EN });

const block = (blocks: ReturnType<typeof build>, id: string) => {
  const found = blocks.find((b) => b.id === id);
  if (!found) throw new Error(`no ${id} block`);
  return found.data;
};

test('three blocks: the local business, the product collection and the website search', () => {
  const blocks = build([]);
  expect(blocks.map((b) => b.id)).toEqual(['local-business', 'product-collection', 'website-search']);
  for (const { data } of blocks) expect(data['@context']).toBe('https://schema.org');
});

test('the local business carries the shop, its address in Saadiyat, phone, coordinates and hours', () => {
  const shop = block(build([]), 'local-business');
  expect(shop).toMatchObject({
    '@type': 'Store',
    name: 'Saadiyat Perfumes',
    url: 'https://shop.example.lb/',
    telephone: '+961 70 123 456',
    address: { addressLocality: 'Saadiyat', addressCountry: 'LB' },
    geo: { '@type': 'GeoCoordinates' },
  });
  expect(shop.openingHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '10:00',
      closes: '20:00',
    },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '11:00', closes: '18:00' },
  ]);
});

test('the collection lists the first four products in order, priced in USD, with absolute URLs', () => {
  const list = block(build(['A', 'B', 'C', 'D', 'E'].map((n) => product(n))), 'product-collection');
  const offers = {
    '@type': 'AggregateOffer',
    priceCurrency: 'USD',
    lowPrice: '6.00',
    highPrice: '10.00',
  };
  expect(list).toMatchObject({
    '@type': 'ItemList',
    numberOfItems: 4,
    itemListElement: [
      {
        position: 1,
        item: {
          '@type': 'Product',
          name: 'A',
          image: 'https://shop.example.lb/media/a.webp',
          url: 'https://shop.example.lb/perfumes/a-0123456789ab',
          brand: { '@type': 'Brand', name: 'Lattafa' },
          offers,
        },
      },
      { position: 2, item: { name: 'B', offers } },
      { position: 3, item: { name: 'C', offers } },
      { position: 4, item: { name: 'D', offers } },
    ],
  });
  expect(JSON.stringify(list)).not.toContain('"E"');
});

test('a product without a brand or description gets the card fallbacks; an absolute image stays as is', () => {
  const list = block(
    build([product('Plain', { brand: '', description: '', imageUrl: 'https://cdn.example.com/p.jpg' })]),
    'product-collection',
  );
  expect(list).toMatchObject({
    itemListElement: [
      {
        item: {
          brand: { name: 'Premium Fragrance' },
          description: 'Exquisite fragrance crafted with the finest ingredients',
          image: 'https://cdn.example.com/p.jpg',
        },
      },
    ],
  });
});

test('the website search points at /perfumes with the q parameter', () => {
  const site = block(build([]), 'website-search');
  expect(site['@type']).toBe('WebSite');
  expect(site.potentialAction).toEqual({
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: 'https://shop.example.lb/perfumes?q={search_term_string}',
    },
    'query-input': 'required name=search_term_string',
  });
});

test("the local business follows the owner's settings: phone, address, geo, split hours and a holiday", () => {
  const settings: ShopSettings = {
    ...DEFAULT_SETTINGS,
    shop: {
      ...DEFAULT_SETTINGS.shop,
      callPhone: '9613123456',
      town: 'Damour',
      latitude: 33.7,
      longitude: 35.45,
    },
    hours: {
      week: {
        ...DEFAULT_SETTINGS.hours.week,
        saturday: [
          { opens: '09:00', closes: '13:00' },
          { opens: '16:00', closes: '24:00' },
        ],
      },
      exceptions: [{ from: '2026-12-25', to: '2026-12-25', intervals: [], note: 'Christmas' }],
    },
    social: { instagram: 'https://www.instagram.com/saadiyat', tiktok: null, facebook: null },
  };
  const shop = block(build([], settings), 'local-business');
  expect(shop).toMatchObject({
    telephone: '+961 31 234 56',
    address: { addressLocality: 'Damour' },
    geo: { latitude: 33.7, longitude: 35.45 },
    sameAs: ['https://www.instagram.com/saadiyat'],
  });
  expect(shop.openingHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '10:00',
      closes: '20:00',
    },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '16:00', closes: '23:59' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '11:00', closes: '18:00' },
    {
      '@type': 'OpeningHoursSpecification',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
      opens: '00:00',
      closes: '00:00',
    },
  ]);
});

test('offers follow the prices on sale, and a product sold out in every size is OutOfStock', () => {
  const settings: ShopSettings = {
    ...DEFAULT_SETTINGS,
    prices: {
      ...DEFAULT_SETTINGS.prices,
      sizes: { '100': { priceCents: 1250, isOnSale: true }, '50': { priceCents: 700, isOnSale: false } },
    },
  };
  const list = block(
    build([product('Open'), product('Gone', { soldOutSizes: ['100'] })], settings),
    'product-collection',
  );
  expect(list).toMatchObject({
    itemListElement: [
      {
        item: {
          offers: {
            lowPrice: '12.50',
            highPrice: '12.50',
            offerCount: 1,
            availability: 'https://schema.org/InStock',
          },
        },
      },
      { item: { offers: { availability: 'https://schema.org/OutOfStock' } } },
    ],
  });
});
