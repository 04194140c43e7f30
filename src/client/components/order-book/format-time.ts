import { SHOP_TIME_ZONE } from '#shared/zoned-time.ts';

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A time as the shop reads it (Saadiyat's clock), e.g. "15 Jan 2026, 09:30". */
export function formatShopTime(iso: string): string {
  return format.format(new Date(iso));
}
