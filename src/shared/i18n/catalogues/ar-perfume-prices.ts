import type { PerfumePricesTexts } from './types/perfume-prices.ts';

/** The Arabic texts of a perfume's own prices and sales. */
export const AR_PERFUME_PRICES: PerfumePricesTexts = {
  legend: 'أسعار هذا العطر',
  hint: 'اترك السعر فارغًا ليُباع بسعر المحل لهذا الحجم.',
  priceLabel: (size) => `سعر ${size} (بالدولار)`,
  shopPrice: (price) => `سعر المحل: ${price}`,
  useShopPrice: 'اعتمد سعر المحل',
  salePriceLabel: (size) => `سعر العرض لـ ${size} (بالدولار)`,
  saleFrom: 'العرض من',
  saleTo: 'العرض لغاية',
  clearSale: 'إلغاء العرض',
  save: 'احفظ الأسعار',
  saved: 'تم حفظ الأسعار.',
  saveFailed: 'ما قدرنا نحفظ الأسعار. جرّب مرة ثانية.',
  addedWithoutPrices: 'انضاف العطر بأسعار المحل، بس ما قدرنا نحفظ أسعاره الخاصة. عدّله وحطّ الأسعار من جديد.',
  wasNow: (was, now) => `كان ${was}، صار ${now}`,
  saleUntil: (day) => `العرض لغاية ${day}`,
  priceInvalid: 'اكتب السعر بالدولار، مثلًا 12.50.',
  priceWholeCents: 'السعر يكون بالسنتات الكاملة.',
  priceTooLow: 'السعر لازم يكون أكثر من 0$.',
  priceTooHigh: 'الحد الأقصى 10,000$.',
  dayInvalid: 'اكتب التاريخ بالشكل سنة-شهر-يوم، مثلًا 2026-12-24.',
  saleEndsBeforeStart: 'ما فيك تنهي العرض قبل ما يبلّش.',
  saleNeedsDays: 'العرض بدّه سعر ويوم بداية ويوم نهاية.',
  saleNotLower: 'سعر العرض لازم يكون أقل من السعر العادي.',
  sizeTwice: 'كل حجم مرة واحدة فقط.',
};
