import type { Catalogue } from './catalogue.ts';

export const EN_ADMIN_LIST: Catalogue['adminList'] = {
  loading: 'Loading perfumes…',
  loadFailed: 'Could not load these perfumes.',
  retry: 'Try again',
  showMore: 'Show more',
  loadingMore: 'Loading more…',
  shown: (shown, total) => `Showing ${shown} of ${total}`,
};
