import type { Catalogue } from './catalogue.ts';

/**
 * Arabic: the frame every page shows (banner, navigation), loaded before the
 * page's first render apart from the rest (docs/decisions/106).
 */

export const AR_BANNER: Catalogue['banner'] = 'توصيل إلى جميع المناطق اللبنانية';

export const AR_NAV: Catalogue['nav'] = {
  home: 'الرئيسية',
  perfumes: 'العطور',
  about: 'من نحن',
  location: 'موقعنا',
  contact: 'تواصل معنا',
  login: 'تسجيل الدخول',
  signup: 'إنشاء حساب',
  viewCart: 'عرض السلة',
  yourOrders: 'طلباتك',
  logout: 'تسجيل الخروج',
  admin: 'لوحة الإدارة',
  greeting: 'أهلًا، ',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  openSearch: 'فتح البحث',
  closeSearch: 'إغلاق البحث',
  mainNavigation: 'القائمة الرئيسية',
  guestCart: 'سلة الزائر',
  cart: 'السلة',
  andMore: 'والمزيد...',
  delete: 'حذف',
  shopNow: 'تسوّق الآن',
  loginRequired: 'سجّل دخولك أولًا لتتمكّن من عرض سلتك.',
  goToLogin: 'الذهاب إلى تسجيل الدخول',
  cancel: 'إلغاء',
  search: 'البحث عن عطر',
  searchPlaceholder: 'ابحث بالاسم أو الماركة أو النفحة',
  searchButton: 'بحث',
  pageFailed: 'تعذّر عرض هذه الصفحة. تأكّد من اتصالك بالإنترنت ثم حاول مجددًا.',
  tryAgain: 'حاول مجددًا',
};

/** The switcher and the skip link; the notice offering Arabic speaks Arabic to its reader. */
export const AR_LANGUAGE: Catalogue['language'] = {
  switcherLabel: 'اللغة',
  offer: 'هذه الصفحة متوفّرة بالعربية.',
  offerAction: 'اقرأها بالعربية',
  dismiss: 'لا، شكراً',
  skipToContent: 'انتقل إلى المحتوى',
  notifications: 'الإشعارات',
};
