/**
 * Messages of the ways through the shop: the collection's folding filters, brand counts, the
 * signed-out visitor's way to log in from /403, the empty cart's way back, and the admin list's
 * folding brand groups. MESSAGES.storefront gathers them.
 */
export const STOREFRONT_MESSAGES = {
  filters: 'Filters',
  /** The Filters button tells how many filters are on; screen readers hear it in words. */
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
} as const;
