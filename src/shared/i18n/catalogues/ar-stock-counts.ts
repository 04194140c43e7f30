import type { Catalogue } from './catalogue.ts';

/** Arabic counts: one bottle, two bottles, 3 to 10 bottles, 11 and up "bottle". */
const bottles = (n: number) => {
  if (n === 0) return 'لا قارورة';
  if (n === 1) return 'قارورة واحدة';
  if (n === 2) return 'قارورتان';
  if (n <= 10) return `${n} قوارير`;
  return `${n} قارورة`;
};
const counted = (n: number | null) => (n === null ? 'غير معدود' : bottles(n));

export const AR_STOCK_COUNTS: Catalogue['stockCounts'] = {
  tooFew: (product, size, left, wanted) =>
    `لم يبقَ من ${product} ${size} إلا ${bottles(left)}، وهذا الطلب يحتاج ${wanted}. صحّح العدد أو الطلب ثم أكّده.`,
  card: {
    legend: 'القوارير في المخزون',
    count: (size) => `قوارير ${size}`,
    hint: 'اتركه فارغًا كي لا يُعدّ هذا الحجم: يبقى الزر هو الذي يقرّر كما من قبل.',
    save: (size) => `حفظ عدد ${size}`,
    saved: 'حُفظ العدد.',
    out: 'نفدت الكمية',
    low: (left) => `كمية قليلة: بقي ${left}`,
  },
  settings: {
    title: 'المخزون',
    intro:
      'الحجم المعدود الذي بقي منه هذا العدد من القوارير أو أقل يُعلَّم كقليل في لائحة العطور وفي أرقام الطلبات.',
    threshold: 'المخزون قليل عند (قوارير)',
  },
  figures: {
    title: 'أوشك على النفاد',
    none: 'لا شيء من المعدود أوشك على النفاد.',
    line: (size, left) => `${size}: ${left === 0 ? 'نفدت الكمية' : `بقي ${bottles(left)}`}`,
  },
  activity: (size, quantity, before) => `${size}: ${counted(quantity)} (كان ${counted(before)})`,
};
