import { expect, test } from 'vitest';
import {
  type CatalogueFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  type Filterable,
  filterProducts,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  stylesOf,
} from './catalogue-filter.ts';
import type { Category } from './constants.ts';
import { noFragranceDetails } from './fragrance.ts';

type Item = Filterable;

const item = (
  name: string,
  brand: string,
  category: Category,
  style: string | null,
  description = '',
  details: Partial<Item> = {},
): Item => ({
  name,
  brand,
  category,
  style,
  description: description || `${name} by ${brand}.`,
  ...noFragranceDetails(),
  ...details,
});

const PRODUCTS: Item[] = [
  item('Khamrah', 'Lattafa', 'unisex', 'Oriental', 'Cinnamon, dates and praline over amberwood.'),
  item('Yara', 'Lattafa', 'women', null, 'Orchid and heliotrope over a creamy vanilla base.'),
  item('Sauvage', 'Dior', 'men', 'Fresh spicy', 'Bergamot over ambroxan and vanilla.'),
  item('Sì', 'Giorgio Armani', 'women', 'Floral', 'Blackcurrant nectar, rose and vanilla.'),
  item('Kalemat', 'Arabian Oud', 'unisex', 'Oud', 'Oud, amber and honey.', {
    concentration: 'edp',
    scentFamilies: ['oud', 'amber'],
    topNotes: ['Saffron'],
    heartNotes: ['Rosé de Taïf'],
    baseNotes: ['Agarwood'],
    inspiredBy: 'Oud Wood by Tom Ford',
  }),
  item('Club de Nuit', 'Armaf', 'men', null, 'Pineapple and birch.', {
    concentration: 'edt',
    scentFamilies: ['fresh', 'woody'],
    topNotes: ['Pineapple', 'Bergamot'],
    inspiredBy: 'Aventus',
  }),
];

const names = (filters: Partial<CatalogueFilters>) =>
  filterProducts(PRODUCTS, { ...EMPTY_FILTERS, ...filters }).map((p) => p.name);

test('no filter keeps every product in order', () => {
  expect(names({})).toEqual(['Khamrah', 'Yara', 'Sauvage', 'Sì', 'Kalemat', 'Club de Nuit']);
});

test('name matches any part, ignoring case and accents', () => {
  expect(names({ name: 'kha' })).toEqual(['Khamrah']);
  expect(names({ name: '  YARA ' })).toEqual(['Yara']);
  expect(names({ name: 'si' })).toEqual(['Sì']);
});

test('description matches any part of the text', () => {
  expect(names({ description: 'vanilla' })).toEqual(['Yara', 'Sauvage', 'Sì']);
  expect(names({ description: 'HONEY' })).toEqual(['Kalemat']);
});

test('brand matches the whole brand name, not a part of it', () => {
  expect(names({ brand: 'Lattafa' })).toEqual(['Khamrah', 'Yara']);
  expect(names({ brand: 'lattafa' })).toEqual(['Khamrah', 'Yara']);
  expect(names({ brand: 'Latt' })).toEqual([]);
});

test('gender keeps one category', () => {
  expect(names({ gender: 'men' })).toEqual(['Sauvage', 'Club de Nuit']);
  expect(names({ gender: 'women' })).toEqual(['Yara', 'Sì']);
  expect(names({ gender: 'unisex' })).toEqual(['Khamrah', 'Kalemat']);
});

test('style keeps products of that style and drops those without one', () => {
  expect(names({ style: 'Oud' })).toEqual(['Kalemat']);
  expect(names({ style: 'fresh spicy' })).toEqual(['Sauvage']);
});

test('filters combine: every one must match', () => {
  expect(names({ brand: 'Lattafa', gender: 'women' })).toEqual(['Yara']);
  expect(names({ gender: 'women', description: 'vanilla', style: 'Floral' })).toEqual(['Sì']);
  expect(names({ brand: 'Dior', gender: 'women' })).toEqual([]);
});

test('a nonsense name leaves nothing', () => {
  expect(names({ name: 'zzzz-not-a-perfume' })).toEqual([]);
});

test('styles are listed once each, sorted, without empty ones', () => {
  expect(
    stylesOf([...PRODUCTS, item('Asad', 'Lattafa', 'men', 'oud', 'x'), item('X', 'Y', 'men', ' ', 'x')]),
  ).toEqual(['Floral', 'Fresh spicy', 'Oriental', 'Oud']);
  expect(stylesOf([item('Yara', 'Lattafa', 'women', null)])).toEqual([]);
});

