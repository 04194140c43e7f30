import type { Catalogue } from './catalogue.ts';

export const EN_PAGING: Catalogue['paging'] = {
  sortLabel: 'Sort by',
  sorts: { newest: 'Newest first', name: 'Name, A to Z', brand: 'Brand' },
  pagesLabel: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, count) => `Page ${page} of ${count}`,
  perfumesShown: (from, to, total) => `Perfumes ${from}–${to} of ${total}`,
  brandsShown: (from, to, total) => `Brands ${from}–${to} of ${total}`,
  searchBrands: 'Search brands',
};
