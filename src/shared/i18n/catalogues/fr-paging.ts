import type { Catalogue } from './catalogue.ts';

export const FR_PAGING: Catalogue['paging'] = {
  sortLabel: 'Trier par',
  sorts: { newest: 'Nouveautés d’abord', name: 'Nom, de A à Z', brand: 'Marque' },
  pagesLabel: 'Pagination',
  previous: 'Précédente',
  next: 'Suivante',
  pageOf: (page, count) => `Page ${page} sur ${count}`,
  perfumesShown: (from, to, total) => `Parfums ${from} à ${to} sur ${total}`,
  brandsShown: (from, to, total) => `Marques ${from} à ${to} sur ${total}`,
  searchBrands: 'Rechercher les marques',
};
