import type { Catalogue } from './catalogue.ts';
import { EN_HERO } from './en-core.ts';

/** English: the home page, the pages that say no, and the ways through the shop. */
export const EN_HOME: Catalogue['home'] = {
  ...EN_HERO,
  noProducts: 'New arrivals coming soon! Check back for our latest Arabic perfumes and luxury fragrances.',
  viewAllBrands: 'View All Brands & Collections',
  ourNews: 'Our News',
  distinctiveEdge: 'Our Distinctive Edge',
  getDirections: 'Get Directions',
  brandsTitle: 'Our Brands',
  brandsCarousel: 'Perfume brands',
  brandsHint: 'Use the left and right arrow keys to move through the brands. Press Enter to see them all.',
  newsSubtitle: 'The latest perfumes to arrive at our shop.',
  edgeSubtitle: 'What makes a visit to our shop worth the trip.',
  edge: [
    {
      title: 'Premium Oud',
      text: 'Aged agarwood oils and oud blends from trusted Arabic houses, chosen one bottle at a time.',
    },
    {
      title: 'Luxury Attar',
      text: 'Concentrated, alcohol-free perfume oils: a few drops last from morning prayer to evening.',
    },
    {
      title: 'Designer Fragrances',
      text: 'Genuine bottles from the great perfume houses of Paris, Milan and New York.',
    },
  ],
  collectionsTitle: 'Our Collections',
  collections: {
    women: { title: 'Women', text: 'Florals, musks and soft ambers.' },
    men: { title: 'Men', text: 'Woods, spices and fresh citrus.' },
    unisex: { title: 'Unisex', text: 'Oud, attar and everything in between.' },
  },
  shopCollection: 'Shop the collection',
};

export const EN_NOT_FOUND: Catalogue['notFound'] = {
  title: '404 - Page Not Found',
  text: 'The page you are looking for does not exist.',
  back: 'Back to Home',
};

export const EN_FORBIDDEN: Catalogue['forbidden'] = {
  title: 'Access Denied',
  text: 'You do not have permission to view this page.',
  back: 'Back to Home',
};

/**
 * The ways through the shop: the collection's folding filters, brand counts, the signed-out
 * visitor's way to log in from /403, the empty cart's way back, and the admin list's folding brand groups.
 */
export const EN_STOREFRONT: Catalogue['storefront'] = {
  filters: 'Filters',
  activeFilters: (count: number) => `${count} active`,
  emptyCartBrowse: 'Browse our perfumes',
  forbiddenLogin: 'Log in',
  forbiddenLoginHint: 'Are you the shop owner? Log in with your admin account.',
  perfumeCount: (count: number) =>
    count === 0 ? 'No perfumes yet' : `${count} ${count === 1 ? 'perfume' : 'perfumes'}`,
  showBrand: (brand: string) => `Show ${brand}`,
  adminGroupCount: (count: number) => `${count} ${count === 1 ? 'perfume' : 'perfumes'}`,
  expandAll: 'Open all brands',
  collapseAll: 'Fold all brands',
};
