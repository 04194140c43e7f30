import type { ActivityChange } from '#shared/activity-changes.ts';
import { areaName, DeliveryAreaSchema } from '#shared/delivery.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { OpeningInterval } from '#shared/settings-types.ts';

/**
 * A settings save as sentences a person reads, in the reader's language (docs/decisions/165):
 * "Monday’s hours: 10:00am-6:00pm (was 10:00am-8:00pm).", "100 ml price: $12.00 (was $10.00).",
 * "Prices now also show in LBP." Worded here from the changes the server keeps as data; what the
 * owner typed (names, addresses, links) is quoted as typed.
 */
export function activitySentences(
  section: string,
  changes: readonly ActivityChange[],
  m: Catalogue,
  language = 'en',
): string[] {
  return changes.map((change) => sentence(section, change, m, language));
}

function sentence(
  section: string,
  { field, before, after }: ActivityChange,
  m: Catalogue,
  language: string,
): string {
  const words = m.details.activity;
  const [head, key, leaf] = field.split('.');
  if (section === 'delivery' && head === 'areas') {
    return words.changed(words.deliveryAreas, areasText(before, m, language), areasText(after, m, language));
  }
  if (section === 'delivery' && head === 'isPickupOffered') return words.pickupOffered(after === true);
  if (section === 'hours' && head === 'week' && key) {
    const day = (m.fn.weekdayNames as Record<string, string>)[key] ?? key;
    return words.changed(words.dayHours(day), intervalsText(before, m), intervalsText(after, m));
  }
  if (section === 'hours' && head === 'exceptions') {
    return words.changed(words.specialDays, exceptionsText(before, m), exceptionsText(after, m));
  }
  if (section === 'prices' && head === 'sizes' && key) {
    const size = m.fn.sizeLabel(key);
    if (leaf === 'isOnSale') return words.sizeOnSale(size, after === true);
    return words.changed(words.sizePrice(size), dollarsText(before, m), dollarsText(after, m));
  }
  if (section === 'prices' && head === 'lbpPerUsd') {
    return words.changed(words.lbpRate, rateText(before, m), rateText(after, m));
  }
  if (section === 'stock' && head === 'lowStockThreshold') {
    return words.changed(m.stockCounts.settings.threshold, valueText(before, m), valueText(after, m));
  }
  if (section === 'prices' && head === 'isLbpShown') return words.lbpShown(after === true);
  return words.changed(fieldLabel(section, field, m), valueText(before, m), valueText(after, m));
}

function fieldLabel(section: string, field: string, m: Catalogue): string {
  const labels = (m.adminSettings as unknown as Record<string, Record<string, unknown>>)[section] ?? {};
  const label = labels[field];
  return typeof label === 'string' ? label : field;
}

const isIntervals = (value: unknown): value is OpeningInterval[] =>
  Array.isArray(value) &&
  value.every((i) => typeof i === 'object' && i !== null && 'opens' in i && 'closes' in i);

function intervalsText(value: unknown, m: Catalogue): string {
  if (!isIntervals(value)) return valueText(value, m);
  return value.length === 0 ? m.details.activity.closed : m.fn.intervals(value);
}

function exceptionsText(value: unknown, m: Catalogue): string {
  if (!Array.isArray(value)) return valueText(value, m);
  if (value.length === 0) return m.details.activity.noSpecialDays;
  return value
    .map((exception: unknown) => {
      if (typeof exception !== 'object' || exception === null) return valueText(exception, m);
      const { from, to, intervals, note } = exception as Record<string, unknown>;
      const days =
        typeof from === 'string' && typeof to === 'string'
          ? from === to
            ? m.fn.date(from)
            : `${m.fn.date(from)}–${m.fn.date(to)}`
          : '';
      const hours = intervalsText(intervals, m);
      return typeof note === 'string' && note ? `${days} ${hours} (${note})` : `${days} ${hours}`;
    })
    .join('; ');
}

function dollarsText(value: unknown, m: Catalogue): string {
  return typeof value === 'number' ? m.fn.dollars(value) : valueText(value, m);
}

function rateText(value: unknown, m: Catalogue): string {
  return typeof value === 'number' ? m.details.activity.lbpPerUsd(value) : valueText(value, m);
}

/** "Beirut $3.00 (free from $50.00); North $5.00", each name in the reader's language. */
function areasText(value: unknown, m: Catalogue, language: string): string {
  if (!Array.isArray(value)) return valueText(value, m);
  if (value.length === 0) return m.details.activity.noAreas;
  return value
    .map((area: unknown) => {
      const parsed = DeliveryAreaSchema.safeParse(area);
      if (!parsed.success) return valueText(area, m);
      const { names, feeCents, freeFromCents } = parsed.data;
      const fee = `${areaName(names, language)} ${m.fn.dollars(feeCents)}`;
      return freeFromCents === null
        ? fee
        : `${fee} (${m.delivery.checkout.freeFrom(m.fn.dollars(freeFromCents))})`;
    })
    .join('; ');
}

function valueText(value: unknown, m: Catalogue): string {
  if (value === null || value === undefined || value === '') return m.details.activity.empty;
  if (typeof value === 'string') return `“${value}”`;
  if (typeof value === 'boolean') return value ? m.details.activity.yes : m.details.activity.no;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
