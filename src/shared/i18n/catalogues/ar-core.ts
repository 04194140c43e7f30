import type { Catalogue } from './catalogue.ts';

/**
 * Arabic: what every page shows on its first load (banner, navigation, footer, the home page's
 * hero, cards, common words, opening hours), apart from the rest as in English (docs/decisions/012).
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
};

export const AR_FOOTER: Catalogue['footer'] = {
  social: 'تابعونا',
  instagram: 'إنستغرام',
  tiktok: 'تيك توك',
  facebook: 'فيسبوك',
  whatsapp: 'واتساب',
  rights: 'جميع الحقوق محفوظة.',
  shopLinks: 'المتجر',
};

/** The home page's hero, above the fold: every first visit shows it. */
export const AR_HERO: Pick<Catalogue['home'], 'tagline' | 'exploreCollection'> = {
  tagline:
    'اكتشف في السعديات، لبنان، تشكيلتنا الراقية من العطور العربية والعود الفاخر والعطور الزيتية الأصيلة، للنساء والرجال وللجنسين',
  exploreCollection: 'اكتشف تشكيلتنا',
};

export const AR_PRODUCT: Catalogue['product'] = {
  brandFallback: 'عطر فاخر',
  descriptionFallback: 'عطر راقٍ بتركيبة من أجود المكوّنات',
  addToCart: 'أضف إلى السلة',
  soldOut: 'نفدت الكمية',
  prices: 'الأسعار',
};

export const AR_COMMON: Catalogue['common'] = {
  loading: 'جارٍ التحميل...',
  genericError: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
};

export const AR_HOURS: Catalogue['hours'] = {
  closedAllDay: 'مغلق',
  today: 'اليوم',
  weekHours: 'ساعات العمل هذا الأسبوع',
  timeZoneNote: 'الأوقات بتوقيت لبنان.',
};
