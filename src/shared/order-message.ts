import { formatCents } from './format.ts';
import { MESSAGES } from './messages.ts';
import { SENT_WHILE_CLOSED } from './messages-hours.ts';
import type { OrderItem } from './orders.ts';
import { parseLocation } from './orders.ts';
import { formatLbp } from './prices.ts';
import { mapsPlaceUrl } from './shop.ts';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The text sent to the shop on WhatsApp (DESIGN §6.3): a greeting, a bullet per product with its
 * category, a line per ordered size with units and line total, the total, and the maps link when a
 * location was shared. The unit prices are the ones each item carries: for a placed order, those
 * the server priced it at from the owner's settings (docs/decisions/091).
 */
export interface OrderMessageExtras {
  /** The placed order's reference, on its own line right after the greeting. */
  reference?: string | null;
  name?: string | null;
  phone?: string | null;
  address?: string | null;
  /** The order was sent outside the opening hours (docs/decisions/092). */
  isSentWhileClosed?: boolean;
  /** With LBP shown, the total carries the LBP amount at this rate too. */
  lbpPerUsd?: number | null;
}

export function buildOrderMessage(
  items: readonly OrderItem[],
  location: string | null = null,
  extras: OrderMessageExtras = {},
): string {
  const words = MESSAGES.orderMessage;
  const lines: string[] = [words.greeting];
  if (extras.isSentWhileClosed) lines.push(SENT_WHILE_CLOSED);
  if (extras.reference) lines.push(`${words.reference} ${extras.reference}`);
  if (extras.name) lines.push(`${words.name}: ${extras.name}`);
  if (extras.phone) lines.push(`${words.phone}: ${extras.phone}`);
  if (extras.address) lines.push(`${words.address}: ${extras.address}`);
  lines.push('');
  for (const item of items) {
    lines.push(`• ${item.name} (${capitalise(item.category)})`);
    if (item.size100mlQuantity > 0) {
      lines.push(
        `  - 100ml x ${item.size100mlQuantity} = ${formatCents(item.size100mlQuantity * item.size100mlPriceCents)}`,
      );
    }
    if (item.size50mlQuantity > 0) {
      lines.push(
        `  - 50ml x ${item.size50mlQuantity} = ${formatCents(item.size50mlQuantity * item.size50mlPriceCents)}`,
      );
    }
  }
  const total = items.reduce(
    (sum, i) => sum + i.size100mlQuantity * i.size100mlPriceCents + i.size50mlQuantity * i.size50mlPriceCents,
    0,
  );
  const lbp = extras.lbpPerUsd ? ` · ${formatLbp(total, extras.lbpPerUsd)}` : '';
  lines.push('', `${MESSAGES.orderMessage.total}: ${formatCents(total)}${lbp}`);
  const point = location ? parseLocation(location) : null;
  if (point) {
    lines.push(`${MESSAGES.orderMessage.location}: ${mapsPlaceUrl(point.latitude, point.longitude)}`);
  }
  return lines.join('\n');
}

/** SPEC §7 Outgoing links: phones and tablets get the app's send address in the same tab. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Android/i.test(userAgent);
}

/**
 * The WhatsApp address for an order text. encodeURIComponent rather than form encoding, so that a
 * space is %20 and a `+`, `&` or `#` in a product name reaches the shop unchanged.
 */
export function whatsAppOrderUrl(phone: string, text: string, isMobile: boolean): string {
  const encoded = encodeURIComponent(text);
  return isMobile
    ? `https://api.whatsapp.com/send?phone=${encodeURIComponent(phone)}&text=${encoded}`
    : `https://wa.me/${encodeURIComponent(phone)}?text=${encoded}`;
}
