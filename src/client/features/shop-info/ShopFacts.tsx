import { HOURS_MESSAGES, WEEKDAY_NAMES } from '#shared/messages-hours.ts';
import { formatIntervals, weekRows } from '#shared/opening-hours.ts';
import { formatPhone, telUrl } from '#shared/shop.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';
import { useNow } from '../../lib/use-now.ts';

/** The shop's address, from the owner's settings. */
export function ShopAddress() {
  const { name, street, town, region } = useShopSettings().shop;
  return (
    <address className="not-italic leading-relaxed text-ink-soft">
      {name}
      <br />
      {street}, {town}
      <br />
      {region}, Lebanon
    </address>
  );
}

/** The shop's phone for calls as a tel: link. */
export function ShopPhoneLink({ className = 'text-gold hover:underline' }: { className?: string }) {
  const { callPhone } = useShopSettings().shop;
  return (
    <a href={telUrl(callPhone)} className={className} dir="ltr">
      {formatPhone(callPhone)}
    </a>
  );
}

/** This week's hours in Lebanon time, Monday to Sunday, today's line highlighted. */
export function ShopHours() {
  const { hours } = useShopSettings();
  const rows = weekRows(hours, useNow());
  return (
    <div>
      <dl
        aria-label={HOURS_MESSAGES.weekHours}
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-soft"
      >
        {rows.map((row) => (
          <div
            key={row.date}
            data-testid={row.isToday ? 'hours-today' : undefined}
            className={`contents ${row.isToday ? 'font-semibold [&>*]:text-gold' : ''}`}
          >
            <dt className="text-ink">
              {WEEKDAY_NAMES[row.weekday]}
              {row.isToday ? <span className="sr-only"> ({HOURS_MESSAGES.today})</span> : null}
            </dt>
            <dd>
              {row.hours.intervals.length
                ? formatIntervals(row.hours.intervals)
                : HOURS_MESSAGES.closedAllDay}
              {row.hours.note ? ` (${row.hours.note})` : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-ink-soft">{HOURS_MESSAGES.timeZoneNote}</p>
    </div>
  );
}
