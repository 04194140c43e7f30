import { expect, test } from 'vitest';
import type { Product } from '#shared/product.ts';
import { productFixture } from '#tests/helpers/product-fixture.ts';
import { groupProductsByBrand } from './group-products.ts';

let sequence = 0;
function product(brand: string, createdAt: string, name = `P${++sequence}`): Product {
  return productFixture({
    id: `id-${name}`,
    name,
    description: 'd',
    brand,
    imageUrl: `/media/${name}.png`,
    fileName: `${name}.png`,
    backgroundRemoved: false,
    soldOutSizes: [],
    createdAt,
    updatedAt: createdAt,
  });
}

const KNOWN = new Set(['Lattafa', 'Dior', 'Hermès', 'Amouage', 'الماجد للعود']);

test('one group per known brand, brands alphabetical, newest first inside a brand', () => {
  const products = [
    product('Lattafa', '2026-01-01T00:00:00.000Z', 'old-lattafa'),
    product('Dior', '2026-01-03T00:00:00.000Z', 'dior'),
    product('Lattafa', '2026-01-05T00:00:00.000Z', 'new-lattafa'),
    product('Amouage', '2026-01-02T00:00:00.000Z', 'amouage'),
    product('Gone House', '2026-01-09T00:00:00.000Z', 'unknown'),
  ];
  const groups = groupProductsByBrand(products, KNOWN, '');
  expect(groups.map((g) => g.brand)).toEqual(['Amouage', 'Dior', 'Lattafa']);
  expect(groups[2]?.products.map((p) => p.name)).toEqual(['new-lattafa', 'old-lattafa']);
  expect(groups.flatMap((g) => g.products).map((p) => p.name)).not.toContain('unknown');
});

test('the search text filters brands, ignoring case and accents', () => {
  const products = [
    product('Hermès', '2026-01-01T00:00:00.000Z'),
    product('Lattafa', '2026-01-01T00:00:00.000Z'),
    product('الماجد للعود', '2026-01-01T00:00:00.000Z'),
  ];
  expect(groupProductsByBrand(products, KNOWN, '  HERMES ').map((g) => g.brand)).toEqual(['Hermès']);
  expect(groupProductsByBrand(products, KNOWN, 'att').map((g) => g.brand)).toEqual(['Lattafa']);
  expect(groupProductsByBrand(products, KNOWN, 'الماجد').map((g) => g.brand)).toEqual(['الماجد للعود']);
  expect(groupProductsByBrand(products, KNOWN, 'nothing like it')).toEqual([]);
});

test('no products, no groups', () => {
  expect(groupProductsByBrand([], KNOWN, '')).toEqual([]);
});
