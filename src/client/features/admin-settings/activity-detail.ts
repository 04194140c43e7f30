import type { z } from 'zod';
import type { ActivityEntrySchema } from '#shared/admin-records.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import { ORDER_BOOK_STATUSES, type OrderBookStatus } from '#shared/order-book.ts';

/**
 * The server records an entry once, in English, as the shop's own record (activity.repository.ts);
 * an admin reading the log in Arabic or French gets its known forms in his language. What people
 * typed (product names, texts, addresses) stays as written, and a form this does not know is shown
 * as recorded.
 */
export function activityDetail(detail: string, m: Catalogue): string {
  const words = m.adminSettings.activity;
  if (detail === 'Added') return words.added;
  if (detail === 'Deleted') return words.deleted;
  if (detail === 'no change') return words.noChange;
  const updated = /^Updated (details and image|details|image)$/.exec(detail)?.[1];
  if (updated)
    return updated === 'details'
      ? words.updated.details
      : updated === 'image'
        ? words.updated.image
        : words.updated.both;
  const stock = /^(\d+) ml: (Sold out|In stock)$/.exec(detail);
  if (stock?.[1]) {
    const state = stock[2] === 'Sold out' ? m.adminSettings.stock.soldOut : m.adminSettings.stock.inStock;
    return `${m.fn.sizeLabel(stock[1])}: ${state}`;
  }
  const roles = m.adminSettings.team.roles;
  const role = /^(admin|user) → (admin|user)$/.exec(detail);
  if (role?.[1] && role[2]) return `${roles[role[1] as 'admin']} → ${roles[role[2] as 'admin']}`;
  // A settings change: "field: before → after; …"; the field is named as the settings form names it.
  return detail
    .split('; ')
    .map((change) => {
      const field = /^(\w+): /.exec(change)?.[1];
      const label = field ? fieldLabel(field, m) : undefined;
      return label && field ? `${label}: ${change.slice(field.length + 2)}` : change;
    })
    .join('; ');
}

/** A setting section's name ("shop", "hours"…) as the settings page titles it. */
export function settingSubject(section: string, m: Catalogue): string {
  // The delivery areas' words live with the rest of delivery's (en-delivery.ts).
  if (section === 'delivery') return m.delivery.settings.title;
  if (section === 'replies') return m.customerReplies.title;
  const titled = (m.adminSettings as unknown as Record<string, { title?: unknown }>)[section]?.title;
  return typeof titled === 'string' ? titled : section;
}

function fieldLabel(field: string, m: Catalogue): string | undefined {
  const labels: Record<string, unknown> = { ...m.adminSettings.shop, ...m.adminSettings.social };
  const label = labels[field];
  return typeof label === 'string' ? label : undefined;
}

const isStatus = (value: unknown): value is OrderBookStatus =>
  typeof value === 'string' && (ORDER_BOOK_STATUSES as readonly string[]).includes(value);

/**
 * An order's status change or undo, from the facts recorded beside the sentence
 * (docs/decisions/141): worded in the reader's language; the recorded sentence when they are missing.
 */
export function orderActivityDetail(entry: z.infer<typeof ActivityEntrySchema>, m: Catalogue): string {
  const { from, to, isUndo } = entry.data ?? {};
  if (!isStatus(from) || !isStatus(to)) return entry.detail;
  const words = m.statusUndo.activity;
  const name = (status: OrderBookStatus) => m.orderBook.statuses[status];
  return isUndo === true ? words.undo(name(from), name(to)) : words.change(name(to), name(from));
}
