import type { Catalogue } from './catalogue.ts';
import { formatNumber } from './formats.ts';

/** The finishing touches' texts in Arabic (messages-details.ts). */
export const AR_DETAILS: Catalogue['details'] = {
  chooseSizeInCart: 'اختر الحجم من الأعلى ليظهر السعر.',
  addedChooseSize: 'لم تختر الحجم بعد: اختره من سلّتك قبل إتمام الطلب.',
  inbox: {
    figures: 'الأرقام',
    filters: 'الفرز والتصدير',
    range: 'التواريخ',
    exportRange: 'تصدير طلبات هذه التواريخ في جدول',
    exportHint: 'الطلبات المرسلة بين التاريخين أعلاه، أو في آخر 30 يوماً إن لم تحدّد تاريخاً.',
  },
  courier: {
    sheetTitle: 'ورقة التوصيل',
    collect: 'المبلغ المطلوب تحصيله',
    phone: 'الهاتف',
    call: 'اتصال',
    items: 'الطلب',
    location: 'الموقع',
    openMap: 'فتح الخريطة',
    scan: 'امسح الرمز لفتح الموقع',
    noLocation: 'لم يُرسل موقع: اعتمد على العنوان.',
  },
  unsaved: {
    otherSection: (section) =>
      `في قسم «${section}» تعديلات غير محفوظة، وهذا الحفظ لا يشملها. احفظ ذلك القسم أيضاً قبل المغادرة.`,
    saveThisOnly: 'احفظ هذا القسم فقط',
    keep: 'متابعة التعديل',
    leave: 'تعديلاتك غير محفوظة. هل تريد مغادرة الصفحة؟',
    marker: 'غير محفوظ',
  },
  activity: {
    changed: (label, before, after) => `${label}: ${after} (كان ${before}).`,
    closed: 'مغلق',
    empty: 'فارغ',
    dayHours: (day) => `دوام ${day}`,
    specialDays: 'أيام استثنائية',
    noSpecialDays: 'لا شيء',
    sizePrice: (size) => `سعر ${size}`,
    sizeOnSale: (size, isOnSale) => (isOnSale ? `عاد ${size} إلى البيع.` : `توقّف بيع ${size}.`),
    lbpRate: 'سعر الدولار',
    lbpPerUsd: (rate) => `${formatNumber('ar', rate)} ل.ل. مقابل 1$`,
    lbpShown: (isShown) => (isShown ? 'صارت الأسعار تظهر بالليرة أيضاً.' : 'لم تعد الأسعار تظهر بالليرة.'),
  },
  csv: {
    pickup: 'استلام من المحل',
    header: [
      'الرقم المرجعي',
      'وقت الطلب',
      'الحالة',
      'اسم الزبون',
      'الهاتف',
      'العنوان أو أقرب معلم',
      'الموقع',
      'العطر',
      'الفئة',
      'كمية 100 مل',
      'سعر 100 مل',
      'كمية 50 مل',
      'سعر 50 مل',
      'مجموع السطر',
      'التوصيل',
      'رسم التوصيل',
      'مجموع الطلب',
    ],
  },
};
