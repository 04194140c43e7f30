import { formatCents, formatPrice } from '#shared/format.ts';
import { formatClock, formatIntervals, type OpenStatus } from '#shared/opening-hours.ts';
import { formatLbp } from '#shared/prices.ts';
import type { Weekday } from '#shared/settings-types.ts';
import type { Catalogue } from './catalogue.ts';
import { EN_NAV } from './en-frame.ts';
import { formatShopDate, formatShopDateTime } from './formats.ts';

/** English: the texts built from a value (counts, sizes, open-now, money, dates). */

const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

function nextOpeningText(status: Extract<OpenStatus, { isOpen: false }>): string | null {
  const { next } = status;
  if (!next) return null;
  const at = formatClock(next.opens);
  if (next.relation === 'today') return `opens today at ${at}`;
  if (next.relation === 'tomorrow') return `opens tomorrow at ${at}`;
  return `opens ${WEEKDAY_NAMES[next.weekday]} at ${at}`;
}

/** The functions and formats; the error messages join them in en.ts. */
export const EN_FN: Omit<Catalogue['fn'], 'errors' | 'refusals'> = {
  cartButtonLabel: (count) => `${EN_NAV.cart}, ${count} ${count === 1 ? 'item' : 'items'}`,
  sizeLabel: (size) => `${size} ml`,
  openStatusText: (status) => {
    if (status.isOpen) return `Open now · closes at ${formatClock(status.closes)}`;
    const next = nextOpeningText(status);
    return next ? `Closed · ${next}` : 'Closed';
  },
  closedReplyText: (status) => {
    if (status.isOpen) return null;
    const next = nextOpeningText(status);
    return next
      ? `The shop is closed now. You can still send your order: the shop ${next} and will answer then.`
      : 'The shop is closed now. You can still send your order: the shop will answer when it opens again.';
  },
  categoryLine: (category) => `Category: ${category}`,
  sentWhileClosed: 'Sent while the shop is closed',
  weekdayNames: WEEKDAY_NAMES,
  clock: formatClock,
  intervals: formatIntervals,
  dollars: formatCents,
  dollarsShort: formatPrice,
  pounds: formatLbp,
  dateTime: (iso) => formatShopDateTime('en', iso),
  date: (iso) => formatShopDate('en', iso),
};