test('filters round-trip through the URL, and only filters in use are written', () => {
  const filters: CatalogueFilters = { ...EMPTY_FILTERS, brand: 'Dolce & Gabbana', gender: 'women' };
  const params = filtersToSearchParams(filters);
  expect(params.toString()).toBe('brand=Dolce+%26+Gabbana&gender=women');
  expect(filtersFromSearchParams(params)).toEqual(filters);
  expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
});

test('a URL with an unknown gender or hostile lengths is read safely', () => {
  const filters = filtersFromSearchParams(
    new URLSearchParams({ gender: 'robots', name: 'x'.repeat(10_000) }),
  );
  expect(filters.gender).toBe('');
  expect(filters.name).toHaveLength(200);
  expect(filtersFromSearchParams(new URLSearchParams('gender=MEN')).gender).toBe('men');
});

test('hasActiveFilters tells an empty view from a filtered one', () => {
  expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
  expect(hasActiveFilters({ ...EMPTY_FILTERS, style: 'Oud' })).toBe(true);
  expect(hasActiveFilters({ ...EMPTY_FILTERS, name: '   ' })).toBe(false);
});

test('the search looks in names, brands, notes and "inspired by", ignoring case and accents', () => {
  expect(names({ q: 'KHAMRAH' })).toEqual(['Khamrah']);
  expect(names({ q: 'armani' })).toEqual(['Sì']);
  expect(names({ q: 'rose de taif' })).toEqual(['Kalemat']);
  expect(names({ q: 'agarwood' })).toEqual(['Kalemat']);
  expect(names({ q: 'aventus' })).toEqual(['Club de Nuit']);
  expect(names({ q: 'bergamot' })).toEqual(['Club de Nuit']);
  // Every word must match, anywhere: the brand and a note together.
  expect(names({ q: 'armaf pineapple' })).toEqual(['Club de Nuit']);
  expect(names({ q: 'armaf saffron' })).toEqual([]);
  // The description is not searched: "vanilla" is only written there.
  expect(names({ q: 'vanilla' })).toEqual([]);
});

test("concentration and scent family filter by the product's own values", () => {
  expect(names({ concentration: 'edp' })).toEqual(['Kalemat']);
  expect(names({ concentration: 'edt' })).toEqual(['Club de Nuit']);
  expect(names({ family: 'woody' })).toEqual(['Club de Nuit']);
  expect(names({ family: 'amber', concentration: 'edt' })).toEqual([]);
});

test('search, concentration and family go into the URL and back; unknown values are dropped', () => {
  const filters: CatalogueFilters = { ...EMPTY_FILTERS, q: 'oud', concentration: 'oil', family: 'musk' };
  const params = filtersToSearchParams(filters);
  expect(params.toString()).toBe('q=oud&concentration=oil&family=musk');
  expect(filtersFromSearchParams(params)).toEqual(filters);
  const odd = filtersFromSearchParams(new URLSearchParams('concentration=cologne&family=<b>'));
  expect([odd.concentration, odd.family]).toEqual(['', '']);
});

test('countActiveFilters counts the filters that narrow the view', () => {
  expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
  expect(countActiveFilters({ ...EMPTY_FILTERS, brand: 'Dior', gender: 'men', name: '  ' })).toBe(2);
});

test('name, description and the search find a perfume by its Arabic or French texts too', () => {
  const translated = item('Khamrah', 'Lattafa', 'unisex', 'Oriental', 'Cinnamon and dates.', {
    nameAr: 'خمرة',
    descriptionAr: 'قرفة وتمر وبرالين.',
    descriptionFr: 'Cannelle, dattes et praliné.',
  });
  const list = [translated, ...PRODUCTS.slice(1)];
  const found = (filters: Partial<CatalogueFilters>) =>
    filterProducts(list, { ...EMPTY_FILTERS, ...filters }).map((p) => p.name);
  expect(found({ name: 'خمرة' })).toEqual(['Khamrah']);
  expect(found({ description: 'تمر' })).toEqual(['Khamrah']);
  expect(found({ description: 'dattes' })).toEqual(['Khamrah']);
  expect(found({ description: 'cinnamon' })).toEqual(['Khamrah']);
  expect(found({ q: 'خمرة' })).toEqual(['Khamrah']);
});
