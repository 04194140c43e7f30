import type { Catalogue } from './catalogue.ts';

export const AR_ADMIN_LIST: Catalogue['adminList'] = {
  loading: 'جارٍ تحميل العطور...',
  loadFailed: 'تعذّر تحميل هذه العطور.',
  retry: 'حاول مجددًا',
  showMore: 'عرض المزيد',
  loadingMore: 'جارٍ تحميل المزيد...',
  shown: (shown, total) => `${shown} من أصل ${total} معروضة`,
};
