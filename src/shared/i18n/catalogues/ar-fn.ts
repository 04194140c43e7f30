import { formatCents, formatPrice } from '#shared/format.ts';
import type { OpenStatus } from '#shared/opening-hours.ts';
import { lbpAmount } from '#shared/prices.ts';
import type { Weekday } from '#shared/settings-types.ts';
import type { Catalogue } from './catalogue.ts';
import { formatArabicClock, formatNumber, formatShopDate, formatShopDateTime, plural } from './formats.ts';

/** Arabic: the texts built from a value (counts, sizes, open-now, money, dates). */

// Written out, as in English: a first Intl date formatter for Arabic loads the language's data,
// a 30 ms task at phone speed on every page that shows the week's hours.
const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'الاثنين',
  tuesday: 'الثلاثاء',
  wednesday: 'الأربعاء',
  thursday: 'الخميس',
  friday: 'الجمعة',
  saturday: 'السبت',
  sunday: 'الأحد',
};

const CATEGORY_NAMES: Record<string, string> = { men: 'رجالي', women: 'نسائي', unisex: 'للجنسين' };

/** "الساعة 8:00 مساءً", or "عند منتصف الليل". */
function atClock(clock: string): string {
  const time = formatArabicClock(clock);
  return time === formatArabicClock('00:00') ? `عند ${time}` : `الساعة ${time}`;
}

/** "يفتح غدًا الساعة 10:00 صباحًا" (the shop opens), or with "نفتح" when the shop speaks. */
function nextOpeningText(status: OpenStatus, verb: 'يفتح' | 'نفتح'): string | null {
  if (status.isOpen || !status.next) return null;
  const { next } = status;
  const at = atClock(next.opens);
  if (next.relation === 'today') return `${verb} اليوم ${at}`;
  if (next.relation === 'tomorrow') return `${verb} غدًا ${at}`;
  return `${verb} يوم ${WEEKDAY_NAMES[next.weekday]} ${at}`;
}

/** The functions and formats; the error messages and refusals join them in ar.ts. */
export const AR_FN: Omit<Catalogue['fn'], 'errors' | 'refusals'> = {
  cartButtonLabel: (count) =>
    count === 0
      ? 'السلة فارغة'
      : `السلة، ${plural('ar', count, {
          one: 'منتج واحد',
          two: 'منتجان',
          few: '# منتجات',
          many: '# منتجًا',
          other: '# منتج',
        })}`,
  sizeLabel: (size) => `${size} مل`,
  openStatusText: (status) => {
    if (status.isOpen) return `مفتوح الآن · يُغلق ${atClock(status.closes)}`;
    const next = nextOpeningText(status, 'يفتح');
    return next ? `مغلق · ${next}` : 'مغلق';
  },
  closedReplyText: (status) => {
    if (status.isOpen) return null;
    const next = nextOpeningText(status, 'نفتح');
    return next
      ? `المحل مغلق الآن، ويمكنك إرسال طلبك رغم ذلك: ${next} ونردّ عليك حينها.`
      : 'المحل مغلق الآن، ويمكنك إرسال طلبك رغم ذلك، وسنردّ عليك فور عودتنا إلى العمل.';
  },
  categoryLine: (category) => `الفئة: ${CATEGORY_NAMES[category] ?? category}`,
  sentWhileClosed: 'أُرسل هذا الطلب خارج ساعات العمل',
  weekdayNames: WEEKDAY_NAMES,
  clock: (clock) => formatArabicClock(clock),
  intervals: (intervals, separator = '، ') =>
    intervals
      .map((i) => `${formatArabicClock(i.opens, 'short')} – ${formatArabicClock(i.closes, 'short')}`)
      .join(separator),
  dollars: formatCents,
  dollarsShort: formatPrice,
  pounds: (cents, lbpPerUsd) => `${formatNumber('ar', lbpAmount(cents, lbpPerUsd))} ل.ل.`,
  dateTime: (iso) => formatShopDateTime('ar', iso),
  date: (iso) => formatShopDate('ar', iso),
};
