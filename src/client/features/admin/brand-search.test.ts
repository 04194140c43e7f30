import { expect, test } from 'vitest';
import type { AdminListBrand } from '#shared/admin-list.ts';
import { filterBrands } from './brand-search.ts';

const BRANDS: AdminListBrand[] = [
  { name: 'Amouage', count: 1 },
  { name: 'Dior', count: 4 },
  { name: 'Hermès', count: 2 },
  { name: 'Lattafa', count: 12 },
  { name: 'الماجد للعود', count: 3 },
];

test('no search keeps every brand, in the order the server gives', () => {
  expect(filterBrands(BRANDS, '')).toEqual(BRANDS);
  expect(filterBrands(BRANDS, '   ')).toEqual(BRANDS);
});

test('the search text filters brands, ignoring case and accents', () => {
  const names = (search: string) => filterBrands(BRANDS, search).map((brand) => brand.name);
  expect(names('  HERMES ')).toEqual(['Hermès']);
  expect(names('att')).toEqual(['Lattafa']);
  expect(names('الماجد')).toEqual(['الماجد للعود']);
  expect(names('a')).toEqual(['Amouage', 'Lattafa']);
  expect(names('nothing like it')).toEqual([]);
});

test('no brands, nothing found', () => {
  expect(filterBrands([], 'dior')).toEqual([]);
});
