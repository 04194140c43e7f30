import type { Catalogue } from './catalogue.ts';

export const AR_PAGING: Catalogue['paging'] = {
  sortLabel: 'الترتيب',
  sorts: { newest: 'الأحدث أولًا', name: 'الاسم، من الألف إلى الياء', brand: 'الماركة' },
  pagesLabel: 'الصفحات',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page, count) => `صفحة ${page} من ${count}`,
  perfumesShown: (from, to, total) => `العطور ${from}–${to} من ${total}`,
  brandsShown: (from, to, total) => `الماركات ${from}–${to} من ${total}`,
  searchBrands: 'ابحث في الماركات',
};
