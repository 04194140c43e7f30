import type { Catalogue } from './catalogue.ts';

/**
 * Arabic: what most pages show (the footer, the home page's hero, cards, common words, opening hours), apart
 * from the rest as in English (docs/decisions/012); the frame's texts are in ar-frame.ts.
 */

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
  needsJavaScript:
    'سلّتك وطلباتك محفوظة في هذا المتصفح، وتحتاج هذه الصفحة إلى جافاسكريبت لعرضها. فعّله لتطلب من هنا، أو أرسل لنا العطور التي تريدها على واتساب.',
  orderOnWhatsApp: 'اطلب عبر واتساب',
  teamNeedsJavaScript: 'لوحة إدارة المتجر تعمل بجافاسكريبت: فعّله لتدير المتجر.',
};

export const AR_HOURS: Catalogue['hours'] = {
  closedAllDay: 'مغلق',
  today: 'اليوم',
  weekHours: 'ساعات العمل هذا الأسبوع',
  timeZoneNote: 'الأوقات بتوقيت لبنان.',
};

export const AR_FOOTER: Catalogue['footer'] = {
  social: 'تابعونا',
  instagram: 'إنستغرام',
  tiktok: 'تيك توك',
  facebook: 'فيسبوك',
  whatsapp: 'واتساب',
  copyright: '© {year} {shop}، {town}، لبنان.',
  rights: 'جميع الحقوق محفوظة.',
  shopLinks: 'المتجر',
};
