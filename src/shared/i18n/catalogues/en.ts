import { formatCents, formatPrice } from '#shared/format.ts';
import { cartButtonLabel, categoryLine, MESSAGES, sizeLabel } from '#shared/messages.ts';
import { ERROR_MESSAGES } from '#shared/messages-errors.ts';
import { closedReplyText, openStatusText, SENT_WHILE_CLOSED, WEEKDAY_NAMES } from '#shared/messages-hours.ts';
import { formatClock, formatIntervals } from '#shared/opening-hours.ts';
import { formatLbp } from '#shared/prices.ts';
import { EN_FRAGRANCE_WORDS } from './en-fragrance-words.ts';
import { formatShopDate, formatShopDateTime } from './formats.ts';

/**
 * The English catalogue: today's MESSAGES (the spec's texts, verbatim) and, under `fn`, the texts
 * built from a value that live beside MESSAGES. Every other language has this shape (catalogue.ts).
 */
export const EN = {
  ...MESSAGES,
  fragranceWords: EN_FRAGRANCE_WORDS,
  fn: {
    cartButtonLabel,
    sizeLabel,
    openStatusText,
    closedReplyText,
    categoryLine,
    sentWhileClosed: SENT_WHILE_CLOSED,
    weekdayNames: WEEKDAY_NAMES,
    /** "8:00 pm" in a sentence. */
    clock: formatClock,
    /** "10:00am-8:00pm, 4:00pm-9:00pm" in the week's table. */
    intervals: formatIntervals,
    /** "$26.00". */
    dollars: formatCents,
    /** A card's price: "$26", or "$26.50". */
    dollarsShort: formatPrice,
    /** "895,000 LBP", after "$10 · ". */
    pounds: formatLbp,
    /** An order's time on Saadiyat's clock: "15 Jan 2026, 09:30". */
    dateTime: (iso: string) => formatShopDateTime('en', iso),
    /** A day: "15/01/2026". */
    date: (iso: string) => formatShopDate('en', iso),
    /** One message per error code (messages-errors.ts). */
    errors: ERROR_MESSAGES,
  },
} as const;
