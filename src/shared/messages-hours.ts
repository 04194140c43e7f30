import { formatClock, type OpenStatus } from './opening-hours.ts';
import type { Weekday } from './settings-types.ts';

/**
 * Open-now, the week's hours and "Sold out": shown on every page and on cards, so this module is
 * small and stays out of the full catalogue's chunk (docs/decisions/012).
 */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const HOURS_MESSAGES = {
  closedAllDay: 'Closed',
  today: 'Today',
  weekHours: 'Opening hours this week',
  timeZoneNote: 'Times are Lebanon time.',
} as const;

function nextOpeningText(status: Extract<OpenStatus, { isOpen: false }>): string | null {
  const { next } = status;
  if (!next) return null;
  const at = formatClock(next.opens);
  if (next.relation === 'today') return `opens today at ${at}`;
  if (next.relation === 'tomorrow') return `opens tomorrow at ${at}`;
  return `opens ${WEEKDAY_NAMES[next.weekday]} at ${at}`;
}

/** "Open now · closes at 8:00 pm" or "Closed · opens tomorrow at 10:00 am". */
export function openStatusText(status: OpenStatus): string {
  if (status.isOpen) return `Open now · closes at ${formatClock(status.closes)}`;
  const next = nextOpeningText(status);
  return next ? `Closed · ${next}` : 'Closed';
}

/** What the checkout says while the shop is closed: when the shop will answer the order. */
export function closedReplyText(status: OpenStatus): string | null {
  if (status.isOpen) return null;
  const next = nextOpeningText(status);
  return next
    ? `The shop is closed now. You can still send your order: the shop ${next} and will answer then.`
    : 'The shop is closed now. You can still send your order: the shop will answer when it opens again.';
}

/** The line an order sent while the shop is closed carries. */
export const SENT_WHILE_CLOSED = 'Sent while the shop is closed';
