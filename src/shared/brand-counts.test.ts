import { expect, test } from 'vitest';
import { brandsWithPerfumesFirst, countByBrand } from './brand-counts.ts';

test('counts the perfumes of each brand', () => {
  const counts = countByBrand([{ brand: 'Dior' }, { brand: 'Lattafa' }, { brand: 'Dior' }]);
  expect(counts.get('Dior')).toBe(2);
  expect(counts.get('Lattafa')).toBe(1);
  expect(counts.get('Creed')).toBeUndefined();
});

test('brands with perfumes come first, each part keeping its order', () => {
  const brands = [{ name: 'Amouage' }, { name: 'Chanel' }, { name: 'Dior' }, { name: 'Lattafa' }];
  const counts = countByBrand([{ brand: 'Lattafa' }, { brand: 'Chanel' }]);
  expect(brandsWithPerfumesFirst(brands, counts).map((b) => b.name)).toEqual([
    'Chanel',
    'Lattafa',
    'Amouage',
    'Dior',
  ]);
});
