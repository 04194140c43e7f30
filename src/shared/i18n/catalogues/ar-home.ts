import { AR_HERO } from './ar-core.ts';
import type { Catalogue } from './catalogue.ts';
import { plural } from './formats.ts';

/** Arabic: the home page, the 404 and 403 pages, and the ways through the shop. */

export const AR_HOME: Catalogue['home'] = {
  ...AR_HERO,
  noProducts: 'عطور جديدة في الطريق إلينا! عُد قريبًا لتكتشف أحدث العطور العربية والعطور الفاخرة.',
  viewAllBrands: 'كل الماركات والتشكيلات',
  ourNews: 'وصل حديثًا',
  distinctiveEdge: 'ما يميّزنا',
  getDirections: 'كيف تصل إلينا',
  brandsTitle: 'ماركاتنا',
  brandsCarousel: 'ماركات العطور',
  brandsHint: 'استخدم مفتاحَي السهمين الأيمن والأيسر للتنقّل بين الماركات، واضغط مفتاح الإدخال لعرضها كلها.',
  newsSubtitle: 'أحدث العطور التي وصلت إلى محلّنا.',
  edgeSubtitle: 'ما يجعل زيارتك لمحلّنا تستحق المشوار.',
  edge: [
    {
      title: 'عود فاخر',
      text: 'زيوت عود معتّقة وخلطات عود من أعرق الدُّور العربية، نختارها زجاجةً زجاجة.',
    },
    {
      title: 'عطور زيتية راقية',
      text: 'زيوت عطرية مركّزة وخالية من الكحول: بضع قطرات تدوم معك من صلاة الفجر حتى المساء.',
    },
    {
      title: 'عطور الماركات العالمية',
      text: 'زجاجات أصلية من كبرى دُور العطور في باريس وميلانو ونيويورك.',
    },
  ],
  collectionsTitle: 'تشكيلاتنا',
  collections: {
    women: { title: 'عطور نسائية', text: 'زهور ومسك وعنبر ناعم.' },
    men: { title: 'عطور رجالية', text: 'أخشاب وتوابل وحمضيات منعشة.' },
    unisex: { title: 'عطور للجنسين', text: 'عود وعطور زيتية وكل ما بينهما.' },
  },
  shopCollection: 'تسوّق التشكيلة',
};

export const AR_NOT_FOUND: Catalogue['notFound'] = {
  title: '404 - الصفحة غير موجودة',
  text: 'عذرًا، الصفحة التي تبحث عنها غير موجودة.',
  back: 'العودة إلى الرئيسية',
};

export const AR_FORBIDDEN: Catalogue['forbidden'] = {
  title: 'الدخول غير مسموح',
  text: 'ليست لديك صلاحية لعرض هذه الصفحة.',
  back: 'العودة إلى الرئيسية',
};

/** عطر واحد، عطران، 3 عطور، 11 عطرًا، 100 عطر. */
const PERFUME_FORMS = {
  zero: 'لا عطور بعد',
  one: 'عطر واحد',
  two: 'عطران',
  few: '# عطور',
  many: '# عطرًا',
  other: '# عطر',
};

export const AR_STOREFRONT: Catalogue['storefront'] = {
  filters: 'الفلاتر',
  activeFilters: (count) =>
    plural('ar', count, {
      zero: 'لا فلاتر مفعّلة',
      one: 'فلتر واحد مفعّل',
      two: 'فلتران مفعّلان',
      few: '# فلاتر مفعّلة',
      many: '# فلترًا مفعّلًا',
      other: '# فلتر مفعّل',
    }),
  emptyCartBrowse: 'تصفّح عطورنا',
  forbiddenLogin: 'تسجيل الدخول',
  forbiddenLoginHint: 'هل أنت صاحب المحل؟ سجّل الدخول بحساب الإدارة.',
  perfumeCount: (count) => plural('ar', count, PERFUME_FORMS),
  showBrand: (brand) => `عرض عطور ${brand}`,
  adminGroupCount: (count) => plural('ar', count, PERFUME_FORMS),
  expandAll: 'فتح كل الماركات',
  collapseAll: 'طيّ كل الماركات',
};
